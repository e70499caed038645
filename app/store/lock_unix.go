//go:build unix

package store

import (
	"errors"
	"os"
	"syscall"
)

// tryLock takes an exclusive lock on the file at path (created when missing) without
// waiting. held is true when another process has it. The kernel lets go of the lock when the
// process ends however it ends (kill -9 too), so a crashed goref never leaves a stale one.
func tryLock(path string) (f *os.File, held bool, err error) {
	f, err = os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, false, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, true, nil
		}
		return nil, false, err
	}
	return f, false, nil
}

// openRegular opens path for reading if it is a regular file. It never waits: a FIFO is
// opened without blocking (a plain open waits for a writer, for ever) and then refused like a
// device or a socket.
func openRegular(path string) (*os.File, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	if err := checkRegular(f, path); err != nil {
		f.Close()
		return nil, err
	}
	// Reads of a regular file never block; the flag is only for the open.
	return f, nil
}
