package clock

import "time"

// overtimeRules is what a system with an overtime phase must provide. The
// main phase is common to all systems and handled by engine.
type overtimeRules interface {
	init(s *sideState)
	// segmentLeft is the thinking time until the next overtime boundary.
	segmentLeft(s *sideState) time.Duration
	consume(s *sideState, d time.Duration)
	// enter and cross apply the boundary transitions and return what is
	// announced at that instant.
	enter(s *sideState) []Announcement
	cross(s *sideState) []Announcement
	// calls lists announcements strictly inside the current segment,
	// with offsets from the state's instant.
	calls(s *sideState) []call
	finishMove(s *sideState)
	left(s *sideState) time.Duration
	given() time.Duration
	// addTime applies a referee addition (or removal, d < 0) to the
	// current overtime segment and returns the amount actually applied.
	addTime(s *sideState, d time.Duration) time.Duration
	setCount(s *sideState, n int) error
}

// call is an announcement at an offset from some reference instant.
type call struct {
	off time.Duration
	a   Announcement
}

// engine applies a Config to side states. It holds no mutable state.
type engine struct {
	cfg Config
	ot  overtimeRules // nil: the main time is all there is
}

// mainTimeWarnings are the main-time thresholds announced as MainTimeLeft.
var mainTimeWarnings = []time.Duration{5 * time.Minute, time.Minute}

// countdownSeconds is how many seconds are counted down before a time loss
// in systems that have no referee call schedule of their own.
const countdownSeconds = 10

func newEngine(cfg Config) engine {
	e := engine{cfg: cfg}
	switch cfg.System {
	case Japanese, IngByoYomi, Chinese88:
		e.ot = byoYomi{cfg: cfg}
	case Canadian:
		e.ot = canadian{cfg: cfg}
	case IngPenalty:
		e.ot = ingPenalty{cfg: cfg}
	}
	return e
}

func (e engine) unlimited() bool { return e.cfg.System == None }

func (e engine) initial() sideState {
	s := sideState{main: e.cfg.Main}
	if e.cfg.System == Chinese88 {
		s.main = e.cfg.Main - time.Duration(e.cfg.Periods)*C88Minute
	}
	if e.ot != nil {
		e.ot.init(&s)
		if s.main == 0 {
			e.ot.enter(&s)
		}
	}
	return s
}

func (e engine) given() time.Duration {
	switch {
	case e.unlimited():
		return unlimited
	case e.cfg.System == Chinese88:
		return e.cfg.Main
	case e.ot != nil:
		return e.cfg.Main + e.ot.given()
	}
	return e.cfg.Main
}

// left is the thinking time the side may still use before losing,
// assuming it makes no further move.
func (e engine) left(s *sideState) time.Duration {
	switch {
	case e.unlimited():
		return unlimited
	case e.ot != nil:
		return s.main + e.ot.left(s)
	}
	return s.main
}

func (e engine) segmentLeft(s *sideState) time.Duration {
	switch {
	case e.unlimited():
		return unlimited
	case !s.overtime:
		return s.main
	}
	return e.ot.segmentLeft(s)
}

func (e engine) consume(s *sideState, d time.Duration) {
	s.used += d
	switch {
	case e.unlimited():
	case !s.overtime:
		s.main -= d
	default:
		e.ot.consume(s, d)
	}
}

func (e engine) cross(s *sideState) []Announcement {
	if !s.overtime {
		if e.ot == nil {
			s.loss = TimeLoss
			return []Announcement{{Kind: TimeUp, Loss: TimeLoss}}
		}
		return e.ot.enter(s)
	}
	return e.ot.cross(s)
}

// advance charges d of thinking time to s, crossing every boundary on the
// way. It stops counting at a loss. Because it is a pure function of the
// state and d, advance(advance(s, a), b) == advance(s, a+b).
func (e engine) advance(s *sideState, d time.Duration) {
	for s.loss == NoLoss {
		b := e.segmentLeft(s)
		if d < b {
			e.consume(s, d)
			return
		}
		e.consume(s, b)
		d -= b
		e.cross(s)
	}
}

