package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"goref/app/escape"
)

// tapOption clicks the option labelled label of a radio group, as a person does: the option
// takes the keyboard.
func tapOption(t *testing.T, g *escape.RadioGroup, label string) {
	t.Helper()
	for _, o := range test.WidgetRenderer(g).Objects() {
		if w, ok := o.(fyne.Widget); ok {
			for _, l := range texts(w) {
				if l == label {
					test.Tap(w.(fyne.Tappable))
					return
				}
			}
		}
	}
	t.Fatalf("no option %q", label)
}

// Escape closes a form as Cancel does with a radio option clicked last (it has the keyboard:
// Fyne's radio took Escape and did nothing): New game's Tournament starts nothing, a referee's
// warning with White chosen records nothing.
func TestEscapeClosesAFormWithARadioChosen(t *testing.T) {
	u, _ := newTestUI(t)
	tapAt(u, 3, 3)
	before := u.Session()
	u.ShowNewGame()
	tapOption(t, u.newGame.mode, L("Tournament"))
	if u.newGame.mode.Selected != L("Tournament") || u.win.Canvas().Focused() == nil {
		t.Fatalf("the click chose %q, focused %v", u.newGame.mode.Selected, u.win.Canvas().Focused())
	}
	pressEscape(u.win.Canvas())
	if u.win.Canvas().Overlays().Top() != nil || u.newGame != nil || u.Session() != before {
		t.Fatalf("New game still open after Escape, or a game started: %q", overlayText(u))
	}

	u.ref.askAction(refereeItems()[0]) // Warning…
	var who *escape.RadioGroup
	var find func(o fyne.CanvasObject)
	find = func(o fyne.CanvasObject) {
		switch w := o.(type) {
		case *escape.RadioGroup:
			who = w
		case *fyne.Container:
			for _, c := range w.Objects {
				find(c)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(w).Objects() {
				find(c)
			}
		}
	}
	find(u.win.Canvas().Overlays().Top())
	if who == nil {
		t.Fatal("the warning's form has no player choice")
	}
	tapOption(t, who, L("White"))
	pressEscape(u.win.Canvas())
	if top := u.win.Canvas().Overlays().Top(); top != nil {
		t.Fatalf("the warning's form is still open after Escape: %q", overlayText(u))
	}
	if n := len(u.Session().Table().Log().Actions); n != 0 {
		t.Fatalf("Escape recorded %d actions", n)
	}
}
