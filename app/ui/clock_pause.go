package ui

import "goref/rules/clock"

// ToggleClockPause stops both sides' time for the referee (a dispute, a call to the table)
// and starts it again; the clock's own log keeps each pause.
func (u *UI) ToggleClockPause() {
	if u.clocks == nil {
		u.setStatus(L("This game has no clock."))
		return
	}
	clk := u.clocks.clk
	var err error
	msg := L("Clock paused by the referee.")
	if clk.State().Status == clock.Paused {
		err, msg = clk.Resume("referee"), L("Clock running again.")
	} else {
		err = clk.Pause("referee")
	}
	if err != nil {
		u.setStatus(err.Error())
		return
	}
	u.setStatus(msg)
	u.clocks.faces.Update()
	u.autosave()
}
