//go:build unix

package goban

import "syscall"

// cpuTime is the processor time the process has used so far (user and system, every thread),
// in nanoseconds: on a machine shared with other work it measures the cost of drawing, where the
// wall clock also counts the waiting.
func cpuTime() int64 {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return u.Utime.Nano() + u.Stime.Nano()
}
