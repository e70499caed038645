package ui

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2/widget"

	"goref/app/i18n"
	"goref/app/session"
	"goref/board"
	"goref/rules"
)

// tap is a click on the board: a move; after the passes a dead (or seki) mark on the related
// group; during a J89 confirmation a move in the sandbox.
func (u *UI) tap(v board.Vertex) {
	if u.ref.conf != nil {
		u.confirmPlay(v)
		return
	}
	if u.ref.passMarking {
		if u.sess.Board().At(v) != board.Empty {
			u.markGroup(v)
		}
		return
	}
	if u.markable() && u.sess.Board().At(v) != board.Empty {
		u.markGroup(v)
		return
	}
	u.Play(v)
}

// Play plays the player to move at v, or says in the status line why not.
func (u *UI) Play(v board.Vertex) {
	c := u.sess.ToMove()
	placing := u.sess.PlacingHandicap() > 0
	if v.IsPass() && !placing && u.sess.AtEnd() && !u.ref.allowPass {
		// Ing 除认输外禁止虚手: no pass while a neutral point can still be contested; the
		// panel offers the referee other marks or a 漏着.
		if err := u.sess.Game().PassAllowed(c, u.passDead()); err != nil {
			u.noteRefusal(c, err)
			u.setStatus(u.errorText(err))
			u.refresh()
			return
		}
	}
	cleared := u.sess.Game().Phase() == rules.PhaseCleared
	m, err := u.sess.Play(v)
	if err != nil {
		u.setStatus(u.errorText(err))
		// An Ing refusal that ends a cycle (搅方, 双热子/季热子) is a cycle verdict the referee
		// may overrule from the cycle box.
		if ie, ok := err.(*rules.Illegal); ok && ie.Event != nil && ie.Event.Kind == rules.EventCycle {
			u.ref.cycle = &cycleNote{ply: len(u.sess.Game().Moves()), ev: *ie.Event, cy: ie.Cycle, refused: true}
			u.OpenReferee()
		}
		return
	}
	if !cleared { // after Ing's agreement the dead marks stand until the game ends
		u.dead = map[board.Vertex]bool{}
	}
	u.ref.refused, u.ref.passMarking = nil, false
	if !placing {
		u.pressClock(c)
		if u.speaker != nil && !v.IsPass() {
			_ = u.speaker.Stone()
		}
	}
	switch {
	case placing:
		u.setStatus(LD("Handicap stone placed ({{.Left}} to go).", map[string]any{"Left": u.sess.PlacingHandicap()}))
	case v.IsPass():
		u.setStatus(LD("{{.Player}} passes.", map[string]any{"Player": i18n.Color(c == board.Black)}))
	default:
		u.setStatus(u.moveText(c, v, m.Captures))
	}
	stopped, cycle := false, false
	for _, ev := range m.Events {
		u.setStatus(u.Status.Text + " " + eventText(ev))
		stopped = stopped || ev.Kind == rules.EventHalt || ev.Kind == rules.EventGameEnd && ev.Reason == rules.ReasonPasses
		if ev.Kind == rules.EventCycle {
			u.ref.cycle, cycle = &cycleNote{ply: len(u.sess.Game().Moves()), ev: ev, cy: m.Cycle}, true
		}
	}
	u.changed()
	switch {
	case stopped:
		marks := u.ref.passMarks
		u.ref.passMarks = nil
		u.ref.suggested = cleared // Ing: the agreed marks stay
		u.ref.accepted = map[board.Color]bool{}
		u.OpenReferee()
		if marks != nil && !cleared { // the referee's marks for the passes stand at the halt
			u.dead = map[board.Vertex]bool{}
			for s := range marks {
				if u.sess.Board().At(s) != board.Empty {
					u.dead[s] = true
				}
			}
			u.recount()
			u.refresh()
		}
	case cycle && !u.ref.open:
		u.OpenReferee()
	}
}

// Pass passes for the player to move.
func (u *UI) Pass() { u.Play(board.Pass) }

func (u *UI) moveText(c board.Color, v board.Vertex, captures int) string {
	s := i18n.Color(c == board.Black) + " " + v.GTP(u.sess.Info.Height)
	if captures > 0 {
		s += " — " + LD("captures {{.N}}", map[string]any{"N": captures})
	}
	return s
}

func eventText(ev rules.Event) string {
	switch ev.Kind {
	case rules.EventHalt:
		return L("Both players passed: play stops. Click dead stones, then Count.")
	case rules.EventGameEnd:
		return L("The game has ended.")
	case rules.EventCycle:
		switch ev.Verdict {
		case rules.VerdictRefereeDrawOrReplay:
			return L("Repetition: the referee rules a draw (和棋) or a replay (重下).")
		case rules.VerdictNoResultByAgreement:
			return L("Repetition: no result (無勝負) if both players agree.")
		case rules.VerdictContest, rules.VerdictDisturb:
			return L("Repetition: contest (争) or disturbance (搅).")
		case rules.VerdictFalseLife:
			return L("Repetition: a shameless ko (赖皮劫) keeps a dead group alive by cyclic threats; the group is dead (false life) and its owner may not go round again.")
		}
		return L("The whole-board position repeats.")
	}
	return ""
}

