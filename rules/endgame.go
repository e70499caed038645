package rules

import (
	"goref/board"
	"goref/rules/result"
)

// The end of a game, per rule set (rules-texts.md E.b, ikeda-davis.md C.2.3, jihuozi.md §2.4):
//
//	Playing --passes--> Halted            (C88 终局确认, J89 対局停止, I96 休止, II′ 対局停止, 计活子 休止)
//	Halted  --AgreeEnd--> Ended           (dead stones agreed; Ing: --> Cleared, two more passes end)
//	Halted  --Resume(requester)--> Playing  (who moves first: J89 9-3 the requester's opponent;
//	                                       II′ Art. 9 the opponent of the last passer; others
//	                                       normal alternation; 计活子 two virtual moves first)
//	any     --Resign/TimeLoss/Forfeit/Rule--> Ended
//
// Rule sets without a dispute phase (ROC, Tromp-Taylor) and Chen end at the passes; Ing and
// II′ also end at four consecutive passes (四虚终局, 完全終局). A record may go on after a
// halt without an explicit Resume: the next ply resumes play.

// Phase is a state of the end-of-game machine.
type Phase uint8

const (
	PhasePlaying Phase = iota
	PhaseHalted        // passes stopped play: dead-stone agreement or resumption
	PhaseCleared       // Ing: dead stones cleared by agreement; the next passes end the game
	PhaseEnded
)

func (p Phase) String() string {
	return [...]string{"playing", "halted", "cleared", "ended"}[p]
}

// Event reasons for the end of play.
const (
	ReasonPasses      = "passes"
	ReasonAgreement   = "agreement"
	ReasonResignation = "resignation"
	ReasonTime        = "time"
	ReasonForfeit     = "forfeit"
	ReasonReferee     = "referee"
	ReasonRepetition  = "repetition"
	ReasonResumed     = "resumed"
)

// ResultReason is why the game ended as the result names it (result.Reason, the one list of
// why a game ended) for an event that ends it by resignation, time, forfeit, the referee's
// ruling (a violation) or a repetition; false for any other (the passes, an agreement).
func (e *Event) ResultReason() (result.Reason, bool) {
	switch e.Reason {
	case ReasonResignation:
		return result.ByResignation, true
	case ReasonTime:
		return result.ByTime, true
	case ReasonForfeit:
		return result.ByForfeit, true
	case ReasonReferee:
		return result.ByViolation, true
	case ReasonRepetition:
		return result.ByRepetition, true
	}
	return 0, false
}

// Event kinds beyond the CLI's three.
const (
	EventResume  = "resume"
	EventReferee = "referee"
)

// afterPass applies the rule set's pass rules to a pass by c (already on the board).
func (g *Game) afterPass(c board.Color, m *Move) []Event {
	if g.Rules.Cycle == CycleIkedaGameEnds {
		g.ikedaPass(c, m)
	}
	n := g.st.passes
	switch {
	case g.st.phase == PhaseCleared && n == g.Rules.PassesAfterAgreement():
		return []Event{{Kind: EventGameEnd, Reason: ReasonPasses}} // 死子清完，双方再虚手，着手终了
	case g.Rules.PassesToEnd > 0 && n == g.Rules.PassesToEnd:
		return []Event{{Kind: EventGameEnd, Reason: ReasonPasses}}
	case n != g.Rules.PassesToHalt:
		return nil
	case g.Rules.Dispute == DisputeNone || g.Rules.PassesToEnd == g.Rules.PassesToHalt:
		return []Event{{Kind: EventGameEnd, Reason: ReasonPasses}}
	case g.Rules.Dispute == DisputeProofByCapture && g.st.halts > 0:
		return []Event{{Kind: EventGameEnd, Reason: ReasonPasses}} // play resumed in proof by capture and stopped again
	}
	g.st.halts++
	g.st.phase = PhaseHalted
	return []Event{{Kind: EventHalt, Reason: ReasonPasses}}
}

