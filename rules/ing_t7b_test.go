package rules

import (
	"testing"

	"goref/board"
)

// T7b (rule-cases.md §1.17): the two-way four-ko with Black starting. Chen's book calls Black
// the 搅方. goref's lap test says 争 (see Cycle.classify for why): within the lap that closes,
// each side had one choice at every turn and both can make three shapes. This pins goref's
// answer, so that a change to it is deliberate.
func TestIngT7bContestNotDisturb(t *testing.T) {
	rows := []string{".XOOX.", "XXOOXX", "XXO.OX", "XXOOXX", "XO.OXX", "XXOOXX", "XXOX.X", "XXOOXX", "X.XOXX", "XXOOXX"}
	moves := []string{"B C6", "W B2", "B D8", "W B6", "B C2", "W E4", "B C6", "W B2", "B C2", "B D4"}
	out, g := replayRows(t, Ing, rows, moves)
	want := []string{"ok", "ok", "ok", "ok", "ok", "ok", "ok", "ok", string(ReasonHotStone), "ok cycle:" + VerdictContest}
	for i := range want {
		if out[i] != want[i] {
			t.Fatalf("move %d (%s): %q, want %q — all %v", i+1, moves[i], out[i], want[i], out)
		}
	}
	cy := g.Moves()[len(g.Moves())-1].Cycle
	if cy == nil || cy.Shapes[board.Black] != 3 || cy.Shapes[board.White] != 3 ||
		cy.Choices[board.Black] != 1 || cy.Choices[board.White] != 1 || cy.Disturber != board.Empty {
		t.Fatalf("cycle %+v", cy)
	}
}
