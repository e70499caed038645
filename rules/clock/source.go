package clock

import (
	"sync"
	"time"
)

// TimeSource supplies the current instant as an offset from an arbitrary,
// fixed origin. It must never go backwards.
type TimeSource interface {
	Now() time.Duration
}

// Monotonic is the production TimeSource. It reads the monotonic clock
// embedded in time.Time, so wall-clock changes do not affect it.
type Monotonic struct {
	origin time.Time
}

// NewMonotonic returns a Monotonic source whose origin is the current instant.
func NewMonotonic() *Monotonic {
	return &Monotonic{origin: time.Now()}
}

// Now returns the time elapsed since the origin.
func (m *Monotonic) Now() time.Duration {
	return time.Since(m.origin)
}

// FakeTime is a manually driven TimeSource for tests and simulations.
// It is safe for concurrent use.
type FakeTime struct {
	mu  sync.Mutex
	now time.Duration
}

// Now returns the current fake instant.
func (f *FakeTime) Now() time.Duration {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.now
}

// Advance moves the fake instant forward by d (d must not be negative).
func (f *FakeTime) Advance(d time.Duration) {
	if d < 0 {
		panic("clock: FakeTime cannot go backwards")
	}
	f.mu.Lock()
	f.now += d
	f.mu.Unlock()
}

// Set moves the fake instant to t, which must not be earlier than Now.
func (f *FakeTime) Set(t time.Duration) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if t < f.now {
		panic("clock: FakeTime cannot go backwards")
	}
	f.now = t
}
