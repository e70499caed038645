package clockface

import (
	"testing"
	"time"

	"goref/rules/clock"
)

// The faces wake 5 ms after the running side's shown second changes, by hand: 9:59.3 left
// shows 10:00 until 9:59.000, 0.3 s away; a byo-yomi period with 29.999 s left shows 0:30 for
// 0.999 s more; an untimed game's 12.25 s used shows 0:12 until 13 s, 0.75 s away; a whole
// second left changes a whole second later. No time running: the idle interval.
func TestTheFacesWakeWhenTheShownSecondChanges(t *testing.T) {
	running := func(r clock.Reading) clock.State {
		r.Running = true
		return clock.State{Status: clock.Running, Sides: [2]clock.Reading{{}, r}}
	}
	for _, c := range []struct {
		st   clock.State
		want time.Duration
	}{
		{running(clock.Reading{Phase: clock.MainTime, MainLeft: 9*time.Minute + 59300*time.Millisecond}), 305 * time.Millisecond},
		{running(clock.Reading{Phase: clock.Overtime, PeriodLeft: 29999 * time.Millisecond}), 1004 * time.Millisecond},
		{running(clock.Reading{Phase: clock.Unlimited, Used: 12250 * time.Millisecond}), 755 * time.Millisecond},
		{running(clock.Reading{Phase: clock.MainTime, MainLeft: 10 * time.Second}), 1005 * time.Millisecond},
		{clock.State{Status: clock.Paused}, 7 * time.Second},
		{clock.State{Status: clock.NotStarted}, 7 * time.Second},
	} {
		if got := nextChange(c.st, 7*time.Second); got != c.want {
			t.Errorf("%+v: %v, want %v", c.st, got, c.want)
		}
	}
}
