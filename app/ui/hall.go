package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"goref/board"
	"goref/hall"
	"goref/rules/table"
)

// SetTableObserver is told of every table event (the hall's station publishes the game): fn is
// called on the UI goroutine after each event and each clock tick.
func (u *UI) SetTableObserver(fn func(t *table.Table, upd table.Update)) {
	u.observer = fn
	u.win.Canvas().AddShortcut(callShortcut, func(fyne.Shortcut) { u.CallReferee() })
	u.observe(table.Update{})
}

func (u *UI) observe(upd table.Update) {
	if u.observer != nil && u.sess != nil {
		u.observer(u.sess.Table(), upd)
	}
}

// HallNote shows what the director said to this table: the referee is coming, the result is
// confirmed.
func (u *UI) HallNote(n hall.Note) {
	t := u.sess.Table()
	switch {
	case n.Confirmed != "" && t.Result() != nil && n.Confirmed == t.Result().RE():
		u.setStatus(LD("The director confirmed the result: {{.RE}}.", map[string]any{"RE": n.Confirmed}))
	case n.CallAcked && t.PendingCall() != nil && t.PendingCall().At == n.CallAck:
		u.setStatus(L("The referee is coming."))
	}
}

// callShortcut is Ctrl+Shift+H: a player at a table of the hall calls the referee.
var callShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: fyne.KeyModifierControl | fyne.KeyModifierShift}

// CallReferee is a player calling the referee: the table keeps the call (rules/table) until
// the referee acts, and the hall's director sees it flash.
func (u *UI) CallReferee() {
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) { return t.CallReferee(board.Empty, "") })
	u.show(upd, err)
}
