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
	u        *UI
	open     bool
	markSeki bool // a click marks seki instead of dead stones
	w        *refWidgets
}

// markable tells whether the game at the table stands where dead stones are marked.
func (r *referee) markable() bool { return r.u.sess.AtTable() && r.u.sess.Table().Markable() }

// marksOpen tells whether a click on a stone marks it now: the table takes marks (not during
// play, nor after Ing's agreement, whose marks are the agreement).
func (r *referee) marksOpen() bool { return r.u.sess.AtTable() && r.u.sess.Table().MarksOpen() }

// countable tells whether the players may accept the count now (Ing's cleared phase waits
// for the two passes that end the game).
func (r *referee) countable() bool {
	return r.markable() && r.u.sess.Table().Phase() != rules.PhaseCleared
}

// OpenReferee shows the referee panel beside the board.
func (r *referee) OpenReferee() { r.setOpen(true) }

// ToggleReferee shows or hides the panel (the button beside the board's navigation).
func (r *referee) ToggleReferee() { r.setOpen(!r.open) }

// CloseReferee hides the panel (the marks stay).
func (r *referee) CloseReferee() { r.setOpen(false) }

// setOpen shows or hides the panel in the column: the window is not made again.
func (r *referee) setOpen(on bool) {
	r.open = on
	if c := r.u.col; c != nil {
		c.showPanel(on)
	}
	r.refreshPanel()
}

// markGroup marks the stone clicked dead (or seki in seki mode) through the table, which
// marks what one click marks (its related group) and takes back the players' acceptances.
func (r *referee) markGroup(v board.Vertex) {
	upd, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) {
		if r.markSeki {
			return t.MarkSeki(v)
		}
		return t.MarkDead(v)
	})
	if err != nil {
		r.u.show(upd, err)
	}
	r.u.changed()
}

// KeepMarks is the referee deciding that the marks stand where the estimator was unsure (the
// table's KeepMarks): the players may accept the count. The status line says the table's words.
func (r *referee) KeepMarks() {
	r.u.show(r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.KeepMarks() }))
	r.u.changed()
}

// Suggest marks the dead stones the estimator proposes (View → Dead stones: goref's own, GNU
// Go or KataGo), in place of the marks there are: the table's proposal, as at the halt.
func (r *referee) Suggest() {
	upd, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.Suggest() })
	r.u.show(upd, err)
	r.u.changed()
}

// Accept records that c accepts the marks and the count; when both have, the table applies
// the rule set's agreement (the game is counted; Ing: the dead stones are cleared and two more
// passes end the game). The acceptance that completes the agreement asks first, with the
// players and the result the count gives.
func (r *referee) Accept(c board.Color) {
	will := r.u.sess.Table().AcceptWill(c)
	if !will.Final() {
		r.accept(c)
		return
	}
	who := map[string]any{"Player": i18n.Color(c == board.Black)}
	r.u.ask(&question{
		title:   L("The count is agreed"),
		text:    lines(will.Explain(uiLang()), r.playersLine()),
		choices: []choice{{label: LD("{{.Player}} accepts", who), danger: true, act: func(string) { r.accept(c) }}},
	})
}

// accept is c's acceptance, at once; the status line says the table's words for it (and for
// the count or the clearing it completes).
func (r *referee) accept(c board.Color) {
	r.u.show(r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.Accept(c) }))
	r.u.changed()
}

// Dispute records c's dispute; the table starts the rule set's procedure: under J89 the
// referee chooses the path (confirmation by play, or resumption); elsewhere play resumes at
// once with the player the rule set gives the move.
func (r *referee) Dispute(c board.Color) {
	upd, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.Dispute(c) })
	switch {
	case err != nil:
		r.u.show(upd, err)
	case r.u.sess.Table().DisputeWaits():
		r.u.setStatus(table.ChoicesText(r.u.sess.Table().DisputeChoices(), uiLang()))
	default:
		r.resumed(upd)
	}
	r.u.changed()
}

// resume restarts play with c to move.
func (r *referee) resume(c board.Color) {
	upd, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.Resume(c) })
	if err != nil {
		r.u.show(upd, err)
		r.u.refresh()
		return
	}
	r.resumed(upd)
	r.u.changed()
}

// resumed says that play goes on, and who moves, in the table's words (the dispute and the
// resumption upd reports), then the rules' next step.
func (r *referee) resumed(upd table.Update) {
	r.u.observe(upd)
	r.u.setStatus(joinSentences(nonEmpty(r.u.react(upd, nil), r.u.sess.Table().Game().NextStep(uiLang()))))
}

// ConfirmByPlay starts the J89 Art. 7 confirmation of the disputed group on a copy of the
// board, on the path the table offers: the disputer defends the group, the opponent tries to
// capture it and moves first.
func (r *referee) ConfirmByPlay() {
	path, ok := r.disputePath(table.ChoiceConfirm)
	if !ok {
		return
	}
	upd, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.ConfirmStart(path.Player) })
	if err != nil {
		r.u.show(upd, err)
		r.u.refresh()
		return
	}
	r.u.show(upd, nil) // the table's words: who tries to capture, and moves first
	r.u.changed()
}

// ResumeInstead is J89 9-3, on the path the table offers: the disputer resumes the game, the
// opponent moves first.
func (r *referee) ResumeInstead() {
	if path, ok := r.disputePath(table.ChoiceResume); ok {
		r.resume(path.Player)
	}
}

// disputePath is the table's path of kind for the dispute waiting (DisputeChoices: who moves
// first on it), or says that no dispute waits for one.
func (r *referee) disputePath(kind string) (table.Choice, bool) {
	for _, c := range r.u.sess.Table().DisputeChoices() {
		if c.Kind == kind {
			return c, true
		}
	}
	r.u.setStatus(L("No dispute is waiting for its path."))
	return table.Choice{}, false
}

// EndConfirmation ends the confirmation: the table marks the group by its outcome and the
// game's board comes back.
func (r *referee) EndConfirmation() {
	upd, err := r.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.ConfirmEnd() })
	if err != nil {
		r.u.show(upd, err)
		return
	}
	// the table's words for the verdict (the group and whether it lives), then the board's
	r.u.setStatus(joinSentences(nonEmpty(r.u.react(upd, nil), L("The board is restored."))))
	r.u.changed()
}
