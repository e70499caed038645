package cli

import (
	"strings"
	"testing"

	"goref/rules"
)

// final_score counts the passes as played, as goref score and the table do: under AGA on 5×5,
// B C3, W pass, B pass, W pass — the area count gives Black all 25 points; the territory form
// gives Black 24 territory + 2 stones handed over by White's passes, White 1 by Black's: 25
// points, so both forms agree (AGA: White moved last). Without the passes the form would say
// 24 and disagree.
func TestGTPScoreTakesThePassesAsPlayed(t *testing.T) {
	rs, err := rules.Preset("aga")
	if err != nil {
		t.Fatal(err)
	}
	e := newGTPEngine(rs)
	e.komi = 0
	for _, line := range []string{"boardsize 5", "komi 0", "play b c3", "play w pass", "play b pass", "play w pass"} {
		if _, err := gtpCommands[strings.Fields(line)[0]](e, strings.Fields(line)[1:]); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	bd, _, _, err := e.score()
	if err != nil {
		t.Fatal(err)
	}
	tf := bd.TerritoryForm
	if bd.Net != 25 || tf == nil || tf.Black.PassStones != 2 || tf.White.PassStones != 1 || !tf.Agrees {
		t.Fatalf("net %v, territory form %+v", bd.Net, tf)
	}
}
