package deadstones

import (
	"testing"

	"goref/board"
)

// The corner of the OGS fixture corner_test_2, on a 9×9 board whose walls are pass-alive
// (White: eyes a9 c9 b7 d7 d4; Black: eyes on the g and j files). Black's a4 b4, c3 c2 d2
// d1 and a2 surround White's b2 b1; the open points are a3 b3 a1 c1. Derived by hand:
//
//   - Black b3 joins a4 b4 and c3 into one chain with the liberties a3 and c1; a3 is an eye
//     (a4 a2 b3 all Black), a2 has a3 and a1. White's b2 b1 has a1 and c1. White a1 leaves
//     its chain the one liberty c1 and Black takes three at c1; White c1 leaves it a1 and
//     Black takes at a1. Black a1 or c1 is answered the same way by White's capture. No
//     one can approach: seki, and Black's stones stay.
//   - White b3 joins b2 b1 (liberties a3 a1 c1) and leaves a4 b4 the one liberty a3 and
//     c3 c2 d2 d1 the one liberty c1: Black cannot save both (a3 is self-atari, c1 is
//     suicide), and both die.
//
// So the corner turns on b3, whoever plays it first: unsettled, never proposed dead.
var cornerSekiRows = []string{
	".O.OOX.X.",
	"OOOOOXXXX",
	"O.O.OX.X.",
	"OOOOOXXXX",
	"OOOOOX.X.",
	"XXO.OXXXX",
	"..XOOX.X.",
	"XOXXOXXXX",
	".O.XOX.X.",
}

func TestAnswerThenSekiIsUnsettled(t *testing.T) {
	b := mustRows(t, cornerSekiRows...)
	e := estimateOwn(b)
	for _, g := range []string{"A4", "B4", "C3", "C2", "D2", "D1", "A2"} {
		c := chainAt(t, e, b, g)
		if c.Status == Dead {
			t.Errorf("%s proposed dead; Black b3 makes seki, so it is unsettled", g)
		} else if c.Status == Alive && c.Confidence >= UncertainBelow {
			t.Errorf("%s alive with confidence %.2f; White b3 kills it, so it is uncertain", g, c.Confidence)
		}
	}
}

// The same corner once White has played b3 (above): a4 b4 has the one liberty a3 and c3 c2
// d2 d1 the one liberty c1. Black's answers: a3 joins a4 b4 a2 with the one liberty a1 (White
// takes at a1), a1 joins a2 with the one liberty a3 (White takes at a3), c1 is suicide. Dead
// whatever it answers: still proposed dead.
func TestDeadWhateverItAnswers(t *testing.T) {
	rows := append([]string(nil), cornerSekiRows...)
	rows[6] = ".OXOOX.X."
	b := mustRows(t, rows...)
	e := estimateOwn(b)
	for _, g := range []string{"A4", "B4", "C3", "C2", "D2", "D1"} {
		if c := chainAt(t, e, b, g); c.Status != Dead {
			t.Errorf("%s: %v %.2f, want dead", g, c.Status, c.Confidence)
		}
	}
}

func chainAt(t *testing.T, e *Estimate, b *board.Board, gtp string) Chain {
	t.Helper()
	for _, c := range e.Chains {
		for _, v := range c.Stones {
			if v.GTP(b.Height()) == gtp {
				return c
			}
		}
	}
	t.Fatalf("no chain at %s", gtp)
	return Chain{}
}

// The answers read (above): Black b3 joins a4 b4 and c3 c2 d2 d1, Black a3 joins a4 b4 and a2;
// Black a1 touches only a2 and White's b1, and Black g1 only the one chain of Black's right side.
func TestJoinsChains(t *testing.T) {
	b := mustRows(t, cornerSekiRows...)
	for gtp, want := range map[string]bool{"B3": true, "A3": true, "A1": false, "G1": false} {
		v, err := board.ParseGTP(gtp, b.Width(), b.Height())
		if err != nil {
			t.Fatal(err)
		}
		if got := joinsChains(b, board.Black, v); got != want {
			t.Errorf("Black %s joins chains: %v, want %v", gtp, got, want)
		}
	}
}
