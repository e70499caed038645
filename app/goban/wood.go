package goban

import (
	"image"
	"image/color"
	"math"
)

// Grain is the figure of the kaya the board is cut from.
type Grain int

const (
	// Masame (柾目, straight grain): quarter-sawn, fine growth lines running straight from the
	// top edge to the bottom one, the prized cut.
	Masame Grain = iota
	// Itame (板目, flat grain): flat-sawn, the growth rings open into nested arches.
	Itame
)

// The wood is procedural: growth rings, fibres and a slow variation of tone computed in the
// board's own coordinates (0..1 across the top face), so the figure is the same at every size
// and, painted at the pixel size it is shown at, never blurred by scaling. The slowly varying
// fields are computed on a coarse lattice and interpolated; the sharp growth lines per pixel.

// Kaya: a warm golden yellow, the late wood of each ring a deeper orange-brown.
var (
	woodLight = [3]float64{238, 200, 132}
	woodDark  = [3]float64{178, 118, 58}
)

// cell is the lattice step, in pixels, of the smooth fields.
const cell = 6

// ringPhase is the growth-ring phase at (u, v) of the top face: a ring boundary wherever it
// crosses an integer.
func ringPhase(g Grain, u, v float64) float64 {
	switch g {
	case Itame:
		// A log cut along its length by a plane slightly tilted to its axis: the rings the
		// plane meets form arches whose apex moves down the board as the plane goes deeper.
		x := u - 0.42 - 0.22*(fbm(v*1.7+11, 2.1, 3)-0.5)
		d := 0.04 + 0.42*v
		r := math.Sqrt(x*x*3.2 + d*d)
		return r*24 + 2.4*(fbm(u*2.3+5, v*1.3, 3)-0.5) + 0.25*(fbm(u*11, v*4, 2)-0.5)
	default:
		// Radial cut: nearly straight lines, their spacing slowly varying across the board
		// as the tree's growth did from year to year.
		return u*46 + 4.0*fbm(u*2.5, 0.3+v*0.12, 3) + 0.5*fbm(u*9, v*0.5+4, 2)
	}
}

// paintWood fills the rectangle r of dst with the board's top face.
func paintWood(dst *image.RGBA, r image.Rectangle, g Grain) {
	bw, bh := float64(r.Dx()), float64(r.Dy())
	if bw < 1 || bh < 1 {
		return
	}
	cols, rows := r.Dx()/cell+2, r.Dy()/cell+2
	phase := make([]float64, cols*rows)
	tone := make([]float64, cols*rows)
	for j := 0; j < rows; j++ {
		v := float64(j*cell) / bh
		for i := 0; i < cols; i++ {
			u := float64(i*cell) / bw
			phase[j*cols+i] = ringPhase(g, u, v)
			tone[j*cols+i] = fbm(u*1.6+7, v*1.2+3, 3) - 0.5
		}
	}
	// Fibres: fine across the grain, long along it (the grain runs down the board).
	fibre := make([]float64, r.Dx()*rows)
	for j := 0; j < rows; j++ {
		v := float64(j*cell) / bh
		for x := 0; x < r.Dx(); x++ {
			fibre[j*r.Dx()+x] = noise(float64(x)/bw*380, v*2.5) - 0.5
		}
	}
	lut := woodLUT(1)
	bevel := max(1.5, 0.004*min(bw, bh))
	for y := 0; y < r.Dy(); y++ {
		j, fy := y/cell, float64(y%cell)/cell
		off := dst.PixOffset(r.Min.X, r.Min.Y+y)
		for x := 0; x < r.Dx(); x++ {
			i, fx := x/cell, float64(x%cell)/cell
			p := bilerp(phase, cols, i, j, fx, fy)
			n := math.Floor(p)
			frac := p - n
			// A ring: early wood fading into a dark band of late wood, some years darker.
			ring := ringProfile(frac) * (0.55 + 0.9*hash2(int64(n), 7))
			f := fibre[j*r.Dx()+x]*(1-fy) + fibre[(j+1)*r.Dx()+x]*fy
			t := 0.12 + 0.5*ring + 0.05*f + 0.5*bilerp(tone, cols, i, j, fx, fy)
			col := lut[int(min(max(t, 0), 1)*255)]
			// A light chamfer along the top face's edges.
			e := min(float64(x)+0.5, bw-float64(x)-0.5, float64(y)+0.5, bh-float64(y)-0.5)
			shade := 1.0
			if e < bevel {
				shade = 1.12 - 0.12*e/bevel
			}
			dst.Pix[off] = uint8(min(255, float64(col[0])*shade))
			dst.Pix[off+1] = uint8(min(255, float64(col[1])*shade))
			dst.Pix[off+2] = uint8(min(255, float64(col[2])*shade))
			dst.Pix[off+3] = 255
			off += 4
		}
	}
}

// paintSide fills r with the board's front side, in shade: the same wood seen from the front,
// its rings running down (the grain continues over the edge), darker towards the table.
func paintSide(dst *image.RGBA, r image.Rectangle, top image.Rectangle, g Grain) {
	if r.Empty() {
		return
	}
	bw := float64(top.Dx())
	lut := woodLUT(0.72)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		fy := (float64(y-r.Min.Y) + 0.5) / float64(r.Dy())
		for x := r.Min.X; x < r.Max.X; x++ {
			u := (float64(x-top.Min.X) + 0.5) / bw
			p := ringPhase(g, u, 1)
			ring := ringProfile(p - math.Floor(p))
			t := 0.2 + 0.45*ring + 0.1*(noise(u*300, fy*3)-0.5)
			col := lut[int(min(max(t, 0), 1)*255)]
			shade := 1 - 0.35*fy
			if fy < 0.12 {
				shade += 0.25 * (1 - fy/0.12) // the rounded arris catches the light
			}
			i := dst.PixOffset(x, y)
			dst.Pix[i] = uint8(min(255, float64(col[0])*shade))
			dst.Pix[i+1] = uint8(min(255, float64(col[1])*shade))
			dst.Pix[i+2] = uint8(min(255, float64(col[2])*shade))
			dst.Pix[i+3] = 255
		}
	}
}

// ringProfile is the darkness across one growth ring (0..1 of it): the early wood slowly
// darkening into the late wood, which ends in a quick but smooth return to light (a step
// would show every pixel the ring drifts by).
func ringProfile(f float64) float64 {
	const late = 0.86
	if f < late {
		f /= late
		f *= f
		return f * f
	}
	return (1 - f) / (1 - late)
}

// woodLUT maps darkness 0..1 to the kaya colours, times k.
func woodLUT(k float64) (lut [256][3]uint8) {
	for i := range lut {
		t := float64(i) / 255
		for c := 0; c < 3; c++ {
			lut[i][c] = uint8(k * (woodLight[c] + (woodDark[c]-woodLight[c])*t))
		}
	}
	return lut
}

func bilerp(f []float64, cols, i, j int, fx, fy float64) float64 {
	a := f[j*cols+i]*(1-fx) + f[j*cols+i+1]*fx
	b := f[(j+1)*cols+i]*(1-fx) + f[(j+1)*cols+i+1]*fx
	return a*(1-fy) + b*fy
}

// paintShadow darkens the surroundings of the board rectangle r with a soft drop shadow, the
// light coming from the upper left.
func paintShadow(dst *image.RGBA, r image.Rectangle, blur float64) {
	dx, dy := blur*0.35, blur*0.6
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
			a := 0.55 * (1 - d/blur) * (1 - d/blur)
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
