package clock

import "time"

// AddTime gives d to side (d < 0 takes it away) and returns the amount
// actually applied: a removal stops at zero. In main time the change goes
// to the main time; in overtime it goes to the current period or block (a
// byo-yomi period's extra time is gone once the move is made).
func (c *Clock) AddTime(side Side, d time.Duration, reason string) (time.Duration, error) {
	applied, _, err := c.Adjust(side, d, reason)
	return applied, err
}

// Adjust is AddTime returning too what the change made the clock do at once, at this
// instant: a removal that reaches the end of the main time or of a period crosses it here, as
// the running clock would have when the time ran out — the byo-yomi starts, an Ing penalty is
// taken (its points follow), or the flag falls (TimeUp; the clock ends).
func (c *Clock) Adjust(side Side, d time.Duration, reason string) (time.Duration, []Announcement, error) {
	if !side.valid() {
		return 0, nil, ErrSide
	}
	now := c.begin()
	defer c.mu.Unlock()
	if c.status == Ended {
		return 0, nil, c.endedErr()
	}
	if c.eng.unlimited() {
		return 0, nil, ErrNotApplicable
	}
	s := &c.sides[side]
	applied, calls := c.eng.addTime(s, d)
	c.record(LogEntry{At: now, Kind: LogAddTime, Side: side, D: applied, Reason: reason})
	for i := range calls {
		calls[i].At, calls[i].Side = now, side
		c.past = append(c.past, calls[i])
		if calls[i].Kind == Penalty {
			c.record(LogEntry{At: now, Kind: LogPenalty, Side: side, N: calls[i].N, D: calls[i].D, Reason: reason})
		}
	}
	c.checkLoss(now, side)
	return applied, calls, nil
}

// AdjustLoses tells whether Adjust(side, d) would leave side without time now: the flag
// would fall at once (an Ing penalty it would cost is not a loss).
func (c *Clock) AdjustLoses(side Side, d time.Duration) bool {
	if !side.valid() {
		return false
	}
	c.begin()
	defer c.mu.Unlock()
	if c.status == Ended || c.eng.unlimited() {
		return false
	}
	s := c.sides[side] // a copy: nothing changes
	c.eng.addTime(&s, d)
	return s.loss != NoLoss
}

// checkLoss ends the game if a referee action left side without time.
func (c *Clock) checkLoss(now time.Duration, side Side) {
	if l := c.sides[side].loss; l != NoLoss {
		c.status = Ended
		c.record(LogEntry{At: now, Kind: LogTimeLoss, Side: side, Reason: l.String()})
	}
}

// SetCount corrects side's count: periods left (Japanese, IngByoYomi),
// reserved minutes left (Chinese88), moves left in the block (Canadian) or
// penalties taken (IngPenalty; the penalty points follow).
func (c *Clock) SetCount(side Side, n int, reason string) error {
	if !side.valid() {
		return ErrSide
	}
	now := c.begin()
	defer c.mu.Unlock()
	if c.status == Ended {
		return c.endedErr()
	}
	if c.eng.ot == nil {
		return ErrNotApplicable
	}
	if err := c.eng.ot.setCount(&c.sides[side], n); err != nil {
		return err
	}
	c.record(LogEntry{At: now, Kind: LogSetCount, Side: side, N: n, Reason: reason})
	return nil
}

// Penalize fines side points (a referee decision; Ing's overtime penalties
// are recorded automatically). Counting takes them as 罚子, 2 points each.
func (c *Clock) Penalize(side Side, points int, reason string) error {
	if !side.valid() {
		return ErrSide
	}
	now := c.begin()
	defer c.mu.Unlock()
	c.sides[side].penaltyPoints += points
	c.record(LogEntry{At: now, Kind: LogPenalty, Side: side, N: points, Reason: reason})
	return nil
}

// Seal stops the game for a sealed move (封棋, C88 art. 14 and 22). The
// side to move thinks on his own time until he seals; then both clocks stop.
func (c *Clock) Seal(reason string) error {
	now := c.begin()
	defer c.mu.Unlock()
	if c.status == Ended {
		return c.endedErr()
	}
	if c.status != Running {
		return ErrNotRunning
	}
	c.status = Sealed
	c.capturing = false
	c.record(LogEntry{At: now, Kind: LogSeal, Side: c.toMove, D: c.sides[c.toMove].used - c.turnUsed, Reason: reason})
	return nil
}

