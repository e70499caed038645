package count

import (
	"strings"
	"testing"

	"goref/rules/result"
)

// Seed 003, Art. 16, Fig. 4 (a non-ideal final position): 「黑白两方子数相等(各有2枚活子),为和棋」.
// With no compensation agreed there is no contract for White to complete: a tie is a draw.
// With a compensation, White's surplus exactly equal to it is 定约胜 (seed 003 ch. 8).
func TestJihuoziFig4TieIsDraw(t *testing.T) {
	pos := mustRows(t,
		".......",
		".......",
		".OX....",
		"..XO...",
		".......",
		".......",
		".......",
	)
	in := Input{Rules: preset(t, "jihuozi")}
	bd := score(t, pos, in)
	if bd.Living.Live.Black != bd.Living.Live.White {
		t.Fatalf("living %+v, want equal", bd.Living.Live)
	}
	if r := bd.Result; r.Winner != result.Draw || r.Text("zh") != "和棋" {
		t.Fatalf("komi 0: %+v (%s), want 和棋", r, r.Text("zh"))
	}
	// A penalty that brings the count back to a tie is no contract either.
	in.PenaltyPoints = Pair{Black: 2, White: 2}
	if r := score(t, pos, in).Result; r.Winner != result.Draw {
		t.Fatalf("komi 0 with equal penalties: %+v", r)
	}
}

// Ing Art. 9: 「罚点以三次为限」. A fourth time penalty is a loss on time, so a count with four
// is refused with an error that says why; three are counted.
func TestIngAtMostThreePenalties(t *testing.T) {
	pos := areaBoard(t, 9, 5)
	in := Input{Rules: preset(t, "ing"), Komi: 8, Penalties: Pair{Black: 4}}
	_, err := Score(pos, in)
	if err == nil || !strings.Contains(err.Error(), "B=4") || !strings.Contains(err.Error(), "at most 3") {
		t.Fatalf("B=4 under Ing: %v", err)
	}
	in.Penalties = Pair{White: 3}
	if _, err := Score(pos, in); err != nil {
		t.Fatalf("W=3 under Ing: %v", err)
	}
	// Other rule sets have no Ing time penalties to limit.
	in.Rules, in.Penalties = preset(t, "chinese"), Pair{Black: 4}
	if _, err := Score(pos, in); err != nil {
		t.Fatalf("chinese: %v", err)
	}
}
