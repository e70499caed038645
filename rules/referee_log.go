package rules

import (
	"fmt"
	"time"

	"goref/board"
)

// ActionKind is a referee action (rules-texts.md E.e).
type ActionKind string

const (
	ActWarning     ActionKind = "warning"
	ActVoidMove    ActionKind = "void-move"   // C88 Art. 19/20.1: move void, forced pass
	ActForcedPass  ActionKind = "forced-pass" // C88 Art. 22 (sealed point occupied), Chen: overtime
	ActLoss        ActionKind = "loss"
	ActBothLose    ActionKind = "both-lose"    // J89 13-1/13-2, C88 23.3
	ActDraw        ActionKind = "draw"         // C88 20.3 和棋
	ActReplay      ActionKind = "replay"       // C88 20.3 重下
	ActNoResult    ActionKind = "no-result"    // J89 Art. 12 無勝負
	ActTimePenalty ActionKind = "time-penalty" // Ing 罚点: 2 points each
	ActForfeit     ActionKind = "forfeit"
	ActLate        ActionKind = "late-arrival" // C88 23.1–3, Ing art. 10: applied by rules/table through the clock
	// ActOversight is Ing's 漏着 (art. 10): Player passed with the last dame open and the
	// opponent takes it. The 2 points are the move Player did not make; the text adds no
	// penalty, so they are not in PenaltyPoints (the opponent's stone on the dame counts them).
	ActOversight     ActionKind = "oversight"
	ActPenaltyPoints ActionKind = "penalty-points" // Points against Player, added to the count
	ActTimeAdjust    ActionKind = "time-adjust"    // Points = seconds added to Player's clock (negative: taken off)
	ActSealed        ActionKind = "sealed-move"    // C88 14, 22: the sealed move at Point is opened; occupied → one forced pass
	// ActCycleRuling is the referee's ruling on a cycle: Ruling is draw, replay, continue or
	// no-result; under Ing also disturb (Player: the 搅方) or contest (cycle_ruling.go).
	ActCycleRuling ActionKind = "cycle-ruling"

	// The table's own entries (package rules/table), logged with Game.Note: the consequence
	// is applied by the table, the log only records it, so the SGF keeps them as GR.
	ActTimeLoss     ActionKind = "time-loss"    // the flag fell (Event's Verdict: the clock's loss kind)
	ActResign       ActionKind = "resign"       // Player resigned
	ActAccept       ActionKind = "accept"       // Player accepts the dead-stone marks and the count
	ActDispute      ActionKind = "dispute"      // Player disputes the marks
	ActResume       ActionKind = "resume"       // play resumes, Player to move
	ActConfirmation ActionKind = "confirmation" // J89 Art. 7 outcome (Event's Verdict: dead or alive; Point: a stone of the group)
	ActUndo         ActionKind = "undo"         // a move taken back by the referee (Event's Verdict: move, Point, or pass; Note: the reason)
	ActSeal         ActionKind = "seal"         // the game was sealed, Player to move
	ActCount        ActionKind = "count"        // the referee counted the marks as they stand, without the players' acceptance
	ActClockPause   ActionKind = "clock-pause"  // the referee stopped the clock (Note: why)
	ActClockResume  ActionKind = "clock-resume" // the referee restarted it (Note: why)
	// ActRevoke: the referee took back the result recorded (Event's Verdict: its RE; Note: why);
	// the game stands again where it was before the action that ended it, its clock paused.
	ActRevoke ActionKind = "revoke"
	ActSigned ActionKind = "slip-signed" // the players and the referee signed the result slip: the result is final
)

// Cycle rulings (ActCycleRuling's Ruling).
const (
	RulingDraw     = "draw"
	RulingReplay   = "replay"
	RulingContinue = "continue"
	RulingNoResult = "no-result"
)

