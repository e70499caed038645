package rules

import (
	"testing"

	"goref/board"
)

// An action whose sentence names how the game ended says so (SaysOutcome), so a screen that
// shows the action's sentence and then the result does not say the result twice ("Black
// resigns; White wins. White wins by resignation."). By hand from the English sentences: a
// resignation, a forfeit, both players' loss, a second warning name the outcome; an acceptance,
// a first warning and a clock correction do not (the count or the clock then says it).
func TestActionSaysOutcomeAsItsSentenceDoes(t *testing.T) {
	second := Event{Kind: EventGameEnd, Verdict: VerdictSecondWarning}
	for _, c := range []struct {
		a    Action
		want bool
	}{
		{Action{Kind: ActResign, Player: board.Black}, true},
		{Action{Kind: ActForfeit, Player: board.White}, true},
		{Action{Kind: ActBothLose}, true},
		{Action{Kind: ActNoResult}, true},
		{Action{Kind: ActWarning, Player: board.Black, Event: &second}, true},
		{Action{Kind: ActWarning, Player: board.Black}, false},
		{Action{Kind: ActAccept, Player: board.White}, false},
		{Action{Kind: ActTimeAdjust, Player: board.White, Points: -90}, false},
		{Action{Kind: ActCount}, false},
	} {
		if got := c.a.SaysOutcome(); got != c.want {
			t.Errorf("%s (%q): SaysOutcome %v, want %v", c.a.Kind, c.a.Explain("en"), got, c.want)
		}
	}
}
