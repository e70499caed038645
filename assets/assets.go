package assets

import (
	"embed"
	_ "embed"
)

// The bundled CJK fonts (assets/fonts/README.md; made by scripts/subset-fonts.sh): Droid Sans
// Fallback (Apache-2.0) with the hangul and hanja of NanumSquare Regular (SIL OFL 1.1) it
// lacks, cut to sets of characters, so CJK text renders on a machine without CJK fonts and
// each UI parses only the set it needs.
var (
	// TextsFont: every CJK and hangul character of goref's texts in all five languages (rule
	// terms such as 和棋 and 计活子, the language names): the UI in any language.
	//go:embed fonts/CJKTexts.ttf
	TextsFont []byte
	// MonoFont: every CJK and hangul character of goref's texts in all languages, with the
	// metrics of Fyne's monospace face (the counts are monospace).
	//go:embed fonts/CJKMono.ttf
	MonoFont []byte
	// FullFont: every CJK and hangul character of both fonts; a name or comment that brings
	// a character the texts font lacks is shown with a cut of it made at run time.
	//go:embed fonts/CJKFull.ttf
	FullFont []byte
)

// The Latin faces of printed documents (the result slip, the round sheet): Noto Sans Regular
// and Bold (SIL OFL 1.1, the faces Fyne draws Latin text with), beside the CJK font.
var (
	//go:embed fonts/NotoSans-Regular.ttf
	LatinFont []byte
	//go:embed fonts/NotoSans-Bold.ttf
	LatinBoldFont []byte
)

// Casebook is the rules casebook: one SGF file per case, the verdicts the tests expect and the
// rule texts they cite (read by rules/casebook).
//
//go:embed casebook/*.sgf casebook/verdicts.json casebook/grounds.json
var Casebook embed.FS

// Icon is goref's application icon, 512 px (drawn by icon/main.go), for packages.
//
//go:embed icon.png
var Icon []byte

// WindowIcon is the same icon at 128 px, for the window: decoded it is 64 KB, not 1 MB.
//
//go:embed icon-128.png
var WindowIcon []byte
