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

// The wood is procedural and drawn in the board's own coordinates (u across, v along the grain,
// 0..1 over the top face), so the figure is the same at every size and, painted at the pixel
// size it is shown at, never blurred by scaling; what a larger board gains is finer detail, as
// a closer look at real wood does. Its layers, from coarse to fine:
//   - the growth rings (rings), their lines wandering gently as the tree's fibres did;
//   - the colour of the heartwood, varying slowly over the board and from band to band of years;
//   - the fibres: fine streaks a few times longer than wide, following the rings;
//   - pores: short dark flecks along the fibres (wood_pores.go);
//   - the sheen of the oiled and polished face under a light above the upper left, which the
//     fibres break up into the silky shimmer of quarter-sawn wood.
// It is drawn once per size into the painter's cached background, never per frame.

// Kaya: pale golden early wood, the late wood of each ring a deeper orange-brown.
var woodStops = [3][3]float64{{240, 200, 128}, {222, 164, 86}, {156, 92, 38}}

// sheenColor is the light the polished face reflects: a warm white.
var sheenColor = [3]float64{255, 242, 214}

// woodFigure holds the smoothly varying fields of a top face of bw×bh pixels on a coarse lattice
// (interpolated per pixel), the ring table and the fibres.
type woodFigure struct {
	grain       Grain
	bw, bh      float64
	cell        int
	cols, rows  int
	s           []float64 // the fibre coordinate: u moved by the fibres' slow wandering
	q           []float64 // the ring coordinate (s for masame; distance from the pith for itame)
	tone, gloss []float64
	rings       *rings
	fibre       *fibres
}

const woodSeed = 1729

func newWoodFigure(g Grain, w, h int) *woodFigure {
	f := &woodFigure{grain: g, bw: float64(w), bh: float64(h)}
	// About 160 lattice cells across whatever the size: the fields are smooth.
	f.cell = max(6, max(w, h)/160)
	f.cols, f.rows = w/f.cell+2, h/f.cell+2
	n := f.cols * f.rows
	f.s, f.q, f.tone, f.gloss = make([]float64, n), make([]float64, n), make([]float64, n), make([]float64, n)
	qmin, qmax := math.Inf(1), math.Inf(-1)
	for j := 0; j < f.rows; j++ {
		v := float64(j*f.cell) / f.bh
		for i := 0; i < f.cols; i++ {
			u := float64(i*f.cell) / f.bw
			k := j*f.cols + i
			s := u + wander(u, v)
			f.s[k] = s
			f.q[k] = s
			if g == Itame {
				f.q[k] = arches(u, v)
			}
			qmin, qmax = min(qmin, f.q[k]), max(qmax, f.q[k])
			f.tone[k] = fbm(u*1.6+7, v*1.1+3, 3) - 0.5
			f.gloss[k] = gloss(u, v)
		}
	}
	mean := 1.0 / 120 // about 120 years across a masame board
	if g == Itame {
		mean = 1.0 / 34 // the plane meets the rings at a slant: they look wider
	}
	f.rings = newRings(qmin-0.01, qmax+0.01, mean, 1/f.bw, woodSeed+int64(g)*7)
	f.fibre = newFibres(f, woodSeed)
	return f
}

// wander is how far the fibres at (u, v) stray from straight: a slight slant of the saw's cut
// and a slow waviness, a fraction of a ring to a few rings over the board.
func wander(u, v float64) float64 {
	return 0.006*(v-0.5) + 0.011*(fbm(u*1.3+2, v*0.9, 3)-0.5) + 0.004*(fbm(u*5+9, v*2.6+1, 2)-0.5)
}

// arches is the ring coordinate of flat-sawn wood: a log cut along its length by a plane
// slightly tilted to its axis meets its rings in arches whose apex moves down the board as the
// plane goes deeper.
func arches(u, v float64) float64 {
	x := u - 0.42 - 0.22*(fbm(v*1.7+11, 2.1, 3)-0.5)
	d := 0.04 + 0.42*v
	r := math.Sqrt(x*x*3.2 + d*d)
	return r + 0.1*(fbm(u*2.3+5, v*1.3, 3)-0.5) + 0.01*(fbm(u*11, v*4, 2)-0.5)
}

// gloss is how much of the light the face reflects towards the eye at (u, v): a broad soft
// highlight a little above the upper-left quarter (a lamp above the table, the players' eyes
// at the lower edge), fading over the board.
func gloss(u, v float64) float64 {
	d := sq((u-0.3)/0.55) + sq((v-0.2)/0.48)
	return 0.24*math.Exp(-2.2*d) + 0.05*(1-v)
}

func (f *woodFigure) at(field []float64, i, j int, fx, fy float64) float64 {
	return bilerp(field, f.cols, i, j, fx, fy)
}

// row interpolates field down to pixel row y of the face, into out (one entry a lattice
// column): the pixels of the row then only interpolate across.
func (f *woodFigure) row(field []float64, y int, out []float64) {
	j, fy := y/f.cell, float64(y%f.cell)/float64(f.cell)
	a, b := field[j*f.cols:(j+1)*f.cols], field[(j+1)*f.cols:(j+2)*f.cols]
	for i := range out {
		out[i] = a[i] + (b[i]-a[i])*fy
	}
}

