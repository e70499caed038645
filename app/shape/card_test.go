package shape

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// A 40×20 card at scale 1, corner radius 8, edge 4: the pixels are worked out by hand from
// the outline — the middle is the fill, the 4 pixels inside the straight sides are the edge, the
// very corner pixel lies outside the rounded corner (its centre is 8√2 − 8 ≈ 3.3 px beyond the
// arc, further than the half pixel of the border), and a pixel on the arc is partly covered.
func TestCardPixels(t *testing.T) {
	fill, edge := color.NRGBA{R: 24, G: 24, B: 24, A: 255}, color.NRGBA{R: 46, G: 160, B: 67, A: 255}
	c := NewCard(fill)
	c.StrokeColor, c.StrokeWidth, c.CornerRadius = edge, 4, 8
	c.Resize(fyne.NewSize(40, 20))
	img := c.Object().(*canvas.Raster).Generator(40, 20).(*image.RGBA)
	at := func(x, y int) color.RGBA { return img.RGBAAt(x, y) }
	opaque := func(n color.NRGBA) color.RGBA { return color.RGBA{n.R, n.G, n.B, 255} }
	for _, p := range []struct {
		x, y int
		want color.RGBA
	}{
		{20, 10, opaque(fill)}, // the middle
		{20, 0, opaque(edge)},  // the top edge, its outer pixel
		{20, 3, opaque(edge)},  // … its inner one (4 px wide)
		{20, 5, opaque(fill)},  // inside the edge
		{0, 10, opaque(edge)},  // the left edge
		{39, 10, opaque(edge)}, // the right edge
		{0, 0, color.RGBA{}},   // beyond the rounded corner: transparent
		{39, 19, color.RGBA{}},
	} {
		if got := at(p.x, p.y); got != p.want {
			t.Errorf("(%d,%d) = %v, want %v", p.x, p.y, got, p.want)
		}
	}
	// (2,2): its centre (2.5, 2.5) is 5.5 px from the corner's centre (8, 8) each way: 7.78 px,
	// 0.22 px inside the arc of radius 8, so the pixel is about 72 % covered, by the edge colour.
	if a := at(2, 2).A; a < 150 || a > 220 {
		t.Errorf("(2,2) on the arc: alpha %d, want about 184 (72 %%)", a)
	}
}

// At twice the scale (a HiDPI screen) the card is drawn at its pixel size: its edge and radius
// are twice as many pixels.
func TestCardScales(t *testing.T) {
	c := NewCard(color.White)
	c.StrokeColor, c.StrokeWidth, c.CornerRadius = color.Black, 2, 4
	c.Resize(fyne.NewSize(20, 10))
	img := c.Object().(*canvas.Raster).Generator(40, 20).(*image.RGBA)
	if got := img.RGBAAt(20, 3); got != (color.RGBA{0, 0, 0, 255}) { // 4 px of edge at scale 2
		t.Errorf("(20,3) = %v, want the edge", got)
	}
	if got := img.RGBAAt(20, 4); got != (color.RGBA{255, 255, 255, 255}) {
		t.Errorf("(20,4) = %v, want the fill", got)
	}
}
