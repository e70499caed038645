package rules

import "goref/board"

// Reason says why a move is illegal; its text is the word of the CLI contract, so the UI
// translates it by key and `goref check --json` prints it as is.
type Reason string

// Reasons beyond the board's own (occupied, suicide, ko, superko, off-board).
const (
	ReasonHotStone         Reason = "hot-stone"         // Ing 热子
	ReasonDisturberBanned  Reason = "disturber-banned"  // Ing 越环禁搅
	ReasonConfirmationKo   Reason = "confirmation-ko"   // J89 Art. 7-2
	ReasonMustNotPass      Reason = "must-not-pass"     // Ikeda II′ Art. 7
	ReasonFourthAppearance Reason = "fourth-appearance" // 计活子
	ReasonGameOver         Reason = "game-over"         // a move after the game ended
)

// Illegal is the error a Game returns for a move it refuses. An Ing refusal that ends a cycle
// — the 搅方 closing a new lap (disturber-banned), or a 双热子/季热子 hot stone stopping a
// triple ko or eternal life — carries the cycle event it raises and the cycle, so a headless
// check says who was ruled 搅 and the referee can rule on it (Game.Referee, ActCycleRuling).
type Illegal struct {
	Reason Reason
	Event  *Event
	Cycle  *Cycle
}

func (e *Illegal) Error() string { return "illegal move: " + string(e.Reason) }

func illegal(err error) *Illegal {
	if ie, ok := err.(board.IllegalError); ok {
		return &Illegal{Reason: Reason(ie)}
	}
	return &Illegal{Reason: Reason(err.Error())}
}
