package clock

import (
	"sync"
	"testing"
	"time"
)

// TestConcurrentUse exercises the clock from several goroutines on the real
// monotonic source; run with -race.
func TestConcurrentUse(t *testing.T) {
	c, err := New(Config{System: Japanese, Main: time.Second, Periods: 3, Period: time.Second}, NewMonotonic())
	must(t, err)
	must(t, c.Start(Black))
	var wg sync.WaitGroup
	stop := make(chan struct{})
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				st := c.State()
				_ = c.Announcements(st.At-time.Millisecond, st.At)
				_, _ = c.NextAnnouncement(st.At)
				_ = c.Log()
			}
		}()
	}
	for i := 0; i < 200; i++ {
		st := c.State()
		_ = c.Press(st.ToMove)
		if i%50 == 0 {
			_ = c.Pause("p")
			_ = c.Resume("r")
		}
	}
	close(stop)
	wg.Wait()
	checkLedger(t, c)
	if m := c.Reading(Black).Moves + c.Reading(White).Moves; m != 200 {
		t.Errorf("%d moves recorded, want 200", m)
	}
}
