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

// Black's ring a8…e9 shares its only liberties a9 and b8 with White's eyeless b9-c9-d9-c8,
// and White's outer group lives by g9 and j9. It looks like a seki but is not: White b8 puts
// both in atari, Black must take the five at a9, and the bulky five that leaves (the square
// b9-c9-b8-c8 and d9) dies to White c9 on its vital point (the hand derivation is at
// rules/count's TestReadingThrowInBulkyFive). The estimate calls the ring dead, not seki, and
// White's four stones (lost only to that sacrifice) alive.
func TestEstimateThrowInBulkyFive(t *testing.T) {
	e := estimateOwn(mustRows(t,
		".OOOXO.O.",
		"X.OXXOOOO",
		"XXXXXO...",
		"OOOOOO...",
		".........",
		".........",
		".........",
		".........",
		".........",
	))
	wantSure(t, e, board.Vertex{X: 0, Y: 1}, "Black's ring", Dead)
	for _, c := range e.Chains {
		for _, v := range c.Stones {
			if v == (board.Vertex{X: 1, Y: 0}) && c.Status == Dead {
				t.Errorf("White's b9-c8: dead %.2f, want kept", c.Confidence)
			}
		}
	}
	if len(e.Seki()) != 0 {
		t.Errorf("seki %v, want none", e.Seki())
	}
}

// A group whose life turns on one point either colour can still play is unsettled, never
// proposed dead (issue 26: proposed dead only when dead whatever it answers). Each White group
// below is walled in by Black, which lives on the open board, and its only eye space is three
// points along the edge. By hand:
//   - bent three in the corner (a9 b9 a8, White c9 c8 b8 b7 a7): White a9 leaves the eyes b9
//     and a8 (b9's diagonal c8 and a8's b7 are White's: real eyes) and lives; Black a9 leaves
//     White b9 and a8, one eye, and White dies.
//   - straight three on the edge (a9 b9 c9, White d9 a8…d8): White b9 makes the eyes a9 and
//     c9; Black b9 leaves one.
//
// Random play reaches the middle first for either colour, so the playouts alone proposed the
// bent three dead (confidence 0.02) before its owner's answer at the middle was played out.
func TestEstimateUnsettledThreeSpaceNotDead(t *testing.T) {
	for _, tc := range []struct {
		name  string
		white board.Vertex
		rows  []string
	}{
		{"bent three in the corner", board.Vertex{X: 2, Y: 0}, []string{
			"..OX.....",
			".OOX.....",
			"OOXX.....",
			"XXX......",
			".........",
			".........",
			".........",
			".........",
			".........",
		}},
		{"straight three on the edge", board.Vertex{X: 3, Y: 0}, []string{
			"...OX....",
			"OOOOX....",
			"XXXXX....",
			".........",
			".........",
			".........",
			".........",
			".........",
			".........",
		}},
	} {
		e := estimateOwn(mustRows(t, tc.rows...))
		for _, c := range e.Chains {
			if !containsVertex(c.Stones, tc.white) {
				continue
			}
			if c.Status == Dead {
				t.Errorf("%s: White proposed dead (%.2f), want not dead", tc.name, c.Confidence)
			}
			if c.Confidence >= UncertainBelow {
				t.Errorf("%s: White %v with confidence %.2f, want uncertain", tc.name, c.Status, c.Confidence)
			}
		}
	}
}

func containsVertex(s []board.Vertex, v board.Vertex) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
