package app

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"

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
	i18n.Init("") // the room, the table windows and the projector speak the system's language
	a.Settings().SetTheme(ui.NewTheme())
	exe, _ := os.Executable()
	files := &helperDialogs{helper: findHelper(exe), fallback: fyneDialogs{}}
	r := hallview.NewRoom(a, d, hallview.Info{Event: info.Event, Secret: info.Secret, Broker: info.Broker, Relay: info.Relay, Files: files})
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
func openStation(u *ui.UI, path string) (*hall.Station, error) {
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
	u.SetTableObserver(func(t *table.Table, upd table.Update) { st.Observe(t, upd) })
	return st, nil
}
