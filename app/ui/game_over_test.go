package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// buttonsNamed are the column's buttons labelled label (searched through its containers).
func buttonsNamed(o fyne.CanvasObject, label string) []*widget.Button {
	switch x := o.(type) {
	case *widget.Button:
		if x.Text == label {
			return []*widget.Button{x}
		}
	case *fyne.Container:
		var out []*widget.Button
		for _, c := range x.Objects {
			out = append(out, buttonsNamed(c, label)...)
		}
		return out
	}
	return nil
}

// gameItem is the Game menu's item labelled label.
func gameItem(t *testing.T, u *UI, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range u.win.MainMenu().Items {
		if m.Label != L("Game") {
			continue
		}
		for _, it := range m.Items {
			if it.Label == label {
				return it
			}
		}
	}
	t.Fatalf("no %q in the Game menu", label)
	return nil
}

// offered tells for each label whether the column's button and the Game menu's item are
// enabled, failing when the two disagree.
func offered(t *testing.T, u *UI, label string) bool {
	t.Helper()
	bs := buttonsNamed(u.col.object, label)
	if len(bs) != 1 {
		t.Fatalf("%d %q buttons in the column", len(bs), label)
	}
	on := !bs[0].Disabled()
	if item := !gameItem(t, u, label).Disabled; item != on {
		t.Fatalf("%q: the button enabled %v, the menu item %v", label, on, item)
	}
	return on
}

// After the result there is nothing to pass, take back or resign: Pass, Undo and Resign are
// greyed out in the column and in the Game menu instead of answering each click that the game
// is over; Count and the referee's Take back the result stay. Taking the result back offers
// them again.
func TestPassUndoResignAreOffItAfterTheResult(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 9)
	if offered(t, u, L("Undo")) {
		t.Error("Undo offered before the first move")
	}
	tapAt(u, 2, 2)
	for _, l := range []string{L("Pass"), L("Undo"), L("Resign")} {
		if !offered(t, u, l) {
			t.Errorf("%s not offered during play", l)
		}
	}
	u.Resign()
	u.answer(u.asking.choices[0].label)
	if u.Session().Result() == "" {
		t.Fatal("the resignation was not recorded")
	}
	for _, l := range []string{L("Pass"), L("Undo"), L("Resign")} {
		if offered(t, u, l) {
			t.Errorf("%s still offered after the result %s", l, u.Session().Result())
		}
	}
	if bs := buttonsNamed(u.col.object, L("Count")); len(bs) != 1 || bs[0].Disabled() {
		t.Error("Count is not offered after the result")
	}
	if gameItem(t, u, L("Count")).Disabled {
		t.Error("the Count menu item is off after the result")
	}
	u.ref.RevokeResult()
	if u.asking == nil {
		t.Fatal("Take back the result did not ask")
	}
	u.answer(u.asking.choices[0].label)
	if u.Session().Result() != "" {
		t.Fatalf("the result stands: %s (%s)", u.Session().Result(), u.Status.Text)
	}
	for _, l := range []string{L("Pass"), L("Undo"), L("Resign")} {
		if !offered(t, u, l) {
			t.Errorf("%s not offered again after the result was taken back", l)
		}
	}
}

// Stepping back from the end of a finished game, a move makes a variation: Pass is offered
// there, and Undo once the variation has a move to drop.
func TestAVariationAfterTheEndOffersPassAndUndo(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 9)
	tapAt(u, 2, 2)
	tapAt(u, 6, 6)
	u.Resign()
	u.answer(u.asking.choices[0].label)
	u.nav.Back()
	if !offered(t, u, L("Pass")) || offered(t, u, L("Resign")) {
		t.Fatal("an earlier position of the finished game: Pass should be offered, Resign not")
	}
	tapAt(u, 4, 4)
	if !offered(t, u, L("Undo")) {
		t.Fatal("the variation's move cannot be dropped")
	}
}

// Nobody typed names: the question before a result does not say 「흑: 흑 · 백: 백」 (Black:
// Black · White: White); with names it names them.
func TestNoPlayersLineWithoutNames(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 9)
	tapAt(u, 2, 2)
	u.Resign()
	if u.asking == nil {
		t.Fatal("Resign did not ask")
	}
	if strings.Contains(u.asking.text, L("Black")+": "+L("Black")) || strings.Contains(u.asking.text, "Black: Black") {
		t.Fatalf("the question repeats the colours as names:\n%s", u.asking.text)
	}
	if strings.Contains(u.asking.text, "\n\n") {
		t.Fatalf("an empty line where the players were:\n%s", u.asking.text)
	}
	u.answer("")

	info := u.Session().Info
	info.Black, info.White = "Lee Sedol", ""
	u.StartGame(info)
	u.Resign()
	if !strings.Contains(u.asking.text, "Lee Sedol") || !strings.Contains(u.asking.text, "White: White") {
		t.Fatalf("one name given: %q", u.asking.text)
	}
}
