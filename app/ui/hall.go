package ui

import (
	"goref/hall"
	"goref/rules/table"
)

// SetTableObserver is told of every table event (the hall's station publishes the game): fn is
// called on the UI goroutine after each event and each clock tick.
func (u *UI) SetTableObserver(fn func(t *table.Table, upd table.Update)) {
	u.observer = fn
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
	u.hallAck(n)
	t := u.sess.Table()
	switch {
	case n.Confirmed != "" && t.Result() != nil && n.Confirmed == t.Result().RE():
		u.setStatus(LD("The director confirmed the result: {{.RE}}.", map[string]any{"RE": n.Confirmed}))
	case n.CallAcked && t.PendingCall() != nil && t.PendingCall().At == n.CallAck:
		u.setStatus(L("The referee is coming."))
	}
}
