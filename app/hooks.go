package app

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"time"

	"fyne.io/fyne/v2"

	"goref/app/ui"
)

// started is the process start (see processStart), so "first frame" includes loading the
// binary and initialising Fyne's packages, as a stopwatch started with the command would.
var started = processStart()

// hooksStop ends the hooks' writers when the app stops (closed by Run's OnStopped).
var hooksStop = make(chan struct{})

// testHooks serve measurement:
//
//	GOREF_TIMING=1            prints "goref: first frame N ms" on stderr
//	GOREF_MEMPROFILE=FILE     writes a heap profile (go tool pprof) 3 s after the first frame
//
// and, in a binary built with the e2e tag only (app/e2e/run.sh builds one), the end-to-end
// test's hooks (hooks_e2e.go): the release binary has none of them.
func testHooks(u *ui.UI, w fyne.Window) {
	e2eStart(u)
	timing := os.Getenv("GOREF_TIMING") != ""
	memprof := os.Getenv("GOREF_MEMPROFILE")
	write := e2eWriter(u, w)
	if !timing && memprof == "" && write == nil {
		return
	}
	u.Board.OnFirstDraw = func() {
		if timing {
			fmt.Fprintf(os.Stderr, "goref: first frame %d ms\n", time.Since(started).Milliseconds())
		}
		if memprof != "" {
			go func() {
				time.Sleep(3 * time.Second)
				writeMemProfile(memprof)
			}()
		}
		if write != nil {
			// Rewritten every half second: the board moves when clocks appear (a recovered
			// timed game) or the window changes.
			go func() {
				time.Sleep(300 * time.Millisecond) // let the layout settle
				for {
					select {
					case <-hooksStop:
						return
					default:
					}
					fyne.Do(write)
					time.Sleep(500 * time.Millisecond)
				}
			}()
		}
	}
}

// writeMemProfile writes a heap profile of what is live (after a collection) to path.
func writeMemProfile(path string) {
	runtime.GC()
	f, err := os.Create(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "goref: GOREF_MEMPROFILE:", err)
		return
	}
	defer f.Close()
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		fmt.Fprintln(os.Stderr, "goref: GOREF_MEMPROFILE:", err)
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	fmt.Fprintf(os.Stderr, "goref: heap live %d KiB, heap sys %d KiB, released %d KiB, stacks %d KiB, other sys %d KiB\n",
		m.HeapAlloc>>10, m.HeapSys>>10, m.HeapReleased>>10, m.StackSys>>10, (m.Sys-m.HeapSys-m.StackSys)>>10)
}
