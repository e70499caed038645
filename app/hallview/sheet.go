package hallview

import (
	"strconv"
	"strings"

	"fyne.io/fyne/v2"

	"goref/app/sheetform"
	"goref/hall"
	"goref/tournament"
)

// Dialogs chooses a file to open (of extension ext) or a name to save under (the app's choosers).
type Dialogs interface {
	OpenExt(w fyne.Window, ext string, done func(path string))
	Save(w fyne.Window, suggested string, done func(path string))
}

// RoundSheet asks for the pairing program's tournament file, then the round, the paper and the
// tables whose slips are signed (the tables the hall has settled, to begin with), and prints
// the director's round sheet (slip.Sheet) where the director chooses.
func (r *Room) RoundSheet() {
	r.files.OpenExt(r.Window, "xml", func(path string) {
		if path == "" {
			return
		}
		f, err := tournament.ReadFile(path)
		if err != nil {
			sheetform.Error(r.Window, r.say, err)
			return
		}
		r.sheetForm(f)
	})
}

// sheetForm is the form of round, paper and signed tables, the signed tables offered being
// those the hall settled in the round; Print asks where to save.
func (r *Room) sheetForm(f *tournament.File) *sheetform.Form {
	settled, playing := r.d.Settled(), f.PlayingRound()
	return sheetform.Show(r.Window, f, sheetform.Options{
		Save:   r.files.Save,
		Say:    r.say,
		Signed: func(round int) string { return signedIn(settled, round, playing) },
	})
}

// signedIn is the tables of round whose result the hall settled: the games set up with that
// round, and those set up with none when it is the round being played (a game of another round
// at the same table is not this round's).
func signedIn(settled []hall.SettledGame, round, playing int) string {
	var tables []string
	for _, g := range settled {
		if g.Round == strconv.Itoa(round) || g.Round == "" && round == playing {
			tables = append(tables, g.Table)
		}
	}
	return strings.Join(tables, ",")
}
