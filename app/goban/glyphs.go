package goban

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Labels on the board (coordinates, move numbers) are drawn into the raster with the Go Bold
// font (BSD, part of golang.org/x/image), glyphs cached per size so a board of 361 numbered
// stones draws in a few milliseconds.

var (
	fontOnce sync.Once
	fontData *opentype.Font
)

type glyph struct {
	mask    *image.Alpha
	origin  image.Point // where the pen sits, inside mask
	advance float64
}

type glyphCache struct {
	size   float64
	face   font.Face
	glyphs map[rune]glyph
	cap    float64 // cap height
}

func newGlyphCache(size float64) *glyphCache {
	fontOnce.Do(func() { fontData, _ = opentype.Parse(gobold.TTF) })
	face, err := opentype.NewFace(fontData, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil
	}
	return &glyphCache{size: size, face: face, glyphs: map[rune]glyph{}, cap: 0.72 * size}
}

func (gc *glyphCache) glyph(r rune) glyph {
	if g, ok := gc.glyphs[r]; ok {
		return g
	}
	b, adv, _ := gc.face.GlyphBounds(r)
	rect := image.Rect(b.Min.X.Floor()-1, b.Min.Y.Floor()-1, b.Max.X.Ceil()+1, b.Max.Y.Ceil()+1)
	mask := image.NewAlpha(image.Rect(0, 0, rect.Dx(), rect.Dy()))
	d := font.Drawer{Dst: mask, Src: image.Opaque, Face: gc.face,
		Dot: fixed.P(-rect.Min.X, -rect.Min.Y)}
	d.DrawString(string(r))
	g := glyph{mask: mask, origin: image.Pt(-rect.Min.X, -rect.Min.Y), advance: float64(adv) / 64}
	gc.glyphs[r] = g
	return g
}

// draw writes s centred on (cx, cy) in col.
func (gc *glyphCache) draw(dst *image.RGBA, s string, cx, cy float64, col color.RGBA) {
	width := 0.0
	for _, r := range s {
		width += gc.glyph(r).advance
	}
	x := cx - width/2
	base := int(math.Round(cy + gc.cap/2))
	src := image.NewUniform(col)
	for _, r := range s {
		g := gc.glyph(r)
		at := image.Pt(int(math.Round(x))-g.origin.X, base-g.origin.Y)
		draw.DrawMask(dst, g.mask.Rect.Add(at), src, image.Point{}, g.mask, image.Point{}, draw.Over)
		x += g.advance
	}
}
