package ui

import (
	"goref/rules/clock"
	"goref/rules/table"
)

// ToggleClockPause stops both sides' time for the referee (a dispute, a call to the table)
// and starts it again, through the table (the journal and the clock's log keep each pause).
func (r *referee) ToggleClockPause() {
	t := r.u.sess.Table()
	if t.Clock() == nil {
		r.u.setStatus(L("This game has no clock."))
		return
	}
	paused := t.Clock().State().Status == clock.Paused
	upd, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) {
		if paused {
			return t.ResumeClock("referee")
		}
		return t.PauseClock("referee")
	})
	if err != nil {
		r.u.show(upd, err)
		return
	}
	if paused {
		r.u.setStatus(L("Clock running again."))
	} else {
		r.u.setStatus(L("Clock paused by the referee."))
	}
	r.u.clocks.faces.Update()
	r.u.doc.autosave()
}
