package ui

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"goref/board"
	"goref/rules/table"
)

// sheetDialogs opens the tournament file and saves where it was told, keeping what it was
// asked to save.
type sheetDialogs struct {
	open, save string
	suggested  *string
}

func (d sheetDialogs) Open(_ fyne.Window, done func(string))              { done(d.open) }
func (d sheetDialogs) OpenExt(_ fyne.Window, _ string, done func(string)) { done(d.open) }
func (d sheetDialogs) Save(_ fyne.Window, name string, done func(string)) {
	*d.suggested = name
	done(d.save)
}
func (d sheetDialogs) SaveUnasked(w fyne.Window, name string, done func(string)) {
	d.Save(w, name, done)
}

// menuAction is the action of the item labelled label in the main menu's menu named menu.
func menuAction(t *testing.T, u *UI, menu, label string) func() {
	t.Helper()
	for _, m := range u.menu().Items {
		if m.Label != menu {
			continue
		}
		for _, it := range m.Items {
			if it.Label == label {
				return it.Action
			}
		}
	}
	t.Fatalf("no %s → %s", menu, label)
	return nil
}

// Game → Round sheet…: the director prints the round sheet from the table's app. The round
// being played is offered (CdFO2020: round 7, where table 1 has no result yet, by hand from the
// file); once this table's game (round 7, table 1) has ended and its slip is signed, the form
// offers table 1 as signed; Print… saves the PDF through the app's save dialog under the
// event's and round's name, and the sheet says table 1 signed, table 2 not.
func TestRoundSheetFromTheGameMenu(t *testing.T) {
	u, _ := newTestUI(t)
	xml := tournamentSample(t, "CdFO2020.xml")
	out := filepath.Join(t.TempDir(), "sheet.pdf")
	var suggested string
	u.files = sheetDialogs{open: xml, save: out, suggested: &suggested}
	sheet := menuAction(t, u, L("Game"), L("Round sheet…"))
	sheet()
	if msg := overlayText(u); !strings.Contains(msg, "Championnat de France Open 2020") || !strings.Contains(msg, L("Round sheet")) {
		t.Fatalf("the form reads %q", msg)
	}
	sf := u.tour.sheet
	if sf == nil || sf.Round.Selected != "7" || sf.Signed.Text != "" {
		t.Fatalf("the form offers %+v", sf)
	}
	u.win.Canvas().Overlays().Top().Hide()

	u.tour.ShowNewFromTournament()
	tapOverlay(t, u, "Start")
	for _, f := range []func(t *table.Table) (table.Update, error){
		func(t *table.Table) (table.Update, error) { return t.Resign(board.White) },
		func(t *table.Table) (table.Update, error) { return t.Sign() },
	} {
		if _, err := u.Session().Do(f); err != nil {
			t.Fatal(err)
		}
	}
	sheet()
	sf = u.tour.sheet
	if sf.Round.Selected != "7" || sf.Signed.Text != "1" {
		t.Fatalf("after the signed slip of table 1 the form offers round %q, signed %q", sf.Round.Selected, sf.Signed.Text)
	}
	sf.Round.SetSelected("6")
	if sf.Signed.Text != "" {
		t.Fatalf("round 6 offers %q signed: this table's game is round 7's", sf.Signed.Text)
	}
	sf.Round.SetSelected("7")
	tapOverlay(t, u, L("Print…"))
	if suggested != "Championnat de France Open 2020 round 7 sheet.pdf" {
		t.Fatalf("the save dialog suggested %q", suggested)
	}
	if !strings.Contains(u.Status.Text, "sheet.pdf") {
		t.Fatalf("status %q", u.Status.Text)
	}
	if _, err := exec.LookPath("pdftotext"); err != nil {
		t.Skip("pdftotext is not installed (poppler-utils): the sheet's text is not read")
	}
	text, err := exec.Command("pdftotext", "-layout", out, "-").Output()
	if err != nil {
		t.Fatal(err)
	}
	signed := map[string]string{}
	for _, line := range strings.Split(string(text), "\n") {
		if f := strings.Fields(line); len(f) > 2 && (f[len(f)-1] == "yes" || f[len(f)-1] == "no") {
			signed[f[0]] = f[len(f)-1]
		}
	}
	if signed["1"] != "yes" || signed["2"] != "no" {
		t.Fatalf("signed column %v, want table 1 yes, 2 no:\n%s", signed, text)
	}
}
