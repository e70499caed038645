package count

import (
	"testing"

	"goref/board"
)

// sekiEyeEach: Black's group (b5-b1, a3-a1) has one eye of two points (a5, a4), White's
// (d5-e1) one eye of one point (e5); the c file between them is five liberties both share.
// Neither side has a liberty the other can fill safely: a stone on the c file takes a
// liberty from both, and after the fifth both are left with their eye alone, the next to
// move capturing. So whoever fills the last shared point is captured, nobody fills it, and
// both groups live in seki (the rule "eye against eye, shared liberties count for
// neither"). Random playouts fill the c file and kill one side; proposed dead, either group
// stands.
var sekiEyeEach = []string{
	".X.O.",
	".X.OO",
	"XX.OO",
	"XX.OO",
	"XX.OO",
}

// oneEyeAgainstTwo is the same with a second eye for White at e2: White fills the c file
// safely, throws in at a5 and captures whatever Black answers (Black's two-point eye is one
// eye). Black is dead; proposed dead, it must stay dead.
var oneEyeAgainstTwo = []string{
	".X.O.",
	".X.OO",
	"XX.OO",
	"XX.O.",
	"XX.OO",
}

func TestStandingSeki(t *testing.T) {
	cases := []struct {
		name   string
		rows   []string
		dead   board.Color // the colour proposed dead
		stands bool
	}{
		{"eye each, Black proposed dead", sekiEyeEach, board.Black, true},
		{"eye each, White proposed dead", sekiEyeEach, board.White, true},
		{"one eye against two", oneEyeAgainstTwo, board.Black, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := mustRows(t, c.rows...)
			dead := b.Stones(c.dead)
			got := Standing(b, dead)
			if c.stands && len(got) != len(dead) {
				t.Errorf("standing %v, want all %d stones of %v", got, len(dead), c.dead)
			}
			if !c.stands && len(got) != 0 {
				t.Errorf("standing %v, want none (dead whatever it answers)", got)
			}
		})
	}
}
