package count

import (
	"strings"
	"testing"

	"goref/board"
)

// The fill reading says "1 point", not "1 points" (it stood on the Ing result slip).
func TestFillReadingSingular(t *testing.T) {
	for _, c := range []struct {
		margin int
		want   string
	}{{1, "= 1 point for Black"}, {2, "= 2 points for Black"}} {
		bd := &Breakdown{Fill: &Fill{Winner: board.Black, Margin: c.margin, Remaining: c.margin}}
		text := strings.Join(bd.Lines(9), "\n")
		if !strings.Contains(text, c.want) {
			t.Errorf("margin %d: want %q in\n%s", c.margin, c.want, text)
		}
	}
}

// Every count noun of the breakdown agrees with its number: "1 stone", "1 prisoner",
// "1 winning empty point", not "1 stones" (issue 25 item 8).
func TestBreakdownCountNounsAgree(t *testing.T) {
	bd := &Breakdown{
		Black: Side{Stones: 1, Territory: 1},
		White: Side{Stones: 2, Territory: 0},
		Fill: &Fill{Winner: board.Black, KomiStones: 1, PenaltyStones: 0, WinningEmpties: 1,
			LosingStones: 1, Remaining: 1, Margin: 3},
	}
	text := strings.Join(bd.LinesIn(9, "en"), "\n") // as the app's English UI words it
	for _, want := range []string{
		"Black: 1 stone + 1 empty point = ",
		"White: 2 stones + 0 empty points = ",
		"fill: 1 komi stone (还子) and 0 penalty stones (罚子) placed, 1 winning empty point (胜空) left, 1 losing stone (负子) put into them",
		"fill: reading 1×1 + 1×2 = 3 points for Black",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("want %q in\n%s", want, text)
		}
	}
	if strings.Contains(text, "|") {
		t.Errorf("a choice left unmade:\n%s", text)
	}
}
