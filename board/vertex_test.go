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
