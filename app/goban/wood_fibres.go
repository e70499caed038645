package goban

import "math"

// fibres are the fine streaks of the wood along its grain: noise thirty and more times longer
// than wide, in octaves from a couple of millimetres down to a fraction of one (the finer, the
// longer for their width). An octave finer than about two pixels is left out (it would only
// shimmer), so a board shown three times larger gains the finer fibres, as wood seen closer
// does. The table holds a row every few pixels down the board (the streaks change slowly along
// the grain) and an entry a pixel across.
type fibres struct {
	s0, perPx float64 // s of entry 0, entries per unit of s
	every     int     // pixels between rows
	n         int     // entries a row
	v         []float32
}

func newFibres(f *woodFigure, seed int64) *fibres {
	s0, s1 := math.Inf(1), math.Inf(-1)
	for _, s := range f.s {
		s0, s1 = min(s0, s), max(s1, s)
	}
	fb := &fibres{s0: s0, perPx: f.bw, every: f.cell}
	fb.n = int((s1-s0)*f.bw) + 2
	rows := int(f.bh)/fb.every + 2
	fb.v = make([]float32, rows*fb.n)
	const across, long = 150.0, 30.0 // the coarsest octave: streaks a 150th of the board wide
	type octave struct{ freq, along, amp float64 }
	var octs []octave
	// The finer fibres are the stronger: the wood looks silky, not streaked.
	amps := [...]float64{0.45, 0.6, 0.6, 0.5, 0.4}
	for k, freq, along := 0, across, across/long; k < len(amps); k, freq, along = k+1, freq*2.07, along*1.3 {
		period := f.bw / freq // in pixels
		if w := smoothstep(1.6, 3.2, period); w > 0 {
			octs = append(octs, octave{freq, along, amps[k] * w})
		}
	}
	inBands(rows, func(from, to int) {
		for j := from; j < to; j++ {
			v := float64(j*fb.every) / f.bh
			row := fb.v[j*fb.n : (j+1)*fb.n]
			for i := range row {
				s := s0 + float64(i)/f.bw
				sum := 0.0
				for k, o := range octs {
					sum += o.amp * (noise(s*o.freq+float64(k)*17.3, v*o.along+float64(seed%97)) - 0.5)
				}
				row[i] = float32(sum)
			}
		}
	})
	return fb
}

// row interpolates the fibres down to pixel row y, into out (fb.n entries).
func (fb *fibres) row(y int, out []float32) {
	j := y / fb.every
	fy := float32(y%fb.every) / float32(fb.every)
	a, b := fb.v[j*fb.n:(j+1)*fb.n], fb.v[(j+1)*fb.n:(j+2)*fb.n]
	for i := range out {
		out[i] = a[i] + (b[i]-a[i])*fy
	}
}

// atRow returns the fibres at fibre coordinate s in a row made by row.
func (fb *fibres) atRow(row []float32, s float64) float64 {
	x := (s - fb.s0) * fb.perPx
	i := int(x)
	if i < 0 || i > fb.n-2 {
		i = min(max(i, 0), fb.n-2)
		x = float64(i)
	}
	return float64(row[i]) + float64(row[i+1]-row[i])*(x-float64(i))
}
