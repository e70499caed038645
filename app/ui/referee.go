package ui

import (
	"goref/app/i18n"
	"goref/board"
	"goref/rules"
	"goref/rules/count"
)

// referee is the state of the referee panel: the dead and seki marks of this halt, who has
// accepted them, a dispute under way and the J89 confirmation sandbox.
type referee struct {
	open      bool
	seki      map[board.Vertex]bool
	sekiSet   bool           // seki marks decide (else rules/count detects seki)
	markSeki  bool           // a click marks seki instead of dead stones
	suggested bool           // the suggestion has pre-marked this halt
	uncertain []board.Vertex // stones the estimator was unsure of at this halt
	accepted  map[board.Color]bool
	focus     []board.Vertex // the group clicked last: the one a J89 dispute is about
	disputer  board.Color    // J89: a dispute waiting for the referee's choice of path
	conf      *rules.Confirmation
	confGroup []board.Vertex
	resumedAt int  // game ply of the first resumption (Ikeda II′), -1 before
	proof     bool // Ing 提取证明 under way: only captured stones are dead

	cycle       *cycleNote            // a cycle event waiting for the referee's ruling
	refused     *refusedPass          // an Ing pass PassAllowed refused, waiting for the referee
	passMarking bool                  // the referee marks the dead stones for the refused pass
	passMarks   map[board.Vertex]bool // the referee's dead stones for PassAllowed until play stops
	allowPass   bool                  // the next pass goes through as a 漏着

	bd       *count.Breakdown // the count of the marks on screen
	countErr error
	w        *refWidgets
}

func newReferee() *referee {
	return &referee{seki: map[board.Vertex]bool{}, accepted: map[board.Color]bool{}, resumedAt: -1}
}

// markable tells whether the game stands where dead stones are marked: halted after the
// passes, Ing's cleared phase, or ended by passes and not yet counted.
func (u *UI) markable() bool {
	if !u.sess.AtEnd() || u.sess.Result() != "" {
		return false
	}
	g := u.sess.Game()
	switch g.Phase() {
	case rules.PhaseHalted, rules.PhaseCleared:
		return true
	case rules.PhaseEnded:
		e := g.Ended()
		return e != nil && e.Reason == rules.ReasonPasses
	}
	return false
}

// countable tells whether the players may accept the count now (Ing's cleared phase waits
// for the two passes that end the game).
func (u *UI) countable() bool {
	return u.markable() && u.sess.Game().Phase() != rules.PhaseCleared
}

// OpenReferee shows the referee panel; at a halt the suggestion pre-marks what it is sure of.
func (u *UI) OpenReferee() {
	u.ref.open = true
	if u.markable() && !u.ref.suggested {
		u.premark()
	}
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
	u.ref.conf = nil
	u.build()
}

// premark applies the estimator's dead stones (u.estimate). Seki is left to the count's own
// detection (the same the estimator uses once the dead stones are off), shown on the board,
// until the referee marks seki by hand.
func (u *UI) premark() {
	u.ref.suggested = true
	u.dead = map[board.Vertex]bool{}
	u.ref.seki = map[board.Vertex]bool{}
	u.ref.sekiSet = false
	if u.sess.Info.Rules.Dispute == rules.DisputeNone {
		u.recount()
		return
	}
	e := u.estimate(u.sess.Board())
	for _, v := range e.Dead() {
		u.dead[v] = true
	}
	u.ref.uncertain = e.Uncertain()
	u.recount()
}

// markGroup toggles the related group at v dead (or seki in seki mode); any change of the
// marks takes back the players' acceptances.
func (u *UI) markGroup(v board.Vertex) {
	group := relatedGroup(u.sess.Board(), v)
	set := u.dead
	if u.ref.markSeki {
		if !u.ref.sekiSet && u.ref.bd != nil { // start from what the count detected
			for _, s := range u.ref.bd.SekiStones {
				u.ref.seki[s] = true
			}
		}
		set = u.ref.seki
		u.ref.sekiSet = true
	}
	mark := !set[v]
	for _, s := range group {
		if mark {
			set[s] = true
			if u.ref.markSeki {
				delete(u.dead, s)
			} else {
				delete(u.ref.seki, s)
			}
		} else {
			delete(set, s)
		}
	}
	u.ref.focus = group
	u.ref.accepted = map[board.Color]bool{}
	u.recount()
	u.refresh()
}

// Accept records that c accepts the marks and the count; when both have, the rule set's
// agreement follows: the game ends and is counted (Ing: the dead stones are cleared and two
// more passes end the game).
func (u *UI) Accept(c board.Color) {
	if !u.markable() {
		u.setStatus(L("Nothing to accept: play has not stopped."))
		return
	}
	g := u.sess.Game()
	if g.Phase() == rules.PhaseCleared {
		u.setStatus(g.NextStep(uiLang()))
		return
	}
	u.ref.accepted[c] = true
	u.sess.LogAction("accept", c.String())
	if !u.ref.accepted[board.Black] || !u.ref.accepted[board.White] {
		u.setStatus(LD("{{.Player}} accepts the marks.", map[string]any{"Player": i18n.Color(c == board.Black)}))
		u.refresh()
		return
	}
	u.ref.accepted = map[board.Color]bool{}
	if u.sess.Info.Rules.Dispute == rules.DisputeProofByCapture && g.Phase() == rules.PhaseHalted {
		g.AgreeEnd()
		u.setStatus(L("Dead stones agreed.") + " " + g.NextStep(uiLang()))
		u.changed()
		return
	}
	if g.Phase() != rules.PhaseEnded {
		g.AgreeEnd()
	}
	u.finishCount()
}

