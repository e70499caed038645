package ui

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"golang.org/x/image/font/sfnt"

	"goref/app/fontchars"
	"goref/assets"
	"goref/internal/fontcut"
)

// cjkFace is a CJK font of the theme: one of the bundled ones (assets/fonts: Droid Sans
// Fallback with the hangul of NanumSquare, cut to a set of characters), or a cut made at run
// time. None has Latin letters or digits: Fyne takes a rune the theme font lacks from its own
// Noto Sans (its monospace face for monospace), so a theme font only supplies CJK and hangul.
// Each has Noto Sans's line metrics (the mono one those of the monospace face) and its space,
// so a line is as high whichever font starts it.
//
// Fyne parses the theme font once for every text style it meets (regular, bold, monospace), at
// about four times the font's size, so the smaller the font the less memory each style costs:
// the theme uses the small one with goref's own texts, in every UI language, and when a name,
// a comment or a file name brings a character it lacks, a cut of the whole font holding the
// texts font's characters and those (see chooseFace).
type cjkFace struct {
	res   fyne.Resource
	extra string // the characters beyond the texts font's, in order (a run-time cut)
	once  sync.Once
	mu    sync.Mutex
	font  *sfnt.Font // only its cmap is ever read: sfnt parses lazily
	buf   sfnt.Buffer
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
)

// chooseFace picks the theme's font for the characters the texts on screen bring that goref
// did not write (names, comments, file names, typed text): the texts font if it has them all
// (goref's own texts in every language it always has), else the font in use if it is a cut
// that has them (each new font is parsed again per text style), else a new cut with the texts
// font's characters and the extra ones the whole font has (a character it lacks is left to
// Fyne, which looks for it in the system's fonts).
func chooseFace(current *cjkFace, need []rune) *cjkFace {
	var extra []rune
	for _, r := range need {
		if !textsFace.has(r) {
			extra = append(extra, r)
		}
	}
	if len(extra) == 0 {
		return textsFace
	}
	slices.Sort(extra)
	extra = slices.Compact(extra)
	if current != nil && current.extra != "" && !slices.ContainsFunc(extra, func(r rune) bool { return !strings.ContainsRune(current.extra, r) }) {
		return current
	}
	base, err := fontcut.Runes(assets.TextsFont)
	if err == nil {
		var data []byte
		// The texts font's glyphs from itself: a glyph read from the whole font maps the
		// pages around it into memory.
		data, err = fontcut.Cut(append(base, extra...), assets.TextsFont, assets.FullFont)
		dropPages(assets.FullFont)
		if err == nil {
			cuts++
			f := newFace(fmt.Sprintf("CJKCut%d.ttf", cuts), data)
			f.extra = string(extra)
			return f
		}
	}
	fyne.LogError("cutting the CJK font", err)
	return textsFace
}

// cuts counts the fonts chooseFace made, to name them apart.
var cuts int

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

// Color is the palette's (theme_colors.go), Fyne's where it has none.
func (t *appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if c := paletteColor(n, v); c != nil {
		return c
	}
	return t.Theme.Color(n, v)
}
