package ui

import "goref/rules/table"

// Count is the referee's count: where play has stopped, the table counts the marks on the
// board and records the result without waiting for the players' acceptance; after a counted
// end it shows the count that made the result again.
func (r *referee) Count() {
	t := r.u.sess.Table()
	switch {
	case r.u.sess.AtTable() && t.Breakdown() != nil:
		r.OpenReferee()
		r.u.setStatus(resultText(r.u.sess) + " (RE " + r.u.sess.Result() + ")")
		return
	case r.u.sess.Ended():
		r.u.setStatus(L("The game is over:") + " " + resultText(r.u.sess) + " (RE " + r.u.sess.Result() + ")")
		return
	case !r.markable():
		r.u.setStatus(L("Counting comes after both players have passed."))
		return
	}
	upd, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.CountNow() })
	r.u.show(upd, err)
	r.u.changed()
}
