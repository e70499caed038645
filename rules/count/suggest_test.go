package count

import (
	"testing"

	"goref/board"
)

// A white stone inside Black's pass-alive corner is dead; the seki of TestSekiWithEyes is
// proposed as seki; nothing is proposed dead there.
func TestSuggestDead(t *testing.T) {
	pos := mustRows(t,
		".X.XXO.",
		"XXXXXO.",
		"....XO.",
		".O..XO.",
		"....XO.",
		"XXXXXO.",
		".X.XXO.",
	)
	dead, seki := SuggestDead(pos)
	if len(dead) != 1 || dead[0] != (board.Vertex{X: 1, Y: 3}) || len(seki) != 0 {
		t.Fatalf("dead %v seki %v", dead, seki)
	}
	sekiPos := mustRows(t,
		".X.O.",
		".X.OO",
		"XX.OO",
		"XX.OO",
		"XX.OO",
	)
	dead, seki = SuggestDead(sekiPos)
	if len(dead) != 0 || len(seki) != 17 {
		t.Fatalf("dead %v seki %d", dead, len(seki))
	}
}
