//go:build linux

package app

import (
	"os"
	"strconv"
	"strings"
	"time"

	"golang.org/x/sys/unix"
)

// processStart is when the kernel started this process: the start time in /proc/self/stat
// (clock ticks since boot, USER_HZ = 100 on Linux, so within 10 ms) set against the boot
// clock now. The loader and the package initialisation of Fyne and its fonts come after it.
// If it cannot be read, package initialisation time serves.
func processStart() time.Time {
	now := time.Now()
	data, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return now
	}
	// The command name (field 2) may hold spaces: fields are counted after its ')'.
	s := string(data)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	const startField = 22 - 3 // starttime is field 22; the fields after ')' start at field 3
	if len(f) <= startField {
		return now
	}
	ticks, err := strconv.ParseInt(f[startField], 10, 64)
	if err != nil {
		return now
	}
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_BOOTTIME, &ts); err != nil {
		return now
	}
	age := time.Duration(ts.Nano()) - time.Duration(ticks)*(time.Second/100)
	if age < 0 || age > time.Minute {
		return now
	}
	return now.Add(-age)
}