// Unseal resumes a sealed game: the referee plays the sealed move (or
// rules a forced pass if its point is occupied, art. 22), which completes
// the sealer's turn, and the opponent's clock starts.
func (c *Clock) Unseal(reason string) error {
	now := c.begin()
	defer c.mu.Unlock()
	if c.status != Sealed {
		return ErrNotSealed
	}
	c.status = Running
	c.passTurn(now, LogEntry{Kind: LogUnseal, Reason: reason})
	return nil
}

// Late records that side arrived late by d, before its first move, with the venue's
// allowance of the configuration (LateAllowance); see LateAllowing.
func (c *Clock) Late(side Side, d time.Duration, reason string) (time.Duration, error) {
	return c.LateAllowing(side, d, c.cfg.LateAllowance, reason)
}

// LateAllowing records that side arrived late by d, before its first move. allowance is the
// venue's limit (0: none), which the rule set leaves to the venue except under Ing.
//
//   - Chinese88 (art. 23.1–3): within the allowance the late time is deducted 1:1 from the
//     whole time limit, the reserved minutes included once main time is gone (28 min late on
//     a 30-min limit with 5 reserved leaves 2 reserved minutes); beyond it, forfeit (判负).
//   - Ing (art. 10): up to T/6 late (T the game's own basic time; the venue's allowance does
//     not apply), twice the late time is deducted from the basic time; beyond T/6, forfeit
//     (弃权 → 裁定败).
//   - Other systems: deducted 1:1 from main time; forfeit beyond the allowance if set.
//
// It returns the time deducted. A deduction larger than the time left stops at zero.
func (c *Clock) LateAllowing(side Side, d, allowance time.Duration, reason string) (time.Duration, error) {
	if !side.valid() {
		return 0, ErrSide
	}
	if d < 0 || allowance < 0 {
		return 0, ErrCount
	}
	now := c.begin()
	defer c.mu.Unlock()
	// Both sides may be late beyond the allowance: both forfeit (art. 23.2).
	otherForfeited := c.sides[side.Other()].loss == Forfeit && c.sides[side].loss == NoLoss
	if c.status == Ended && !otherForfeited {
		return 0, c.endedErr()
	}
	s := &c.sides[side]
	if s.moves > 0 {
		return 0, ErrNotApplicable
	}
	deduct := d
	if c.cfg.System == IngPenalty || c.cfg.System == IngByoYomi {
		deduct, allowance = 2*d, c.cfg.Main/6
	}
	if allowance > 0 && d > allowance {
		s.loss = Forfeit
		c.status = Ended
		c.record(LogEntry{At: now, Kind: LogForfeit, Side: side, D: d, Reason: reason})
		return 0, nil
	}
	if c.eng.unlimited() {
		deduct = 0
	} else {
		deduct = c.eng.deductLate(s, deduct)
	}
	c.record(LogEntry{At: now, Kind: LogLate, Side: side, D: deduct, Reason: reason})
	c.checkLoss(now, side)
	return deduct, nil
}

// Revive gives a side whose flag fell d more time and restarts the clock (the referee found
// the flag wrong: a clock error, a missed press). It returns the time applied.
func (c *Clock) Revive(side Side, d time.Duration, reason string) (time.Duration, error) {
	if !side.valid() {
		return 0, ErrSide
	}
	if d <= 0 {
		return 0, ErrCount
	}
	now := c.begin()
	defer c.mu.Unlock()
	s := &c.sides[side]
	if s.loss == NoLoss || s.loss == Forfeit {
		return 0, ErrNotApplicable
	}
	s.loss = NoLoss
	if b, ok := c.eng.ot.(byoYomi); ok && s.periods == 0 {
		s.periods, s.periodUsed = 1, b.length() // the exhausted last period, to be extended
	}
	applied, _ := c.eng.addTime(s, d) // more time: nothing is crossed
	if c.sides[side.Other()].loss == NoLoss {
		c.status = Running
	}
	c.since = now
	c.record(LogEntry{At: now, Kind: LogAddTime, Side: side, D: applied, Reason: reason})
	return applied, nil
}

// Flag puts side's flag down where a record's result says it fell (a game lost on time,
// opened from its record): the rest of side's time is spent and the clock ends. Refused on a
// running clock, an unlimited one, and a side whose flag is down already.
func (c *Clock) Flag(side Side, reason string) error {
	if !side.valid() {
		return ErrSide
	}
	now := c.begin()
	defer c.mu.Unlock()
	s := &c.sides[side]
	if c.status == Running || c.eng.unlimited() || s.loss != NoLoss {
		return ErrNotApplicable
	}
	c.eng.advance(s, c.eng.left(s))
	c.checkLoss(now, side)
	return nil
}
