package ui

import "testing"

// TestScreenStaysOnOnlyInDemoMode: blanking is inhibited when demo mode starts and allowed
// again when it ends; a normal window never asks.
func TestScreenStaysOnOnlyInDemoMode(t *testing.T) {
	var calls []bool
	orig := keepScreenOn
	keepScreenOn = func(_ *UI, on bool) { calls = append(calls, on) }
	t.Cleanup(func() { keepScreenOn = orig })
	u, _ := newTestUI(t)
	tapAt(u, 3, 3)
	if len(calls) != 0 {
		t.Fatalf("a normal window changed screen blanking: %v", calls)
	}
	u.ToggleDemo()
	u.ToggleDemo()
	if len(calls) != 2 || !calls[0] || calls[1] {
		t.Fatalf("calls %v, want [true false]", calls)
	}
}
