package goban

import "math"

// The wood and the stones are procedural: every irregularity comes from these hashed noises,
// so a picture depends only on its size and is the same on every run and machine.

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

// noise1 is smooth value noise in [0, 1] along a line (seed picks the line).
func noise1(x float64, seed int64) float64 {
	x0 := math.Floor(x)
	f := x - x0
	i := int64(x0)
	s := f * f * (3 - 2*f)
	a, b := hash2(i, seed), hash2(i+1, seed)
	return a + (b-a)*s
}

// fbm sums octaves of noise, each twice as fine and half as strong, in [0, 1].
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

// fbm1 is fbm along a line.
func fbm1(x float64, seed int64, octaves int) float64 {
	sum, amp, norm := 0.0, 1.0, 0.0
	for i := 0; i < octaves; i++ {
		sum += amp * noise1(x, seed+int64(i)*131)
		norm += amp
		amp *= 0.5
		x *= 2.03
	}
	return sum / norm
}

// hash2 maps two integers to [0, 1).
func hash2(x, y int64) float64 {
	h := uint64(x)*0x9E3779B97F4A7C15 ^ uint64(y)*0xC2B2AE3D27D4EB4F
	h ^= h >> 31
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 29
	return float64(h>>11) / (1 << 53)
}

func smoothstep(a, b, x float64) float64 {
	t := min(max((x-a)/(b-a), 0), 1)
	return t * t * (3 - 2*t)
}
