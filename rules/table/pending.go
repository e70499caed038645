package table

import (
	"goref/board"
	"goref/rules"
)

// pending is what waits for the referee: a repetition's ruling, a refused Ing pass. Both are
// the table's state, so a save keeps them and a crash does not forget a ruling still owed.
type pending struct {
	cycle   *PendingCycle
	refused *RefusedPass
}

// PendingCycle is a repetition waiting for the referee's ruling: the rule set's verdict, the
// lap, and the rulings the referee may give.
type PendingCycle struct {
	Ply   int          // plies played when it was raised
	Event rules.Event  // the rule set's verdict (Verdict, Disturber)
	Cycle *rules.Cycle // the lap, nil when the rules gave none
	// Refused: the rule set refused the move that would have gone round (Ing 搅方, hot stones,
	// the shameless ko); it may be played again after a ruling that lifts the ban.
	Refused bool
	// Choices are the rulings the rule set leaves to the referee here: C88 Art. 20.3 draw,
	// replay or play on; J89 Art. 12 no result or play on; Ing contest, or disturb naming the
	// 搅方. None: the verdict stands by itself. KeepVerdict closes it either way.
	Choices []CycleChoice
	// Shape is Chen Zuyuan's shape count's reading of an Ing lap, which the referee may give
	// instead of the preset's (the book's rulings); nil where it has none.
	Shape *CycleChoice
}

// CycleChoice is one ruling on a cycle: a rules.Ruling* word and, for disturb, the 搅方.
type CycleChoice struct {
	Ruling string
	Player board.Color
}

// RefusedPass is an Ing pass refused while a dame is open (可争禁虚), waiting for the referee:
// LetPassThrough (漏着) or KeepRefusal.
type RefusedPass struct {
	Player board.Color
	Point  *board.Vertex // a dame the player can still contest, if the rules named one
}

// RefusedNothingPending refuses KeepVerdict, KeepRefusal or LetPassThrough with nothing waiting.
const RefusedNothingPending = "nothing-pending"

// PendingCycle is the repetition waiting for a ruling, nil if none: raised by the last ply, or
// by the move just refused, and nothing ruled or played since.
func (t *Table) PendingCycle() *PendingCycle {
	if t.outcome != nil || t.cycle == nil || t.cycle.Ply != t.game.NumMoves() {
		return nil
	}
	return t.cycle
}

// RefusedPass is the refused Ing pass waiting for the referee, nil if none.
func (t *Table) RefusedPass() *RefusedPass {
	if t.outcome != nil {
		return nil
	}
	return t.refused
}

// raiseCycle makes ev (a rules cycle event) the repetition waiting for the referee.
func (t *Table) raiseCycle(ev rules.Event, cy *rules.Cycle, refused bool) {
	pc := &PendingCycle{Ply: t.game.NumMoves(), Event: ev, Cycle: cy, Refused: refused}
	rs := t.cfg.Rules
	falseLife := ev.Verdict == rules.VerdictFalseLife // the text's own rulings stay open
	switch {
	case ev.Verdict == rules.VerdictRefereeDrawOrReplay || falseLife && rs.Cycle == rules.CycleRefereeDecides:
		pc.Choices = []CycleChoice{{Ruling: rules.RulingDraw}, {Ruling: rules.RulingReplay}, {Ruling: rules.RulingContinue}}
	case ev.Verdict == rules.VerdictNoResultByAgreement || falseLife && rs.Cycle == rules.CycleNoResultAgreed:
		pc.Choices = []CycleChoice{{Ruling: rules.RulingNoResult}, {Ruling: rules.RulingContinue}}
	case ev.Verdict == rules.VerdictContest || ev.Verdict == rules.VerdictDisturb:
		pc.Choices = []CycleChoice{{Ruling: rules.RulingContest},
			{Ruling: rules.RulingDisturb, Player: board.Black}, {Ruling: rules.RulingDisturb, Player: board.White}}
		if cy != nil {
			switch cy.ShapeVerdict {
			case rules.VerdictDisturb:
				pc.Shape = &CycleChoice{Ruling: rules.RulingDisturb, Player: cy.ShapeDisturber}
			case rules.VerdictContest:
				pc.Shape = &CycleChoice{Ruling: rules.RulingContest}
			}
		}
	}
	t.cycle = pc
}

// KeepVerdict closes the repetition waiting for a ruling: the rule set's verdict stands.
// Journalled; the log keeps nothing (no ruling was given).
func (t *Table) KeepVerdict() (Update, error) {
	return t.do(Input{Op: opKeepVerdict}, func(*Update) error {
		if t.PendingCycle() == nil {
			return &Refused{Kind: KindRefused, Reason: RefusedNothingPending}
		}
		t.cycle = nil
		return nil
	})
}

// KeepRefusal closes the refused pass waiting for the referee: the refusal stands, the player
// plays on.
func (t *Table) KeepRefusal() (Update, error) {
	return t.do(Input{Op: opKeepRefusal}, func(*Update) error {
		if t.RefusedPass() == nil {
			return &Refused{Kind: KindRefused, Reason: RefusedNothingPending}
		}
		t.refused = nil
		return nil
	})
}

// LetPassThrough is the referee's 漏着 (Ing art. 10) on the refused pass: the ruling is logged
// (ActOversight) and the pass is played, in one event; the opponent may take the dame.
func (t *Table) LetPassThrough() (Update, error) {
	return t.do(Input{Op: opOversight}, func(u *Update) error {
		r := t.RefusedPass()
		if r == nil {
			return &Refused{Kind: KindRefused, Reason: RefusedNothingPending}
		}
		if err := t.referee(u, rules.Action{Kind: rules.ActOversight, Player: r.Player}); err != nil {
			return err
		}
		return t.play(u, r.Player, board.Pass)
	})
}
