package table

import (
	"errors"
	"strings"

	"goref/board"
	"goref/rules"
	"goref/words"
)

// confirmation is a J89 Art. 7 confirmation by play on a copy of the board.
type confirmation struct {
	c     *rules.Confirmation
	group []board.Vertex
}

// Confirming is the confirmation under way (its Board is what the view shows), nil if none.
func (t *Table) Confirming() *rules.Confirmation {
	if t.conf == nil {
		return nil
	}
	return t.conf.c
}

// note logs an action the table applied itself and announces it.
func (t *Table) note(u *Update, a rules.Action, kind string) rules.Action {
	act := t.game.Note(a)
	t.emit(u, Event{At: t.Now(), Kind: kind, Player: a.Player, Reason: string(a.Kind), Text: actionTexts(act.Explain), Action: &act, Rule: act.Event,
		saysOutcome: act.SaysOutcome()})
	return act
}

// Accept records that c accepts the marks and the count. When both have, the rule set's
// agreement follows: the game ends and is counted (Ing: the dead stones are cleared and two
// more passes end the game). Under territory counting an acceptance waits until the open dame
// are filled (FillDame: J89 Art. 9-2); any acceptance waits while stones the estimator was unsure
// of have not been decided on (Unresolved: a mark on their group, or KeepMarks).
func (t *Table) Accept(c board.Color) (Update, error) {
	return t.do(Input{Op: opAccept, Player: c}, func(u *Update) error {
		if err := t.halted(c); err != nil {
			return err
		}
		if t.game.Phase() == rules.PhaseCleared {
			return &Refused{Kind: KindRefused, Reason: RefusedCleared}
		}
		bd, err := t.Count()
		if err != nil {
			return &Refused{Kind: KindRefused, Reason: RefusedCount + ": " + err.Error()}
		}
		if t.cfg.Rules.Counting == rules.CountTerritory && len(bd.Dame) > 0 {
			names := make([]string, len(bd.Dame))
			for i, v := range bd.Dame {
				names[i] = v.GTP(t.game.Board().Height())
			}
			return &FillDame{Refused{Kind: KindRefused, Reason: RefusedFillDame + " " + strings.Join(names, ",")}, bd.Dame}
		}
		if len(t.uncertain) > 0 {
			// A count resting on a guess is not put to the players: the referee decides first.
			names := make([]string, len(t.uncertain))
			for i, v := range t.uncertain {
				names[i] = v.GTP(t.game.Board().Height())
			}
			return &Unresolved{Refused{Kind: KindRefused, Reason: RefusedUncertain + " " + strings.Join(names, ",")}, t.uncertain}
		}
		t.accepted[c] = true
		t.note(u, rules.Action{Kind: rules.ActAccept, Player: c}, KindReferee)
		if !t.accepted[board.Black] || !t.accepted[board.White] {
			return nil
		}
		t.accepted = [3]bool{}
		if t.cfg.Rules.Dispute == rules.DisputeProofByCapture && t.game.Phase() == rules.PhaseHalted {
			ev := t.game.AgreeEnd()
			t.agreedCleared = true
			t.resumeClock("dead stones agreed")
			t.emit(u, Event{At: t.Now(), Kind: KindHalt, Reason: ev.Reason, Text: said(one("halt.agreement", t.cfg.Rules.PassesAfterAgreement())), Rule: &ev})
			return nil
		}
		if t.game.Phase() != rules.PhaseEnded {
			t.game.AgreeEnd()
		}
		t.countAndFinish(u)
		return nil
	})
}

// halted checks that the end-of-game agreement is open, for player c.
func (t *Table) halted(c board.Color) error {
	if c != board.Black && c != board.White {
		return errors.New("a player is B or W")
	}
	if t.outcome != nil {
		return errGameOver
	}
	if !t.Markable() {
		return &Refused{Kind: KindRefused, Reason: RefusedNotHalted}
	}
	return nil
}

