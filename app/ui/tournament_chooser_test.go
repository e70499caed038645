package ui

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"goref/app/escape"
	"goref/app/store"
	"goref/internal/corpus"
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
func (d askedDialogs) SaveUnasked(w fyne.Window, n string, done func(string)) {
	d.Save(w, n, done)
}

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

// In a round whose every table has its result (Tournoi de Juvisy: round 4, the last), no table
// is offered, and Start stays off until one is chosen: it used to close the form and start
// nothing, without a word. Table 1 of round 4 is Lemoine Theo (Black) – Nemo André, by hand
// from the file.
func TestTournamentFormStartsOnlyAChosenTable(t *testing.T) {
	u, _ := newTestUI(t)
	src := tournamentSample(t, "Tournoi de Juvisy.xml")
	u.files = fakeDialogs{path: src}
	before := u.Session().Info
	u.tour.ShowNewFromTournament()
	top := u.win.Canvas().Overlays().Top()
	start := dialogButton(top, L("Start"))
	if start == nil || !start.Disabled() {
		t.Fatalf("Start with no table chosen: %v", start)
	}
	test.Tap(start)
	if u.win.Canvas().Overlays().Top() != top || u.Session().Info.Round != before.Round {
		t.Fatal("a disabled Start closed the form or started a game")
	}
	tables := overlaySelect(top, func(s *widget.Select) bool { return len(s.Options) > 0 && strings.HasPrefix(s.Options[0], "1: ") })
	if tables == nil {
		t.Fatal("no list of the round's tables")
	}
	tables.SetSelected(tables.Options[0])
	if start.Disabled() {
		t.Fatal("Start stays off with a table chosen")
	}
	test.Tap(start)
	if i := u.Session().Info; i.Round != "4" || i.Table != "1" || i.Black != "Lemoine Theo" || i.White != "Nemo André" {
		t.Fatalf("started round %q table %q, %q – %q", i.Round, i.Table, i.Black, i.White)
	}
}

// tournamentSample is the path of one of OpenGotha's sample files in ../shared/tournaments
// (beside the corpus); the test is skipped, or fails under CI, without it.
func tournamentSample(t *testing.T, name string) string {
	t.Helper()
	p := filepath.Join(filepath.Dir(corpus.Root()), "tournaments", name)
	if _, err := os.Stat(p); err != nil {
		corpus.Missing(t, p)
	}
	return p
}

// overlaySelect finds the drop-down under o that match accepts (goref's escape.Select or
// Fyne's own).
func overlaySelect(o fyne.CanvasObject, match func(*widget.Select) bool) *widget.Select {
	return under(o, func(o fyne.CanvasObject) *widget.Select {
		if e, ok := o.(*escape.Select); ok && match(&e.Select) {
			return &e.Select
		}
		if s, ok := o.(*widget.Select); ok && match(s) {
			return s
		}
		return nil
	})
}

// under is the first object below o (o too, depth first) for which is answers (not nil).
func under[T any](o fyne.CanvasObject, is func(fyne.CanvasObject) *T) *T {
	if x := is(o); x != nil {
		return x
	}
	var kids []fyne.CanvasObject
	if c, ok := o.(*fyne.Container); ok {
		kids = c.Objects
	} else if w, ok := o.(fyne.Widget); ok {
		kids = test.WidgetRenderer(w).Objects()
	}
	for _, k := range kids {
		if x := under(k, is); x != nil {
			return x
		}
	}
	return nil
}

// The round's tables are listed Black first, so each result says its winner: table 1 of round 4
// of Tournoi de Juvisy is RESULT_BLACKWINS (Lemoine Theo, Black), which the list showed as a
// bare "0-1", OpenGotha's white-first order, after Black's name.
func TestTournamentTablesSayTheirWinner(t *testing.T) {
	u, _ := newTestUI(t)
	src := tournamentSample(t, "Tournoi de Juvisy.xml")
	u.files = fakeDialogs{path: src}
	u.tour.ShowNewFromTournament()
	tables := overlaySelect(u.win.Canvas().Overlays().Top(), func(s *widget.Select) bool { return len(s.Options) > 0 && strings.HasPrefix(s.Options[0], "1: ") })
	if tables == nil {
		t.Fatal("no list of the round's tables")
	}
	if got, want := tables.Options[0], "1: Lemoine Theo 1D – Nemo André 2K  0-1 B+"; got != want {
		t.Fatalf("table 1 is listed %q, want %q", got, want)
	}
}

// overlayForm finds the form under o.
func overlayForm(o fyne.CanvasObject) *widget.Form {
	return under(o, func(o fyne.CanvasObject) *widget.Form { f, _ := o.(*widget.Form); return f })
}

// The director reads the tournament form in Korean: the round's row is 라운드 (its own line,
// with 대국대 the next), not 「라운드 / 대국대」 above a second 대국대; and a round whose tables
// all have their result asks for a table in Korean, not with Fyne's English "(Select one)".
func TestTournamentFormInKorean(t *testing.T) {
	u, _ := newTestUI(t)
	u.SetLanguage("ko")
	u.files = fakeDialogs{path: tournamentSample(t, "Tournoi de Juvisy.xml")}
	u.tour.ShowNewFromTournament()
	top := u.win.Canvas().Overlays().Top()
	f := overlayForm(top)
	if f == nil || len(f.Items) < 3 {
		t.Fatal("no tournament form")
	}
	if f.Items[1].Text != "라운드" || f.Items[2].Text != "대국대" {
		t.Errorf("the rows read %q, %q; want 라운드, 대국대", f.Items[1].Text, f.Items[2].Text)
	}
	tables := overlaySelect(top, func(s *widget.Select) bool { return len(s.Options) > 0 && strings.HasPrefix(s.Options[0], "1: ") })
	if tables == nil || tables.Selected != "" {
		t.Fatal("round 4 of Juvisy: no table list, or a table with its result chosen")
	}
	if tables.PlaceHolder != "(대국대를 고르세요)" {
		t.Errorf("the empty table list says %q", tables.PlaceHolder)
	}
}

// A tournament file's error box is titled in the user's language: Fyne titles its error
// dialog "Error" through its own translations, which have no Korean; the catalogue has it.
func TestTournamentErrorBoxInKorean(t *testing.T) {
	u, _ := newTestUI(t)
	u.SetLanguage("ko")
	u.tour.tournamentError(errors.New("x"))
	got := texts(u.win.Canvas().Overlays().Top())
	if !slices.Contains(got, "오류") || slices.Contains(got, "Error") {
		t.Fatalf("the error box reads %q", got)
	}
}
