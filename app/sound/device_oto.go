//go:build !linux || cgo

package sound

import (
	"bytes"
	"fmt"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"
)

// Device plays PCM on the sound card through oto.
type Device struct {
	ctx     *oto.Context
	mu      sync.Mutex
	playing []*oto.Player
}

// oto supports one context per process, so the device is opened once and
// the outcome, good or bad, is shared.
var device struct {
	once sync.Once
	done chan struct{}
	dev  *Device
	err  error
}

// OpenDevice opens the default sound device in Format, waiting at most
// timeout. With no device (or a broken one) it returns an error rather than
// a player that never plays; use Silent then. It never blocks longer than
// timeout, and a later call may succeed if the device was merely slow.
func OpenDevice(timeout time.Duration) (*Device, error) {
	device.once.Do(func() {
		device.done = make(chan struct{})
		go func() {
			defer close(device.done)
			ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
				SampleRate:   SampleRate,
				ChannelCount: Channels,
				Format:       oto.FormatSignedInt16LE,
			})
			if err != nil {
				device.err = fmt.Errorf("sound: %w", err)
				return
			}
			<-ready
			// ALSA reports a failed open only here (e.g. no /dev/snd).
			if err := ctx.Err(); err != nil {
				device.err = fmt.Errorf("sound: %w", err)
				return
			}
			device.dev = &Device{ctx: ctx}
		}()
	})
	select {
	case <-device.done:
		return device.dev, device.err
	case <-time.After(timeout):
		return nil, ErrTimeout
	}
}

// Play starts playing pcm and returns at once.
func (d *Device) Play(pcm []byte) error {
	if err := d.ctx.Err(); err != nil {
		return fmt.Errorf("sound: %w", err)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	still := d.playing[:0]
	for _, p := range d.playing {
		if p.IsPlaying() {
			still = append(still, p)
		} else {
			p.Close()
		}
	}
	p := d.ctx.NewPlayer(bytes.NewReader(pcm))
	p.Play()
	d.playing = append(still, p)
	return nil
}
