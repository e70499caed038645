package ui

import (
	"image/color"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/sfnt"

	"goref/app/fontchars"
	"goref/assets"
)

// cjkFace is one of the bundled CJK fonts (assets/fonts): Droid Sans Fallback with the hangul
// of NanumSquare, cut to a set of characters. None has Latin letters or digits: Fyne takes a
// rune the theme font lacks from its own Noto Sans (its monospace face for monospace), so a
// theme font only supplies CJK and hangul. Each has Noto Sans's line metrics (the mono one
// those of the monospace face) and its space, so a line is as high whichever font starts it.
//
// Fyne parses the theme font once for every text style it meets (regular, bold, monospace),
// so the smaller the font the less memory each style costs: the theme uses the small one with
// goref's own texts, in every UI language, and a larger one only when a name, a comment or a
// file name brings a character it lacks (the whole font only when the others lack one too).
type cjkFace struct {
	res  fyne.Resource
	once sync.Once
	mu   sync.Mutex
	font *sfnt.Font // only its cmap is ever read: sfnt parses lazily
	buf  sfnt.Buffer
}

func newFace(name string, data []byte) *cjkFace {
	return &cjkFace{res: fyne.NewStaticResource(name, data)}
}

// has reports whether the font has a glyph for r (false if it cannot be read).
func (f *cjkFace) has(r rune) bool {
	f.once.Do(func() {
		font, err := sfnt.Parse(f.res.Content())
		if err != nil {
			fyne.LogError("bundled font "+f.res.Name(), err)
			return
		}
		f.font = font
	})
	if f.font == nil {
		return false
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	i, err := f.font.GlyphIndex(&f.buf, r)
	return err == nil && i != 0
}

var (
	// textsFace: the CJK and hangul characters of goref's texts in all five languages.
	textsFace = newFace("CJKTexts.ttf", assets.TextsFont)
	// monoFace: those of goref's texts in every language, with monospace metrics (the counts).
	monoFace = newFace("CJKMono.ttf", assets.MonoFont)
	// commonFace: GB 2312, Big5 level 1, JIS X 0208 level 1 and goref's texts (zh, ja UI).
	commonFace = newFace("CJKCommon.ttf", assets.CommonFont)
	// koreanFace: all hangul, KS X 1001 and goref's texts (ko UI).
	koreanFace = newFace("CJKKorean.ttf", assets.KoreanFont)
	// fullFace: every character of both source fonts (39,848).
	fullFace = newFace("CJKFull.ttf", assets.FullFont)
)

// chooseFace picks the font for a UI language and the characters the texts on screen bring
// that goref did not write (names, comments, file names, typed text): the texts font if it
// has them all (goref's own texts it always has), else the first bundled font that has them
// all — the Korean one first in the Korean UI —, else the one that lacks the fewest. Every
// font holds goref's texts in all five languages, so any of them serves any UI language.
func chooseFace(lang string, need []rune) *cjkFace {
	candidates := []*cjkFace{textsFace, commonFace, koreanFace, fullFace}
	if lang == "ko" {
		candidates[1], candidates[2] = koreanFace, commonFace
	}
	best, fewest := candidates[0], -1
	for _, f := range candidates {
		lack := 0
		for _, r := range need {
			if !f.has(r) {
				lack++
			}
		}
		if lack == 0 {
			return f
		}
		if fewest < 0 || lack < fewest {
			best, fewest = f, lack
		}
	}
	return best
}

// wideRunes adds to seen the characters of texts that only a bundled CJK font can supply.
// It reports whether it added any.
func wideRunes(seen map[rune]bool, texts ...string) bool {
	added := false
	for _, s := range texts {
		for _, r := range s {
			if fontchars.CJK(r) && !seen[r] {
				seen[r] = true
				added = true
			}
		}
	}
	return added
}

// appTheme is the default theme with the bundled fonts, and bigger text in demo mode.
type appTheme struct {
	fyne.Theme
	scale float32
	face  *cjkFace // for every style but monospace and symbols
}

func newTheme() *appTheme { return &appTheme{Theme: theme.DefaultTheme(), scale: 1, face: textsFace} }

// Font gives the chosen CJK font for text and the mono font for monospace: the monospace texts
// (the counts) are goref's own, whose characters it holds, and their letters and digits still
// come from Fyne's monospace face, so columns stay aligned.
func (t *appTheme) Font(s fyne.TextStyle) fyne.Resource {
	switch {
	case s.Symbol:
		return t.Theme.Font(s)
	case s.Monospace:
		return monoFace.res
	}
	return t.face.res
}

func (t *appTheme) Size(n fyne.ThemeSizeName) float32 {
	return t.Theme.Size(n) * t.scale
}

func (t *appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, v)
}
