package i18n

import (
	"fyne.io/fyne/v2/lang"

	"goref/rules"
)

// Reason says in the UI language why a move is illegal.
func Reason(r rules.Reason) string {
	switch r {
	case "occupied":
		return lang.L("There is already a stone on that point.")
	case "suicide":
		return lang.L("Suicide: the stone would have no liberty (禁着点).")
	case "ko":
		return lang.L("Ko: you may not retake the ko immediately; play elsewhere first.")
	case "superko":
		return lang.L("Superko: this move would repeat an earlier whole-board position.")
	case "off-board":
		return lang.L("That point is off the board.")
	case rules.ReasonHotStone:
		return lang.L("Hot stone (热子): it may not be retaken before another move or a pass.")
	case rules.ReasonDisturberBanned:
		return lang.L("The disturbing side (搅方) may not continue the cycle.")
	case rules.ReasonConfirmationKo:
		return lang.L("Confirmation ko: retake only after a pass.")
	case rules.ReasonMustNotPass:
		return lang.L("You may not pass here.")
	case rules.ReasonFourthAppearance:
		return lang.L("This position may not appear a fourth time.")
	case rules.ReasonGameOver:
		return lang.L("The game is over.")
	case rules.ReasonCyclicThreat:
		return lang.L("A group kept alive only by a cycle is dead (false life): its owner may not go round again.")
	}
	return lang.L("Illegal move") + ": " + string(r)
}

// Color names a player.
func Color(black bool) string {
	if black {
		return lang.L("Black")
	}
	return lang.L("White")
}
