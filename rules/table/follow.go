package table

import (
	"encoding/json"
	"fmt"
	"time"

	"goref/rules/clock"
)

// Follow rebuilds a table from its saved state (Save's JSON) to follow it from elsewhere: the
// hall's director keeps one per table of an event and applies each of the table's inputs as it
// arrives, so the follower's record is the table's own. A follower's time is the followed
// table's and never runs by itself: it stands at the instant of the last input or tick applied.
func Follow(data []byte) (*Table, error) {
	var head struct {
		Now time.Duration `json:"now"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("table state: %v", err)
	}
	t, err := Restore(data, &clock.FakeTime{})
	if err != nil {
		return nil, err
	}
	now := head.Now
	t.src.fixed = &now
	return t, nil
}

// Journal is every input the table took, in order (refused ones included): what Save keeps and
// what a follower applies. The slice is the table's own; callers do not change it.
func (t *Table) Journal() []Input { return t.journal }

// Polled is the instant the clock was last looked at (the last event or tick).
func (t *Table) Polled() time.Duration { return t.polled }

// Apply is a follower taking the followed table's next input, at the input's own instant. The
// table refused it again when the followed table did (IsRefused), so that is no error for the
// caller; an input earlier than the follower's time is.
func (t *Table) Apply(in Input) error {
	if t.src.fixed == nil {
		return fmt.Errorf("apply: not a follower (Follow makes one)")
	}
	if in.At < *t.src.fixed {
		return fmt.Errorf("apply: input %q at %v is before the table's time %v", in.Op, in.At, *t.src.fixed)
	}
	at := in.At
	t.src.fixed = &at
	return t.apply(in)
}

// TickAt is a follower's clock run to at, as the followed table's Tick did then: a flag that
// fell on the way falls at its own instant. at before the follower's time changes nothing.
func (t *Table) TickAt(at time.Duration) (Update, error) {
	if t.src.fixed == nil {
		return Update{}, fmt.Errorf("tick: not a follower (Follow makes one)")
	}
	if at <= *t.src.fixed {
		return Update{}, nil
	}
	t.src.fixed = &at
	return t.Tick(), nil
}

// ClockAt reads the clock at a later instant without changing anything: a follower's faces
// ticking between two messages of the followed table. Nil without a clock.
func (t *Table) ClockAt(at time.Duration) *clock.State {
	if t.clk == nil {
		return nil
	}
	saved := t.src.fixed
	if at < t.Now() {
		at = t.Now()
	}
	t.src.fixed = &at
	st := t.clk.State()
	t.src.fixed = saved
	return &st
}
