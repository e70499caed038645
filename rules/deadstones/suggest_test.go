package deadstones

import (
	"testing"

	"goref/board"
)

// A white stone inside Black's pass-alive corner is dead; the seki of count's TestSekiWithEyes is
// proposed as seki; nothing is proposed dead there.
func TestOwnDeadAndSeki(t *testing.T) {
	pos := mustRows(t,
		".X.XXO.",
		"XXXXXO.",
		"....XO.",
		".O..XO.",
		"....XO.",
		"XXXXXO.",
		".X.XXO.",
	)
	e := estimateOwn(pos)
	dead, seki := e.Dead(), e.Seki()
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
	e = estimateOwn(sekiPos)
	dead, seki = e.Dead(), e.Seki()
	if len(dead) != 0 || len(seki) != 17 {
		t.Fatalf("dead %v seki %d", dead, len(seki))
	}
}
