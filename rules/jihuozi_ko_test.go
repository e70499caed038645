package rules

import (
	"testing"

	"goref/board"
)

// --ko simple on 计活子 replaces Art. 13(1) only: the triple ko may go round, but no board may
// show a fourth time (13(2)). The starting board shows at the start and after each lap, so the
// closing move of the third lap is refused; the preset itself refuses the first lap's.
func TestJihuoziFourthAppearanceSurvivesKoOverride(t *testing.T) {
	t1 := []string{"XXOOXXXXX", "XO.OX...X", "XXOOX...X", "XXOOX...X", "X.XOX...X", "XXOOX...X", "XXOOX...X", "X.XOX...X", "XXOOXXXXX"}
	lap := []string{"W B2", "B C8", "W B5", "B C2", "W B8", "B C5"}
	var moves []string
	for i := 0; i < 3; i++ {
		moves = append(moves, lap...)
	}
	rs := Jihuozi
	rs.Ko = board.KoSimple
	out, _ := replayRows(t, rs, t1, moves)
	for i, o := range out {
		want := "ok"
		if i == len(out)-1 {
			want = string(ReasonFourthAppearance)
		}
		if o != want {
			t.Fatalf("move %d (%s): %q, want %q — all: %v", i+1, moves[i], o, want, out)
		}
	}
	if out, _ := replayRows(t, Jihuozi, t1, lap); out[5] != string(board.ErrSuperko) {
		t.Fatalf("preset: %v", out)
	}
}
