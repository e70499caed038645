package clock

import "time"

// Phase is where a side's clock stands.
type Phase int

const (
	MainTime Phase = iota
	Overtime
	Unlimited // System None: the clock only counts up
	Lost
)

var phaseNames = [...]string{"main", "overtime", "unlimited", "lost"}

func (p Phase) String() string {
	if p < 0 || int(p) >= len(phaseNames) {
		return "phase?"
	}
	return phaseNames[p]
}

// Reading is one side's clock at one instant.
type Reading struct {
	Side    Side
	Phase   Phase
	Running bool // this side's time is being counted now
	Loss    LossKind

	MainLeft time.Duration
	// PeriodsLeft: byo-yomi periods or C88 reserved minutes left, counting
	// the current one; Ing penalty overtime: blocks not yet bought.
	PeriodsLeft int
	// PeriodLeft and PeriodUsed: the current period, minute or block. For
	// byo-yomi systems PeriodUsed counts up within the period (the
	// Japanese display); for C88 it is the referee's stopwatch.
	PeriodLeft time.Duration
	PeriodUsed time.Duration
	MovesLeft  int // Canadian: moves still due in the block

	Penalties     int // Ing overtime penalties taken
	PenaltyPoints int // all points fined, Ing overtime included
	Moves         int // moves completed

	// The ledger. Used + Left == Given + Credited + Adjusted exactly,
	// except for System None, where Left and Given are unlimited.
	Used     time.Duration
	Left     time.Duration // thinking time before a loss if no move is made
	Given    time.Duration
	Credited time.Duration // byo-yomi resets, Fischer bonus, Canadian renewals
	Adjusted time.Duration // referee changes and late deductions
}

// PenaltyStones converts the penalty points to 罚子 for counting (Ing: 2
// points = 1 stone).
func (r Reading) PenaltyStones() float64 { return float64(r.PenaltyPoints) / 2 }

// Display is the time a clock face shows: main time left in main time; in
// overtime the current period's time left, or with countUp the time used
// in it (Japanese style); the time used for System None.
func (r Reading) Display(countUp bool) time.Duration {
	switch r.Phase {
	case Unlimited:
		return r.Used
	case MainTime:
		return r.MainLeft
	case Overtime:
		if countUp {
			return r.PeriodUsed
		}
		return r.PeriodLeft
	}
	return 0
}

// State is the whole clock at one instant.
type State struct {
	At     time.Duration
	Status Status
	ToMove Side
	// Capturing: a C88 capture pause is in progress.
	Capturing bool
	Sides     [2]Reading
}

// State reads the clock now.
func (c *Clock) State() State {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stateAt(c.src.Now())
}

// Reading reads one side's clock now.
func (c *Clock) Reading(side Side) Reading {
	return c.State().Sides[side]
}

func (c *Clock) stateAt(now time.Duration) State {
	st := State{At: now, Status: c.status, ToMove: c.toMove, Capturing: c.capturing}
	for side := Black; side <= White; side++ {
		s := c.sides[side]
		running := side == c.toMove && c.counting()
		if running {
			c.eng.advance(&s, now-c.since)
			if s.loss != NoLoss {
				running = false
				st.Status = Ended
			}
		}
		st.Sides[side] = c.read(side, &s, running)
	}
	return st
}

func (c *Clock) read(side Side, s *sideState, running bool) Reading {
	r := Reading{
		Side: side, Running: running, Loss: s.loss,
		MainLeft: s.main, Penalties: s.penalties, PenaltyPoints: s.penaltyPoints, Moves: s.moves,
		Used: s.used, Left: c.eng.left(s), Given: c.eng.given(), Credited: s.credited, Adjusted: s.adjusted,
	}
	switch {
	case s.loss != NoLoss:
		r.Phase = Lost
	case c.eng.unlimited():
		r.Phase = Unlimited
	case s.overtime:
		r.Phase = Overtime
	}
	switch c.cfg.System {
	case Japanese, IngByoYomi, Chinese88:
		r.PeriodsLeft = s.periods
		length := byoYomi{cfg: c.cfg}.length()
		r.PeriodUsed = s.periodUsed
		r.PeriodLeft = length - s.periodUsed
		if !s.overtime {
			r.PeriodLeft = length
		}
	case Canadian:
		r.PeriodLeft = s.blockLeft
		r.MovesLeft = s.movesLeft
		r.PeriodUsed = c.cfg.Period - s.blockLeft
	case IngPenalty:
		r.PeriodsLeft = IngMaxPenalties - s.penalties
		r.PeriodLeft = s.blockLeft
		if s.overtime {
			r.PeriodUsed = c.cfg.PenaltyBlock() - s.blockLeft
		}
	}
	if s.loss != NoLoss {
		r.PeriodLeft = 0
	}
	return r
}