// resumeImplicitly notes a ply played while halted: play has resumed (II′ needs to know who
// moved first at the first resumption).
func (g *Game) resumeImplicitly(c board.Color) {
	if g.st.phase != PhaseHalted {
		return
	}
	g.st.phase = PhasePlaying
	g.ikedaResume(c)
}

// Resume restarts play after a halt because the players disagree (or one asks to), and
// returns the event. The player to move is the rule set's: J89 9-3 the requester's opponent,
// II′ Art. 9 the opponent of the last passer, otherwise the board's alternation.
func (g *Game) Resume(requester board.Color) Event {
	switch g.Rules.Dispute {
	case DisputeConfirmation:
		g.b.SetToMove(requester.Opponent())
	case DisputeIkedaResume:
		if n := len(g.moves); n > 0 && g.moves[n-1].isPass() {
			g.b.SetToMove(g.moves[n-1].color.Opponent())
		}
		g.ikedaResume(g.b.ToMove())
	}
	g.st.phase = PhasePlaying
	g.st.ended = nil
	if g.Rules.PassesToEnd == 0 {
		// the passes that stopped play are spent: two more stop it again (J89 9-3 lets the
		// first mover pass). Ing and II′ count on towards 四虚终局 / 完全終局.
		g.st.passes = 0
	}
	return Event{Kind: EventResume, Reason: ReasonResumed}
}

// AgreeEnd records that both players agree on the dead stones: the game ends (Ing: the
// dead stones are cleared and the rule set's PassesAfterAgreement end it). II′ Art. 8 refunds the last pass's
// prisoner when F made it.
func (g *Game) AgreeEnd() Event {
	if g.Rules.Dispute == DisputeProofByCapture && g.st.phase != PhaseCleared {
		g.st.phase = PhaseCleared
		g.st.passes = 0
		return Event{Kind: EventHalt, Reason: ReasonAgreement}
	}
	if g.Rules.Cycle == CycleIkedaGameEnds && g.ikedaRefundDue() {
		g.st.ikeda.passStone[g.st.ikeda.first]--
		g.moves[len(g.moves)-1].flags &^= flagPassStone
	}
	return g.end(Event{Kind: EventGameEnd, Reason: ReasonAgreement})
}

// Resign ends the game: c resigns.
func (g *Game) Resign(c board.Color) Event {
	return g.end(Event{Kind: EventGameEnd, Reason: ReasonResignation, Winner: c.Opponent().String()})
}

// TimeLoss ends the game: c's time ran out.
func (g *Game) TimeLoss(c board.Color) Event {
	return g.end(Event{Kind: EventGameEnd, Reason: ReasonTime, Winner: c.Opponent().String()})
}

// Forfeit ends the game: c forfeits (absent, late beyond the allowance, 罚停 …).
func (g *Game) Forfeit(c board.Color) Event {
	return g.end(Event{Kind: EventGameEnd, Reason: ReasonForfeit, Winner: c.Opponent().String()})
}

// BothForfeit ends the game with both players' forfeit (C88 23.2 「双方迟到超过赛场规定时间，则
// 判双方弃权作负」): the second late player's arrival beyond the allowance turns the forfeit the
// first was given into both losing.
func (g *Game) BothForfeit() Event {
	e := Event{Kind: EventGameEnd, Reason: ReasonForfeit, Verdict: string(ActBothLose)}
	g.st.ended = &e
	g.st.phase = PhaseEnded
	return e
}

// Reopen undoes the end of the game when the referee finds it was wrong (a flag that fell
// because of a clock error): play goes on where it stood.
func (g *Game) Reopen() {
	g.st.ended = nil
	g.st.phase = PhasePlaying
}

// end records ev as the end of the game (the first end stands).
func (g *Game) end(ev Event) Event {
	if g.st.ended == nil {
		e := ev
		g.st.ended = &e
	}
	g.st.phase = PhaseEnded
	return ev
}
