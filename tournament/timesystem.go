package tournament

import (
	"fmt"
	"strconv"
	"time"

	"goref/rules/clock"
	"goref/words"
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

// String says the time system in English words: "60 min + byo-yomi 30 s per move", "80 min
// + 15 moves in 5 min (Canadian)".
func (ts TimeSystem) String() string { return ts.Text("en") }

// Text says the time system in the language lang names (words.Normalize), as the round sheet
// prints it: "60 min + byo-yomi 30 s per move", "基本时间 60分钟 + 每手读秒 30秒".
func (ts TimeSystem) Text(lang string) string {
	say := func(key string, fill map[string]string) string { return words.Fill(lang, "timesystem/"+key, fill) }
	dur := func(d time.Duration) string {
		m, s := strconv.Itoa(int(d/time.Minute)), strconv.Itoa(int(d%time.Minute/time.Second))
		switch {
		case d < time.Minute:
			return say("s", map[string]string{"N": s})
		case d%time.Minute == 0:
			return say("min", map[string]string{"N": m})
		}
		return say("min s", map[string]string{"M": m, "S": s})
	}
	basic := say("min", map[string]string{"N": strconv.Itoa(int(ts.Basic / time.Minute))})
	switch ts.Kind {
	case SuddenDeath:
		return say("sudden", map[string]string{"Basic": basic})
	case StdByoYomi:
		return say("byo-yomi", map[string]string{"Basic": basic, "Period": dur(ts.ByoYomi)})
	case CanadianByoYomi:
		return say("canadian", map[string]string{"Basic": basic, "Moves": strconv.Itoa(ts.CanadianMoves), "Period": dur(ts.CanadianTime)})
	case FischerTime:
		return say("fischer", map[string]string{"Basic": basic, "Period": dur(ts.Fischer)})
	}
	return basic + " " + string(ts.Kind)
}
