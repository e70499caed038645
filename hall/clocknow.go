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

// Copy is a copy of table name's game as the director holds it, for a screen to draw (the
// projector): its time runs on from the table's last instant by the wall time since that
// message arrived — the clocks tick between messages, as ClockNow's — and stands still once
// the game has ended. The copy is the caller's; it must decide nothing (never Tick it): the
// table's own messages do. received says which reading it is (the seat's Received). Nil
// before the table's game arrived.
func (d *Director) Copy(name string) (t *table.Table, received time.Time, err error) {
	d.mu.Lock()
	s := d.seats[name]
	if s == nil || s.follower == nil {
		d.mu.Unlock()
		return nil, time.Time{}, nil
	}
	data, err := s.follower.Save()
	ended, received := s.follower.Ended(), s.received
	d.mu.Unlock()
	if err != nil {
		return nil, received, err
	}
	src := &sinceSource{received: received}
	if t, err = table.Restore(data, src); err != nil {
		return nil, received, err
	}
	src.running = !ended && !received.IsZero()
	return t, received, nil
}

// sinceSource reads 0 while the copy is restored (Restore takes the saved instant as its
// now), then the wall time since the message arrived: the copy's time is the table's last
// instant plus that.
type sinceSource struct {
	received time.Time
	running  bool
}

func (s *sinceSource) Now() time.Duration {
	if !s.running {
		return 0
	}
	return time.Since(s.received)
}
