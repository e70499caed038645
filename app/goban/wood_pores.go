package goban

import (
	"image"
	"math"
)

// pores is how many short dark flecks lie along the fibres of a board, whatever its size.
const pores = 1500

// paintPores darkens the pores into the top face r: each a fleck a few tenths of a millimetre
// wide and a few millimetres long along the grain, placed in the board's coordinates. A pore
// narrower than a pixel is drawn a pixel wide and as much fainter, so a small board shows a
// faint speckle and a large one the flecks themselves.
func paintPores(dst *image.RGBA, top image.Rectangle, f *woodFigure) {
	r := top.Intersect(dst.Rect)
	for n := int64(0); n < pores; n++ {
		s, v := hash2(n, 301), hash2(n, 302)
		u := s - wander(s, v)
		cx, cy := float64(top.Min.X)+u*f.bw, float64(top.Min.Y)+v*f.bh
		half := (0.0015 + 0.0035*hash2(n, 303)) * f.bh
		width := (0.0007 + 0.0006*hash2(n, 304)) * f.bw
		depth := 0.06 + 0.16*sq(hash2(n, 305))
		if width < 1 {
			depth *= width
			width = 1
		}
		sigma := width / 2
		x0, x1 := int(math.Floor(cx-2*sigma)), int(math.Ceil(cx+2*sigma))
		y0, y1 := int(math.Floor(cy-half)), int(math.Ceil(cy+half))
		for y := max(y0, r.Min.Y); y < min(y1, r.Max.Y); y++ {
			along := 1 - sq((float64(y)+0.5-cy)/half)
			if along <= 0 {
				continue
			}
			for x := max(x0, r.Min.X); x < min(x1, r.Max.X); x++ {
				a := depth * along * math.Exp(-sq((float64(x)+0.5-cx)/sigma))
				o := dst.PixOffset(x, y)
				// Darker and browner: blue goes first.
				dst.Pix[o] = uint8(float64(dst.Pix[o]) * (1 - 0.55*a))
				dst.Pix[o+1] = uint8(float64(dst.Pix[o+1]) * (1 - 0.7*a))
				dst.Pix[o+2] = uint8(float64(dst.Pix[o+2]) * (1 - 0.9*a))
			}
		}
	}
}
