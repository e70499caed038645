package goban

import (
	"image"
	"math"

	"goref/board"
)

// sprite is a pre-rendered stone (premultiplied RGBA), centred on its middle pixel.
type sprite struct {
	img    *image.RGBA
	centre image.Point
}

// stoneSprites holds the stones and their shadow for one radius.
type stoneSprites struct {
	radius              float64
	black, white, shade sprite
}

func newStoneSprites(r float64) *stoneSprites {
	return &stoneSprites{
		radius: r,
		black:  renderStone(r, slate),
		white:  renderStone(r, shell),
		shade:  renderShadow(r),
	}
}

func (s *stoneSprites) of(c board.Color) sprite {
	if c == board.White {
		return s.white
	}
	return s.black
}

// The light comes from the upper left, as on most boards drawn since the Edo period.
var light = normalize3(-0.45, -0.55, 0.70)

// slate shades a point of a black stone: matte, a soft sheen towards the light.
func slate(nx, ny, nz, x, y float64) (r, g, b float64) {
	diff := max(0, nx*light[0]+ny*light[1]+nz*light[2])
	hx, hy, hz := normalize3v(light[0], light[1], light[2]+1)
	spec := math.Pow(max(0, nx*hx+ny*hy+nz*hz), 18)
	v := 18 + 34*diff*diff + 95*spec
	return v, v, v + 3
}

// shell shades a point of a white stone: warm white with the faint curved bands of clam shell.
func shell(nx, ny, nz, x, y float64) (r, g, b float64) {
	diff := max(0, nx*light[0]+ny*light[1]+nz*light[2])
	hx, hy, hz := normalize3v(light[0], light[1], light[2]+1)
	spec := math.Pow(max(0, nx*hx+ny*hy+nz*hz), 30)
	band := math.Pow(0.5+0.5*math.Sin((y+0.35*x*x)*26), 6)
	k := 0.80 + 0.20*diff - 0.025*band
	return min(255, 240*k+25*spec), min(255, 238*k+25*spec), min(255, 228*k+25*spec)
}

func renderStone(r float64, shade func(nx, ny, nz, x, y float64) (float64, float64, float64)) sprite {
	n := int(math.Ceil(r))*2 + 3
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	c := float64(n) / 2
	for py := 0; py < n; py++ {
		for px := 0; px < n; px++ {
			x, y := (float64(px)+0.5-c)/r, (float64(py)+0.5-c)/r
			d := math.Hypot(x, y)
			a := min(max(r-d*r+0.5, 0), 1)
			if a == 0 {
				continue
			}
			// A flattened lens: the normal tilts less than on a sphere.
			z := math.Sqrt(max(0, 1-min(d, 1)*min(d, 1))) * 1.6
			nx, ny, nz := normalize3v(x, y, z)
			cr, cg, cb := shade(nx, ny, nz, x, y)
			o := img.PixOffset(px, py)
			img.Pix[o] = uint8(cr * a)
			img.Pix[o+1] = uint8(cg * a)
			img.Pix[o+2] = uint8(cb * a)
			img.Pix[o+3] = uint8(255 * a)
		}
	}
	return sprite{img, image.Pt(n/2, n/2)}
}

func renderShadow(r float64) sprite {
	blur := max(1.5, 0.22*r)
	n := int(math.Ceil(r+blur))*2 + 3
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	c := float64(n) / 2
	for py := 0; py < n; py++ {
		for px := 0; px < n; px++ {
			d := math.Hypot(float64(px)+0.5-c, float64(py)+0.5-c)
			t := min(max((r+blur-d)/(2*blur), 0), 1)
			img.Pix[img.PixOffset(px, py)+3] = uint8(110 * t * t)
		}
	}
	return sprite{img, image.Pt(n/2, n/2)}
}

func normalize3(x, y, z float64) [3]float64 {
	a, b, c := normalize3v(x, y, z)
	return [3]float64{a, b, c}
}

func normalize3v(x, y, z float64) (float64, float64, float64) {
	l := math.Sqrt(x*x + y*y + z*z)
	return x / l, y / l, z / l
}
