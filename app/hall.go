package app

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"goref/app/hallview"
	"goref/app/i18n"
	"goref/app/ui"
	"goref/assets"
	"goref/cli"
	"goref/hall"
	"goref/internal/dbusenv"
	"goref/rules/table"
)

// RunHall opens the director's room view (`goref hall director`) and runs until it closes.
func RunHall(d *hall.Director, info cli.HallInfo) int {
	dbusenv.NoAutolaunch()
	a := fyneapp.NewWithID(ID + ".hall")
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.WindowIcon))
	// The room, the table windows and the projector speak the language the director chose in
	// the room's Language menu (kept in the director's data directory), else the system's.
	langFile := filepath.Join(info.Dir, "language")
	var chosen []byte
	if info.Dir != "" {
		chosen, _ = os.ReadFile(langFile)
	}
	i18n.Init(strings.TrimSpace(string(chosen)))
	a.Settings().SetTheme(ui.NewTheme())
	exe, _ := os.Executable()
	files := &helperDialogs{helper: findHelper(exe), fallback: fyneDialogs{}}
	r := hallview.NewRoom(a, d, hallview.Info{Event: info.Event, Secret: info.Secret, Broker: info.Broker, Relay: info.Relay, Files: files,
		Chose: func(code string) {
			if info.Dir != "" {
				_ = os.WriteFile(langFile, []byte(code+"\n"), 0o600)
			}
		}})
	r.Window.SetMaster()
	r.Window.Show()
	r.Run()
	a.Run()
	files.stop()
	return 0
}

// openStation connects the table to its event (`goref --hall CREDENTIALS.json`, written by
// `goref hall join`): every table event goes to the hall, the director's notes to the status
// line.
func openStation(u *ui.UI, w fyne.Window, path string) (*tableStation, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var c hall.Credentials
	if err := json.Unmarshal(data, &c); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	st, err := hall.OpenStation(context.Background(), c, hall.Broker{}, func(n hall.Note) {
		fyne.Do(func() { u.HallNote(n) })
	})
	if err != nil {
		return nil, err
	}
	st.OnFailed(func(err error) { fyne.Do(func() { u.HallFailed(err) }) })
	st.OnRefused(func(r *hall.Refusal) { fyne.Do(func() { u.HallRefused(r) }) })
	u.SetTableObserver(func(t *table.Table, upd table.Update) { st.Observe(t, upd) })
	ts := &tableStation{st: st}
	leave := leaveHall(w, st.Leave, leaveWait)
	u.SetLeave(func(quit func()) {
		ts.asked.Store(true)
		leave(quit)
	})
	return ts, nil
}

// tableStation is the table's station and whether quitting already waited for the director.
type tableStation struct {
	st    *hall.Station
	asked atomic.Bool
}

// leaveWait is how long quitting waits for the director's acknowledgement of the table's game.
const leaveWait = 5 * time.Second

// leaveHall is what quitting does first at a table of a hall: it waits, at most wait and saying
// so, until the director acknowledges everything the table sent, then quits; without the
// acknowledgement it says the game is not confirmed yet and goes to the director at the next
// start (the autosave keeps it), and quits once that is read. Nothing blocks the quit for
// good: quitting again meanwhile quits at once (ui.SetLeave).
func leaveHall(w fyne.Window, leave func(context.Context) bool, wait time.Duration) func(quit func()) {
	return func(quit func()) {
		title := lang.L("Leaving the hall")
		waiting := dialog.NewCustomWithoutButtons(title, container.NewVBox(
			widget.NewLabel(lang.L("Waiting for the director to confirm this table's last moves (at most {{.S}} s)…",
				map[string]any{"S": int(wait / time.Second)})),
			widget.NewProgressBarInfinite()), w)
		waiting.Show()
		go func() {
			ctx, cancel := context.WithTimeout(context.Background(), wait)
			confirmed := leave(ctx)
			cancel()
			fyne.Do(func() {
				waiting.Hide()
				if confirmed {
					quit()
					return
				}
				info := dialog.NewInformation(title, lang.L("Not yet confirmed by the director: the game is kept on this computer, and it is sent when goref next starts."), w)
				info.SetOnClosed(quit)
				info.Show()
			})
		}()
	}
}

// close leaves the hall as goref ends. Without the window's Quit (a signal) it waits a short
// time for the director's acknowledgement, said on stderr when it does not come.
func (ts *tableStation) close() {
	if !ts.asked.Load() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		if !ts.st.Leave(ctx) {
			fmt.Fprintln(os.Stderr, "goref: hall: "+lang.L("Not yet confirmed by the director: the game is kept on this computer, and it is sent when goref next starts."))
		}
		cancel()
	}
	ts.st.Close()
}
