package ui

import (
	"goref/app/escape"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// pressEscape types Escape on canvas c as the desktop driver routes a key: to the focused
// widget, else to the canvas's own handler.
func pressEscape(c fyne.Canvas) {
	ev := &fyne.KeyEvent{Name: fyne.KeyEscape}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
		return
	}
	c.OnTypedKey()(ev)
}

// Escape closes New game as Cancel does, whether or not a widget has the keyboard (a focused
// field took every key, and Escape typed after a name or a choice of rules closed nothing): no
// game starts, the one on the board stays.
func TestEscapeClosesNewGame(t *testing.T) {
	u, _ := newTestUI(t)
	tapAt(u, 3, 3)
	before := u.Session()
	for _, typed := range []string{"", "a name", "the rules", "the time system", "free placement"} {
		u.ShowNewGame()
		f := u.newGame
		switch typed {
		case "a name":
			u.win.Canvas().Focus(f.black)
			test.Type(f.black, "Lee")
		case "the rules":
			u.win.Canvas().Focus(f.rules)
			f.rules.SetSelectedIndex(1)
		case "the time system":
			u.win.Canvas().Focus(f.time.system)
		case "free placement":
			u.win.Canvas().Focus(f.free)
			f.free.SetChecked(true)
		}
		pressEscape(u.win.Canvas())
		if top := u.win.Canvas().Overlays().Top(); top != nil || u.newGame != nil {
			t.Fatalf("typed %v: New game still open after Escape: %q", typed, overlayText(u))
		}
		if u.Session() != before || u.Session().Game().NumMoves() != 1 {
			t.Fatalf("typed %v: Escape started a game", typed)
		}
	}
	// Escape typed in a field with no form around it is the field's (it does nothing there)
	e := escape.NewEntry()
	w := test.NewWindow(e)
	defer w.Close()
	w.Canvas().Focus(e)
	test.Type(e, "x")
	pressEscape(w.Canvas())
	if e.Text != "x" {
		t.Fatalf("the field reads %q", e.Text)
	}
}

// On a question that ends the game Escape is the safe answer, Cancel: the resignation is
// asked and Escape leaves the game going.
func TestEscapeOnTheResignQuestionResignsNobody(t *testing.T) {
	u, _ := newTestUI(t)
	tapAt(u, 3, 3)
	u.Resign()
	if u.asking == nil {
		t.Fatal("no question")
	}
	pressEscape(u.win.Canvas())
	if u.asking != nil || u.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("the question is still open: %q", overlayText(u))
	}
	if u.sess.Ended() {
		t.Fatal("Escape resigned")
	}
}

// Escape closes the tournament file's form and the round sheet's without starting a game or
// saving a sheet.
func TestEscapeClosesTheTournamentForms(t *testing.T) {
	u, _ := newTestUI(t)
	xml := tournamentSample(t, "CdFO2020.xml")
	before := u.Session()
	u.files = fakeDialogs{path: xml}
	u.tour.ShowNewFromTournament()
	if overlayText(u) == "" {
		t.Fatal("no tournament form")
	}
	pressEscape(u.win.Canvas())
	if u.win.Canvas().Overlays().Top() != nil || u.Session() != before {
		t.Fatalf("after Escape: %q, a new session %v", overlayText(u), u.Session() != before)
	}
	var suggested string
	u.files = sheetDialogs{open: xml, save: filepath.Join(t.TempDir(), "sheet.pdf"), suggested: &suggested}
	u.tour.ShowRoundSheet()
	if u.tour.sheet == nil {
		t.Fatal("no round sheet form")
	}
	u.win.Canvas().Focus(u.tour.sheet.Signed) // Escape typed in its field of signed tables
	test.Type(u.tour.sheet.Signed, "1, 2")
	pressEscape(u.win.Canvas())
	if u.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("the round sheet form is still open: %q", overlayText(u))
	}
	if suggested != "" {
		t.Fatalf("Escape printed the sheet (%q)", suggested)
	}
}

// In the result slip's window Escape first answers the question open there (Cancel: nothing
// is replaced), and only then closes the window.
func TestEscapeOnTheSlipsQuestionReplacesNothing(t *testing.T) {
	u, save, dir := slipToSave(t, "5", "9")
	beside := filepath.Join(dir, "slip-r5-t9.sgf")
	const game = "(;GM[1]FF[4]SZ[19]C[another game])"
	os.WriteFile(beside, []byte(game), 0o644)
	slip := u.slipWin
	closed := false
	slip.SetOnClosed(func() { closed = true })
	test.Tap(save)
	if n, _ := slipQuestions(u); n != 1 {
		t.Fatal("no question in the slip's window")
	}
	pressEscape(slip.Canvas())
	if n, msg := slipQuestions(u); n != 0 || closed {
		t.Fatalf("after Escape: %d questions (%q), the window closed %v", n, msg, closed)
	}
	if data, _ := os.ReadFile(beside); string(data) != game {
		t.Fatal("Escape replaced the record beside the slip")
	}
	if _, err := os.Stat(filepath.Join(dir, "slip-r5-t9.pdf")); err == nil {
		t.Fatal("Escape wrote the slip")
	}
	pressEscape(slip.Canvas())
	if !closed {
		t.Fatal("a second Escape did not close the slip's window")
	}
}
