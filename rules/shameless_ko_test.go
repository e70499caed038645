package rules

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"goref/board"
)

// shamelessGame sets up casebook case 36 (赖皮劫: Black's corner lives only by the ko at
// K1/L1, which Black can never connect; a double-ko seki gives both sides endless threats).
func shamelessGame(t *testing.T, rs Ruleset) *Game {
	t.Helper()
	src, err := os.ReadFile("../assets/casebook/36-shameless-ko.sgf")
	if err != nil {
		t.Fatal(err)
	}
	b, err := board.New(13, 7)
	if err != nil {
		t.Fatal(err)
	}
	var stones [2][]board.Vertex
	for i, p := range []string{"AB", "AW"} {
		line := regexp.MustCompile(`(?m)^` + p + `((\[[a-z]{2}\])+)$`).FindStringSubmatch(string(src))
		for _, s := range strings.Split(strings.Trim(line[1], "[]"), "][") {
			v, err := board.ParseSGF(s, 13, 7)
			if err != nil {
				t.Fatal(err)
			}
			stones[i] = append(stones[i], v)
		}
	}
	b.SetToMove(board.White)
	b.Setup(stones[0], stones[1], nil)
	return NewGame(rs, b)
}

func playSGFMoves(t *testing.T, g *Game, moves ...string) []error {
	t.Helper()
	var errs []error
	for _, m := range moves {
		c, _ := board.ParseColor(m[:1])
		v, _ := board.ParseSGF(m[2:], 13, 7)
		_, err := g.Play(c, v)
		errs = append(errs, err)
	}
	return errs
}

// The book's usual fix (seed 000 L139: 「这就是死棋，禁止利用循环劫材打劫」) is the C88 and J89
// default: Black's C3, which would go round the shameless ko's lap again, is refused with the
// false-life event naming Black. Off, the lap goes to C88 Art. 20.3's referee. A referee's
// "continue" ruling lifts the ban.
func TestShamelessKoDead(t *testing.T) {
	lap := []string{"W kg", "B cc", "W be", "B jg", "W bc", "B ce"}
	g := shamelessGame(t, Chinese)
	errs := playSGFMoves(t, g, lap...)
	ie, ok := errs[5].(*Illegal)
	if !ok || ie.Reason != ReasonCyclicThreat || ie.Event == nil || ie.Event.Verdict != VerdictFalseLife || ie.Event.Disturber != "B" {
		t.Fatalf("C88, C3: %#v", errs[5])
	}
	if _, err := g.Referee(Action{Kind: ActCycleRuling, Note: RulingContinue}); err != nil {
		t.Fatal(err)
	}
	if errs := playSGFMoves(t, g, "B ce"); errs[0] != nil {
		t.Fatalf("after play on: %v", errs[0])
	}

	off := Chinese
	off.ShamelessKoDead = false
	g = shamelessGame(t, off)
	if errs := playSGFMoves(t, g, lap...); errs[5] != nil {
		t.Fatalf("option off: %v", errs[5])
	}
	if ev := g.Moves()[5].Events; len(ev) != 1 || ev[0].Verdict != VerdictRefereeDrawOrReplay {
		t.Fatalf("option off: events %+v", ev)
	}
}
