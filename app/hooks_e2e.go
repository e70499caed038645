//go:build e2e

package app

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"

	"goref/app/session"
	"goref/app/ui"
	"goref/board"
	"goref/rules"
	"goref/rules/table"
)

// The end-to-end test's hooks, in a binary built with the e2e tag (app/e2e/run.sh):
//
//	GOREF_E2E_GEOMETRY=FILE   writes the window-pixel position of every intersection
//	                          ({"D4": [x, y], …}) after the first frame and every 0.5 s
//	GOREF_E2E_GAME="PRESET N" starts a new untimed N×N game under the rules preset
//	                          (e.g. "ing 9"), the way New game does; after Start
//	GOREF_E2E_CLOCK="S OT"    starts a new game timed with S seconds of main time and
//	                          the OT notation of rules/clock (e.g. "3 5x2 byo-yomi"), and
//	                          its clock, as a tap on a face would;
//	                          called after Start, so it replaces a record named on the
//	                          command line; after GOREF_E2E_GAME, whose rules and size it
//	                          keeps (an Ing game into penalty overtime: "ing 9" and
//	                          "12 3x2 penalty (Ing)")
//	GOREF_E2E_STATE=FILE      writes ui.E2EState (phase, result, marks, panel, the fill
//	                          count's 量斗) as JSON with the geometry, every 0.5 s

// e2eStart starts the game the hooks ask for.
func e2eStart(u *ui.UI) {
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
}

// e2eWriter writes the geometry and the state files the hooks ask for; nil for none.
func e2eWriter(u *ui.UI, w fyne.Window) func() {
	geom, state := os.Getenv("GOREF_E2E_GEOMETRY"), os.Getenv("GOREF_E2E_STATE")
	if geom == "" && state == "" {
		return nil
	}
	return func() {
		if geom != "" {
			writeGeometry(u, w, geom)
		}
		if state != "" {
			data, _ := json.Marshal(u.E2EState())
			writeFile(state, data)
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
	// The game is ready until a tap: the hook taps, so the clock runs from the start.
	_, err = u.Session().Do(func(t *table.Table) (table.Update, error) { return t.Start() })
	return err
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