// countAndFinish counts the agreed position and records the result.
func (t *Table) countAndFinish(u *Update) {
	bd, err := t.Count()
	if err != nil {
		r := &Refused{Kind: KindRefused, Reason: RefusedCount + ": " + err.Error()}
		t.emit(u, Event{At: t.Now(), Kind: KindRefused, Reason: r.Reason, Text: refusalText(r, board.Empty)})
		return
	}
	t.bd, t.bdOpened = bd, false
	o := outcomeOf(bd.Result)
	t.emit(u, Event{At: t.Now(), Kind: KindCount, Reason: EndCount, Text: resultTexts(o)})
	t.finish(u, o, t.Now())
}

// Dispute records that c disputes the marks. Rule sets without a dispute phase refuse it (every
// stone on the board counts). Then the rule set's procedure follows, here: under J89 the
// dispute waits for its path — ConfirmStart (Art. 7) or Resume (9-3), the referee's choice;
// elsewhere play resumes at once with the player the rule set gives the move (C88 以实战解决,
// AGA, NZ: the normal alternation; Ing: proof by capture; Ikeda II′ Art. 9: the opponent of the
// last passer), as Resume would, in the same event.
func (t *Table) Dispute(c board.Color) (Update, error) {
	return t.do(Input{Op: opDispute, Player: c}, func(u *Update) error {
		if err := t.halted(c); err != nil {
			return err
		}
		if t.cfg.Rules.Dispute == rules.DisputeNone {
			return &Refused{Kind: KindRefused, Reason: RefusedNoDispute}
		}
		t.disputer = c
		t.accepted = [3]bool{}
		t.note(u, rules.Action{Kind: rules.ActDispute, Player: c}, KindReferee)
		if t.cfg.Rules.Dispute == rules.DisputeConfirmation || t.legacy { // version 1 waited for Resume
			return nil
		}
		t.resume(u, t.ResumeExpected())
		t.autoResumed = true
		return nil
	})
}

// DisputeWaits tells whether a dispute waits for the referee's choice of its path (J89: a
// confirmation by play or resumption) rather than resuming play at once.
func (t *Table) DisputeWaits() bool { return t.cfg.Rules.Dispute == rules.DisputeConfirmation }

// ResumeExpected is who the rule set gives the move when play resumes now: J89 9-3 the
// requester's opponent (the disputer's; with no dispute, anyone the referee names), Ikeda II′ Art. 9 the opponent of the
// last passer, otherwise the normal alternation. board.Empty: either.
func (t *Table) ResumeExpected() board.Color {
	switch t.cfg.Rules.Dispute {
	case rules.DisputeConfirmation:
		if t.disputer != board.Empty {
			return t.disputer.Opponent()
		}
		return board.Empty
	case rules.DisputeIkedaResume:
		if m, ok := t.game.LastMove(); ok && m.Vertex.IsPass() {
			return m.Color.Opponent()
		}
	}
	return t.game.Board().ToMove()
}

// Resume restarts play after a halt with c to move (J89 9-3: c's opponent asked for it).
// Refused when the rule set gives the move to the other player. Under Ing play resumes in
// proof by capture (提取证明): only stones captured count as dead; Ikeda II′ notes the first
// resumption. The marks and acceptances are cleared. Right after a dispute that resumed play by
// itself, a Resume naming the player to move has nothing left to do and is no error (a script
// written for the table that waited for it).
func (t *Table) Resume(c board.Color) (Update, error) {
	return t.do(Input{Op: opResume, Player: c}, func(u *Update) error {
		if t.autoResumed && t.outcome == nil && t.game.Phase() == rules.PhasePlaying {
			if c != t.ToMove() {
				return &Refused{Kind: KindRefused, Reason: RefusedResumeOrder + " " + t.ToMove().String()}
			}
			return nil
		}
		if err := t.halted(c); err != nil {
			return err
		}
		if want := t.ResumeExpected(); want != board.Empty && want != c {
			return &Refused{Kind: KindRefused, Reason: RefusedResumeOrder + " " + want.String()}
		}
		t.resume(u, c)
		return nil
	})
}

