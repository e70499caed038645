package deadstones

import (
	"testing"

	"goref/board"
)

// wantSure checks that the estimate holds the chain at v (named for the message) with status
// want and a confidence over UncertainBelow.
func wantSure(t *testing.T, e *Estimate, v board.Vertex, name string, want Status) {
	t.Helper()
	for _, c := range e.Chains {
		for _, s := range c.Stones {
			if s == v {
				if c.Status != want || c.Confidence <= UncertainBelow {
					t.Errorf("%s: %v %.2f, want %v and sure", name, c.Status, c.Confidence, want)
				}
				return
			}
		}
	}
	t.Errorf("%s: no chain there", name)
}

// A chain left in atari at the end of a game is taken first. White's group at the bottom
// has one eye (c2-d2) and Black's five stones f2-g2-h2-f1-h1 inside it, whose last liberty is
// g1. By hand: White g1 takes the five and leaves White a second eye. Black cannot play g1
// (no liberty, and White keeps c2 and d2); Black c2 (or d2) puts White in atari, and White
// answers g1, not d2: taking c2 would leave White one liberty, c2, and Black would take the
// whole group there. So White lives whoever moves first and Black's five are dead. Random
// playouts that do not take the chain in atari first let Black reach c2 and d2 as often as
// White finds g1.
func TestEstimateTakesChainInAtari(t *testing.T) {
	pos := mustRows(t,
		".........",
		".........",
		".........",
		".........",
		".........",
		"XXXXXXXXX",
		"XOOOOOOOO",
		"XO..OXXXO",
		"XOOOOX.XO",
	)
	e := estimateOwn(pos)
	wantSure(t, e, board.Vertex{X: 5, Y: 7}, "Black f2", Dead)
	wantSure(t, e, board.Vertex{X: 1, Y: 6}, "White b3", Alive)
}

// A square four is dead whatever its owner answers. White's five stones in the corner have
// a9-b9-a8-b8 as their only eye space and Black's wall around them lives on the open board.
// By hand: White inside the square leaves a bent three (a9: b9-b8-a8 with b8 its middle), Black
// takes the middle and White has one eye; Black need not play at all. Random play lets White
// make two eyes whenever Black does not answer the bent three at once, so the playouts take
// the middle of a three-point eye space its owner has just left.
func TestEstimateSquareFourDead(t *testing.T) {
	pos := mustRows(t,
		"..OX.....",
		"..OX.....",
		"OOOX.....",
		"XXXX.....",
		".........",
		".........",
		".........",
		".........",
		".........",
	)
	e := estimateOwn(pos)
	wantSure(t, e, board.Vertex{X: 2, Y: 0}, "White c9", Dead)
	wantSure(t, e, board.Vertex{X: 3, Y: 0}, "Black d9", Alive)
}
