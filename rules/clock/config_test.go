package clock

import (
	"testing"
	"time"
)

// The error names one period as one (issue 25 item 8: counted nouns agree with their number).
func TestConfigErrorCountsPeriods(t *testing.T) {
	for _, c := range []struct {
		periods int
		want    string
	}{
		{1, "clock: invalid configuration: main time and 1 period of 2h0m0s are longer than a clock runs (at most 1000h0m0s)"},
		{3, "clock: invalid configuration: main time and 3 periods of 2h0m0s are longer than a clock runs (at most 1000h0m0s)"},
	} {
		err := Config{System: Japanese, Main: 999 * time.Hour, Period: 2 * time.Hour, Periods: c.periods}.Validate()
		if err == nil || err.Error() != c.want {
			t.Errorf("%d periods: %v, want %q", c.periods, err, c.want)
		}
	}
}
