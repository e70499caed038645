package rules

import "testing"

// A refusal is named by its most precise ground in the rule set's text. An immediate
// single-stone retake is `ko` everywhere but under Ing (热子), superko rule sets included: the
// ko rule is the narrower of the two that forbid it (cli.md: "`ko` is the plain simple-ko
// ban"). ROC (Davis, seed 002) has no suicide ban: Rule 5 takes a lone stone off at once and
// Rule 6 forbids the board that leaves (it repeats), so the lone stone's suicide is superko.
// 计活子 (seed 003) forbids it by name: 「"颗子自亡"的着法是本规则的禁着」 — suicide. Rule sets
// with a ko rule and a suicide ban keep ko and suicide.
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
		{ROC, []string{"W A7", "B D5", "W C5"}, []string{"superko", "ok", "ko"}},
		{Jihuozi, []string{"W A7", "B D5", "W C5"}, []string{"suicide", "ok", "ko"}},
		{AGA, []string{"W A7", "B D5", "W C5"}, []string{"suicide", "ok", "ko"}},
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
