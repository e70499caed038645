package clock

import (
	"errors"
	"fmt"
)

// ErrState is wrapped by RestoreState when a saved state does not fit the configuration.
var ErrState = errors.New("clock: saved state does not fit the time system")

// RestoreState makes a stopped clock whose sides are exactly as in st, a State read from
// this configuration's clock earlier (the app's autosave): main time, the period or block
// in progress, periods or reserved minutes left, Ing penalties and all penalty points,
// moves and the ledger. Unlike Restore (SGF's BL/OB, which keep only what a record
// holds) nothing is rounded away. Start it with st.ToMove to let the game go on; a side
// that had lost leaves the clock Ended.
//
// The state is checked, not trusted: every side must read back exactly as saved, so a
// damaged or foreign file is an error rather than a clock with an impossible ledger.
func RestoreState(cfg Config, src TimeSource, st State) (*Clock, error) {
	c, err := New(cfg, src)
	if err != nil {
		return nil, err
	}
	if !st.ToMove.valid() {
		return nil, fmt.Errorf("%w: side to move %d", ErrState, st.ToMove)
	}
	for side := Black; side <= White; side++ {
		r := st.Sides[side]
		s, err := c.sideFromReading(r)
		if err != nil {
			return nil, fmt.Errorf("%v: %w", side, err)
		}
		want := r
		want.Side, want.Running = side, false
		if got := c.read(side, &s, false); got != want {
			return nil, fmt.Errorf("%w: %v's clock does not add up", ErrState, side)
		}
		c.sides[side] = s
		if s.loss != NoLoss {
			c.status = Ended
		}
	}
	c.toMove = st.ToMove
	return c, nil
}

// sideFromReading rebuilds the engine's state of one side from what Reading shows.
func (c *Clock) sideFromReading(r Reading) (sideState, error) {
	if r.MainLeft < 0 || r.PeriodsLeft < 0 || r.MovesLeft < 0 || r.Penalties < 0 || r.Moves < 0 || r.Used < 0 {
		return sideState{}, fmt.Errorf("%w: negative count", ErrState)
	}
	s := sideState{
		overtime:      r.Phase == Overtime,
		main:          r.MainLeft,
		penaltyPoints: r.PenaltyPoints,
		moves:         r.Moves,
		loss:          r.Loss,
		used:          r.Used,
		credited:      r.Credited,
		adjusted:      r.Adjusted,
	}
	if r.Phase == Lost {
		if r.Loss == NoLoss {
			return sideState{}, fmt.Errorf("%w: lost without a reason", ErrState)
		}
		// Which phase the side lost in is not in the reading; overtime systems lose there.
		s.overtime = c.eng.ot != nil && r.MainLeft == 0
	}
	switch c.cfg.System {
	case Japanese, IngByoYomi, Chinese88:
		if r.PeriodsLeft > c.cfg.Periods {
			return sideState{}, fmt.Errorf("%w: %d periods left of %d", ErrState, r.PeriodsLeft, c.cfg.Periods)
		}
		s.periods, s.periodUsed = r.PeriodsLeft, r.PeriodUsed
	case Canadian:
		if r.MovesLeft > c.cfg.Moves {
			return sideState{}, fmt.Errorf("%w: %d moves left of %d", ErrState, r.MovesLeft, c.cfg.Moves)
		}
		s.blockLeft, s.movesLeft = r.PeriodLeft, r.MovesLeft
	case IngPenalty:
		if r.Penalties > IngMaxPenalties {
			return sideState{}, fmt.Errorf("%w: %d Ing penalties", ErrState, r.Penalties)
		}
		s.penalties, s.blockLeft = r.Penalties, r.PeriodLeft
	}
	return s, nil
}
