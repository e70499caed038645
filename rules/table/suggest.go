package table

import (
	"goref/board"
	"goref/rules"
	"goref/rules/deadstones"
	"goref/words"
)

// SetEstimator sets the estimator (nil: goref's own); a restored table takes it here.
func (t *Table) SetEstimator(e deadstones.Estimator) { t.cfg.Estimator = e }

// SetSuggest turns Config.Suggest on or off for a table made otherwise (an opened record); the
// save keeps it. Turned on where play has stopped with nothing marked (a record that ended
// with two passes, opened), the table proposes at once, as it does when play stops at the
// table: that proposal is an input (Suggest's), journalled with what the estimator said.
func (t *Table) SetSuggest(on bool) (Update, error) {
	was := t.cfg.Suggest
	t.setMode(opSetSuggest, on)
	if was || !on || t.legacy || t.cfg.Rules.Dispute == rules.DisputeNone || !t.Markable() || len(t.dead) > 0 {
		return Update{}, nil
	}
	return t.Suggest()
}

// Uncertain are the stones the estimator was unsure of in its last proposal at this halt that
// nobody has decided on since (the referee should look at them: a mark on one of their groups,
// or KeepMarks, decides), nil when there are none or the marks started afresh. The players
// cannot accept a count while any is left (Unresolved).
func (t *Table) Uncertain() []board.Vertex { return t.uncertain }

// KeepMarks is the referee deciding that the marks stand as they are where the estimator was
// unsure: no stone is uncertain any more, and the players may accept. It says so (an event of
// ReasonKeepMarks: the marks stand, each player accepts or disputes). Refused where nothing is
// marked or nothing is uncertain.
func (t *Table) KeepMarks() (Update, error) {
	return t.do(Input{Op: opKeepMarks}, func(u *Update) error {
		if t.outcome != nil {
			return errGameOver
		}
		if !t.Markable() {
			return &Refused{Kind: KindRefused, Reason: RefusedNotHalted}
		}
		if len(t.uncertain) == 0 {
			return &Refused{Kind: KindRefused, Reason: RefusedNothingUncertain}
		}
		t.uncertain = nil
		t.emit(u, Event{At: t.Now(), Kind: KindReferee, Reason: ReasonKeepMarks, Text: actionTexts(func(l string) string {
			return words.Text(l, "explain/keep-marks")
		})})
		return nil
	})
}

// resolve takes the stones of group out of the uncertain ones: a mark on them decided.
func (t *Table) resolve(group []board.Vertex) {
	if len(t.uncertain) == 0 {
		return
	}
	in := map[board.Vertex]bool{}
	for _, v := range group {
		in[v] = true
	}
	var left []board.Vertex
	for _, v := range t.uncertain {
		if !in[v] {
			left = append(left, v)
		}
	}
	t.uncertain = left
}

// estimate is the estimator's proposal for the game's position, made once per input: the
// journal keeps it with the input (Input.Estimated, Dead, Uncertain), so Restore and a follower
// apply the same marks without asking the estimator again, whatever program it was. A journal
// input that kept none (an older journal) asks goref's own, as that version did.
func (t *Table) estimate(u *Update) (dead, uncertain []board.Vertex) {
	switch in := t.given; {
	case in != nil && !in.Estimated:
		e, _ := deadstones.Own.Estimate(t.game.Board())
		return e.Dead(), e.Uncertain()
	case in != nil:
		dead, uncertain = in.Dead, in.Uncertain
	case t.cur != nil && t.cur.Estimated:
		return t.cur.Dead, t.cur.Uncertain
	default:
		est := t.cfg.Estimator
		if est == nil {
			est = deadstones.Own
		}
		e, err := deadstones.Fallback(est, t.game.Board())
		if err != nil && u != nil {
			u.EstimatorErr = err // the program failed: goref's own served
		}
		dead, uncertain = e.Dead(), e.Uncertain()
	}
	if in := t.cur; in != nil {
		in.Estimated, in.Dead, in.Uncertain = true, dead, uncertain
	}
	return dead, uncertain
}

// Suggest marks the estimator's dead stones in place of the dead marks there are, where play
// has stopped; the stones it was unsure of are Uncertain. Refused where nothing is marked (play
// on, a confirmation under way, Ing's agreement made) and under rule sets where every stone
// counts. Any change takes back the acceptances.
func (t *Table) Suggest() (Update, error) {
	return t.do(Input{Op: opSuggest}, func(u *Update) error {
		if t.outcome != nil {
			return errGameOver
		}
		if !t.Markable() {
			return &Refused{Kind: KindRefused, Reason: RefusedNotHalted}
		}
		if t.cfg.Rules.Dispute == rules.DisputeNone {
			return &Refused{Kind: KindRefused, Reason: RefusedNoDispute}
		}
		if t.agreedCleared {
			// the marks are the agreement, and its dead stones are off the board: a proposal
			// would put others in their place (a disagreement is a Dispute)
			return &Refused{Kind: KindRefused, Reason: RefusedCleared}
		}
		t.suggest(u)
		return nil
	})
}

// suggest puts the estimator's proposal in place of the dead marks.
func (t *Table) suggest(u *Update) {
	dead, uncertain := t.estimate(u)
	want := map[board.Vertex]bool{}
	for _, v := range dead {
		want[v] = true
	}
	changed := len(want) != len(t.dead)
	for v := range t.dead {
		changed = changed || !want[v]
	}
	if changed {
		t.dead = want
		for v := range want {
			delete(t.seki, v)
		}
		t.accepted = [3]bool{}
	}
	t.uncertain = uncertain
}

// suggestAtHalt is the proposal the table makes itself when play stops (Config.Suggest).
func (t *Table) suggestAtHalt(u *Update) {
	// After Ing's agreement the dead stones are off the board and agreed: the passes that end
	// the game count with them, and nothing is proposed again.
	if !t.cfg.Suggest || t.legacy || t.cfg.Rules.Dispute == rules.DisputeNone || !t.Markable() || len(t.dead) > 0 || t.agreedCleared {
		return
	}
	t.suggest(u)
}

// passDead is what Ing's PassAllowed takes as dead: the agreed marks once they are agreed or
// while they are marked, otherwise the stones the estimator is sure of.
func (t *Table) passDead(u *Update) []board.Vertex {
	if t.agreedCleared || len(t.dead) > 0 {
		return sorted(t.dead)
	}
	dead, _ := t.estimate(u)
	return dead
}
