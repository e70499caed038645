package ui

import (
	"goref/app/i18n"
	"goref/board"
	"goref/rules"
	"goref/rules/table"
)

// referee is the referee panel's own state: whether it is open and what a click marks.
// Everything of the game — marks, acceptances, disputes, the confirmation, the count, the
// repetition or refused pass waiting for the referee — is the table's.
type referee struct {
	open     bool
	markSeki bool // a click marks seki instead of dead stones
	w        *refWidgets
}

func newReferee() *referee { return &referee{} }

// markable tells whether the game at the table stands where dead stones are marked.
func (u *UI) markable() bool { return u.sess.AtTable() && u.sess.Table().Markable() }

// countable tells whether the players may accept the count now (Ing's cleared phase waits
// for the two passes that end the game).
func (u *UI) countable() bool {
	return u.markable() && u.sess.Table().Phase() != rules.PhaseCleared
}

// OpenReferee shows the referee panel.
func (u *UI) OpenReferee() {
	u.ref.open = true
	u.build()
}

// ToggleReferee shows or hides the panel (the button beside the board's navigation).
func (u *UI) ToggleReferee() {
	if u.ref.open {
		u.CloseReferee()
	} else {
		u.OpenReferee()
	}
}

// CloseReferee hides the panel (the marks stay).
func (u *UI) CloseReferee() {
	u.ref.open = false
	u.build()
}

// markGroup marks the stone clicked dead (or seki in seki mode) through the table, which
// marks what one click marks (its related group) and takes back the players' acceptances.
func (u *UI) markGroup(v board.Vertex) {
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) {
		if u.ref.markSeki {
			return t.MarkSeki(v)
		}
		return t.MarkDead(v)
	})
	if err != nil {
		u.show(upd, err)
	}
	u.changed()
}

// KeepMarks is the referee deciding that the marks stand where the estimator was unsure (the
// table's KeepMarks): the players may accept the count.
func (u *UI) KeepMarks() {
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) { return t.KeepMarks() })
	if err == nil {
		u.setStatus(L("The marks stand as they are: each player accepts or disputes."))
	} else {
		u.show(upd, err)
	}
	u.changed()
}

// Suggest marks the dead stones the estimator proposes (View → Dead stones: goref's own, GNU
// Go or KataGo), in place of the marks there are: the table's proposal, as at the halt.
func (u *UI) Suggest() {
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) { return t.Suggest() })
	u.show(upd, err)
	u.changed()
}

// Accept records that c accepts the marks and the count; when both have, the table applies
// the rule set's agreement (the game is counted; Ing: the dead stones are cleared and two more
// passes end the game). The acceptance that completes the agreement asks first, with the
// players and the result the count gives.
func (u *UI) Accept(c board.Color) {
	t := u.sess.Table()
	if !u.countable() || t.Accepted(c) || !t.Accepted(c.Opponent()) {
		u.accept(c)
		return
	}
	who := map[string]any{"Player": i18n.Color(c == board.Black)}
	text := LD("{{.Player}} accepts too: the game ends and the count is recorded.", who)
	if u.sess.Info.Rules.Counting == rules.CountIngFill && t.Phase() != rules.PhaseEnded {
		text = LD("{{.Player}} accepts too: the dead stones come off the board, and two more passes end the game.", who)
	} else if bd, err := t.Count(); err == nil && bd != nil {
		text += " " + LD("Result: {{.Text}} (RE {{.RE}})", map[string]any{"Text": bd.Result.Text(uiLang()), "RE": bd.Result.SGF()})
	}
	u.ask(&question{
		title:   L("The count is agreed"),
		text:    text + "\n" + u.playersLine(),
		choices: []choice{{label: LD("{{.Player}} accepts", who), danger: true, act: func(string) { u.accept(c) }}},
	})
}

// accept is c's acceptance, at once.
func (u *UI) accept(c board.Color) {
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) { return t.Accept(c) })
	if err == nil && !upd.Ended && u.sess.Table().Phase() != rules.PhaseCleared {
		u.setStatus(LD("{{.Player}} accepts the marks.", map[string]any{"Player": i18n.Color(c == board.Black)}))
	} else {
		u.show(upd, err)
	}
	u.changed()
}

// Dispute records c's dispute; the table starts the rule set's procedure: under J89 the
// referee chooses the path (confirmation by play, or resumption); elsewhere play resumes at
// once with the player the rule set gives the move.
func (u *UI) Dispute(c board.Color) {
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) { return t.Dispute(c) })
	switch {
	case err != nil:
		u.show(upd, err)
	case u.sess.Table().DisputeWaits():
		u.setStatus(L("Choose: confirm the disputed group by play (Art. 7), or resume the game (9-3)."))
	default:
		u.resumed()
	}
	u.changed()
}

// resume restarts play with c to move.
func (u *UI) resume(c board.Color) {
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) { return t.Resume(c) })
	if err != nil {
		u.show(upd, err)
		u.refresh()
		return
	}
	u.resumed()
	u.changed()
}

// resumed says that play goes on, and who moves.
func (u *UI) resumed() {
	u.setStatus(LD("Play resumes; {{.Player}} to move.", map[string]any{"Player": i18n.Color(u.sess.ToMove() == board.Black)}) +
		" " + u.sess.Table().Game().NextStep(uiLang()))
}

// ConfirmByPlay starts the J89 Art. 7 confirmation of the disputed group on a copy of the
// board: the disputer defends the group, the opponent tries to capture it and moves first.
func (u *UI) ConfirmByPlay() {
	disputer := u.sess.Table().Disputer()
	if disputer == board.Empty {
		u.setStatus(L("No dispute is waiting for its path."))
		return
	}
	attacker := disputer.Opponent()
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) { return t.ConfirmStart(attacker) })
	if err != nil {
		u.show(upd, err)
		u.refresh()
		return
	}
	u.setStatus(LD("Confirmation on a copy of the board: {{.Player}} tries to capture, and moves first.",
		map[string]any{"Player": i18n.Color(attacker == board.Black)}))
	u.changed()
}

// ResumeInstead is J89 9-3: the disputer resumes the game, the opponent moves first.
func (u *UI) ResumeInstead() {
	if c := u.sess.Table().Disputer(); c != board.Empty {
		u.resume(c.Opponent())
	}
}

// EndConfirmation ends the confirmation: the table marks the group by its outcome and the
// game's board comes back.
func (u *UI) EndConfirmation() {
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) { return t.ConfirmEnd() })
	if err != nil {
		u.show(upd, err)
		return
	}
	msg := L("Confirmation: the group lives. The board is restored.")
	for _, ev := range upd.Events {
		if a := ev.Action; a != nil && a.Kind == rules.ActConfirmation && a.Event != nil && a.Event.Verdict == "dead" {
			msg = L("Confirmation: the group is dead. The board is restored.")
		}
	}
	u.setStatus(msg)
	u.changed()
}
