package ui

import "goref/rules/table"

// Count is the referee's count: where play has stopped, the table counts the marks on the
// board and records the result without waiting for the players' acceptance; after a counted
// end it shows the count that made the result again.
func (u *UI) Count() {
	t := u.sess.Table()
	switch {
	case u.sess.AtTable() && t.Breakdown() != nil:
		u.OpenReferee()
		u.setStatus(u.resultText() + " (RE " + u.sess.Result() + ")")
		return
	case u.sess.Ended():
		u.setStatus(L("The game is over:") + " " + u.resultText() + " (RE " + u.sess.Result() + ")")
		return
	case !u.markable():
		u.setStatus(L("Counting comes after both players have passed."))
		return
	}
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) { return t.CountNow() })
	u.show(upd, err)
	u.changed()
}