// resume restarts play with c to move.
func (t *Table) resume(u *Update, c board.Color) {
	ev := t.game.Resume(c.Opponent())
	t.proof = t.cfg.Rules.Dispute == rules.DisputeProofByCapture
	t.agreedCleared = false
	t.marks.reset()
	t.resumeClock("play resumes")
	t.note(u, rules.Action{Kind: rules.ActResume, Player: c, Event: &ev}, KindReferee)
}

// ConfirmStart starts the J89 Art. 7 confirmation: attacker tries, on a copy of the board and
// moving first, to capture the disputed group — the defender's stones marked dead, else the
// group marked last. Moves go to the copy until ConfirmEnd.
func (t *Table) ConfirmStart(attacker board.Color) (Update, error) {
	return t.do(Input{Op: opConfirmStart, Player: attacker}, func(u *Update) error {
		if err := t.halted(attacker); err != nil {
			return err
		}
		if t.cfg.Rules.Dispute != rules.DisputeConfirmation {
			return &Refused{Kind: KindRefused, Reason: RefusedNoConfirm}
		}
		b := t.game.Board()
		defender := attacker.Opponent()
		var group []board.Vertex
		for _, v := range sorted(t.dead) {
			if b.At(v) == defender {
				group = append(group, v)
			}
		}
		if len(group) == 0 && len(t.focus) > 0 && b.At(t.focus[0]) == defender {
			group = t.focus
		}
		if len(group) == 0 {
			return &Refused{Kind: KindRefused, Reason: RefusedNoGroup}
		}
		c, err := t.game.StartConfirmation(attacker)
		if err != nil {
			return &Refused{Kind: KindRefused, Reason: err.Error()}
		}
		t.conf = &confirmation{c: c, group: group}
		t.disputer = board.Empty
		t.emit(u, Event{At: t.Now(), Kind: KindReferee, Player: attacker, Reason: ReasonConfirmStart, Text: actionTexts(func(l string) string {
			return strings.ReplaceAll(words.Text(l, "explain/confirm-start"), "{P}", rules.PlayerName(attacker, l))
		})})
		return nil
	})
}

// ConfirmEnd reads the confirmation's outcome (the group is dead when it was captured),
// marks the group accordingly, logs it and returns to the game's board.
func (t *Table) ConfirmEnd() (Update, error) {
	return t.do(Input{Op: opConfirmEnd}, func(u *Update) error {
		if t.conf == nil {
			return &Refused{Kind: KindRefused, Reason: RefusedNoConfirm}
		}
		group := t.conf.group
		dead := t.conf.c.Dead(group)
		t.conf = nil
		word := "alive"
		for _, s := range group {
			if dead {
				t.dead[s] = true
				delete(t.seki, s)
			} else {
				delete(t.dead, s)
			}
		}
		if dead {
			word = "dead"
		}
		t.accepted = [3]bool{}
		at := group[0]
		t.note(u, rules.Action{Kind: rules.ActConfirmation, Point: &at,
			Event: &rules.Event{Kind: rules.EventReferee, Reason: string(rules.ActConfirmation), Verdict: word}}, KindReferee)
		return nil
	})
}

// Resign ends the game: c resigns (rules.Game.Resign); logged, RE B+R / W+R.
func (t *Table) Resign(c board.Color) (Update, error) {
	return t.do(Input{Op: opResign, Player: c}, func(u *Update) error {
		if c != board.Black && c != board.White {
			return errors.New("a player is B or W")
		}
		if t.outcome != nil {
			return errGameOver
		}
		t.conf = nil
		ev := t.game.Resign(c)
		t.note(u, rules.Action{Kind: rules.ActResign, Player: c, Event: &ev}, KindReferee)
		t.finish(u, t.eventOutcome(&ev), t.Now())
		return nil
	})
}
