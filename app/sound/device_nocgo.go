//go:build linux && !cgo

package sound

import "time"

// Device is unavailable in this build; OpenDevice always fails.
type Device struct{}

// OpenDevice reports that this build cannot play sound.
func OpenDevice(time.Duration) (*Device, error) { return nil, ErrNoBackend }

// Play always fails.
func (*Device) Play([]byte) error { return ErrNoBackend }
