package sound

import (
	"errors"
	"time"
)

// ErrTimeout is returned when the sound device did not become ready in time.
var ErrTimeout = errors.New("sound: device not ready")

// ErrNoBackend is returned by OpenDevice in a build without audio support
// (Linux without cgo: oto needs ALSA through cgo there).
var ErrNoBackend = errors.New("sound: built without an audio backend")

// OpenOrSilent returns the sound device, or Silent and the reason why there
// is none; either way the result can be used at once.
func OpenOrSilent(timeout time.Duration) (Player, error) {
	dev, err := OpenDevice(timeout)
	if err != nil {
		return Silent{}, err
	}
	return dev, nil
}
