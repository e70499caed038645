package rules

import "testing"

// A refusal is named by its ground in the rule set's text. ROC (Davis, seed 002) has no ko
// rule and no suicide ban: Rule 5 takes a lone stone off at once, and Rule 6 forbids the board
// that leaves (it repeats), so the lone stone's suicide and the ko recapture are superko.
// 计活子 (seed 003) has no ko rule of its own either: its Art. 13 forbids the recapture and the
// single-stone suicide (「颗子自尽是使棋局停滞的着手」) as repetitions. Rule sets with a ko rule
// and a suicide ban keep ko and suicide.
func TestReasonsByGround(t *testing.T) {
	// A lone white stone at A1 would have no liberty; B2 captures at C2's ko.
	rows := []string{
		".X.....",
		"X.XO...",
		".XO.O..",
		"..XO...",
		".......",
		".......",
		".......",
	}
	cases := []struct {
		rs    Ruleset
		moves []string
		want  []string
	}{
		{ROC, []string{"W A7", "B D5", "W C5"}, []string{"superko", "ok", "superko"}},
		{Jihuozi, []string{"W A7", "B D5", "W C5"}, []string{"superko", "ok", "superko"}},
		{Chinese, []string{"W A7", "B D5", "W C5"}, []string{"suicide", "ok", "ko"}},
		{Ing, []string{"W A7", "B D5", "W C5"}, []string{"suicide", "ok", "hot-stone"}},
	}
	for _, c := range cases {
		out, _ := replayRows(t, c.rs, rows, c.moves)
		for i := range c.want {
			if out[i] != c.want[i] {
				t.Errorf("%s: %v, want %v", c.rs.Name, out, c.want)
				break
			}
		}
	}
	// A two-stone suicide stays legal under ROC (Rule 5 removes the group; the board is new).
	out, _ := replayRows(t, ROC, []string{"O.X..", "XX...", ".....", ".....", "....."}, []string{"W B5"})
	if out[0] != "ok" {
		t.Errorf("ROC two-stone suicide: %v", out)
	}
}
