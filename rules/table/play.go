package table

import (
	"errors"

	"goref/board"
	"goref/rules"
)

// Play plays c at v (board.Pass to pass) and presses c's clock. During a J89 confirmation
// the move is played on the confirmation copy; a first move before anyone started the clock
// starts it. Refused: after the end, out of turn, an illegal move (Refused.Kind KindIllegal, Reason the
// rules.Reason), an Ing pass while a dame is open (可争禁虚; the referee may rule it a 漏着).
func (t *Table) Play(c board.Color, v board.Vertex) (Update, error) {
	return t.do(Input{Op: opPlay, Player: c, Vertex: v}, func(u *Update) error { return t.play(u, c, v) })
}

// Pass is Play(c, board.Pass).
func (t *Table) Pass(c board.Color) (Update, error) { return t.Play(c, board.Pass) }

func (t *Table) play(u *Update, c board.Color, v board.Vertex) error {
	if c != board.Black && c != board.White {
		return errors.New("a move is by B or W")
	}
	if t.outcome != nil {
		return errGameOver
	}
	if t.Placing() > 0 {
		return &Refused{Kind: KindRefused, Reason: RefusedPlacing}
	}
	if t.conf != nil {
		if err := t.conf.c.Play(c, v); err != nil {
			return &Refused{Kind: KindIllegal, Reason: reasonOf(err)}
		}
		return nil
	}
	if c != t.game.Board().ToMove() {
		return &Refused{Kind: KindRefused, Reason: RefusedWrongTurn}
	}
	oversight := false
	if v.IsPass() && t.cfg.Rules.NoPassWhileDame && !t.proof && t.game.Phase() != rules.PhaseCleared {
		if err := t.game.PassAllowed(c, t.passDead(u)); err != nil {
			if !t.allowPass[c] {
				var pr *rules.PassRefused
				if !errors.As(err, &pr) {
					return err
				}
				p := pr.Point
				t.refused = &RefusedPass{Player: c, Point: &p}
				return &DameOpen{Refused{Kind: KindRefused, Reason: RefusedPassDame, at: p.GTP(t.game.Board().Height())}, p}
			}
			oversight = true
		}
	}
	halted := t.game.Phase() == rules.PhaseHalted
	m, err := t.game.Play(c, v)
	if err != nil {
		if t.voids(err) {
			return t.voidMove(u, c, v, err)
		}
		var il *rules.Illegal
		if errors.As(err, &il) && il.Event != nil && il.Event.Kind == rules.EventCycle {
			t.raiseCycle(*il.Event, il.Cycle, true) // a verdict the referee may overrule
		}
		return illegalMove(err)
	}
	t.refused = nil
	if t.clk != nil && !t.started {
		// Nobody started the clock: the first move does, at its own instant (the mover's time
		// starts and stops with it), as a tap on the face would have before it.
		if err := t.startClock(); err != nil {
			return err
		}
	}
	if halted && t.game.Phase() == rules.PhasePlaying {
		t.resumeClock("play goes on") // a ply after a halt resumes play, and the clock with it
	}
	if oversight || v.IsPass() {
		t.allowPass[c] = false
	}
	t.press(c)
	u.Move = &m
	t.afterMove(u, m)
	return nil
}

// voids tells whether the rule set makes the illegal move err void with a forced pass rather
// than simply not made: C88 (ViolationVoidAndPass) Art. 19 「棋子下子在禁着点上，判着手无效，弃权
// 一次」 for a forbidden point, Art. 20.1 「劫争马上回提，判回提者着手无效，弃权一次」 for an
// immediate ko retake; under Chen's rules the same for the retake his superko forbids. A move on
// an occupied point cannot be made at all, and the rule sets whose text says an illegal move is
// not made, or loses (J89, Ing, Ikeda, AGA …), keep it refused.
func (t *Table) voids(err error) bool {
	if t.cfg.Rules.Violation != rules.ViolationVoidAndPass {
		return false
	}
	switch rules.Reason(reasonOf(err)) {
	case rules.Reason(board.ErrKo.Error()), rules.Reason(board.ErrSuperko.Error()), rules.Reason(board.ErrSuicide.Error()):
		return true
	}
	return false
}

