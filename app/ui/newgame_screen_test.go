package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"goref/rules/clock"
)

// TestNewGameStartStaysInSight (issue 25 item 6): on a 1280×720 laptop the New game form is
// taller than the dialog and scrolls; Start and Cancel are not in what scrolls but at the
// dialog's foot, whole inside the window, and Start still follows the form's checks.
func TestNewGameStartStaysInSight(t *testing.T) {
	u, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(1280, 720))
	u.ShowNewGame()
	win := u.win.Canvas().Size()
	d := fyne.CurrentApp().Driver()
	for _, text := range []string{L("Start"), L("Cancel")} {
		b := shownButton(t, u, text)
		if b == nil {
			t.Fatalf("no %s button", text)
		}
		if inScroll(u, b) {
			t.Errorf("%s scrolls with the form: below the fold on a 720-px screen", text)
		}
		at := d.AbsolutePositionForObject(b)
		if at.Y < 0 || at.Y+b.Size().Height > win.Height || at.X+b.Size().Width > win.Width || b.Size().Height < b.MinSize().Height {
			t.Errorf("%s is at %v, %v in a %v window", text, at, b.Size(), win)
		}
	}
	u.newGame.komi.SetText("abc")
	if startEnabled(t, u) {
		t.Fatal("Start is on with komi abc")
	}
	u.newGame.komi.SetText("6,5")
	if !startEnabled(t, u) {
		t.Fatalf("Start is off with komi 6,5: %v", u.newGame.form.Validate())
	}
}

// inScroll tells whether o is inside a scroll container among the window's dialogs.
func inScroll(u *UI, o fyne.CanvasObject) bool {
	found := false
	for _, ov := range u.win.Canvas().Overlays().List() {
		walkDrawn(ov, func(c fyne.CanvasObject, _, scrolled bool) {
			found = found || c == o && scrolled
		})
	}
	return found
}

// TestNoTimeLimitClosesTheGap (issue 25 item 2): the time numbers a system has not take no
// room: sudden death (one number) is at least one entry's height taller than no time limit
// (none), and byo-yomi (three) taller again by at least one entry; the gap where they were
// closes.
func TestNoTimeLimitClosesTheGap(t *testing.T) {
	u, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(1280, 720))
	u.ShowNewGame()
	f := u.newGame
	height := func(s clock.System) float32 {
		f.time.system.SetSelectedIndex(f.time.index(s))
		return f.form.MinSize().Height
	}
	none, sudden, byo := height(clock.None), height(clock.Absolute), height(clock.Japanese)
	row := f.time.main.MinSize().Height
	if sudden-none < row || byo-sudden < row {
		t.Fatalf("form heights: no time limit %v, sudden death %v, byo-yomi %v; an entry is %v high", none, sudden, byo, row)
	}
	if height(clock.None); !shownText(f.form, L("No time limit.")) {
		t.Fatal("no time limit: the sentence under the choice is not shown")
	}
}

// TestNewGameRemembersTheTime (issue 25 item 2): New game offers the time of the game on
// screen as it offers its players and rules: after a game started with no time limit it offers
// no time limit again (it offered the rule set's 120 minutes), after a byo-yomi game that
// game's numbers. On goref's own first board it offers the rule set's time.
func TestNewGameRemembersTheTime(t *testing.T) {
	u, _ := newTestUI(t)
	u.ShowNewGame()
	f := u.newGame
	if cfg, err := f.time.config(); err != nil || cfg.System != clock.Chinese88 || f.time.main.Text != "120" {
		t.Fatalf("the first New game offers %v (%v), main %q; want the Chinese rules' 120 minutes of 读秒 time", cfg.System, err, f.time.main.Text)
	}
	f.time.system.SetSelectedIndex(f.time.index(clock.None))
	test.Tap(shownButton(t, u, L("Start")))
	if u.Session().Table().Clock() != nil {
		t.Fatal("a game with no time limit started with a clock")
	}
	u.ShowNewGame()
	f = u.newGame
	if cfg, _ := f.time.config(); cfg.System != clock.None || f.time.system.Selected != L("No time limit") {
		t.Fatalf("after a game with no time limit New game offers %q", f.time.system.Selected)
	}
	f.time.system.SetSelectedIndex(f.time.index(clock.Japanese))
	f.time.main.SetText("10")
	f.time.count.SetText("3")
	f.time.secs.SetText("40")
	test.Tap(shownButton(t, u, L("Start")))
	u.ShowNewGame()
	f = u.newGame
	if f.time.system.Selected != L("Byo-yomi") || f.time.main.Text != "10" || f.time.count.Text != "3" || f.time.secs.Text != "40" {
		t.Fatalf("after 10 min + 3 × 40 s byo-yomi New game offers %q %q %q %q", f.time.system.Selected, f.time.main.Text, f.time.count.Text, f.time.secs.Text)
	}
}
