package ui

import "goref/rules"

// Count is the referee's count of the position with the marks on the board: the game ends
// and the result is recorded without waiting for the players' acceptance.
func (u *UI) Count() {
	if !u.markable() {
		u.setStatus(L("Counting comes after both players have passed."))
		return
	}
	if g := u.sess.Game(); g.Phase() != rules.PhaseEnded {
		g.AgreeEnd()
	}
	u.finishCount()
}
