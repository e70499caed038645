package ui

import (
	"image/color"
	"sync"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/sfnt"

	"goref/assets"
)

// The bundled fonts. None has Latin letters except NanumSquare: Fyne takes a rune the theme
// font lacks from its own Noto Sans (its monospace face for monospace), so the theme font only
// has to supply the CJK characters. The Droid subsets have Noto Sans's line metrics (the mono
// one those of the monospace face) and its space, so a line is as high whichever font starts
// it, and a space after a CJK character is as wide as one after a Latin letter.
//   - termsFont: the CJK characters the English UI can show (rule terms).
//   - monoFont: the CJK characters of goref's texts in every language, for monospace.
//   - cjkFont: a subset of Droid Sans Fallback with the common Chinese and Japanese
//     characters, for the zh and ja UI and CJK names; rarer characters still come from the
//     system's fonts, through Fyne.
//   - koreanFont: NanumSquare, for the Korean UI and Korean names (Droid lacks most hangul).
//
// Fyne parses the theme font again for every text style it meets (regular, bold, monospace),
// so the smaller the font the less memory each style costs.
var (
	termsFont  = fyne.NewStaticResource("DroidSansFallbackTerms.ttf", assets.TermsFont)
	monoFont   = fyne.NewStaticResource("DroidSansFallbackMono.ttf", assets.MonoFont)
	cjkFont    = fyne.NewStaticResource("DroidSansFallbackCJK.ttf", assets.CJKFont)
	koreanFont = fyne.NewStaticResource("NanumSquareR.ttf", assets.KoreanFont)
)

// Which font the theme uses for text.
const (
	fontDefault = iota // the terms font
	fontCJK
	fontKorean
)

// appTheme is the default theme with the bundled fonts, and bigger text in demo mode.
type appTheme struct {
	fyne.Theme
	scale float32
	font  int
}

func newTheme() *appTheme { return &appTheme{Theme: theme.DefaultTheme(), scale: 1} }

// Font gives the mono font for monospace in every language but Korean: the monospace texts (the
// counts) are goref's own, whose CJK characters it holds, and their letters and digits still
// come from Fyne's monospace face, so columns stay aligned. NanumSquare has Latin, so the
// Korean UI keeps Fyne's monospace font (hangul there comes from the system's fonts).
func (t *appTheme) Font(s fyne.TextStyle) fyne.Resource {
	switch {
	case s.Symbol:
	case t.font == fontKorean:
		if !s.Monospace {
			return koreanFont
		}
	case s.Monospace:
		return monoFont
	case t.font == fontCJK:
		return cjkFont
	default:
		return termsFont
	}
	return t.Theme.Font(s)
}

func (t *appTheme) Size(n fyne.ThemeSizeName) float32 {
	return t.Theme.Size(n) * t.scale
}

func (t *appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, v)
}

// fontFor picks the font for a UI language and the texts on screen (names, event, status).
// In the English UI a text needs the CJK font only for a CJK character the terms font lacks:
// a status line quoting a rule term (和棋) does not.
func fontFor(lang string, texts ...string) int {
	cjk := false
	for _, s := range texts {
		for _, r := range s {
			if unicode.Is(unicode.Hangul, r) {
				return fontKorean
			}
			cjk = cjk || unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) && !inTermsFont(r)
		}
	}
	switch {
	case lang == "ko":
		return fontKorean
	case lang != "en" || cjk:
		return fontCJK
	}
	return fontDefault
}

var terms struct {
	once sync.Once
	font *sfnt.Font
	buf  sfnt.Buffer
	mu   sync.Mutex
}

// inTermsFont reports whether the terms font has a glyph for r (false if the font cannot be
// read: then the CJK font serves, which has every term too).
func inTermsFont(r rune) bool {
	terms.once.Do(func() {
		f, err := sfnt.Parse(assets.TermsFont)
		if err != nil {
			fyne.LogError("the bundled terms font", err)
			return
		}
		terms.font = f
	})
	if terms.font == nil {
		return false
	}
	terms.mu.Lock()
	defer terms.mu.Unlock()
	i, err := terms.font.GlyphIndex(&terms.buf, r)
	return err == nil && i != 0
}
