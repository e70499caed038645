package clock_test

import (
	"testing"

	"goref/rules"
	"goref/rules/clock"
)

// Every preset's default time system must be one the clock reads.
func TestPresetTimingParses(t *testing.T) {
	for _, name := range rules.PresetNames() {
		r, _ := rules.Preset(name)
		if r.Timing == "" {
			continue
		}
		cfg, err := clock.ParseOT(r.TimingMain, r.Timing)
		if err != nil {
			t.Fatalf("%s: %q: %v", name, r.Timing, err)
		}
		if cfg.Main != r.TimingMain {
			t.Fatalf("%s: main time %v, want %v", name, cfg.Main, r.TimingMain)
		}
	}
}
