package goban

import (
	"bytes"
	"image"
	"math"
	"testing"

	"goref/board"
)

// grey is a sprite's brightness at (x, y), un-premultiplied, and its alpha.
func grey(img *image.RGBA, x, y int) (float64, uint8) {
	c := img.RGBAAt(x, y)
	if c.A == 0 {
		return 0, 0
	}
	return (float64(c.R) + float64(c.G) + float64(c.B)) / 3 * 255 / float64(c.A), c.A
}

// texture is how much a stone's face varies from pixel to pixel (against the mean of its 3×3
// neighbours), over the middle of the stone.
func texture(s sprite, r float64) float64 {
	sum, n := 0.0, 0
	c := s.centre
	lim := int(0.6 * r)
	for y := -lim; y <= lim; y++ {
		for x := -lim; x <= lim; x++ {
			if x*x+y*y > lim*lim {
				continue
			}
			g, _ := grey(s.img, c.X+x, c.Y+y)
			around := 0.0
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					v, _ := grey(s.img, c.X+x+dx, c.Y+y+dy)
					around += v
				}
			}
			sum += math.Abs(g - around/9)
			n++
		}
	}
	return sum / float64(n)
}

// Shell stones show their striations, at 1× (radius about 17 pixels) and at 3×; the slate is
// matte and smooth beside them.
func TestShellIsStriatedSlateIsSmooth(t *testing.T) {
	for _, r := range []float64{17, 52} {
		s := newStoneSprites(r)
		shell, slate := texture(s.white[0], r), texture(s.black[0], r)
		t.Logf("radius %.0f: shell %.2f, slate %.2f levels a pixel", r, shell, slate)
		if shell < 0.4 {
			t.Errorf("radius %.0f: the shell stone is plain (%.2f)", r, shell)
		}
		if slate > shell/2 {
			t.Errorf("radius %.0f: the slate (%.2f) is as textured as the shell (%.2f)", r, slate, shell)
		}
	}
}

// No two shell stones are cut alike: the variants differ.
func TestShellVariantsDiffer(t *testing.T) {
	s := newStoneSprites(30)
	for i := 1; i < shellVariants; i++ {
		if bytes.Equal(s.white[0].img.Pix, s.white[i].img.Pix) {
			t.Errorf("shell variant %d is variant 0", i)
		}
	}
	seen := map[*image.RGBA]bool{}
	for y := 0; y < 19; y++ {
		for x := 0; x < 19; x++ {
			seen[s.of(board.White, board.Vertex{X: x, Y: y}).img] = true
		}
	}
	if len(seen) != shellVariants {
		t.Errorf("a full board shows %d of the %d shell stones", len(seen), shellVariants)
	}
}

// The light comes from the upper left: on both stones the upper-left half of the face is
// brighter than the lower-right one.
func TestStonesLitFromTheUpperLeft(t *testing.T) {
	s := newStoneSprites(40)
	for name, sp := range map[string]sprite{"slate": s.black[0], "shell": s.white[0]} {
		lit, shade := 0.0, 0.0
		c := sp.centre
		for y := -30; y <= 30; y++ {
			for x := -30; x <= 30; x++ {
				if x*x+y*y > 30*30 {
					continue
				}
				g, _ := grey(sp.img, c.X+x, c.Y+y)
				if x+y < 0 {
					lit += g
				} else if x+y > 0 {
					shade += g
				}
			}
		}
		if lit <= shade {
			t.Errorf("%s: upper left %.0f, lower right %.0f", name, lit, shade)
		}
	}
}

// Crisp at every size: across the edge of a stone the alpha goes from nothing to opaque within
// two pixels.
func TestStoneEdgesAreCrisp(t *testing.T) {
	for _, r := range []float64{8, 17, 52, 140} {
		sp := renderStone(r, shell(0))
		c := sp.centre
		partial := 0
		for x := c.X; x < sp.img.Rect.Max.X; x++ {
			if a := sp.img.RGBAAt(x, c.Y).A; a > 0 && a < 255 {
				partial++
			}
		}
		if partial > 2 {
			t.Errorf("radius %.0f: %d pixels of partial alpha across the edge", r, partial)
		}
	}
}

// StoneImage is the board's stone at the size asked: opaque in the middle, transparent in the
// corners, black dark and white light, the black one with its highlight (not a flat disc, which
// beside a name read as an empty radio button).
func TestStoneImage(t *testing.T) {
	for _, size := range []int{14, 28, 84} {
		b, w := StoneImage(board.Black, size), StoneImage(board.White, size)
		if b.Rect != image.Rect(0, 0, size, size) {
			t.Fatalf("size %d: bounds %v", size, b.Rect)
		}
		m := size / 2
		if c := b.RGBAAt(m, m); c.A != 255 || c.R > 90 {
			t.Errorf("size %d: black centre %v", size, c)
		}
		if c := w.RGBAAt(m, m); c.A != 255 || c.R < 190 {
			t.Errorf("size %d: white centre %v", size, c)
		}
		if c := b.RGBAAt(0, 0); c.A != 0 {
			t.Errorf("size %d: corner %v", size, c)
		}
		hi, lo := 0.0, 255.0
		for y := 0; y < size; y++ {
			for x := 0; x < size; x++ {
				if g, a := grey(b, x, y); a == 255 {
					hi, lo = max(hi, g), min(lo, g)
				}
			}
		}
		if hi-lo < 25 {
			t.Errorf("size %d: the black stone is flat (%.0f to %.0f)", size, lo, hi)
		}
	}
}
