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

// CJKFont is Droid Sans Fallback (Apache-2.0, from Debian's fonts-droid-fallback): Chinese,
// Japanese and Korean glyphs for machines that have no CJK font.
//
//go:embed fonts/DroidSansFallbackFull.ttf
var CJKFont []byte

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
