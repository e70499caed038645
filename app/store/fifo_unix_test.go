//go:build unix

package store

import (
	"syscall"
	"testing"
)

// mkfifo makes a FIFO at path (a plain open of it for reading waits for a writer for ever).
func mkfifo(t *testing.T, path string) {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
}
