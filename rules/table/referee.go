package table

import (
	"time"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
)

// Referee applies a referee action and logs it in the one log (rules.Action; the GR value
// in the record). The rule set's consequence happens here: a forced pass is played and the
// clock pressed, a sealed move is opened, a loss, draw, both-lose, replay or no result ends
// the game, penalty points go into the count, a late arrival goes through Late, a time
// adjustment goes to the clock — on a flag that fell it revives the clock and reopens the
// game. An oversight (漏着) lets the player's refused Ing pass through.
func (t *Table) Referee(a rules.Action) (Update, error) {
	in := Input{Op: opReferee, Player: a.Player, GR: a.GRValue(), Ruling: a.Ruling}
	return t.do(in, func(u *Update) error { return t.referee(u, a) })
}

func (t *Table) referee(u *Update, a rules.Action) error {
	switch a.Kind {
	case rules.ActLate:
		return t.late(u, a.Player, time.Duration(a.Points)*time.Minute, time.Duration(a.Limit)*time.Minute, a.Note)
	case rules.ActTimeAdjust:
		return t.adjust(u, a)
	}
	if t.outcome != nil {
		return errGameOver
	}
	if a.Kind == rules.ActSeal {
		return t.seal(u, a)
	}
	before := t.game.NumMoves()
	ev, err := t.game.Referee(a)
	if err != nil {
		return &Refused{Kind: KindRefused, Reason: err.Error()}
	}
	act := t.lastAction()
	switch a.Kind {
	case rules.ActOversight:
		t.allowPass[a.Player] = true
	case rules.ActCycleRuling:
		t.cycle = nil // ruled
	}
	t.emit(u, Event{At: t.Now(), Kind: KindReferee, Player: a.Player, Reason: string(a.Kind), Text: actionTexts(act.Explain), Action: &act, Rule: ev})
	for i := before; i < t.game.NumMoves(); i++ { // a forced pass, an opened sealed move
		m := t.game.Move(i)
		if a.Kind == rules.ActSealed && t.clk != nil && t.clk.State().Status == clock.Sealed {
			_ = t.clk.Unseal("sealed move opened")
			t.times[t.game.NumMoves()] = t.timeOf(m.Color)
		} else {
			t.press(m.Color)
		}
		t.afterMove(u, m)
	}
	if ev != nil && ev.Kind == rules.EventGameEnd && t.outcome == nil {
		t.finish(u, t.eventOutcome(ev), t.Now())
	}
	return nil
}

// seal stops both clocks for a sealed move (C88 Art. 14); Referee's ActSealed opens it.
func (t *Table) seal(u *Update, a rules.Action) error {
	if t.clk != nil && t.started {
		if err := t.clk.Seal("sealed move"); err != nil {
			return &Refused{Kind: KindRefused, Reason: err.Error()}
		}
	}
	a.Player = t.ToMove()
	t.note(u, a, KindReferee)
	return nil
}

// timeOf is c's clock as SGF keeps it.
func (t *Table) timeOf(c board.Color) moveTime {
	left, over := t.clk.MoveTime(clock.SideOf(c))
	return moveTime{Color: c, Left: left, Over: over}
}
