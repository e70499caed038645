package tournament

import (
	"fmt"
	"strconv"
	"time"

	"goref/rules/clock"
)

// Kind is OpenGotha's complementary time system.
type Kind string

// The complementary time systems of OpenGotha's GeneralParameterSet.
const (
	SuddenDeath     Kind = "SUDDENDEATH"
	StdByoYomi      Kind = "STDBYOYOMI"
	CanadianByoYomi Kind = "CANBYOYOMI"
	FischerTime     Kind = "FISCHER"
)

// TimeSystem is the tournament's time system: basic time (basicTime, minutes) and the
// complementary system with its numbers.
type TimeSystem struct {
	Kind          Kind
	Basic         time.Duration
	ByoYomi       time.Duration // stdByoYomiTime: the time for each move after the basic time
	CanadianMoves int           // nbMovesCanTime
	CanadianTime  time.Duration // canByoYomiTime: for those moves
	Fischer       time.Duration // fischerTime: added after every move
}

func timeSystemOf(a map[string]string) (TimeSystem, error) {
	ts := TimeSystem{Kind: Kind(a["complementaryTimeSystem"])}
	if ts.Kind == "" {
		ts.Kind = CanadianByoYomi // the DTD's default
	}
	num := func(name string, def int) (int, error) {
		v, ok := a[name]
		if !ok || v == "" {
			return def, nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return 0, fmt.Errorf("%s %q is not a number", name, v)
		}
		return n, nil
	}
	// The defaults are the DTD's.
	basic, err := num("basicTime", 60)
	if err != nil {
		return ts, err
	}
	byo, err := num("stdByoYomiTime", 30)
	if err != nil {
		return ts, err
	}
	moves, err := num("nbMovesCanTime", 15)
	if err != nil {
		return ts, err
	}
	can, err := num("canByoYomiTime", 300)
	if err != nil {
		return ts, err
	}
	fis, err := num("fischerTime", 5)
	if err != nil {
		return ts, err
	}
	ts.Basic = time.Duration(basic) * time.Minute
	ts.ByoYomi = time.Duration(byo) * time.Second
	ts.CanadianMoves = moves
	ts.CanadianTime = time.Duration(can) * time.Second
	ts.Fischer = time.Duration(fis) * time.Second
	switch ts.Kind {
	case SuddenDeath, StdByoYomi, CanadianByoYomi, FischerTime:
	default:
		return ts, fmt.Errorf("complementaryTimeSystem %q is not one of OpenGotha's (SUDDENDEATH, STDBYOYOMI, CANBYOYOMI, FISCHER)", ts.Kind)
	}
	return ts, nil
}

// Clock is the time system as the table's clock runs it. OpenGotha's standard byo-yomi gives
// each move after the basic time stdByoYomiTime: one period that starts again with every
// move (the EGF's adjusted time counts it so).
func (ts TimeSystem) Clock() (clock.Config, error) {
	var c clock.Config
	switch ts.Kind {
	case SuddenDeath:
		c = clock.Config{System: clock.Absolute, Main: ts.Basic}
	case StdByoYomi:
		c = clock.Config{System: clock.Japanese, Main: ts.Basic, Periods: 1, Period: ts.ByoYomi}
	case CanadianByoYomi:
		c = clock.Config{System: clock.Canadian, Main: ts.Basic, Moves: ts.CanadianMoves, Period: ts.CanadianTime}
	case FischerTime:
		c = clock.Config{System: clock.Fischer, Main: ts.Basic, Increment: ts.Fischer}
	default:
		return c, fmt.Errorf("time system %q", ts.Kind)
	}
	if err := c.Validate(); err != nil {
		return c, fmt.Errorf("the tournament's time system: %v", err)
	}
	return c, nil
}

// String says the time system in words: "60 min + byo-yomi 30 s", "80 min + 15 moves in 5 min".
func (ts TimeSystem) String() string {
	base := fmt.Sprintf("%d min", int(ts.Basic/time.Minute))
	switch ts.Kind {
	case SuddenDeath:
		return base + " sudden death"
	case StdByoYomi:
		return fmt.Sprintf("%s + byo-yomi %s per move", base, words(ts.ByoYomi))
	case CanadianByoYomi:
		return fmt.Sprintf("%s + %d moves in %s (Canadian)", base, ts.CanadianMoves, words(ts.CanadianTime))
	case FischerTime:
		return fmt.Sprintf("%s + %s per move (Fischer)", base, words(ts.Fischer))
	}
	return base + " " + string(ts.Kind)
}

// words is a duration as "30 s", "5 min", "1 min 30 s".
func words(d time.Duration) string {
	m, s := int(d/time.Minute), int(d%time.Minute/time.Second)
	switch {
	case m == 0:
		return fmt.Sprintf("%d s", s)
	case s == 0:
		return fmt.Sprintf("%d min", m)
	}
	return fmt.Sprintf("%d min %d s", m, s)
}
