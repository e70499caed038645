package clock

import (
	"errors"
	"sync"
	"time"
)

// Status is the state of the clock as a whole.
type Status int

const (
	NotStarted Status = iota
	Running
	Paused
	Sealed
	Ended
)

var statusNames = [...]string{"not-started", "running", "paused", "sealed", "ended"}

func (s Status) String() string {
	if s < 0 || int(s) >= len(statusNames) {
		return "status?"
	}
	return statusNames[s]
}

// Errors returned by clock operations.
var (
	ErrNotStarted    = errors.New("clock: not started")
	ErrStarted       = errors.New("clock: already started")
	ErrEnded         = errors.New("clock: game over")
	ErrTimeLost      = errors.New("clock: the flag has fallen")
	ErrNotYourTurn   = errors.New("clock: not this side's turn")
	ErrNotRunning    = errors.New("clock: not running")
	ErrNotPaused     = errors.New("clock: not paused")
	ErrSealed        = errors.New("clock: a move is sealed")
	ErrNotSealed     = errors.New("clock: no sealed move")
	ErrNotApplicable = errors.New("clock: not applicable to this time system or phase")
	ErrCount         = errors.New("clock: count out of range")
	ErrSide          = errors.New("clock: invalid side")
)

// Clock is a two-sided game clock. All methods are safe for concurrent use.
//
// Only the side to move has a running clock. Its stored state is valid at
// instant since; the state at any later instant t is the stored state
// advanced by t − since, which is why nothing needs a ticker.
type Clock struct {
	mu        sync.Mutex
	cfg       Config
	eng       engine
	src       TimeSource
	status    Status
	sides     [2]sideState
	toMove    Side
	since     time.Duration
	turnUsed  time.Duration // sides[toMove].used when the current turn began
	capturing bool
	past      []Announcement // announcements of finished stretches
	log       []LogEntry
	lastMove  moveEnd // the last move ended (Press, Unseal), as MoveTime writes it
}

// moveEnd is what was left of a byo-yomi period, of C88's reserved minute or of a Canadian
// block, as a side's move ended, before the period started afresh; it holds while the log ends
// with that move.
type moveEnd struct {
	side Side
	log  int // len(log) once the move was logged
	left time.Duration
	// blockDone: the move was the last its Canadian block asked for, and the block renewed.
	blockDone bool
}

// New returns a stopped clock for cfg, reading time from src.
func New(cfg Config, src TimeSource) (*Clock, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.System == Chinese88 {
		cfg.Period = 0
	}
	c := &Clock{cfg: cfg, eng: newEngine(cfg), src: src}
	c.sides[Black] = c.eng.initial()
	c.sides[White] = c.eng.initial()
	return c, nil
}

// Config returns the configuration the clock was made with.
func (c *Clock) Config() Config { return c.cfg }

// counting reports whether the side to move is being charged right now.
func (c *Clock) counting() bool {
	return c.status == Running && !c.capturing && c.sides[c.toMove].loss == NoLoss
}

// settle folds the running stretch up to now into the stored state and
// records what happened in it. The caller holds c.mu.
func (c *Clock) settle(now time.Duration) {
	if !c.counting() {
		c.since = now
		return
	}
	for _, a := range c.upcoming() {
		if a.At > now {
			break
		}
		c.past = append(c.past, a)
		switch a.Kind {
		case Penalty:
			c.record(LogEntry{At: a.At, Kind: LogPenalty, Side: a.Side, N: a.N, D: a.D, Reason: "Ing overtime"})
		case TimeUp:
			c.record(LogEntry{At: a.At, Kind: LogTimeLoss, Side: a.Side, Reason: a.Loss.String()})
		}
	}
	s := &c.sides[c.toMove]
	c.eng.advance(s, now-c.since)
	c.since = now
	if s.loss != NoLoss {
		c.status = Ended
	}
}

// begin is the common prologue of every event: it takes the lock and
// settles the clock at the current instant.
func (c *Clock) begin() time.Duration {
	c.mu.Lock()
	now := c.src.Now()
	c.settle(now)
	return now
}

// endedErr explains why an ended clock refuses an event.
func (c *Clock) endedErr() error {
	if c.sides[Black].loss != NoLoss || c.sides[White].loss != NoLoss {
		return ErrTimeLost
	}
	return ErrEnded
}

