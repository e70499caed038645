package ui

import (
	"time"

	"goref/rules"
	"goref/rules/clock"
)

// presetTiming is a rule set's default time system: the OT notation of rules/clock and a
// main time (an hour when the preset names none).
func presetTiming(r rules.Ruleset) (ot string, main time.Duration) {
	main = r.TimingMain
	if main == 0 {
		main = time.Hour
	}
	if _, err := clock.ParseOT(main, r.Timing); err != nil {
		return "", main
	}
	return r.Timing, main
}
