package slip

import (
	"testing"
	"time"

	"goref/rules/clock"
)

// The slip's clock line counts its periods and penalties as English counts them, and in main
// time with overtime to come names the main time left, by hand:
// one period left is "1 period", three are "3 periods"; "period(s)" was written for both.
func TestTheClockLineCountsItsPeriods(t *testing.T) {
	for _, c := range []struct {
		r    clock.Reading
		want string
	}{
		{clock.Reading{Phase: clock.Overtime, PeriodsLeft: 1, Used: time.Hour, Left: 30 * time.Second},
			"Black: used 1:00:00, left 0:00:30, in overtime (1 period left)."},
		{clock.Reading{Phase: clock.Overtime, PeriodsLeft: 3, Penalties: 2, Left: time.Minute},
			"Black: used 0:00:00, left 0:01:00, in overtime (3 periods left), 2 Ing overtime penalties."},
		// In main time with 3 × 30 s of byo-yomi to come, by hand: 600 s less 73 s used leaves
		// 527 s (0:08:47) of main time; the 617 s before a loss would read as more than TM.
		{clock.Reading{Phase: clock.MainTime, PeriodsLeft: 3, Used: 73 * time.Second, MainLeft: 527 * time.Second, Left: 617 * time.Second},
			"Black: used 0:01:13, left 0:08:47 of main time."},
		// Absolute time: main time is all there is.
		{clock.Reading{Phase: clock.MainTime, Used: 73 * time.Second, MainLeft: 527 * time.Second, Left: 527 * time.Second},
			"Black: used 0:01:13, left 0:08:47."},
	} {
		if got := clockLine("en", clock.Black, c.r, true); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}
