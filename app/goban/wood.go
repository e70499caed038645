package goban

import (
	"image"
	"image/color"
	"math"
)

// The wood is procedural: straight kaya-like grain (masame) running along the columns, with
// wavy growth lines, fine fibres and a slow variation of tone. It is generated in board
// coordinates, so the grain keeps its look when the window is resized, and at the pixel
// size it is shown at, so it is never blurred by scaling. The slowly varying fields are
// computed on a coarse lattice and interpolated; the sharp growth lines are per pixel.

var (
	woodLight = [3]float64{232, 190, 118}
	woodDark  = [3]float64{196, 142, 74}
)

// cell is the lattice step, in pixels, of the smooth fields.
const cell = 8

// paintWood fills the rectangle r of dst with wood.
func paintWood(dst *image.RGBA, r image.Rectangle) {
	bw, bh := float64(r.Dx()), float64(r.Dy())
	if bw < 1 || bh < 1 {
		return
	}
	cols, rows := r.Dx()/cell+2, r.Dy()/cell+2
	grain := make([]float64, cols*rows) // growth-ring phase
	tone := make([]float64, cols*rows)
	for j := 0; j < rows; j++ {
		v := float64(j*cell) / bh
		for i := 0; i < cols; i++ {
			u := float64(i*cell) / bw
			grain[j*cols+i] = u*34 + 0.9*fbm(u*2.2, v*0.9, 3) + 0.05*math.Sin(v*9+u*4)
			tone[j*cols+i] = fbm(u*1.3+7, v*1.1+3, 2) - 0.5
		}
	}
	// Fibres: fine along the width, slow along the grain; sampled per column on the rows
	// of the lattice.
	fibre := make([]float64, r.Dx()*rows)
	for j := 0; j < rows; j++ {
		v := float64(j*cell) / bh
		for x := 0; x < r.Dx(); x++ {
			fibre[j*r.Dx()+x] = noise(float64(x)/bw*520, v*9) - 0.5
		}
	}
	bevel := max(2, 0.006*min(bw, bh))
	var lut [256][3]uint8
	for i := range lut {
		t := float64(i) / 255
		for c := 0; c < 3; c++ {
			lut[i][c] = uint8(woodLight[c] + (woodDark[c]-woodLight[c])*t)
		}
	}
	for y := 0; y < r.Dy(); y++ {
		j, fy := y/cell, float64(y%cell)/cell
		off := dst.PixOffset(r.Min.X, r.Min.Y+y)
		for x := 0; x < r.Dx(); x++ {
			i, fx := x/cell, float64(x%cell)/cell
			g := bilerp(grain, cols, i, j, fx, fy)
			s := sineLUT[int((g-math.Floor(g))*sineSteps)&(sineSteps-1)]
			s2 := s * s
			ring := s2 * s2 * s2 * s // s⁷: thin dark late-wood lines
			f := fibre[j*r.Dx()+x]*(1-fy) + fibre[(j+1)*r.Dx()+x]*fy
			t := 0.10 + 0.42*ring + 0.10*f + 0.35*bilerp(tone, cols, i, j, fx, fy)
			col := lut[int(min(max(t, 0), 1)*255)]
			e := min(float64(x)+0.5, bw-float64(x)-0.5, float64(y)+0.5, bh-float64(y)-0.5)
			shade := 1.0
			if e < bevel {
				shade = 0.82 + 0.18*e/bevel
			}
			dst.Pix[off] = uint8(float64(col[0]) * shade)
			dst.Pix[off+1] = uint8(float64(col[1]) * shade)
			dst.Pix[off+2] = uint8(float64(col[2]) * shade)
			dst.Pix[off+3] = 255
			off += 4
		}
	}
}

func bilerp(f []float64, cols, i, j int, fx, fy float64) float64 {
	a := f[j*cols+i]*(1-fx) + f[j*cols+i+1]*fx
	b := f[(j+1)*cols+i]*(1-fx) + f[(j+1)*cols+i+1]*fx
	return a*(1-fy) + b*fy
}

const sineSteps = 1024

// sineLUT holds 0.5+0.5·sin(2πk/sineSteps): the ring profile without a sin per pixel.
var sineLUT = func() (t [sineSteps]float64) {
	for k := range t {
		t[k] = 0.5 + 0.5*math.Sin(2*math.Pi*float64(k)/sineSteps)
	}
	return t
}()

// paintShadow darkens the surroundings of the board rectangle r with a soft drop shadow.
func paintShadow(dst *image.RGBA, r image.Rectangle, blur float64) {
	dx, dy := blur*0.4, blur*0.6
	area := r.Inset(-int(blur + dx + dy + 2)).Intersect(dst.Rect)
	for py := area.Min.Y; py < area.Max.Y; py++ {
		for px := area.Min.X; px < area.Max.X; px++ {
			if image.Pt(px, py).In(r) {
				px = r.Max.X - 1
				continue
			}
			x, y := float64(px)+0.5-dx, float64(py)+0.5-dy
			ex := max(float64(r.Min.X)-x, 0, x-float64(r.Max.X))
			ey := max(float64(r.Min.Y)-y, 0, y-float64(r.Max.Y))
			d := math.Hypot(ex, ey)
			if d >= blur {
				continue
			}
			a := 0.45 * (1 - d/blur) * (1 - d/blur)
			blendPixel(dst, px, py, color.RGBA{0, 0, 0, 255}, a)
		}
	}
}

// noise is smooth value noise in [0, 1].
func noise(x, y float64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	ix, iy := int64(x0), int64(y0)
	sx, sy := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	a := hash2(ix, iy) + (hash2(ix+1, iy)-hash2(ix, iy))*sx
	b := hash2(ix, iy+1) + (hash2(ix+1, iy+1)-hash2(ix, iy+1))*sx
	return a + (b-a)*sy
}

func fbm(x, y float64, octaves int) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for i := 0; i < octaves; i++ {
		sum += amp * noise(x, y)
		norm += amp
		amp *= 0.5
		x, y = x*2.03, y*2.03
	}
	return sum / norm
}

func hash2(x, y int64) float64 {
	h := uint64(x)*0x9E3779B97F4A7C15 ^ uint64(y)*0xC2B2AE3D27D4EB4F
	h ^= h >> 31
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 29
	return float64(h>>11) / (1 << 53)
}
