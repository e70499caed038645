package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"goref/assets"
)

// cjkFont is the bundled Droid Sans Fallback. It has no Latin letters; Fyne takes those
// from its own Noto Sans, so one font serves every UI language and mixed names.
var cjkFont = fyne.NewStaticResource("DroidSansFallbackFull.ttf", assets.CJKFont)

// appTheme is the default theme with the bundled CJK font, and bigger text in demo mode.
type appTheme struct {
	fyne.Theme
	scale float32
}

func newTheme() *appTheme { return &appTheme{Theme: theme.DefaultTheme(), scale: 1} }

func (t *appTheme) Font(s fyne.TextStyle) fyne.Resource {
	if s.Monospace || s.Symbol {
		return t.Theme.Font(s)
	}
	return cjkFont
}

func (t *appTheme) Size(n fyne.ThemeSizeName) float32 {
	return t.Theme.Size(n) * t.scale
}

func (t *appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, v)
}
