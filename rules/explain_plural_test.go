package rules

import (
	"testing"
	"time"

	"goref/board"
)

// The referee's explanations count in the right number: "1 penalty point", "1 minute",
// "+1 second", not "1 points" (issue 25 item 8).
func TestExplainCountNounsAgree(t *testing.T) {
	for _, c := range []struct {
		a    Action
		want string
	}{
		{Action{Kind: ActPenaltyPoints, Player: board.White, Points: 1}, "1 penalty point against White, deducted from White's count."},
		{Action{Kind: ActPenaltyPoints, Player: board.White, Points: 3}, "3 penalty points against White, deducted from White's count."},
		{Action{Kind: ActTimePenalty, Player: board.Black, Points: 1}, "Black takes a time penalty of 1 point, deducted from Black's count."},
		{Action{Kind: ActTimeAdjust, Player: board.Black, Points: 1}, "The referee adjusts Black's clock by +1 second."},
		{Action{Kind: ActTimeAdjust, Player: board.Black, Points: -30}, "The referee adjusts Black's clock by -30 seconds."},
		{Action{Kind: ActLate, Player: board.White, Late: time.Minute, Clock: -60}, "White arrived 1 minute late: 1 minute comes off White's time."},
		{Action{Kind: ActLate, Player: board.White, Late: 2 * time.Minute, Clock: -120}, "White arrived 2 minutes late: 2 minutes come off White's time."},
	} {
		if got := c.a.Explain("en"); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.a.Kind, c.a.Points, got, c.want)
		}
	}
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{time.Minute, "1 minute"}, {2 * time.Minute, "2 minutes"},
		{time.Minute + time.Second, "1 minute 1 second"}, {10*time.Minute + 1500*time.Millisecond, "10 minutes 1.5 seconds"},
	} {
		if got := minutesWords(c.d, "en"); got != c.want {
			t.Errorf("%v: %q, want %q", c.d, got, c.want)
		}
	}
}
