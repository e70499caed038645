package ui

import (
	"image/color"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"goref/assets"
)

// The bundled CJK fonts: Droid Sans Fallback for Chinese and Japanese (it has no Latin
// letters, which Fyne then takes from its own Noto Sans) and NanumSquare for Korean (Droid
// lacks most hangul syllables).
var (
	cjkFont    = fyne.NewStaticResource("DroidSansFallbackFull.ttf", assets.CJKFont)
	koreanFont = fyne.NewStaticResource("NanumSquareR.ttf", assets.KoreanFont)
)

// Which font the theme uses for regular text.
const (
	fontDefault = iota
	fontCJK
	fontKorean
)

// appTheme is the default theme with the bundled CJK font, and bigger text in demo mode.
// The CJK font is used only when something on screen needs it (a CJK UI language or a
// CJK name): Fyne parses the whole 4 MB font into memory, about 37 MB of RSS.
type appTheme struct {
	fyne.Theme
	scale float32
	font  int
}

func newTheme() *appTheme { return &appTheme{Theme: theme.DefaultTheme(), scale: 1} }

func (t *appTheme) Font(s fyne.TextStyle) fyne.Resource {
	switch {
	case s.Monospace || s.Symbol:
	case t.font == fontCJK:
		return cjkFont
	case t.font == fontKorean:
		return koreanFont
	}
	return t.Theme.Font(s)
}

func (t *appTheme) Size(n fyne.ThemeSizeName) float32 {
	return t.Theme.Size(n) * t.scale
}

func (t *appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, v)
}

// fontFor picks the font for a UI language and the texts on screen (names, event).
func fontFor(lang string, texts ...string) int {
	han := false
	for _, s := range texts {
		for _, r := range s {
			if unicode.Is(unicode.Hangul, r) {
				return fontKorean
			}
			han = han || unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana)
		}
	}
	switch {
	case lang == "ko":
		return fontKorean
	case lang != "en" || han:
		return fontCJK
	}
	return fontDefault
}
