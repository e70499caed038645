package hall

import (
	"time"

	"goref/rules/clock"
	"goref/rules/table"
)

// ClockNow is a table's clock as it stands now, ticking between two of the table's messages:
// the follower's clock read at the table's last instant plus the wall time since it arrived.
// Nil without a clock or before the table's game arrived.
func (d *Director) ClockNow(name string) *clock.State {
	d.mu.Lock()
	defer d.mu.Unlock()
	s := d.seats[name]
	if s == nil || s.follower == nil {
		return nil
	}
	return clockNow(s.follower, s.received)
}

func clockNow(f *table.Table, received time.Time) *clock.State {
	at := f.Now()
	if !f.Ended() && !received.IsZero() {
		at += time.Since(received)
	}
	return f.ClockAt(at)
}
