package ui

import (
	"fyne.io/fyne/v2"

	"goref/app/escape"
	"goref/rules/clock"
)

// typedKey: ← → step through the record, ↑ ↓ switch variations, Home/End jump, P passes,
// Space starts a clock that is ready, F11 toggles demo mode and Escape leaves it; Escape
// first cancels the form or question open in the window (escape.go).
func (u *UI) typedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if u.onReturn != nil {
			u.onReturn()
		}
	case fyne.KeyLeft:
		u.nav.Back()
	case fyne.KeyRight:
		u.nav.Forward()
	case fyne.KeyUp:
		u.nav.PrevVariation()
	case fyne.KeyDown:
		u.nav.NextVariation()
	case fyne.KeyHome:
		u.nav.First()
	case fyne.KeyEnd:
		u.nav.Last()
	case fyne.KeyP:
		u.Pass()
	case fyne.KeySpace:
		// the faces take Space themselves once focused; from anywhere else in the window (demo
		// mode has nothing else to focus) it starts a clock that is ready, and does nothing after
		if u.clocks != nil && !u.sess.Table().Started() {
			u.clocks.pressFace(clock.Black)
		}
	case fyne.KeyF11:
		u.ToggleDemo()
	case fyne.KeyEscape:
		if escape.On(u.win.Canvas()) {
			return
		}
		if u.demo != nil {
			u.ToggleDemo()
		}
	}
}
