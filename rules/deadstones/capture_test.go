package deadstones

import (
	"testing"

	"goref/board"
)

// chainAt is the estimate's chain holding v.
func chainAt(t *testing.T, e *Estimate, v board.Vertex) Chain {
	t.Helper()
	for _, c := range e.Chains {
		for _, s := range c.Stones {
			if s == v {
				return c
			}
		}
	}
	t.Fatalf("no chain at %v", v)
	return Chain{}
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
	if c := chainAt(t, e, board.Vertex{X: 5, Y: 7}); c.Status != Dead || c.Confidence <= UncertainBelow {
		t.Errorf("Black f2: %v %.2f, want dead and sure", c.Status, c.Confidence)
	}
	if c := chainAt(t, e, board.Vertex{X: 1, Y: 6}); c.Status != Alive || c.Confidence <= UncertainBelow {
		t.Errorf("White b3: %v %.2f, want alive and sure", c.Status, c.Confidence)
	}
}
