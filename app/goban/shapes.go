package goban

import (
	"image"
	"image/color"
	"math"
)

// blendPixel draws col over the pixel at (x, y) with coverage a (0–1).
func blendPixel(dst *image.RGBA, x, y int, col color.RGBA, a float64) {
	if a <= 0 || !image.Pt(x, y).In(dst.Rect) {
		return
	}
	a *= float64(col.A) / 255
	if a > 1 {
		a = 1
	}
	o := dst.PixOffset(x, y)
	p := dst.Pix[o : o+4 : o+4]
	p[0] = uint8(float64(p[0])*(1-a) + float64(col.R)*a + 0.5)
	p[1] = uint8(float64(p[1])*(1-a) + float64(col.G)*a + 0.5)
	p[2] = uint8(float64(p[2])*(1-a) + float64(col.B)*a + 0.5)
	p[3] = uint8(float64(p[3])*(1-a) + 255*a + 0.5)
}

// fillSDF paints col where the signed distance sd (negative inside) says, antialiased, over
// the box (cx±rx, cy±ry).
func fillSDF(dst *image.RGBA, cx, cy, rx, ry float64, col color.RGBA, sd func(x, y float64) float64) {
	x0, x1 := int(math.Floor(cx-rx-1)), int(math.Ceil(cx+rx+1))
	y0, y1 := int(math.Floor(cy-ry-1)), int(math.Ceil(cy+ry+1))
	for py := y0; py <= y1; py++ {
		for px := x0; px <= x1; px++ {
			d := sd(float64(px)+0.5-cx, float64(py)+0.5-cy)
			blendPixel(dst, px, py, col, min(max(0.5-d, 0), 1))
		}
	}
}

func fillCircle(dst *image.RGBA, cx, cy, r float64, col color.RGBA) {
	fillSDF(dst, cx, cy, r, r, col, func(x, y float64) float64 { return math.Hypot(x, y) - r })
}

func ring(dst *image.RGBA, cx, cy, r, width float64, col color.RGBA) {
	fillSDF(dst, cx, cy, r+width, r+width, col, func(x, y float64) float64 {
		return math.Abs(math.Hypot(x, y)-r) - width/2
	})
}

func fillSquare(dst *image.RGBA, cx, cy, half float64, col color.RGBA) {
	fillSDF(dst, cx, cy, half, half, col, func(x, y float64) float64 {
		return max(math.Abs(x), math.Abs(y)) - half
	})
}

func squareOutline(dst *image.RGBA, cx, cy, half, width float64, col color.RGBA) {
	fillSDF(dst, cx, cy, half+width, half+width, col, func(x, y float64) float64 {
		return math.Abs(max(math.Abs(x), math.Abs(y))-half) - width/2
	})
}

// cross draws an × of arm length r.
func cross(dst *image.RGBA, cx, cy, r, width float64, col color.RGBA) {
	fillSDF(dst, cx, cy, r, r, col, func(x, y float64) float64 {
		d1 := math.Abs(x-y) / math.Sqrt2
		d2 := math.Abs(x+y) / math.Sqrt2
		box := max(math.Abs(x), math.Abs(y)) - r
		return max(min(d1, d2)-width/2, box)
	})
}

// noEntry draws ⊘, a ring of radius r struck through from its lower left to its upper right:
// the mark of a point where no stone may be played (not the ×, which marks a dead stone).
func noEntry(dst *image.RGBA, cx, cy, r, width float64, col color.RGBA) {
	fillSDF(dst, cx, cy, r+width, r+width, col, func(x, y float64) float64 {
		circle := math.Abs(math.Hypot(x, y)-r) - width/2
		bar := max(math.Abs(x+y)/math.Sqrt2-width/2, math.Hypot(x, y)-r)
		return min(circle, bar)
	})
}

// triangleOutline draws an upward triangle inscribed in a circle of radius r.
func triangleOutline(dst *image.RGBA, cx, cy, r, width float64, col color.RGBA) {
	fillSDF(dst, cx, cy, r+width, r+width, col, func(x, y float64) float64 {
		return math.Abs(triangleSD(x, y, r)) - width/2
	})
}

func triangleSD(x, y, r float64) float64 {
	// Three half-planes of an equilateral triangle pointing up.
	y = -y
	d := -y - r/2
	for _, a := range []float64{math.Pi / 6, 5 * math.Pi / 6} {
		d = max(d, x*math.Cos(a)+y*math.Sin(a)-r/2)
	}
	return d
}

// fillRect fills an axis-aligned pixel rectangle with an opaque colour.
func fillRect(dst *image.RGBA, r image.Rectangle, col color.RGBA) {
	r = r.Intersect(dst.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		o := dst.PixOffset(r.Min.X, y)
		for x := r.Min.X; x < r.Max.X; x++ {
			dst.Pix[o], dst.Pix[o+1], dst.Pix[o+2], dst.Pix[o+3] = col.R, col.G, col.B, col.A
			o += 4
		}
	}
}
