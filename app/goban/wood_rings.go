package goban

import "math"

// rings is the growth-ring figure along one coordinate q (in board widths, across the rings):
// how dark the wood is at each q and the colour shift of its band of years, sampled four times
// a pixel and averaged over two pixels, so a ring thinner than a pixel greys the wood instead
// of flickering, and the figure is the same at every size.
//
// A real tree does not grow evenly: the width of a year follows the weather of decades (wide
// rings in good years, tight ones in bad), every year differs a little from the last, and the
// dark late wood of some years is much darker than others'. A ring is light early wood darkening
// slowly, a dark band of late wood, then a sharp return to light at the next spring.
type rings struct {
	q0, step float64
	dark     []float32 // 0 early wood … about 1 the darkest late wood
	tone     []float32 // the colour of the band of years, about ±0.5
}

// newRings builds the figure over [q0, q1] with rings of mean width mean (in q), for a pixel
// that spans px of q.
func newRings(q0, q1, mean, px float64, seed int64) *rings {
	const perPixel = 4
	step := px / perPixel
	n := int((q1-q0)/step) + 2
	raw := make([]float32, n)
	r := &rings{q0: q0, step: step, dark: make([]float32, n), tone: make([]float32, n)}

	// The rings start left of q0 so that the first one shown is a whole one.
	ring := int64(0)
	start := q0 - mean*hash2(seed, 99)
	width, depth, doubled := r.year(ring, start, mean, seed)
	for i := range raw {
		q := q0 + float64(i)*step
		for q >= start+width {
			start += width
			ring++
			width, depth, doubled = r.year(ring, start, mean, seed)
		}
		f := (q - start) / width
		d := 0.1*f + 0.9*math.Pow(smoothstep(0.5, 0.97, f), 2)
		if doubled {
			// A false ring: a faint dark line in the middle of the year (a dry summer).
			d += 0.3 * math.Exp(-sq((f-0.5)/0.05))
		}
		raw[i] = float32(d * depth)
		r.tone[i] = float32(fbm1(q*5.5, seed+3, 2) - 0.5)
	}
	// Two boxes of one pixel: the tent a pixel's footprint makes.
	tmp := make([]float32, n)
	box(raw, tmp, perPixel, perPixel/2)
	box(tmp, r.dark, perPixel, perPixel/2-1)
	return r
}

// year returns the width of ring n starting at q, how dark its late wood is, and whether the
// year has a false ring.
func (*rings) year(n int64, q, mean float64, seed int64) (width, depth float64, doubled bool) {
	growth := 0.3 + 1.4*fbm1(q*2.3, seed, 3) // decades of fast and slow growth
	width = mean * growth * (0.7 + 0.6*hash2(n, seed))
	depth = 0.45 + 0.6*hash2(n, seed+1)
	if hash2(n, seed+4) > 0.96 {
		depth = 1.35 // now and then a much darker year
	}
	// Tight years are darker: the late wood is most of them.
	depth *= 1.25 - 0.25*min(growth, 1.4)
	return width, depth, hash2(n, seed+2) < 0.12
}

// box averages src over the k entries from j-lead to j-lead+k-1 into dst[j] (fewer at the
// ends).
func box(src, dst []float32, k, lead int) {
	sum := make([]float64, len(src)+1)
	for i, v := range src {
		sum[i+1] = sum[i] + float64(v)
	}
	for j := range dst {
		a, b := max(0, j-lead), min(len(src), j-lead+k)
		dst[j] = float32((sum[b] - sum[a]) / float64(b-a))
	}
}

// at returns the darkness and the band's tone at q.
func (r *rings) at(q float64) (dark, tone float64) {
	x := (q - r.q0) / r.step
	i := int(x)
	if i < 0 {
		return float64(r.dark[0]), float64(r.tone[0])
	}
	if i >= len(r.dark)-1 {
		i := len(r.dark) - 1
		return float64(r.dark[i]), float64(r.tone[i])
	}
	f := float32(x - float64(i))
	return float64(r.dark[i] + (r.dark[i+1]-r.dark[i])*f), float64(r.tone[i] + (r.tone[i+1]-r.tone[i])*f)
}

func sq(x float64) float64 { return x * x }
