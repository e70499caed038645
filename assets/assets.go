// Package assets holds the files goref embeds: UI translations, the CJK font, the icon and the
// rules casebook.
// assets/voice belongs to the clock and sound packages and is embedded there.
package assets

import (
	"embed"
	_ "embed"
)

// Translations holds translations/{en,zh_Hans,zh_Hant,ja,ko}.json (go-i18n flat JSON, the
// format of fyne/v2/lang).
//
//go:embed translations/*.json
var Translations embed.FS

// CJKFont is a subset of Droid Sans Fallback (Apache-2.0, from Debian's fonts-droid-fallback,
// made by scripts/subset-fonts.sh): the common characters of GB 2312, Big5 and JIS X 0208 and
// every CJK character of goref's texts, for the Chinese and Japanese UI and CJK names on
// machines that have no CJK font.
//
//go:embed fonts/DroidSansFallbackCJK.ttf
var CJKFont []byte

// TermsFont is the subset of Droid Sans Fallback holding just the CJK characters the English
// UI can show: the rule texts' own terms (和棋, 计活子, 子 …) in the English strings and the
// rules' tables (app/fontchars lists them; a test keeps it complete).
//
//go:embed fonts/DroidSansFallbackTerms.ttf
var TermsFont []byte

// MonoFont is the subset of Droid Sans Fallback holding the CJK characters of goref's texts in
// every language, with the metrics of Fyne's monospace face: monospace text (the counts) is
// goref's own.
//
//go:embed fonts/DroidSansFallbackMono.ttf
var MonoFont []byte

// KoreanFont is NanumSquare Regular (SIL OFL 1.1, NAVER, from Debian's fonts-nanum): all
// 11,172 hangul syllables, the KS X 1001 hanja and Latin, for the Korean UI and Korean names
// (Droid Sans Fallback lacks most hangul syllables).
//
//go:embed fonts/NanumSquareR.ttf
var KoreanFont []byte

// Casebook is the rules casebook: one SGF file per case and the verdicts the tests expect
// (read by rules/casebook).
//
//go:embed casebook/*.sgf casebook/verdicts.json
var Casebook embed.FS

// Icon is goref's application icon, 512 px (drawn by icon/main.go), for packages.
//
//go:embed icon.png
var Icon []byte

// WindowIcon is the same icon at 128 px, for the window: decoded it is 64 KB, not 1 MB.
//
//go:embed icon-128.png
var WindowIcon []byte
