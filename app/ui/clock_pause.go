package ui

import (
	"goref/rules/clock"
	"goref/rules/table"
)

// ToggleClockPause stops both sides' time for the referee (a dispute, a call to the table)
// and starts it again, through the table (the journal and the clock's log keep each pause).
func (u *UI) ToggleClockPause() {
	t := u.sess.Table()
	if t.Clock() == nil {
		u.setStatus(L("This game has no clock."))
		return
	}
	paused := t.Clock().State().Status == clock.Paused
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) {
		if paused {
			return t.ResumeClock("referee")
		}
		return t.PauseClock("referee")
	})
	if err != nil {
		u.show(upd, err)
		return
	}
	if paused {
		u.setStatus(L("Clock running again."))
	} else {
		u.setStatus(L("Clock paused by the referee."))
	}
	u.clocks.faces.Update()
	u.autosave()
}
