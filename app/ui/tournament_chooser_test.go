package ui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"goref/app/store"
)

// askedDialogs records which kind of file each chooser was opened for ("sgf", "xml") and
// answers as a cancel.
type askedDialogs struct{ asked *[]string }

func (d askedDialogs) Open(_ fyne.Window, done func(string)) {
	*d.asked = append(*d.asked, "sgf")
	done("")
}

func (d askedDialogs) OpenExt(_ fyne.Window, ext string, done func(string)) {
	*d.asked = append(*d.asked, ext)
	done("")
}

func (d askedDialogs) Save(_ fyne.Window, _ string, done func(string)) { done("") }

// The tournament file is chosen among the pairing program's XML files: New from tournament
// file… and Round sheet… opened the record chooser, which lists SGF files only, so the
// director saw no tournament file to choose.
func TestTournamentFileIsChosenAmongXMLFiles(t *testing.T) {
	a := test.NewTempApp(t)
	st, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var asked []string
	u := New(a, a.NewWindow("goref"), st, askedDialogs{&asked})
	u.manualTicks = true
	u.tour.ShowNewFromTournament()
	u.tour.ShowRoundSheet()
	if want := []string{"xml", "xml"}; !slices.Equal(asked, want) {
		t.Fatalf("the choosers were opened for %q, want %q", asked, want)
	}
}
