package clock

import (
	"errors"
	"fmt"
	"time"

	"goref/words"
)

// System is a time system.
type System int

const (
	None       System = iota // no limit; the clock only counts time used
	Absolute                 // sudden death
	Japanese                 // main time + Periods periods of Period each
	Chinese88                // C88 读秒: the last Periods minutes of Main are reserved
	IngPenalty               // Ing 罚点延时: −2 points and +Main/6, at most three times
	IngByoYomi               // Ing 读秒延时: at most 10 periods of at most 60 s
	Canadian                 // after main time, Moves moves in every Period
	Fischer                  // Increment added after every move, optionally capped
)

var systemNames = [...]string{"none", "absolute", "japanese", "chinese88", "ing-penalty", "ing-byoyomi", "canadian", "fischer"}

func (s System) String() string {
	if s < 0 || int(s) >= len(systemNames) {
		return fmt.Sprintf("System(%d)", int(s))
	}
	return systemNames[s]
}

// Rule constants from the texts.
const (
	C88Minute          = time.Minute   // C88 counts the reserve in whole minutes
	IngMaxBase         = 4 * time.Hour // Ing art. 9: 基时 at most four hours
	IngMaxPenalties    = 3             // Ing art. 9: 罚点以三次为限
	IngPointsPerBlock  = 2             // Ing art. 9: 每罚二点
	IngMaxPeriods      = 10            // Ing art. 9: 秒限次数最多十次
	IngMaxPeriodLength = time.Minute   // Ing art. 9: 每一秒限最多六十秒
)

// Config describes the time system of one game; both players get the same.
type Config struct {
	System System

	// Main is the main (basic) time. For Chinese88 it is the whole time
	// limit T of art. 12, reserve included: main time proper is
	// Main − Periods minutes. For IngPenalty it is the basic time T.
	Main time.Duration

	// Periods is the number of byo-yomi periods (Japanese, IngByoYomi) or
	// of reserved minutes (Chinese88: 5 national, 1 grassroots).
	Periods int

	// Period is the length of a byo-yomi period (Japanese, IngByoYomi) or
	// of a Canadian block. Chinese88 ignores it (always one minute).
	Period time.Duration

	// Moves is the number of moves per Canadian block.
	Moves int

	// Increment and Cap are Fischer's bonus per move and the optional
	// ceiling on the clock after the bonus (0 = none).
	Increment time.Duration
	Cap       time.Duration

	// LateAllowance is the venue's allowance for late arrival under
	// Chinese88 (art. 23.1); 0 means the venue set none. Ing derives its
	// allowance from Main (T/6) and ignores this field.
	LateAllowance time.Duration
}

// PenaltyBlock returns the overtime bought by one Ing penalty: T/6.
func (c Config) PenaltyBlock() time.Duration { return c.Main / 6 }

// ErrConfig is wrapped by every configuration error.
var ErrConfig = errors.New("clock: invalid configuration")

// ConfigError is what is wrong with a configuration: Problem in English with Go's verbs, Args
// its values. Problem is also the key under which a translation of it is looked up (the app
// says it in the UI's language; Error says it in English).
type ConfigError struct {
	Problem string
	Args    []any
}

func (e *ConfigError) Error() string {
	return ErrConfig.Error() + ": " + words.Counted(fmt.Sprintf(e.Problem, e.Args...))
}

func (e *ConfigError) Unwrap() error { return ErrConfig }

func configErr(problem string, args ...any) error { return &ConfigError{Problem: problem, Args: args} }

// MaxTime and MaxCount bound a clock's configuration: longer than any game is played, and far
// from where a duration overflows.
const (
	MaxTime  = 1000 * time.Hour
	MaxCount = 10000
)

// Validate reports whether the configuration is usable and within the
// limits of the rule text it names.
func (c Config) Validate() error {
	if c.Main < 0 || c.Period < 0 || c.Periods < 0 || c.Moves < 0 || c.Increment < 0 || c.Cap < 0 || c.LateAllowance < 0 {
		return configErr("negative value")
	}
	for _, d := range []time.Duration{c.Main, c.Period, c.Increment, c.Cap, c.LateAllowance} {
		if d > MaxTime {
			return configErr("%v is longer than a clock runs (at most %v)", d, MaxTime)
		}
	}
	if c.Periods > MaxCount || c.Moves > MaxCount {
		return configErr("%d periods or moves: at most %d", max(c.Periods, c.Moves), MaxCount)
	}
	if c.Periods > 0 && c.Period > (MaxTime-c.Main)/time.Duration(c.Periods) {
		return configErr("main time and %d {period|periods} of %v are longer than a clock runs (at most %v)", c.Periods, c.Period, MaxTime)
	}
	switch c.System {
	case None:
		return nil
	case Absolute:
		if c.Main <= 0 {
			return configErr("absolute time needs main time")
		}
	case Japanese:
		if c.Periods < 1 || c.Period <= 0 {
			return configErr("byo-yomi needs at least one period of positive length")
		}
	case Chinese88:
		if c.Periods < 1 {
			return configErr("读秒 needs at least one reserved minute")
		}
		if c.Main < time.Duration(c.Periods)*C88Minute {
			return configErr("the reserved minutes must lie inside the time limit")
		}
	case IngPenalty:
		if c.Main <= 0 || c.Main > IngMaxBase {
			return configErr("Ing basic time must be in (0, 4h]")
		}
	case IngByoYomi:
		if c.Main > IngMaxBase {
			return configErr("Ing basic time must be at most 4h")
		}
		if c.Periods < 1 || c.Periods > IngMaxPeriods || c.Period <= 0 || c.Period > IngMaxPeriodLength {
			return configErr("Ing byo-yomi allows 1–10 periods of at most 60 s")
		}
	case Canadian:
		if c.Moves < 1 || c.Period <= 0 {
			return configErr("Canadian overtime needs moves and a period")
		}
	case Fischer:
		if c.Main <= 0 || c.Increment <= 0 {
			return configErr("Fischer needs main time and an increment")
		}
	default:
		return configErr("unknown system %d", int(c.System))
	}
	return nil
}
