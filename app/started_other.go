//go:build !linux

package app

import "time"

// processStart falls back to package initialisation time where the process start time is
// not at hand.
func processStart() time.Time { return time.Now() }
