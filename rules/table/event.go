package table

import (
	"time"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/result"
	"goref/words"
)

// Event kinds (table.md): what an Event reports.
const (
	KindAnnounce = "announce"  // a clock call: 「30秒」, 「还剩三分钟」, "10 seconds" …
	KindIllegal  = "illegal"   // a move the rules refuse (Reason: the rules.Reason)
	KindRefused  = "refused"   // an action not allowed at this moment (Reason says why)
	KindPenalty  = "penalty"   // Ing 罚点: points against Player, into the count
	KindTimeLoss = "time-loss" // Player's flag fell
	KindLate     = "late"      // a late arrival and its consequence
	KindReferee  = "referee"   // a referee action, accept, dispute, resume, confirmation …
	KindHalt     = "halt"      // play stopped (passes) or the dead stones were agreed (Ing)
	KindCycle    = "cycle"     // a repetition and the rule set's verdict
	KindCount    = "count"     // the position was counted
	KindEnd      = "end"       // the game ended; the result is Table.Result
)

// Event is one thing that happened at the table, with what the voice says about it.
type Event struct {
	At     time.Duration // the instant on the table's time (Table.Since turns it into seconds since start)
	Kind   string
	Player board.Color // board.Empty: both or nobody
	Ply    int         // plies played when it happened
	Reason string      // a rules.Reason, a rule word ("time", "ing-overtime", "passes" …) or the action kind
	// Text is what is said, by language: words.Tag.JSONKey ("zh" (Simplified), "zh-Hant",
	// "en", "ja", "ko"); Say picks one.
	Text map[string]string
	// Detail is what the referee reads beyond Text, by language as Text, one line each: a
	// repetition's whole explanation as it was raised (PendingCycle.Explain: the verdict, the
	// lap, the rule's text, Ing's choices). Nil for most events.
	Detail map[string]string

	Point  *board.Vertex       // a refused Ing pass: a dame the player can still contest
	Clock  *clock.Announcement // KindAnnounce, KindPenalty, KindTimeLoss: the clock's call
	Action *rules.Action       // the log entry it made, if any
	Rule   *rules.Event        // the rules' event (halt, cycle, game end), if any

	saysOutcome bool // its words are its action's, which name how the game ended
}

// SaysOutcome tells whether the event's words already say how the game ended (a resignation,
// a forfeit, both players' loss …, as rules.Action.SaysOutcome): the result that follows it in
// the update need not be said again.
func (e Event) SaysOutcome() bool { return e.saysOutcome }

// Update is a table event's answer: what happened, in order, the move played (if any) and
// whether the game has ended.
type Update struct {
	Events []Event
	Move   *rules.Move
	Ended  bool
	// Voided: the move asked for was illegal and the rule set made it void with a forced pass
	// (C88 Art. 19, 20.1; Chen's superko): the rules' reason it was illegal, and Move is the
	// offender's pass that took its place. Empty when the move stood or was refused.
	Voided rules.Reason
	// EstimatorErr: the estimator (a GTP program) failed and goref's own proposed the dead
	// stones instead; the caller says so.
	EstimatorErr error
}

// Refused is the error of an event the table does not take: an illegal move or an action the
// rule set does not allow now. The event is listed in the Update all the same.
type Refused struct {
	Kind   string // KindIllegal or KindRefused
	Reason string
	// at names the point the sentence speaks of where Reason does not carry it (DameOpen's
	// dame, as the table's board names it: the contract's reason stays "dame-open").
	at string
	// ended is the result a refusal after the end names (game-over), nil when it names none.
	ended *result.Result
}

// DameOpen is the refusal of an Ing pass while a dame is open (可争禁虚, RefusedPassDame):
// Point is a dame the player can still contest. It unwraps to its Refused.
type DameOpen struct {
	Refused
	Point board.Vertex
}

func (e *DameOpen) Unwrap() error { return &e.Refused }

// FillDame is the refusal of an acceptance under territory counting while dame are open (J89
// Art. 9-2 commentary: 「收单官」 and 「补棋」 are necessary moves before the end; by Art. 8 the
// groups next to an open dame would be seki): the players fill Points first.
type FillDame struct {
	Refused
	Points []board.Vertex
}

func (e *FillDame) Unwrap() error { return &e.Refused }

// Unresolved is the refusal of an acceptance while stones the estimator was unsure of wait for
// the referee's decision (RefusedUncertain): Points are those stones.
type Unresolved struct {
	Refused
	Points []board.Vertex
}

func (e *Unresolved) Unwrap() error { return &e.Refused }

func (e *Refused) Error() string {
	if e.Kind == KindIllegal {
		return "illegal move: " + e.Reason
	}
	return "refused: " + e.Reason
}

// Reasons of refusals beyond the rules' own.
const (
	RefusedGameOver    = "game-over"          // the game has ended
	RefusedNotStarted  = "clock-not-started"  // (no longer given: the first move starts the clock)
	RefusedStarted     = "already-started"    // start or late after the start
	RefusedWrongTurn   = "not-your-turn"      // the other player is to move
	RefusedNotHalted   = "play-not-stopped"   // marks, accept, dispute before play stopped
	RefusedNoDispute   = "no-dispute-phase"   // the rule set has no dispute (every stone counts)
	RefusedCleared     = "passes-end-it"      // Ing: the dead stones are agreed; two passes end the game
	RefusedResumeOrder = "rules-give-move-to" // resume names a player the rule set does not give the move
	RefusedNoGroup     = "no-disputed-group"  // confirm-start with no disputed group
	RefusedNoConfirm   = "no-confirmation"    // confirm-end without confirm-start, or the rule set has none
	RefusedPassDame    = "dame-open"          // Ing 可争禁虚: a pass while a dame is open (漏着 needs the referee)
	RefusedNoClock     = "no-clock"           // a clock action on a game without a clock
	RefusedNotLost     = "flag-not-fallen"    // nothing to revive
	RefusedCount       = "count-failed"       // the marks cannot be counted (the error says why)
	RefusedFillDame    = "fill-the-dame"      // J89 Art. 9-2: an acceptance while a dame is open (the points follow)
	RefusedUncertain   = "uncertain-groups"   // an acceptance while stones the estimator was unsure of wait for the referee (the points follow)
	// RefusedNothingUncertain: KeepMarks with no stone uncertain.
	RefusedNothingUncertain = "nothing-uncertain"
)

// Reasons of referee events the referee log does not keep (KindReferee, no Action): the
// decision that the marks stand where the estimator was unsure (KeepMarks), and the start of
// J89's confirmation on a copy of the board (ConfirmStart; its outcome is logged).
const (
	ReasonKeepMarks    = "keep-marks"
	ReasonConfirmStart = "confirm-start"
)

// Say is what the event says in the language lang names (words.Normalize), falling back as
// words.Tag.Fallbacks does.
func (e Event) Say(lang string) string {
	for _, t := range words.Normalize(lang).Fallbacks() {
		if s := e.Text[t.JSONKey()]; s != "" {
			return s
		}
	}
	return ""
}
