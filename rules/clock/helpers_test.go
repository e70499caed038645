package clock

import (
	"testing"
	"time"
)

func sec(n int) time.Duration  { return time.Duration(n) * time.Second }
func mins(n int) time.Duration { return time.Duration(n) * time.Minute }

func newTestClock(t *testing.T, cfg Config) (*Clock, *FakeTime) {
	t.Helper()
	ft := &FakeTime{}
	c, err := New(cfg, ft)
	if err != nil {
		t.Fatalf("New(%+v): %v", cfg, err)
	}
	return c, ft
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// checkLedger asserts used + left == given + credited + adjusted for both sides.
func checkLedger(t *testing.T, c *Clock) {
	t.Helper()
	if c.Config().System == None {
		return
	}
	for _, r := range c.State().Sides {
		if r.Loss == Forfeit {
			continue
		}
		if r.Used+r.Left != r.Given+r.Credited+r.Adjusted {
			t.Fatalf("%v ledger: used %v + left %v != given %v + credited %v + adjusted %v",
				r.Side, r.Used, r.Left, r.Given, r.Credited, r.Adjusted)
		}
	}
}