// voidMove applies the whole ruling on c's illegal move at v: the move is listed as illegal,
// and the referee's void move is logged and played — c passes once and the opponent moves.
func (t *Table) voidMove(u *Update, c board.Color, v board.Vertex, err error) error {
	reason := reasonOf(err)
	t.emit(u, Event{At: t.Now(), Kind: KindIllegal, Player: c, Reason: reason, Text: refusalText(&Refused{Kind: KindIllegal, Reason: reason}, c)})
	before := t.game.NumMoves()
	if err := t.referee(u, rules.Action{Kind: rules.ActVoidMove, Player: c, Point: &v, Ground: rules.Reason(reason)}); err != nil {
		return err
	}
	if t.game.NumMoves() > before {
		m := t.game.Move(before)
		u.Move = &m
	}
	u.Voided = rules.Reason(reason)
	return nil
}

// afterMove announces what the rules made of a ply: a halt, a cycle, the end of the game.
func (t *Table) afterMove(u *Update, m rules.Move) {
	t.cycle = nil
	for i := range m.Events {
		ev := m.Events[i]
		switch ev.Kind {
		case rules.EventHalt:
			t.pauseClock("play stopped")
			t.accepted, t.disputer = [3]bool{}, board.Empty
			t.emit(u, Event{At: t.Now(), Kind: KindHalt, Player: m.Color, Reason: ev.Reason, Text: haltText["passes"], Rule: &ev})
			t.suggestAtHalt(u)
		case rules.EventCycle:
			t.raiseCycle(ev, m.Cycle, false)
			pc, h := t.cycle, t.game.Board().Height()
			t.emit(u, Event{At: t.Now(), Kind: KindCycle, Player: m.Color, Reason: ev.Verdict, Text: cycleText(ev.Verdict), Rule: &ev,
				Detail: actionTexts(func(l string) string { return pc.Explain(l, h) })})
		case rules.EventGameEnd:
			t.playEnded(u, m, ev)
		}
	}
}

// playEnded applies an end of the game that play itself reached: passes (counted now when
// there is nothing left to agree: no dispute phase, Ing's agreed or proven dead stones, Ikeda's
// complete end) or a repetition (Ikeda II′ Art. 5).
func (t *Table) playEnded(u *Update, m rules.Move, ev rules.Event) {
	if ev.Reason != rules.ReasonPasses {
		t.emit(u, Event{At: t.Now(), Kind: KindCycle, Player: m.Color, Reason: ev.Reason, Text: cycleText(ev.Verdict), Rule: &ev})
		t.finish(u, t.eventOutcome(&ev), t.Now())
		return
	}
	t.pauseClock("play ended")
	t.emit(u, Event{At: t.Now(), Kind: KindHalt, Player: m.Color, Reason: ev.Reason, Text: haltText["end"], Rule: &ev})
	// Ikeda Art. 12: 「パスが4つ連続したならば、最終局面における双方の得点を計算して終局とする」
	// — the complete end is counted on the board as it stands: every stone on it is alive.
	ikeda := t.cfg.Rules.Dispute == rules.DisputeIkedaResume
	if t.cfg.Rules.Dispute == rules.DisputeNone || t.proof || t.agreedCleared || ikeda {
		if t.proof || ikeda {
			t.marks.reset() // 提取证明: only captured stones were dead
		}
		t.countAndFinish(u)
		return
	}
	t.suggestAtHalt(u)
}

// IllegalMove is the refusal of a move the rules forbid, with the rules' own error: where a
// rule set refuses a move that would go round a cycle (Ing 搅方, hot stones; the shameless
// ko), its verdict and lap, which the referee may overrule with a cycle ruling.
type IllegalMove struct {
	*Refused
	Rule *rules.Illegal
}

// Unwrap makes an IllegalMove a *Refused for errors.As.
func (e *IllegalMove) Unwrap() error { return e.Refused }

func illegalMove(err error) error {
	r := &Refused{Kind: KindIllegal, Reason: reasonOf(err)}
	var il *rules.Illegal
	if errors.As(err, &il) {
		return &IllegalMove{Refused: r, Rule: il}
	}
	return r
}

// reasonOf is the rules' reason for a refused move.
func reasonOf(err error) string {
	var il *rules.Illegal
	if errors.As(err, &il) {
		return string(il.Reason)
	}
	return err.Error()
}
