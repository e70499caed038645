package rules

import (
	"testing"

	"goref/board"
)

// T7b (rule-cases.md §1.17): the two-way four-ko with Black starting. The book reports Ing's
// ruling: 「任何一方均不可以挑起循环，循环者为"搅"」 (seed 000 L1798), so under the Ing preset
// Black, who started, is the 搅方 and may not close the lap. With Chen's shape count
// (IngShapeCount) the lap that closes is judged on its own: each side had one choice at every
// turn and both can make three shapes, so 争.
func TestIngT7b(t *testing.T) {
	rows := []string{".XOOX.", "XXOOXX", "XXO.OX", "XXOOXX", "XO.OXX", "XXOOXX", "XXOX.X", "XXOOXX", "X.XOXX", "XXOOXX"}
	moves := []string{"B C6", "W B2", "B D8", "W B6", "B C2", "W E4", "B C6", "W B2", "B C2", "B D4"}
	lap := []string{"ok", "ok", "ok", "ok", "ok", "ok", "ok", "ok", string(ReasonHotStone)}
	check := func(rs Ruleset, last string) *Game {
		t.Helper()
		out, g := replayRows(t, rs, rows, moves)
		want := append(lap[:len(lap):len(lap)], last)
		for i := range want {
			if out[i] != want[i] {
				t.Fatalf("%v: move %d (%s): %q, want %q — all %v", rs.IngShapeCount, i+1, moves[i], out[i], want[i], out)
			}
		}
		return g
	}
	check(Ing, string(ReasonDisturberBanned))
	chen := Ing
	chen.IngShapeCount = true
	g := check(chen, "ok cycle:"+VerdictContest)
	cy := g.Moves()[len(g.Moves())-1].Cycle
	if cy == nil || cy.Shapes[board.Black] != 3 || cy.Shapes[board.White] != 3 ||
		cy.Choices[board.Black] != 1 || cy.Choices[board.White] != 1 || cy.Disturber != board.Empty {
		t.Fatalf("cycle %+v", cy)
	}
}
