package cli

import (
	"testing"

	"goref/board"
)

// gtpName is board.Vertex.GTP for every point of every board height, the pass and points
// off the board.
func TestGTPNameIsVertexGTP(t *testing.T) {
	for h := board.MinSize; h <= board.MaxSize; h++ {
		for x := -1; x <= board.MaxSize; x++ {
			for y := -1; y <= h; y++ {
				v := board.Vertex{X: x, Y: y}
				if got, want := gtpName(v, h), v.GTP(h); got != want {
					t.Fatalf("gtpName(%v, %d) = %q, want %q", v, h, got, want)
				}
			}
		}
	}
	if got := gtpName(board.Pass, 19); got != "pass" {
		t.Errorf("the pass is %q", got)
	}
	if gtpName(board.Vertex{X: 3, Y: 3}, 19) != "D16" {
		t.Errorf("D16 is %q", gtpName(board.Vertex{X: 3, Y: 3}, 19))
	}
}
