package i18n

import (
	"fyne.io/fyne/v2/lang"

	"goref/rules"
)

// Reason says in the UI language why a move is illegal: the rules' own words (Reason.Explain).
func Reason(r rules.Reason) string { return r.Explain(string(Tag())) }

// Color names a player.
func Color(black bool) string {
	if black {
		return lang.L("Black")
	}
	return lang.L("White")
}