// paintTop paints the board's top face, the rectangle top of dst (clipped to it).
func (f *woodFigure) paintTop(dst *image.RGBA, top image.Rectangle) {
	lut := woodLUT(1)
	bevel := max(1.5, 0.004*min(f.bw, f.bh))
	c := f.cell
	r := top.Intersect(dst.Rect)
	lerp := func(row []float64, i int, fx float64) float64 { return row[i] + (row[i+1]-row[i])*fx }
	inBands(r.Dy(), func(from, to int) {
		rs, rq, rt, rg := make([]float64, f.cols), make([]float64, f.cols), make([]float64, f.cols), make([]float64, f.cols)
		rf := make([]float32, f.fibre.n)
		for py := r.Min.Y + from; py < r.Min.Y+to; py++ {
			y := py - top.Min.Y
			f.row(f.s, y, rs)
			f.row(f.tone, y, rt)
			f.row(f.gloss, y, rg)
			f.fibre.row(y, rf)
			if f.grain == Itame {
				f.row(f.q, y, rq)
			}
			ey := min(float64(y)+0.5, f.bh-float64(y)-0.5)
			edgeRow := ey < bevel
			off := dst.PixOffset(r.Min.X, py)
			pix := dst.Pix[off : off+4*r.Dx()]
			x0 := r.Min.X - top.Min.X
			i, k, step := x0/c, x0%c, 1/float64(c) // the lattice column and the pixel in it
			for px := r.Min.X; px < r.Max.X; px++ {
				x := px - top.Min.X
				fx := float64(k) * step
				if k++; k == c {
					k, i = 0, i+1
				}
				s := lerp(rs, i, fx)
				q := s
				if f.grain == Itame {
					q = lerp(rq, i, fx)
				}
				dark, band := f.rings.at(q)
				fib := f.fibre.atRow(rf, s)
				t := 0.16 + 0.6*dark + 0.07*fib + 0.45*lerp(rt, i, fx) + 0.14*band
				col := &lut[clamp8(t*255)]
				// The sheen: broken up by the fibres, a little weaker on the dark late wood.
				gl := lerp(rg, i, fx) * (0.75 + 1.4*fib) * (1 - 0.35*min(dark, 1))
				if gl < 0 {
					gl = 0
				}
				// A light chamfer along the top face's edges.
				shade := 1.0
				if edgeRow || float64(x) < bevel || f.bw-float64(x) < bevel+1 {
					if e := min(float64(x)+0.5, f.bw-float64(x)-0.5, ey); e < bevel {
						shade = 1.12 - 0.12*e/bevel
					}
				}
				cr := float64(col[0]) + 4*band // warmer bands are redder, less blue
				cg := float64(col[1])
				cb := float64(col[2]) - 4*band
				o := 4 * (px - r.Min.X)
				pix[o] = clamp8((cr + (sheenColor[0]-cr)*gl) * shade)
				pix[o+1] = clamp8((cg + (sheenColor[1]-cg)*gl) * shade)
				pix[o+2] = clamp8((cb + (sheenColor[2]-cb)*gl) * shade)
				pix[o+3] = 255
			}
		}
	})
	paintPores(dst, top, f)
}

// paintSide fills r with the board's front side, in shade: the end of the same wood seen from
// the front, its rings running down (the grain continues over the edge), darker towards the
// table.
func (f *woodFigure) paintSide(dst *image.RGBA, r image.Rectangle, top image.Rectangle) {
	if r.Empty() {
		return
	}
	lut := woodLUT(0.72)
	j := f.rows - 2
	for y := r.Min.Y; y < r.Max.Y; y++ {
		fy := (float64(y-r.Min.Y) + 0.5) / float64(r.Dy())
		for x := r.Min.X; x < r.Max.X; x++ {
			lx := min(max(x-top.Min.X, 0), int(f.bw)-1)
			i, fx := lx/f.cell, float64(lx%f.cell)/float64(f.cell)
			dark, band := f.rings.at(f.at(f.q, i, j, fx, 1))
			u := (float64(x-top.Min.X) + 0.5) / f.bw
			t := 0.2 + 0.45*dark + 0.1*band + 0.1*(noise(u*300, fy*3)-0.5)
			col := lut[int(min(max(t, 0), 1)*255)]
			shade := 1 - 0.35*fy
			if fy < 0.12 {
				shade += 0.25 * (1 - fy/0.12) // the rounded arris catches the light
			}
			o := dst.PixOffset(x, y)
			dst.Pix[o] = uint8(min(255, float64(col[0])*shade))
			dst.Pix[o+1] = uint8(min(255, float64(col[1])*shade))
			dst.Pix[o+2] = uint8(min(255, float64(col[2])*shade))
			dst.Pix[o+3] = 255
		}
	}
}

// woodLUT maps darkness 0..1 to the kaya colours, times k.
func woodLUT(k float64) (lut [256][3]uint8) {
	for i := range lut {
		t := float64(i) / 255
		a, b, w := woodStops[0], woodStops[1], t/0.45
		if t > 0.45 {
			a, b, w = woodStops[1], woodStops[2], (t-0.45)/0.55
		}
		for c := 0; c < 3; c++ {
			lut[i][c] = uint8(k * (a[c] + (b[c]-a[c])*w))
		}
	}
	return lut
}

// clamp8 rounds v down into a byte.
func clamp8(v float64) uint8 {
	switch i := int(v); {
	case i < 0:
		return 0
	case i > 255:
		return 255
	default:
		return uint8(i)
	}
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