func (e engine) finishMove(s *sideState) {
	s.moves++
	switch {
	case e.cfg.System == Fischer:
		inc := e.cfg.Increment
		if e.cfg.Cap > 0 && s.main+inc > e.cfg.Cap {
			inc = max(0, e.cfg.Cap-s.main)
		}
		s.main += inc
		s.credited += inc
	case e.ot != nil && s.overtime:
		e.ot.finishMove(s)
	}
}

// addTime applies a referee addition or removal and returns what was
// actually applied (removals stop at zero) and what the boundaries a removal
// reached announce as they are crossed.
func (e engine) addTime(s *sideState, d time.Duration) (time.Duration, []Announcement) {
	var applied time.Duration
	if s.overtime {
		applied = e.ot.addTime(s, d)
	} else {
		applied = max(d, -s.main)
		s.main += applied
	}
	s.adjusted += applied
	var calls []Announcement
	for s.loss == NoLoss && !e.unlimited() && e.segmentLeft(s) <= 0 { // a removal may land exactly on a boundary
		calls = append(calls, e.cross(s)...)
	}
	return applied, calls
}

// deductLate takes a late arrival's d off the side's time before its first move and returns
// what was taken: main time first; C88 goes on into the reserved minutes (art. 23.3 deducts
// from the whole time limit), the others stop at zero main time.
func (e engine) deductLate(s *sideState, d time.Duration) time.Duration {
	fromMain := max(0, min(d, s.main))
	s.main -= fromMain
	taken := fromMain
	if b, ok := e.ot.(byoYomi); ok && e.cfg.System == Chinese88 && d > fromMain {
		if !s.overtime {
			e.advance(s, 0) // enter the reserved minutes
		}
		rest := min(d-fromMain, b.left(s))
		left := b.left(s) - rest
		if left <= 0 { // the last period, used up: advance crosses it into the loss
			s.periods, s.periodUsed = 1, C88Minute
		} else {
			n := (left + C88Minute - 1) / C88Minute
			s.periods, s.periodUsed = int(n), n*C88Minute-left
		}
		taken += rest
	}
	s.adjusted -= taken
	e.advance(s, 0)
	return taken
}

// maxScheduledSegments bounds the look-ahead of schedule.
const maxScheduledSegments = 1000

// schedule lists every announcement s will make if the side keeps
// thinking, with offsets from the state's instant, in order.
func (e engine) schedule(s sideState) []call {
	var out []call
	var off time.Duration
	for i := 0; s.loss == NoLoss && i < maxScheduledSegments; i++ {
		b := e.segmentLeft(&s)
		if b == unlimited {
			break
		}
		for _, c := range e.segmentCalls(&s) {
			c.off += off
			out = append(out, c)
		}
		off += b
		e.consume(&s, b)
		for _, a := range e.cross(&s) {
			out = append(out, call{off: off, a: a})
		}
	}
	return out
}

func (e engine) segmentCalls(s *sideState) []call {
	if s.overtime {
		return e.ot.calls(s)
	}
	var out []call
	if !e.warnsInMainTime() {
		return nil
	}
	for _, w := range mainTimeWarnings {
		if w < s.main {
			out = append(out, call{off: s.main - w, a: Announcement{Kind: MainTimeLeft, D: w}})
		}
	}
	if e.ot == nil {
		out = append(out, countdown(s.main)...)
	}
	return out
}

// warnsInMainTime tells whether the end of main time costs the game or points, so the
// minutes left are called in main time. Byo-yomi systems make no such call: C88 Art. 12 says
// 「还剩×分钟」 only when a reserved minute is deducted, and a player told "one minute left"
// in main time may blunder.
func (e engine) warnsInMainTime() bool {
	switch e.cfg.System {
	case Absolute, Fischer, IngPenalty:
		return true
	}
	return false
}

// countdown announces the last seconds before a segment of length left ends.
func countdown(left time.Duration) []call {
	var out []call
	for n := countdownSeconds; n >= 1; n-- {
		at := time.Duration(n) * time.Second
		if at < left {
			out = append(out, call{off: left - at, a: Announcement{Kind: SecondsLeft, N: n}})
		}
	}
	return out
}
