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

// Real stones differ one from the next: each shell stone's striations run their own way, and
// no two slates have the same faint texture. A board shows a few of each, chosen by the point
// a stone stands on, so a position always looks the same.
const (
	shellVariants = 6
	slateVariants = 3
)

// stoneSprites holds the stones and their shadow for one radius.
type stoneSprites struct {
	radius float64
	black  [slateVariants]sprite
	white  [shellVariants]sprite
	shade  sprite
}

func newStoneSprites(r float64) *stoneSprites {
	s := &stoneSprites{radius: r, shade: renderShadow(r)}
	inBands(slateVariants+shellVariants, func(from, to int) {
		for i := from; i < to; i++ {
			if i < slateVariants {
				s.black[i] = renderStone(r, slate(int64(i)))
			} else {
				s.white[i-slateVariants] = renderStone(r, shell(int64(i-slateVariants)))
			}
		}
	})
	return s
}

// of is the stone of colour c that stands at v.
func (s *stoneSprites) of(c board.Color, v board.Vertex) sprite {
	h := hash2(int64(v.X)*131+int64(v.Y), 77)
	if c == board.White {
		return s.white[int(h*shellVariants)]
	}
	return s.black[int(h*slateVariants)]
}

// StoneImage is a stone of colour c as the board draws it, size pixels across, for the places
// outside the board that show a player's colour.
func StoneImage(c board.Color, size int) *image.RGBA {
	shade := slate(0)
	if c == board.White {
		shade = shell(0)
	}
	s := renderStone(float64(size)/2-0.5, shade)
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	at := image.Pt(size/2-s.centre.X, size/2-s.centre.Y)
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			if p := image.Pt(x-at.X, y-at.Y); p.In(s.img.Rect) {
				o, so := img.PixOffset(x, y), s.img.PixOffset(p.X, p.Y)
				copy(img.Pix[o:o+4], s.img.Pix[so:so+4])
			}
		}
	}
	return img
}

// shader gives the colour of a stone at a point of its surface: the normal (nx, ny, nz) and
// the position (x, y) on the unit disc; px is the size of a pixel on that disc, so detail finer
// than a pixel can fade instead of shimmering.
type shader func(nx, ny, nz, x, y, px float64) (r, g, b float64)

func renderStone(r float64, shade shader) sprite {
	n := int(math.Ceil(r))*2 + 3
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	c := float64(n) / 2
	// The striations of a small shell stone are near the size of its pixels: it is sampled
	// twice a pixel each way. A large stone needs no more than one sample inside (the shaders
	// fade detail finer than two pixels); along the edge, three each way.
	ss := 1
	if r < 24 {
		ss = 2
	}
	px := 1 / r
	for py := 0; py < n; py++ {
		for pxl := 0; pxl < n; pxl++ {
			d := math.Hypot(float64(pxl)+0.5-c, float64(py)+0.5-c) / r
			if d > 1+1/r {
				continue
			}
			k := ss
			if d > 1-1/r {
				k = max(ss, 3)
			}
			var sr, sg, sb, cover float64
			for sy := 0; sy < k; sy++ {
				for sx := 0; sx < k; sx++ {
					x := (float64(pxl) + (float64(sx)+0.5)/float64(k) - c) / r
					y := (float64(py) + (float64(sy)+0.5)/float64(k) - c) / r
					d := math.Hypot(x, y)
					// Coverage of the sample's own area, so the edge is smooth at any size.
					a := min(max((1-d)*r*float64(k)+0.5, 0), 1)
					if a == 0 {
						continue
					}
					// A flattened lens: the normal tilts less than on a sphere.
					dd := min(d, 1)
					z := math.Sqrt(max(0, 1-dd*dd)) * 1.6
					nx, ny, nz := normalize3v(x, y, z)
					cr, cg, cb := shade(nx, ny, nz, x, y, px)
					sr, sg, sb, cover = sr+cr*a, sg+cg*a, sb+cb*a, cover+a
				}
			}
			if cover == 0 {
				continue
			}
			kk := float64(k * k)
			o := img.PixOffset(pxl, py)
			img.Pix[o] = uint8(min(255, sr/kk))
			img.Pix[o+1] = uint8(min(255, sg/kk))
			img.Pix[o+2] = uint8(min(255, sb/kk))
			img.Pix[o+3] = uint8(min(255, 255*cover/kk))
		}
	}
	return sprite{img, image.Pt(n/2, n/2)}
}

// renderShadow is the soft shadow a stone casts on the wood under the light from the upper
// left (drawn offset to the lower right).
func renderShadow(r float64) sprite {
	blur := max(1.5, 0.26*r)
	n := int(math.Ceil(r+blur))*2 + 3
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	c := float64(n) / 2
	for py := 0; py < n; py++ {
		for px := 0; px < n; px++ {
			d := math.Hypot(float64(px)+0.5-c, float64(py)+0.5-c)
			t := min(max((r+blur-d)/(2*blur), 0), 1)
			img.Pix[img.PixOffset(px, py)+3] = uint8(120 * t * t)
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