func (u *UI) errorText(err error) string {
	var refused *rules.PassRefused
	if errors.As(err, &refused) {
		return LD("No pass while a neutral point can still be contested (除认输外禁止虚手): {{.Point}} is open.",
			map[string]any{"Point": refused.Point.GTP(u.sess.Info.Height)})
	}
	var ill *rules.Illegal
	if errors.As(err, &ill) {
		return i18n.Reason(ill.Reason)
	}
	if errors.Is(err, session.ErrPlacingHandicap) {
		return L("Place the handicap stones first.")
	}
	return err.Error()
}

// Undo takes the last move back. In a casual game it happens at once; in tournament mode
// a take-back is the referee's action: it asks first, with a reason, and is logged.
func (u *UI) Undo() {
	if u.sess.Info.Mode != session.Tournament {
		if u.sess.Undo() {
			u.setStatus(L("Move taken back."))
			u.dead = map[board.Vertex]bool{}
			u.changed()
		}
		return
	}
	last := u.lastMove()
	if last == "" {
		return
	}
	u.ask(&question{
		title: L("Take back the last move"),
		text: LD("Take back move {{.Move}}? In a tournament game this is the referee's decision and it goes into the referee log.",
			map[string]any{"Move": last}),
		reason:  widget.NewEntry(),
		choices: []choice{{label: L("Take back (logged)"), danger: true, act: u.refereeUndo}},
	})
}

// refereeUndo is the tournament take-back the referee confirmed.
func (u *UI) refereeUndo(reason string) {
	last := u.lastMove()
	if !u.sess.Undo() {
		return
	}
	u.sess.LogAction("undo", strings.TrimSpace(last+" "+reason))
	u.setStatus(L("Move taken back by the referee (logged)."))
	u.dead = map[board.Vertex]bool{}
	u.changed()
}

func (u *UI) lastMove() string {
	ms := u.sess.Game().Moves()
	if len(ms) == 0 {
		return ""
	}
	m := ms[len(ms)-1]
	return fmt.Sprintf("%d %s %s", len(ms), m.Color, m.Vertex.GTP(u.sess.Info.Height))
}

// Resign asks who resigns (the player to move is offered first) and records it once
// answered: a resignation ends the game and cannot be taken back by a stray click.
func (u *UI) Resign() {
	if u.sess.Ended() {
		u.setStatus(L("The game is over."))
		return
	}
	c := u.sess.ToMove()
	resigns := func(c board.Color) choice {
		return choice{
			label:  LD("{{.Player}} resigns", map[string]any{"Player": i18n.Color(c == board.Black)}),
			danger: true,
			act:    func(string) { u.resign(c) },
		}
	}
	u.ask(&question{
		title:   L("Resign"),
		text:    L("Who resigns? The game ends and the result is recorded."),
		choices: []choice{resigns(c), resigns(c.Opponent())},
	})
}

// resign records that c resigned.
func (u *UI) resign(c board.Color) {
	if u.sess.Ended() {
		return
	}
	u.sess.Resign(c)
	u.endClock("resign")
	u.setStatus(resultText(u.sess.Result(), u.sess.Info.Rules))
	u.changed()
}

func (u *UI) endClock(reason string) {
	if u.clocks != nil {
		_ = u.clocks.clk.End(reason)
	}
}

// halted tells whether play has stopped after the passes (dead stones are marked now).
func (u *UI) halted() bool {
	if !u.sess.AtEnd() || u.sess.Result() != "" {
		return false
	}
	ms := u.sess.Game().Moves()
	if len(ms) == 0 {
		return false
	}
	for _, ev := range ms[len(ms)-1].Events {
		if ev.Kind == rules.EventHalt || ev.Kind == rules.EventGameEnd {
			return true
		}
	}
	return false
}

// changed is called after every change of the record: redraw and autosave.
func (u *UI) changed() {
	u.refresh()
	u.autosave()
}

// Navigation through the record.
func (u *UI) Back()    { u.nav(u.sess.Back) }
func (u *UI) Forward() { u.nav(u.sess.Forward) }
func (u *UI) First()   { u.nav(func() bool { u.sess.First(); return true }) }
func (u *UI) Last()    { u.nav(func() bool { u.sess.Last(); return true }) }

// NextVariation and PrevVariation switch between the alternatives of the current move.
func (u *UI) NextVariation() { u.nav(func() bool { return u.sess.Sibling(1) }) }
func (u *UI) PrevVariation() { u.nav(func() bool { return u.sess.Sibling(-1) }) }

func (u *UI) nav(step func() bool) {
	if step() {
		u.dead = map[board.Vertex]bool{}
		u.setStatus("")
		u.refresh()
	}
}
