//go:build linux

package app

import (
	"testing"
	"time"
)

// The first-frame timer starts at the process start, a fixed instant: asked twice 50 ms
// apart, processStart names the same moment (to the 10 ms of the kernel's clock ticks), in
// the past, no later than package initialisation.
func TestProcessStartIsAFixedInstantBeforeInit(t *testing.T) {
	a := processStart()
	time.Sleep(50 * time.Millisecond)
	b := processStart()
	if d := b.Sub(a); d < -15*time.Millisecond || d > 15*time.Millisecond {
		t.Fatalf("two readings %v apart: not the process start", d)
	}
	if age := time.Since(a); age < 50*time.Millisecond || age > time.Minute {
		t.Fatalf("process started %v ago", age)
	}
	if started.Sub(a) > 15*time.Millisecond {
		t.Fatalf("started %v after the process start", started.Sub(a))
	}
}
