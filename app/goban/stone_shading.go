package goban

import "math"

// The light comes from the upper left, as on most boards drawn since the Edo period.
var light = normalize3(-0.45, -0.55, 0.70)

// halfway is the direction halfway between the light and the eye (straight above the board):
// a surface facing it shows the light's reflection.
var halfway = normalize3(light[0], light[1], light[2]+1)

// slate shades a black stone (那智黒, Nachiguro slate): nearly matte, a faint stony texture, a
// broad sheen and a soft highlight towards the light where the polish catches it, a little
// warm light thrown back by the wood along the lower edge, and a slight blue in the black.
func slate(seed int64) shader {
	ox, oy := 40*hash2(seed, 11), 40*hash2(seed, 12)
	return func(nx, ny, nz, x, y, px float64) (float64, float64, float64) {
		diff := max(0, nx*light[0]+ny*light[1]+nz*light[2])
		h := max(0, nx*halfway[0]+ny*halfway[1]+nz*halfway[2])
		sheen := 24*powi(h, 7) + 42*powi(h, 40)
		// The texture: grains about a thirtieth of the stone, faded out where that is less
		// than two pixels.
		grain := 0.0
		if fade := smoothstep(1.5, 3, 0.06/px); fade > 0 {
			grain = (fbm(x*16+ox, y*16+oy, 2) - 0.5) * 5 * fade
		}
		rim := (1 - nz) * (1 - nz) * (1 - nz)
		bounce := rim * max(0, 0.3*nx+ny) * 22 // the wood's light on the lower edge
		v := 20 + 26*diff*diff + sheen + grain + 10*rim
		return v + bounce, v + 0.65*bounce, v + 4 + 0.3*bounce
	}
}

// shell shades a white stone (clam shell): a warm white with the fine parallel striations of
// the shell's growth (each stone cut its own way through them, so each variant has its own
// direction, spacing and slight curve), some lines stronger than others, a faint cloudiness,
// a soft sheen and highlight, and a little grey towards the edge.
func shell(seed int64) shader {
	angle := math.Pi * (0.1 + 0.8*hash2(seed, 21))
	ca, sa := math.Cos(angle), math.Sin(angle)
	curve := 0.04 + 0.08*hash2(seed, 22)
	lines := 9 + 5*hash2(seed, 23) // strong growth lines across the stone
	phase := 10 * hash2(seed, 24)
	return func(nx, ny, nz, x, y, px float64) (float64, float64, float64) {
		diff := max(0, nx*light[0]+ny*light[1]+nz*light[2])
		h := max(0, nx*halfway[0]+ny*halfway[1]+nz*halfway[2])
		along := x*ca + y*sa
		across := -x*sa + y*ca
		w := (along + curve*across*across) * lines / 2
		w += 0.45 * fbm1(w*0.3+phase, seed+5, 2) // uneven spacing
		line := math.Floor(w)
		f := w - line
		// Each growth line a thin darker band, its strength its own; a line closer together
		// than about two pixels fades rather than shimmering.
		visible := smoothstep(1.2, 2.6, 2/lines/px)
		stripe := bump((f-0.5)/0.3) * (0.3 + 0.7*hash2(int64(line), seed+6)) * visible
		// Hairlines between them, seen on a large stone.
		fine := w * 2.6
		fineStripe := 0.0
		if fade := smoothstep(1.2, 2.6, 2/(lines*2.6)/px); fade > 0 {
			fineStripe = bump((fine-math.Floor(fine)-0.5)/0.38) * 0.35 * fade
		}
		cloud := noise(x*2.2+phase, y*2.2) - 0.5
		k := (0.8 + 0.2*diff) * (1 - 0.14*sq(1-nz)) * (1 - 0.055*stripe - 0.03*fineStripe + 0.03*cloud)
		spec := 18*powi(h, 10) + 30*powi(h, 70)
		// The striations are a touch grey-blue, the shell's body a touch warm.
		r := 241*k - 3*stripe + spec
		g := 239*k - 2*stripe + spec
		b := 230*k + 2*stripe + spec
		return min(255, r), min(255, g), min(255, b)
	}
}

// powi is x to the n (n ≥ 1), by squaring: the highlights' exponents are whole numbers.
func powi(x float64, n int) float64 {
	r := 1.0
	for ; n > 0; n >>= 1 {
		if n&1 == 1 {
			r *= x
		}
		x *= x
	}
	return r
}

// bump is a smooth hump, 1 at 0 and 0 from ±1 on: the profile of one striation.
func bump(x float64) float64 {
	if x <= -1 || x >= 1 {
		return 0
	}
	t := 1 - x*x
	return t * t
}
