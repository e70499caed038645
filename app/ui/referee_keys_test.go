package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"

	"goref/board"
	"goref/rules"
	"goref/rules/count"
)

// runShortcut runs the main-menu item bound to the shortcut, as the desktop driver does
// for a key press; it fails when no item has it.
func runShortcut(t *testing.T, u *UI, k fyne.KeyName, mod fyne.KeyModifier) {
	t.Helper()
	want := (&desktop.CustomShortcut{KeyName: k, Modifier: mod}).ShortcutName()
	var find func(items []*fyne.MenuItem) *fyne.MenuItem
	find = func(items []*fyne.MenuItem) *fyne.MenuItem {
		for _, it := range items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == want {
				return it
			}
			if it.ChildMenu != nil {
				if found := find(it.ChildMenu.Items); found != nil {
					return found
				}
			}
		}
		return nil
	}
	for _, m := range u.win.MainMenu().Items {
		if it := find(m.Items); it != nil {
			it.Action()
			return
		}
	}
	t.Fatalf("no menu item has %s", want)
}

// TestIngGameToTheEndByKeyboard is the e2e script's path through the panel: the keys of the
// Referee menu accept for each player, Ctrl+Shift+F opens the fill count, S skips it to
// the end: what the script checks (B+1, both 量斗 at 40; E2EState, in the e2e build, reports
// the same state).
func TestIngGameToTheEndByKeyboard(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "ing", 9)
	playAll(t, u, ingWalls9()...)
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyP})
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyP})
	tb := u.Session().Table()
	if ph, dead := tb.Phase(), tb.Dead(); ph != rules.PhaseHalted || !u.ref.open || len(dead) != 1 || dead[0].GTP(9) != "C2" {
		t.Fatalf("after two passes: phase %s, panel %v, dead %v", ph, u.ref.open, dead)
	}
	cs, ca := fyne.KeyModifierControl|fyne.KeyModifierShift, fyne.KeyModifierControl|fyne.KeyModifierAlt
	if len(tb.Uncertain()) > 0 {
		runShortcut(t, u, fyne.KeyM, cs) // the marks are right (the estimator was unsure)
	}
	runShortcut(t, u, fyne.KeyB, cs)
	if !tb.Accepted(board.Black) || tb.Accepted(board.White) {
		t.Fatalf("Ctrl+Shift+B: accepted B %v W %v", tb.Accepted(board.Black), tb.Accepted(board.White))
	}
	runShortcut(t, u, fyne.KeyW, cs)
	answerByKeyboard(t, u) // the acceptance that completes the agreement asks
	if ph := u.Session().Table().Phase(); ph != rules.PhaseCleared {
		t.Fatalf("both accepted: phase %s", ph)
	}
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyP})
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyP})
	runShortcut(t, u, fyne.KeyB, cs) // the passes counted the game already: nothing to accept
	runShortcut(t, u, fyne.KeyW, cs)
	if u.asking != nil {
		t.Fatal("an acceptance after the end asked")
	}
	if re := u.Session().Table().Result(); re == nil || re.RE() != "B+1" || u.Session().Result() != "B+1" {
		t.Fatalf("counted: %v, record %q", re, u.Session().Result())
	}
	runShortcut(t, u, fyne.KeyF, cs)
	if u.fill == nil {
		t.Fatal("Ctrl+Shift+F opened no fill count")
	}
	var fw fyne.Window
	for _, w := range u.app.Driver().AllWindows() {
		if w.Title() == L("Fill count…") {
			fw = w
		}
	}
	if fw == nil {
		t.Fatal("no fill count window")
	}
	fw.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyS})
	fc := u.fill
	if st := fc.current(); !fc.done() || !fc.f.Proven() || fc.bowls[board.Black].shown() != "40" || fc.bowls[board.White].shown() != "40" ||
		st.Collected.Black != 40 || st.Collected.White != 40 || fc.f.PerSide != 40 {
		t.Fatalf("after S: done %v, proven %v, bowls %s/%s", fc.done(), fc.f.Proven(), fc.bowls[board.Black].shown(), fc.bowls[board.White].shown())
	}
	// the dispute keys reach Dispute: after the result there is nothing to dispute
	runShortcut(t, u, fyne.KeyB, ca)
	if !strings.HasPrefix(u.Status.Text, L("The game is over:")) {
		t.Fatalf("Ctrl+Alt+B: %q", u.Status.Text)
	}
	fw.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
}

// TestPanelLeavesTheBoardItsHeight: in a 1000×780 window (too narrow for the panel's two halves
// beside a board of three quarters of its height) the column with the panel takes no more than
// the panel's least width, the board is the largest square that leaves (or the window's
// height), the toggle hides and shows the panel, and the fill count's status text gets its full
// height when it grows a line.
func TestPanelLeavesTheBoardItsHeight(t *testing.T) {
	u, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(1000, 780))
	startRules(t, u, "ing", 9)
	playAll(t, u, ingWalls9()...)
	playAll(t, u, pass, pass)
	if !u.ref.open {
		t.Fatal("no panel at the halt")
	}
	bs := u.Board.Size()
	if want := min(bs.Height, u.win.Content().Size().Width-panelWidth-theme.Padding()); bs.Width < want {
		t.Fatalf("the panel squeezes the board: %v, want %v wide", bs, want)
	}
	if pw := u.win.Content().Size().Width - bs.Width; pw > panelWidth+40 {
		t.Fatalf("the panel takes %v of %v", pw, u.win.Content().Size().Width)
	}
	u.ref.ToggleReferee()
	if u.ref.open || u.Board.Size().Width <= bs.Width {
		t.Fatal("the toggle did not hide the panel")
	}
	u.ref.ToggleReferee()
	if !u.ref.open {
		t.Fatal("the toggle did not bring the panel back")
	}
	fc := fillAfterAgreement(t, u, count.FillCollect)
	fc.show()
	if h, min := fc.status.Size().Height, fc.status.MinSize().Height; h < min {
		t.Fatalf("the fill status is cut: %v of %v", h, min)
	}
	fc.skip()
	if h, min := fc.status.Size().Height, fc.status.MinSize().Height; h < min {
		t.Fatalf("the final fill status is cut: %v of %v", h, min)
	}
}

// answerByKeyboard answers the open question as the e2e script does: Tab to its first button
// (the answer; Cancel comes last), Space presses it.
func answerByKeyboard(t *testing.T, u *UI) {
	t.Helper()
	if u.asking == nil {
		t.Fatal("no question open")
	}
	c := u.win.Canvas()
	c.FocusNext()
	f := c.Focused()
	if f == nil {
		t.Fatal("Tab focused nothing in the question")
	}
	f.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if u.asking != nil {
		t.Fatalf("Space on %T did not answer the question", f)
	}
}
