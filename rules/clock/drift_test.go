package clock

import (
	"math/rand/v2"
	"testing"
	"time"
)

// TestNoDrift simulates 10,000 moves with awkward durations (thirds of a
// second, odd nanoseconds) and reads the clock many times in between; the
// result must equal the sum the test computes itself, exactly.
func TestNoDrift(t *testing.T) {
	const moves = 10000
	rng := rand.New(rand.NewPCG(42, 7))
	cfg := Config{System: Fischer, Main: time.Hour, Increment: sec(5)}
	c, ft := newTestClock(t, cfg)
	must(t, c.Start(Black))
	wantMain := [2]time.Duration{cfg.Main, cfg.Main}
	var now, wantUsed time.Duration
	side := Black
	for i := 0; i < moves; i++ {
		d := time.Second/3 + time.Duration(rng.Int64N(int64(9*time.Second)))
		// Read the clock at a few instants inside the move, as a UI would.
		for _, frac := range []time.Duration{7, 3, 2} {
			ft.Set(now + d/frac)
			_ = c.State()
			_ = c.Announcements(now, now+d/frac)
		}
		now += d
		ft.Set(now)
		must(t, c.Press(side))
		wantMain[side] += cfg.Increment - d
		wantUsed += d
		side = side.Other()
	}
	st := c.State()
	for s := Black; s <= White; s++ {
		if st.Sides[s].MainLeft != wantMain[s] {
			t.Errorf("%v main left %v, want %v (drift %v)", s, st.Sides[s].MainLeft, wantMain[s], st.Sides[s].MainLeft-wantMain[s])
		}
	}
	if got := st.Sides[Black].Used + st.Sides[White].Used; got != wantUsed || got != now {
		t.Errorf("used %v, want %v = elapsed %v", got, wantUsed, now)
	}
	checkLedger(t, c)
}

// TestNoDriftByoYomi: 10,000 moves each 1 ns short of the period never
// cost a period.
func TestNoDriftByoYomi(t *testing.T) {
	c, ft := newTestClock(t, Config{System: Japanese, Periods: 1, Period: sec(30)})
	must(t, c.Start(Black))
	now := time.Duration(0)
	side := Black
	for i := 0; i < 10000; i++ {
		now += sec(30) - 1
		ft.Set(now)
		must(t, c.Press(side))
		side = side.Other()
	}
	st := c.State()
	for _, r := range st.Sides {
		if r.PeriodsLeft != 1 || r.Loss != NoLoss || r.Used != 5000*(sec(30)-1) || r.Credited != r.Used {
			t.Fatalf("%+v", r)
		}
	}
}