// finishCount counts the agreed position and records the result, the marks and the count.
func (u *UI) finishCount() {
	u.recount()
	if u.ref.countErr != nil {
		u.setStatus(u.ref.countErr.Error())
		return
	}
	bd := u.ref.bd
	u.writeMarks()
	u.sess.SetResult(bd.Result.SGF())
	u.endClock("counted")
	u.setStatus(resultText(bd.Result.SGF(), u.sess.Info.Rules) + " (RE " + bd.Result.SGF() + ")")
	u.changed()
}

// Dispute starts the rule set's procedure for a disagreement raised by c.
func (u *UI) Dispute(c board.Color) {
	if !u.markable() {
		u.setStatus(L("Nothing to dispute: play has not stopped."))
		return
	}
	switch u.sess.Info.Rules.Dispute {
	case rules.DisputeNone:
		u.setStatus(L("These rules have no dispute phase: every stone on the board counts."))
		return
	case rules.DisputeConfirmation:
		u.ref.disputer = c
		u.setStatus(L("Choose: confirm the disputed group by play (Art. 7), or resume the game (9-3)."))
		u.refresh()
		return
	}
	u.resumePlay(c)
}

// resumePlay resumes the game at c's request: the rule set says who moves first.
func (u *UI) resumePlay(c board.Color) {
	g := u.sess.Game()
	g.Resume(c)
	u.sess.LogAction("resume", c.String())
	u.ref.proof = u.sess.Info.Rules.Dispute == rules.DisputeProofByCapture
	if u.sess.Info.Rules.Dispute == rules.DisputeIkedaResume && u.ref.resumedAt < 0 {
		u.ref.resumedAt = len(g.Moves())
	}
	u.ref.disputer = board.Empty
	u.ref.accepted = map[board.Color]bool{}
	u.ref.suggested = false
	u.ref.uncertain = nil
	u.dead = map[board.Vertex]bool{}
	u.ref.seki = map[board.Vertex]bool{}
	u.ref.sekiSet = false
	u.ref.bd = nil
	u.setStatus(LD("Play resumes; {{.Player}} to move.", map[string]any{"Player": i18n.Color(u.sess.ToMove() == board.Black)}) + " " + g.NextStep(uiLang()))
	u.changed()
}

// ConfirmByPlay starts the J89 Art. 7 confirmation of the group clicked last: its opponent
// tries to capture it on a copy of the board.
func (u *UI) ConfirmByPlay() {
	group := u.ref.focus
	if len(group) == 0 {
		u.setStatus(L("Click the disputed group first."))
		return
	}
	owner := u.sess.Board().At(group[0])
	conf, err := u.sess.Game().StartConfirmation(owner.Opponent())
	if err != nil {
		u.setStatus(err.Error())
		return
	}
	u.ref.conf, u.ref.confGroup, u.ref.disputer = conf, group, board.Empty
	u.setStatus(LD("Confirmation on a copy of the board: {{.Player}} tries to capture, and moves first.",
		map[string]any{"Player": i18n.Color(owner.Opponent() == board.Black)}))
	u.refresh()
}

// ResumeInstead is J89 9-3: the disputer resumes the game, the opponent moves first.
func (u *UI) ResumeInstead() {
	c := u.ref.disputer
	if c == board.Empty {
		return
	}
	u.resumePlay(c)
}

// confirmPlay plays in the confirmation sandbox for the side to move there.
func (u *UI) confirmPlay(v board.Vertex) {
	conf := u.ref.conf
	c := conf.ToMove()
	if err := conf.Play(c, v); err != nil {
		u.setStatus(u.errorText(err))
		return
	}
	if v.IsPass() {
		u.setStatus(LD("{{.Player}} passes.", map[string]any{"Player": i18n.Color(c == board.Black)}))
	} else {
		u.setStatus(i18n.Color(c == board.Black) + " " + v.GTP(u.sess.Info.Height))
	}
	u.refresh()
}

// EndConfirmation reads the outcome off the sandbox (the group is dead when it was
// captured), marks the group accordingly and reverts to the game's board.
func (u *UI) EndConfirmation() {
	conf := u.ref.conf
	if conf == nil {
		return
	}
	dead := conf.Dead(u.ref.confGroup)
	for _, s := range u.ref.confGroup {
		if dead {
			u.dead[s] = true
			delete(u.ref.seki, s)
		} else {
			delete(u.dead, s)
		}
	}
	word := "alive"
	msg := L("Confirmation: the group lives. The board is restored.")
	if dead {
		word = "dead"
		msg = L("Confirmation: the group is dead. The board is restored.")
	}
	u.sess.LogAction("confirmation", word+" "+u.ref.confGroup[0].GTP(u.sess.Info.Height))
	u.ref.conf, u.ref.confGroup = nil, nil
	u.ref.accepted = map[board.Color]bool{}
	u.recount()
	u.setStatus(msg)
	u.changed()
}

// passDead is what PassAllowed takes as dead: the agreed marks after Ing's agreement, nothing
// during 提取证明 (only captured stones are dead), otherwise the stones the suggestion is sure
// of (no marks exist before the first halt).
func (u *UI) passDead() []board.Vertex {
	g := u.sess.Game()
	switch {
	case g.Phase() == rules.PhaseCleared:
		return vertexList(u.dead)
	case u.ref.proof:
		return nil
	case u.ref.passMarking:
		return vertexList(u.dead)
	case u.ref.passMarks != nil:
		return vertexList(u.ref.passMarks)
	}
	return u.estimate(g.Board()).Dead()
}