// Action is one entry of the referee log.
type Action struct {
	Ply    int // the game ply it refers to (the number of plies played)
	Kind   ActionKind
	Player board.Color // who it concerns; Empty for both
	Points int         // penalty points, seconds (time-adjust) or minutes late
	Point  *board.Vertex
	// Limit is the venue's late allowance in minutes (C88 23.1); 0 takes the rule set's.
	Limit int
	// Late is how late the player arrived (ActLate), to the second; the GR value keeps the
	// whole minutes in Points, and a log read back from it says those.
	Late time.Duration
	Note string // the referee's words, and nothing else
	// Ground is the rule a void move answers when the table ruled it itself (ActVoidMove: ko,
	// suicide, superko); its event's verdict keeps it in the GR value.
	Ground Reason
	// Ruling is an ActCycleRuling's ruling (RulingDraw …). The GR value does not spell it: its
	// event names the consequence, from which ParseGR reads it back.
	Ruling string
	// Clock is the seconds the consequence adds to Player's clock (both clocks when Player is
	// Empty); negative takes time off. Referee sets it; the app applies it.
	Clock int
	Event *Event // the consequence the rule set attaches, if any

	height int // the board's, for naming Point in Explain
}

// RefereeLog is the referee's record of a game.
type RefereeLog struct{ Actions []Action }

// dropAfter takes out the entries of the plies after ply (entries are kept in ply order).
func (l *RefereeLog) dropAfter(ply int) {
	k := len(l.Actions)
	for k > 0 && l.Actions[k-1].Ply > ply {
		k--
	}
	l.Actions = l.Actions[:k]
}

// penaltyCounts refuses a penalty the count could never take: none or less, more points than
// the board has, or under Ing's fill count an odd number — a penalty is filled as 罚子, two
// points a stone (「二点折一子」).
func (g *Game) penaltyCounts(points int) error {
	if n := g.b.Width() * g.b.Height(); points <= 0 || points > n {
		return fmt.Errorf("referee: a penalty is 1 to %d points (the board's), not %d", n, points)
	}
	if g.Rules.Counting == CountIngFill && points%2 != 0 {
		return fmt.Errorf("referee: Ing penalty points come in twos (二点折一子: a 罚子 stone is 2 points), not %d", points)
	}
	return nil
}

// VerdictSecondWarning is the verdict of the game's end at a player's second warning under
// C88 (Art. 25.2: two warnings in one game lose it).
const VerdictSecondWarning = "second-warning"

// WarningLoses tells whether a warning to c now would be c's second under a rule set where
// two warnings lose the game (C88 Art. 25.2; the presets with ViolationVoidAndPass).
func (g *Game) WarningLoses(c board.Color) bool {
	return g.Rules.Violation == ViolationVoidAndPass && (c == board.Black || c == board.White) && g.Log.Warnings(c)+1 >= 2
}

// Warnings counts the warnings c has received.
func (l *RefereeLog) Warnings(c board.Color) int {
	n := 0
	for _, a := range l.Actions {
		if a.Kind == ActWarning && a.Player == c {
			n++
		}
	}
	return n
}

// TimePenalty returns c's time-penalty points (Ing: 2 per penalty).
func (l *RefereeLog) TimePenalty(c board.Color) int {
	n := 0
	for _, a := range l.Actions {
		if a.Kind == ActTimePenalty && a.Player == c {
			n += a.Points
		}
	}
	return n
}

// PenaltyPoints returns the points deducted from c in the count: time penalties and penalty
// points (an oversight is not a penalty: see ActOversight).
func (l *RefereeLog) PenaltyPoints(c board.Color) int {
	n := 0
	for _, a := range l.Actions {
		if (a.Kind == ActTimePenalty || a.Kind == ActPenaltyPoints) && a.Player == c {
			n += a.Points
		}
	}
	return n
}

