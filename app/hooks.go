package app

import (
	"encoding/json"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"goref/app/session"
	"goref/app/ui"
	"goref/board"
	"goref/rules"
)

// started is the process start (see processStart), so "first frame" includes loading the
// binary and initialising Fyne's packages, as a stopwatch started with the command would.
var started = processStart()

// hooksStop ends the hooks' writers when the app stops (closed by Run's OnStopped).
var hooksStop = make(chan struct{})

// testHooks serve measurement and the end-to-end test:
//
//	GOREF_TIMING=1            prints "goref: first frame N ms" on stderr
//	GOREF_E2E_GEOMETRY=FILE   writes the window-pixel position of every intersection
//	                          ({"D4": [x, y], …}) after the first frame and every 0.5 s
//	GOREF_E2E_GAME="PRESET N" starts a new untimed N×N game under the rules preset
//	                          (e.g. "ing 9"), the way New game does; after Start
//	GOREF_E2E_CLOCK="S OT"    starts a new game timed with S seconds of main time and
//	                          the OT notation of rules/clock (e.g. "3 5x2 byo-yomi");
//	                          called after Start, so it replaces a record named on the
//	                          command line; after GOREF_E2E_GAME, whose rules and size it
//	                          keeps (an Ing game into penalty overtime: "ing 9" and
//	                          "12 3x2 penalty (Ing)")
//	GOREF_MEMPROFILE=FILE     writes a heap profile (go tool pprof) 3 s after the first frame
//	GOREF_E2E_STATE=FILE      writes ui.E2EState (phase, result, marks, panel, the fill
//	                          count's 量斗) as JSON with the geometry, every 0.5 s
func testHooks(u *ui.UI, w fyne.Window) {
	if spec := os.Getenv("GOREF_E2E_GAME"); spec != "" {
		if err := startRulesGame(u, spec); err != nil {
			fmt.Fprintln(os.Stderr, "goref: GOREF_E2E_GAME:", err)
		}
	}
	if spec := os.Getenv("GOREF_E2E_CLOCK"); spec != "" {
		if err := startTimedGame(u, spec); err != nil {
			fmt.Fprintln(os.Stderr, "goref: GOREF_E2E_CLOCK:", err)
		}
	}
	timing := os.Getenv("GOREF_TIMING") != ""
	geom, state := os.Getenv("GOREF_E2E_GEOMETRY"), os.Getenv("GOREF_E2E_STATE")
	memprof := os.Getenv("GOREF_MEMPROFILE")
	if !timing && geom == "" && state == "" && memprof == "" {
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
		if geom != "" || state != "" {
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
					fyne.Do(func() {
						if geom != "" {
							writeGeometry(u, w, geom)
						}
						if state != "" {
							data, _ := json.Marshal(u.E2EState())
							writeFile(state, data)
						}
					})
					time.Sleep(500 * time.Millisecond)
				}
			}()
		}
	}
}

func startTimedGame(u *ui.UI, spec string) error {
	secs, ot, _ := strings.Cut(spec, " ")
	n, err := strconv.Atoi(secs)
	if err != nil || n <= 0 {
		return fmt.Errorf("%q: want seconds of main time, then the OT notation", spec)
	}
	info := u.Session().Info
	info.MainTime, info.TimeSystem = time.Duration(n)*time.Second, ot
	u.StartGame(info)
	return nil
}

func writeGeometry(u *ui.UI, w fyne.Window, path string) {
	scale := w.Canvas().Scale()
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(u.Board)
	v := u.Board.View()
	out := map[string][2]int{}
	for y := 0; y < v.H; y++ {
		for x := 0; x < v.W; x++ {
			p := board.Vertex{X: x, Y: y}
			q := u.Board.PointOf(p)
			out[p.GTP(v.H)] = [2]int{int((origin.X + q.X) * scale), int((origin.Y + q.Y) * scale)}
		}
	}
	data, _ := json.Marshal(out)
	writeFile(path, data)
}

// writeFile replaces path atomically, so the script never reads half a file.
func writeFile(path string, data []byte) {
	tmp := path + ".tmp"
	if os.WriteFile(tmp, data, 0o644) == nil {
		os.Rename(tmp, path)
	}
}

// startRulesGame starts the new game GOREF_E2E_GAME asks for: "PRESET N".
func startRulesGame(u *ui.UI, spec string) error {
	name, size, _ := strings.Cut(spec, " ")
	n, err := strconv.Atoi(strings.TrimSpace(size))
	if err != nil || n < 2 || n > 25 {
		return fmt.Errorf("%q: want a rules preset and a board size, e.g. \"ing 9\"", spec)
	}
	r, err := rules.Preset(name)
	if err != nil {
		return err
	}
	info := session.DefaultInfo()
	info.Rules, info.Komi = r, r.Komi
	info.Width, info.Height = n, n
	info.TimeSystem, info.MainTime = "", 0
	u.StartGame(info)
	return nil
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
