package table

import "goref/rules"

// CountNow is the referee's count where play has stopped: the game ends and is counted with
// the marks as they stand, without waiting for the players' acceptance. The one log keeps it
// (ActCount, GR in the record); no acceptance enters the log.
func (t *Table) CountNow() (Update, error) {
	return t.do(Input{Op: opCountNow}, func(u *Update) error {
		if t.outcome != nil {
			return errGameOver
		}
		if !t.Markable() {
			return &Refused{Kind: KindRefused, Reason: RefusedNotHalted}
		}
		if _, err := t.Count(); err != nil {
			return &Refused{Kind: KindRefused, Reason: RefusedCount + ": " + err.Error()}
		}
		t.note(u, rules.Action{Kind: rules.ActCount}, KindReferee)
		if t.game.Phase() != rules.PhaseEnded {
			t.game.AgreeEnd()
		}
		t.countAndFinish(u)
		return nil
	})
}
