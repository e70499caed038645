package table

import "goref/rules"

// RefusedPlayStopped refuses to restart the clock while play stands at a halt (the clock runs
// again when play resumes).
const RefusedPlayStopped = "play-stopped"

// PauseClock stops both sides' time for the referee (a dispute, a call to the table);
// ResumeClock starts it again. Both are referee actions: the one log keeps them (GR and its
// explanation in the record), as do the journal and the clock's own log.
func (t *Table) PauseClock(reason string) (Update, error) {
	return t.do(Input{Op: opPause, GR: reason}, func(u *Update) error {
		if t.outcome != nil {
			return errGameOver
		}
		if t.clk == nil {
			return &Refused{Kind: KindRefused, Reason: RefusedNoClock}
		}
		if err := t.clk.Pause("referee: " + reason); err != nil {
			return &Refused{Kind: KindRefused, Reason: err.Error()}
		}
		t.note(u, rules.Action{Kind: rules.ActClockPause, Note: reason}, KindReferee)
		return nil
	})
}

// ResumeClock restarts the clock the referee paused.
func (t *Table) ResumeClock(reason string) (Update, error) {
	return t.do(Input{Op: opResumeClock, GR: reason}, func(u *Update) error {
		if t.outcome != nil {
			return errGameOver
		}
		if t.clk == nil {
			return &Refused{Kind: KindRefused, Reason: RefusedNoClock}
		}
		if t.Markable() {
			return &Refused{Kind: KindRefused, Reason: RefusedPlayStopped}
		}
		if err := t.clk.Resume("referee: " + reason); err != nil {
			return &Refused{Kind: KindRefused, Reason: err.Error()}
		}
		t.note(u, rules.Action{Kind: rules.ActClockResume, Note: reason}, KindReferee)
		return nil
	})
}
