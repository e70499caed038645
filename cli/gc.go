package cli

import (
	"os"
	"runtime/debug"
)

// relaxGC lets the heap grow to 5× the live data before a collection (GOGC=400) unless the
// user set GOGC. gtp and check hold little live data (one game, or one file per core) and
// allocate steadily: at the default a collection runs every few MB, and on two cores the
// collector's start, stop and background sweep cost more than the work (check on 2 cores
// spent twice the CPU of 1 core, and took longer). The price is a few MB of memory.
func relaxGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
}
