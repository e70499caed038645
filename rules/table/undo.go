package table

import (
	"slices"
	"strings"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
)

// RefusedNothingToUndo refuses a take-back before the first ply.
const RefusedNothingToUndo = "nothing-to-take-back"

// Undo takes back the last ply: the position, the phase and the record go back (its clock
// reading, the log entries of that ply); the mover's clock runs again, and the time spent
// stays spent. logged is a referee's take-back: the one log keeps it (ActUndo: the move taken
// back, the reason in its note; GR in the record); in a tournament game every take-back is
// (TakeBackAsks), in a casual game one not logged leaves no trace. Refused after the end and
// during a confirmation. The marks of a halt go (not those Ing's agreement cleared, while the
// take-back stays after it). While Black places free handicap stones it
// takes back the last stone placed, at once in any game.
func (t *Table) Undo(logged bool, reason string) (Update, error) {
	in := Input{Op: opUndo, Logged: logged, Note: reason}
	return t.do(in, func(u *Update) error { return t.undo(u, logged || t.cfg.Tournament, reason) })
}

// SetTournament sets Config.Tournament for a table made otherwise (an opened record, a game
// recovered from its record). A change is an input (set-tournament): the take-backs before it
// were taken under the mode they were taken in, and Restore replays them so.
func (t *Table) SetTournament(on bool) { t.setMode(opSetTourn, on) }

// modes are the switches of Config a table made otherwise may turn (SetTournament, SetSuggest).
type modes struct{ tournament, suggest bool }

// setMode switches Config.Tournament (opSetTourn) or Config.Suggest (opSetSuggest) to on,
// journalled as an input when it changes.
func (t *Table) setMode(op string, on bool) {
	v := &t.cfg.Tournament
	if op == opSetSuggest {
		v = &t.cfg.Suggest
	}
	if *v == on {
		return
	}
	t.do(Input{Op: op, On: on}, func(*Update) error {
		*v = on
		return nil
	})
}

// TakeBackAsks tells whether a take-back now is the referee's decision (a tournament game, the
// handicap stones placed): the app asks first, with a reason, and the log keeps it.
func (t *Table) TakeBackAsks() bool { return t.cfg.Tournament && t.Placing() == 0 }

func (t *Table) undo(u *Update, logged bool, reason string) error {
	if err := t.undoRefused(); err != nil {
		return err
	}
	if t.Placing() > 0 && len(t.placed) > 0 {
		return t.unplace()
	}
	last, _ := t.game.LastMove()
	n := t.game.NumMoves()
	wasPlaying := t.game.Phase() == rules.PhasePlaying
	if !t.game.TakeBack() {
		return &Refused{Kind: KindRefused, Reason: RefusedNothingToUndo}
	}
	delete(t.times, n)
	t.forgetSkipped()
	agreed := t.marks
	t.marks.reset()
	t.pending = pending{}
	t.allowPass = [3]bool{}
	if t.game.Phase() == rules.PhaseCleared {
		// a pass taken back after Ing's agreement: the stones cleared stay cleared and dead
		t.dead, t.seki, t.sekiSet = agreed.dead, agreed.seki, agreed.sekiSet
	} else {
		t.agreedCleared = false
	}
	t.giveTurnBack(last.Color)
	if !wasPlaying && t.game.Phase() == rules.PhasePlaying {
		t.resumeClock("move taken back")
	}
	if logged {
		a := rules.Action{Kind: rules.ActUndo, Player: last.Color, Note: strings.TrimSpace(reason),
			Event: &rules.Event{Kind: rules.EventReferee, Reason: string(rules.ActUndo), Verdict: "pass"}}
		if !last.Vertex.IsPass() {
			v := last.Vertex
			a.Point, a.Event.Verdict = &v, "move"
		}
		t.note(u, a, KindReferee)
	}
	return nil
}

// forgetSkipped forgets the opened record's refused moves after the table's position: the
// line that held them is no longer the table's (a new move makes it a variation).
func (t *Table) forgetSkipped() {
	n := t.game.NumMoves()
	t.skipped = slices.DeleteFunc(t.skipped, func(s skippedMove) bool { return s.after > n })
}

// giveTurnBack hands the clock's turn back to c, whose ply was taken back.
func (t *Table) giveTurnBack(c board.Color) {
	if t.clk == nil || !t.started {
		return
	}
	if st := t.clk.State(); st.ToMove == clock.SideOf(c.Opponent()) {
		_ = t.clk.Press(clock.SideOf(c.Opponent()))
	}
}
