// Package sound speaks the clock's announcements and plays the stone click.
//
// Speaker turns clock.Announcement values into sequences of clips from an
// fs.FS (normally goref/assets/voice) and hands the joined PCM to a Player.
// The oto backend (OpenDevice) never blocks the caller and reports a
// missing sound device as an error; Silent is the fallback, so the app keeps
// working without sound.
package sound
