package board

import (
	"fmt"
	"testing"
)

// Vertex.GTP spells every point of every board height by the GTP letters (no I) and the row
// counted from the bottom (a row below the board as its number, 0 or less), the pass as
// "pass", and a point left of or above the board as "?"; a point of the board costs no
// allocation.
func TestVertexGTP(t *testing.T) {
	const letters = "ABCDEFGHJKLMNOPQRSTUVWXYZ"
	for h := MinSize; h <= MaxSize; h++ {
		for x := -1; x <= MaxSize; x++ {
			for y := -1; y <= h; y++ {
				if x == -1 && y == -1 {
					continue // the pass
				}
				want := "?"
				if x >= 0 && x < len(letters) && y >= 0 {
					want = fmt.Sprintf("%c%d", letters[x], h-y)
				}
				if got := (Vertex{X: x, Y: y}).GTP(h); got != want {
					t.Fatalf("Vertex{%d, %d}.GTP(%d) = %q, want %q", x, y, h, got, want)
				}
			}
		}
	}
	if got := Pass.GTP(19); got != "pass" {
		t.Errorf("the pass is %q", got)
	}
	if a := testing.AllocsPerRun(100, func() { _ = (Vertex{X: 3, Y: 3}).GTP(19) }); a != 0 {
		t.Errorf("D16 costs %v allocations", a)
	}
}

// A packed vertex is X + 25·Y (the largest board is 25×25): D3 of the SGF orientation, X 3 and
// Y 2, is 53; the last point of a 25×25 board, X 24 and Y 24, is 624; a pass and a vertex off
// the largest board are -1, which unpacks to a pass.
func TestPackedVertex(t *testing.T) {
	for _, c := range []struct {
		v    Vertex
		want Packed
	}{{Vertex{3, 2}, 53}, {Vertex{0, 0}, 0}, {Vertex{24, 24}, 624}, {Pass, -1}, {Vertex{25, 0}, -1}, {Vertex{0, -3}, -1}} {
		if got := c.v.Pack(); got != c.want {
			t.Errorf("%v.Pack() = %d, want %d", c.v, got, c.want)
		}
		want := c.v
		if c.want < 0 {
			want = Pass
		}
		if got := c.want.Vertex(); got != want {
			t.Errorf("Packed(%d).Vertex() = %v, want %v", c.want, got, want)
		}
	}
}