// ClockAdjust returns the seconds the referee's actions add to c's clock (negative: taken off).
func (l *RefereeLog) ClockAdjust(c board.Color) int {
	n := 0
	for _, a := range l.Actions {
		if a.Player == c || a.Player == board.Empty {
			n += a.Clock
		}
	}
	return n
}

// Note appends an action whose consequence the caller has applied itself (the table's
// accept, dispute, resume, resignation, time loss …) to the one referee log.
func (g *Game) Note(a Action) Action {
	a.Ply = len(g.moves)
	a.height = g.b.Height()
	g.Log.Actions = append(g.Log.Actions, a)
	return a
}

// Referee records a referee action on the game and applies the rule set's consequence, which
// it returns: a forced pass for a void move, the loss at the second C88 warning (Art. 25.2,
// VerdictSecondWarning), the end of the game for loss, both-lose, draw, replay, no result and
// forfeit.
func (g *Game) Referee(a Action) (*Event, error) {
	a.Ply = len(g.moves)
	a.height = g.b.Height()
	var ev *Event
	opp := ""
	if a.Player == board.Black || a.Player == board.White {
		opp = a.Player.Opponent().String()
	}
	switch a.Kind {
	case ActWarning:
		if g.WarningLoses(a.Player) {
			// C88 Art. 25.2 「对局者被判的警告，应记录在案，在一局棋里满二次者，判该局为负」
			e := g.end(Event{Kind: EventGameEnd, Reason: ReasonReferee, Verdict: VerdictSecondWarning, Winner: opp})
			ev = &e
		}
	case ActVoidMove, ActForcedPass:
		if a.Player != board.Black && a.Player != board.White {
			return nil, fmt.Errorf("referee: %s needs a player", a.Kind)
		}
		m, err := g.Play(a.Player, board.Pass)
		if err != nil {
			// a forced pass is the referee's: Ikeda's Art. 7 does not bind it
			m, err = g.commit(a.Player, board.Pass, false, nil)
			if err != nil {
				return nil, err
			}
		}
		e := Event{Kind: EventReferee, Reason: string(a.Kind), Verdict: string(a.Ground)}
		ev = &e
		_ = m
	case ActLoss:
		e := g.end(Event{Kind: EventGameEnd, Reason: ReasonReferee, Verdict: "loss", Winner: opp})
		ev = &e
	case ActForfeit:
		e := g.Forfeit(a.Player)
		ev = &e
	case ActBothLose, ActDraw, ActReplay, ActNoResult:
		winner := ""
		if a.Kind == ActDraw {
			winner = "draw"
		}
		e := g.end(Event{Kind: EventGameEnd, Reason: ReasonReferee, Verdict: string(a.Kind), Winner: winner})
		ev = &e
	case ActTimePenalty, ActPenaltyPoints, ActOversight:
		if a.Player != board.Black && a.Player != board.White {
			return nil, fmt.Errorf("referee: %s needs a player", a.Kind)
		}
		if a.Kind == ActPenaltyPoints {
			if err := g.penaltyCounts(a.Points); err != nil {
				return nil, err
			}
		}
		if a.Kind == ActOversight && a.Points == 0 {
			a.Points = 2
		}
	case ActTimeAdjust:
		a.Clock = a.Points
	case ActLate:
		// One implementation: the table (rules/table) applies a late arrival to the game's own
		// clock with the venue's allowance (rules/clock LateAllowing); a bare game has no clock.
		return nil, fmt.Errorf("referee: a late arrival is applied by the table (rules/table), which holds the clock")
	case ActSealed:
		e, err := g.openSealed(a)
		if err != nil {
			return nil, err
		}
		ev = e
	case ActCycleRuling:
		e, err := g.cycleRuling(a)
		if err != nil {
			return nil, err
		}
		ev = e
	default:
		return nil, fmt.Errorf("referee: unknown action %q", a.Kind)
	}
	a.Event = ev
	g.Log.Actions = append(g.Log.Actions, a)
	return ev, nil
}
