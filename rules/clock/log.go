package clock

import (
	"fmt"
	"time"
)

// LogKind is the kind of a clock log entry.
type LogKind int

const (
	LogStart LogKind = iota
	LogPress
	LogPause
	LogResume
	LogCaptureStart
	LogCaptureEnd
	LogAddTime  // D applied (negative: removed)
	LogSetCount // N is the corrected period / minute / move / penalty count
	LogPenalty  // N points fined by the referee or by Ing overtime
	LogSeal     // the side to move sealed; its time stopped
	LogUnseal   // the sealed move was played; the opponent's clock runs
	LogLate     // D deducted for late arrival
	LogForfeit  // late beyond the allowance
	LogTimeLoss // the flag fell; At is the exact instant
	LogEnd      // game over for another reason
)

var logNames = [...]string{
	"start", "press", "pause", "resume", "capture-start", "capture-end", "add-time",
	"set-count", "penalty", "seal", "unseal", "late", "forfeit", "time-loss", "end",
}

func (k LogKind) String() string {
	if k < 0 || int(k) >= len(logNames) {
		return fmt.Sprintf("LogKind(%d)", int(k))
	}
	return logNames[k]
}

// LogEntry records one event on the clock.
type LogEntry struct {
	At     time.Duration // instant of the TimeSource
	Kind   LogKind
	Side   Side // NoSide when both clocks are concerned
	D      time.Duration
	N      int
	Reason string
}

func (e LogEntry) String() string {
	s := fmt.Sprintf("%v %v %v", e.At, e.Kind, e.Side)
	if e.D != 0 {
		s += fmt.Sprintf(" %v", e.D)
	}
	if e.N != 0 {
		s += fmt.Sprintf(" n=%d", e.N)
	}
	if e.Reason != "" {
		s += " — " + e.Reason
	}
	return s
}

// Log returns a copy of the log, including a flag fall or Ing penalty
// that happened since the last event.
func (c *Clock) Log() []LogEntry {
	c.begin() // folding is exact, so settling here changes no reading
	defer c.mu.Unlock()
	return append([]LogEntry(nil), c.log...)
}

func (c *Clock) record(e LogEntry) { c.log = append(c.log, e) }