// Start starts the clock of the side that moves first.
func (c *Clock) Start(first Side) error {
	if !first.valid() {
		return ErrSide
	}
	now := c.begin()
	defer c.mu.Unlock()
	switch c.status {
	case NotStarted:
	case Ended:
		return c.endedErr()
	default:
		return ErrStarted
	}
	c.status = Running
	c.toMove = first
	c.since = now
	c.turnUsed = c.sides[first].used
	c.record(LogEntry{At: now, Kind: LogStart, Side: first})
	return nil
}

// Press ends the turn of side, which must be the side to move, and starts
// the opponent's clock. A press while paused switches the turn but leaves
// the clock paused; a press ends a capture pause.
func (c *Clock) Press(side Side) error {
	if !side.valid() {
		return ErrSide
	}
	now := c.begin()
	defer c.mu.Unlock()
	switch c.status {
	case NotStarted:
		return ErrNotStarted
	case Ended:
		return c.endedErr()
	case Sealed:
		return ErrSealed
	}
	if side != c.toMove {
		return ErrNotYourTurn
	}
	c.passTurn(now, LogEntry{Kind: LogPress})
	return nil
}

// passTurn completes the move of the side to move and gives the turn to
// the opponent. The caller holds c.mu and has settled.
func (c *Clock) passTurn(now time.Duration, entry LogEntry) {
	s := &c.sides[c.toMove]
	entry.At, entry.Side, entry.D = now, c.toMove, s.used-c.turnUsed
	left := c.eng.segmentLeft(s)
	blockDone := c.cfg.System == Canadian && s.overtime && s.movesLeft == 1
	c.eng.finishMove(s)
	c.record(entry)
	c.lastMove = moveEnd{side: c.toMove, log: len(c.log), left: left, blockDone: blockDone}
	c.capturing = false
	c.toMove = c.toMove.Other()
	c.since = now
	c.turnUsed = c.sides[c.toMove].used
}

// Pause stops both clocks (referee action; C88 art. 14 breaks).
func (c *Clock) Pause(reason string) error {
	now := c.begin()
	defer c.mu.Unlock()
	if c.status == Ended {
		return c.endedErr()
	}
	if c.status != Running {
		return ErrNotRunning
	}
	c.status = Paused
	c.record(LogEntry{At: now, Kind: LogPause, Side: NoSide, Reason: reason})
	return nil
}

// Resume restarts the clock of the side to move after Pause.
func (c *Clock) Resume(reason string) error {
	now := c.begin()
	defer c.mu.Unlock()
	if c.status != Paused {
		return ErrNotPaused
	}
	c.status = Running
	c.since = now
	c.record(LogEntry{At: now, Kind: LogResume, Side: NoSide, Reason: reason})
	return nil
}

// BeginCapture stops the count while the side to move removes captured
// stones. C88 art. 23.4: during 读秒 the removal is not counted (in main
// time it is, and the player must finish before pressing), so this applies
// only to Chinese88 in overtime.
func (c *Clock) BeginCapture() error {
	now := c.begin()
	defer c.mu.Unlock()
	if c.status != Running || c.capturing {
		return ErrNotRunning
	}
	if c.cfg.System != Chinese88 || !c.sides[c.toMove].overtime {
		return ErrNotApplicable
	}
	c.capturing = true
	c.record(LogEntry{At: now, Kind: LogCaptureStart, Side: c.toMove})
	return nil
}

// EndCapture resumes the count after BeginCapture.
func (c *Clock) EndCapture() error {
	now := c.begin()
	defer c.mu.Unlock()
	if !c.capturing {
		return ErrNotApplicable
	}
	c.capturing = false
	c.since = now
	c.record(LogEntry{At: now, Kind: LogCaptureEnd, Side: c.toMove})
	return nil
}

// End stops the clock for a reason other than time (resignation, counting).
func (c *Clock) End(reason string) error {
	now := c.begin()
	defer c.mu.Unlock()
	if c.status == Ended {
		return c.endedErr()
	}
	c.status = Ended
	c.record(LogEntry{At: now, Kind: LogEnd, Side: NoSide, Reason: reason})
	return nil
}
