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

// openNonblock: a FIFO is opened without waiting for a writer (a plain open waits for ever);
// reads of a regular file never block, so the flag changes nothing else.
const openNonblock = syscall.O_NONBLOCK
