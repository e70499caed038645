package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"goref/board"
	"goref/rules/clock"
	"goref/rules/table"
)

// dialogButton finds the button labelled text under o.
func dialogButton(o fyne.CanvasObject, text string) *widget.Button {
	switch w := o.(type) {
	case *widget.Button:
		if w.Text == text {
			return w
		}
	case *fyne.Container:
		for _, c := range w.Objects {
			if b := dialogButton(c, text); b != nil {
				return b
			}
		}
	}
	if w, ok := o.(fyne.Widget); ok {
		for _, c := range test.WidgetRenderer(w).Objects() {
			if b := dialogButton(c, text); b != nil {
				return b
			}
		}
	}
	return nil
}

func tapOverlay(t *testing.T, u *UI, text string) {
	t.Helper()
	top := u.win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("no dialog open to tap %q", text)
	}
	b := dialogButton(top, text)
	if b == nil {
		t.Fatalf("no %q in the dialog: %s", text, overlayText(u))
	}
	test.Tap(b)
}

// Game → New from tournament file…: the table still open in the round being played is
// offered (CdFO2020: round 7, table 1, le_Calvé Tanguy 7D – Labouret Florent 5D, by hand);
// Start sets the game up from it; a resignation not yet signed is not entered (it can still be
// taken back); after it is revoked, White resigns and the slip is signed, Referee → Enter result
// asks, naming the result as the round's list marks it (0-1 B+: OpenGotha names White first), the
// round, table and file, and Yes writes RESULT_BLACKWINS into the file
// with the previous one kept.
func TestNewFromTournamentAndEnterResult(t *testing.T) {
	u, _ := newTestUI(t)
	orig, err := os.ReadFile(tournamentSample(t, "CdFO2020.xml"))
	if err != nil {
		t.Fatal(err)
	}
	xml := filepath.Join(t.TempDir(), "CdFO2020.xml")
	os.WriteFile(xml, orig, 0o644)
	u.files = fakeDialogs{path: xml}
	u.tour.ShowNewFromTournament()
	if msg := overlayText(u); !strings.Contains(msg, "Championnat de France Open 2020") {
		t.Fatalf("the form reads %q", msg)
	}
	tapOverlay(t, u, "Start")
	i := u.Session().Info
	if i.Black != "le_Calvé Tanguy" || i.White != "Labouret Florent" || i.BlackRank != "7d" || i.Round != "7" || i.Table != "1" ||
		i.Event != "Championnat de France Open 2020" {
		t.Fatalf("info %+v", i)
	}
	c := u.Session().Table().Clock()
	if c == nil || c.Config().System != clock.Canadian || c.Config().Moves != 15 {
		t.Fatalf("clock %+v", c)
	}
	if gn, _ := u.Session().Root().Get("GN"); gn != "round 7, table 1" {
		t.Errorf("GN %q", gn)
	}
	do := func(f func(t *table.Table) (table.Update, error)) {
		t.Helper()
		if _, err := u.Session().Do(f); err != nil {
			t.Fatal(err)
		}
	}
	// A resignation misheard: until the slip is signed the result can be taken back, so it is
	// not entered; the one that stands, signed, is.
	do(func(t *table.Table) (table.Update, error) { return t.Resign(board.Black) })
	u.tour.EnterTournamentResult()
	if !strings.Contains(u.Status.Text, "not signed") || !strings.Contains(overlayText(u), "not signed") {
		t.Fatalf("an unsigned result: status %q, box %q", u.Status.Text, overlayText(u))
	}
	tapOverlay(t, u, "OK")
	if now, _ := os.ReadFile(xml); string(now) != string(orig) {
		t.Fatal("an unsigned result was written")
	}
	do(func(t *table.Table) (table.Update, error) { return t.Revoke("Black did not resign") })
	do(func(t *table.Table) (table.Update, error) { return t.Resign(board.White) })
	do(func(t *table.Table) (table.Update, error) { return t.Sign() })
	u.tour.EnterTournamentResult()
	msg := overlayText(u)
	if !strings.Contains(msg, "0-1 B+") || !strings.Contains(msg, "round 7, table 1") || !strings.Contains(msg, "CdFO2020.xml") {
		t.Fatalf("the question reads %q", msg)
	}
	if now, _ := os.ReadFile(xml); string(now) != string(orig) {
		t.Fatal("written before the answer")
	}
	tapOverlay(t, u, "Yes")
	now, _ := os.ReadFile(xml)
	want := strings.Replace(string(orig), `result="RESULT_UNKNOWN" roundNumber="7" tableNumber="1" `, `result="RESULT_BLACKWINS" roundNumber="7" tableNumber="1" `, 1)
	if string(now) != want {
		t.Error("the file is not the original with table 1's result")
	}
	if b, _ := filepath.Glob(xml + ".*.bak"); len(b) != 1 {
		t.Errorf("backups %v", b)
	}
	if !strings.Contains(u.Status.Text, "0-1 B+") {
		t.Errorf("status %q", u.Status.Text)
	}
	// Someone entered White's win in the pairing program meanwhile: the file is left as it is
	// and the director is told both results in the list's marks, not OpenGotha's codes.
	other := strings.Replace(want, `result="RESULT_BLACKWINS" roundNumber="7" tableNumber="1" `, `result="RESULT_WHITEWINS" roundNumber="7" tableNumber="1" `, 1)
	os.WriteFile(xml, []byte(other), 0o644)
	u.tour.EnterTournamentResult()
	if !strings.Contains(u.Status.Text, "the file already has 1-0 W+, the record says 0-1 B+") || strings.Contains(u.Status.Text, "RESULT_") {
		t.Errorf("a result the file has otherwise: status %q", u.Status.Text)
	}
	if now, _ := os.ReadFile(xml); string(now) != other {
		t.Error("a result the file has otherwise was replaced")
	}
}
