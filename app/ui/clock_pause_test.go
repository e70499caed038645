package ui

import (
	"testing"
	"time"

	"goref/rules/clock"
)

// TestRefereePausesTheClock: while paused nobody's time runs; resumed, the side to move's
// time runs on from where it stopped.
func TestRefereePausesTheClock(t *testing.T) {
	u, _ := newTestUI(t)
	timedGame(t, u) // White to move, 30 s in the period, 4 periods
	clk := u.clocks.clk
	ft := u.clockTime.(*clock.FakeTime)
	u.ref.ToggleClockPause()
	if st := clk.State(); st.Status != clock.Paused {
		t.Fatalf("status %v after the pause", st.Status)
	}
	ft.Advance(time.Hour)
	u.ref.ToggleClockPause()
	ft.Advance(10 * time.Second)
	w := clk.Reading(clock.White)
	if st := clk.State(); st.Status != clock.Running || w.PeriodsLeft != 4 || w.PeriodLeft != 20*time.Second {
		t.Fatalf("after an hour paused and 10 s running: status %v, White %+v", st.Status, w)
	}
}

func TestPauseWithoutAClock(t *testing.T) {
	u, _ := newTestUI(t)
	u.ref.ToggleClockPause()
	if u.Status.Text != L("This game has no clock.") {
		t.Fatalf("status %q", u.Status.Text)
	}
}
