package slip

import (
	"testing"
	"time"

	"goref/rules/clock"
)

// The slip's clock line counts its periods and penalties as English counts them, by hand:
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
	} {
		if got := clockLine("en", clock.Black, c.r, true); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}
