package deadstones

import (
	"reflect"
	"testing"

	"goref/board"
)

// The estimator is seeded from the position: the same position gets the same estimate, and a
// pass-alive chain is alive with full confidence.
func TestEstimateDeterministic(t *testing.T) {
	pos := mustRows(t,
		".X.XXO...",
		"XXXXXO...",
		"....XO.O.",
		".O..XOOOO",
		"....XO...",
		"XXXXXO.X.",
		".X.XXO...",
		"XXXXXO...",
		"....XO...",
	)
	a, b := estimateOwn(pos), estimateOwn(pos.Clone())
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two runs on one position differ")
	}
	if a.Playouts != playouts || len(a.Ownership) != 81 {
		t.Fatalf("playouts %d, ownership %d points", a.Playouts, len(a.Ownership))
	}
	status := func(v board.Vertex) Chain {
		for _, c := range a.Chains {
			for _, s := range c.Stones {
				if s == v {
					return c
				}
			}
		}
		t.Fatalf("no chain at %v", v)
		return Chain{}
	}
	// The white stone b6 in Black's pass-alive area and the black h4 in White's are dead;
	// Black's wall (pass-alive: eyes a9, c9, a3, c3) is alive with confidence 1.
	for _, v := range []board.Vertex{{X: 1, Y: 3}, {X: 7, Y: 5}} {
		if c := status(v); c.Status != Dead || c.Confidence <= UncertainBelow {
			t.Errorf("%v: %v %.2f, want dead and sure", v, c.Status, c.Confidence)
		}
	}
	if c := status(board.Vertex{X: 4, Y: 0}); c.Status != Alive || c.Confidence != 1 {
		t.Errorf("black wall: %v %.2f", c.Status, c.Confidence)
	}
	if len(a.Uncertain()) != 0 {
		t.Errorf("uncertain %v", a.Uncertain())
	}
}

func mustRows(t testing.TB, rows ...string) *board.Board {
	t.Helper()
	b, err := board.FromRows(rows...)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
