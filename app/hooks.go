package app

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"goref/app/ui"
	"goref/board"
)

// started is close to the process start: package initialisation runs before main.
var started = time.Now()

// testHooks serve measurement and the end-to-end test:
//
//	GOREF_TIMING=1            prints "goref: first frame N ms" on stderr
//	GOREF_E2E_GEOMETRY=FILE   writes the window-pixel position of every intersection
//	                          ({"D4": [x, y], …}) after the first frame and every 0.5 s
//	GOREF_E2E_CLOCK="S OT"    starts a new game timed with S seconds of main time and
//	                          the OT notation of rules/clock (e.g. "3 5x2 byo-yomi");
//	                          called after Start, so it replaces a record named on the
//	                          command line
func testHooks(u *ui.UI, w fyne.Window) {
	if spec := os.Getenv("GOREF_E2E_CLOCK"); spec != "" {
		if err := startTimedGame(u, spec); err != nil {
			fmt.Fprintln(os.Stderr, "goref: GOREF_E2E_CLOCK:", err)
		}
	}
	timing := os.Getenv("GOREF_TIMING") != ""
	geom := os.Getenv("GOREF_E2E_GEOMETRY")
	if !timing && geom == "" {
		return
	}
	u.Board.OnFirstDraw = func() {
		if timing {
			fmt.Fprintf(os.Stderr, "goref: first frame %d ms\n", time.Since(started).Milliseconds())
		}
		if geom != "" {
			// Rewritten every half second: the board moves when clocks appear (a recovered
			// timed game) or the window changes.
			go func() {
				time.Sleep(300 * time.Millisecond) // let the layout settle
				for {
					fyne.Do(func() { writeGeometry(u, w, geom) })
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
	tmp := path + ".tmp"
	if os.WriteFile(tmp, data, 0o644) == nil {
		os.Rename(tmp, path)
	}
}
