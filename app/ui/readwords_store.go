package ui

import (
	"strings"

	"goref/app/store"
)

// storeProblemWords is what was wrong with the autosave (store.Problem) in the user's
// language, the reader's findings in it worded as readErrorWords words them.
func storeProblemWords(p *store.Problem) string {
	under := map[string]any{"Err": readErrorWords(p.Err)}
	switch p.Kind {
	case store.RecordDoesNotRead:
		return LD("the autosaved record does not read: {{.Err}}", under)
	case store.RecordDamaged:
		return LD("the autosaved record is damaged: {{.Err}}", under)
	case store.RecordCannotOpen:
		return LD("the autosaved record cannot be opened: {{.Err}}", under)
	case store.RecordManyGames:
		return LD("the autosaved record holds {{.N}} games (goref saves one)", map[string]any{"N": number(p.Values, 0)})
	case store.RecordRepaired:
		var notes []string
		for _, w := range p.Findings {
			notes = append(notes, warningWords(w))
		}
		return LD("the autosaved record needed repair ({{.Notes}})", map[string]any{"Notes": strings.Join(notes, L("; "))})
	case store.RecordNotStateGame:
		return L("the autosaved record is not the game its state holds (damaged, or another record was put in its place)")
	case store.RecordMissing:
		return L("the autosaved record is missing")
	case store.FirstGameOffered:
		return L("its first game is offered")
	case store.RecordAndStateGone:
		return L("the autosaved record and its state are missing")
	case store.StateDoesNotRead:
		return LD("the autosave's state file does not read: {{.Err}}", under)
	case store.StateNewer:
		return LD("the autosave's state was written by a newer goref (format {{.Format}}; this one reads {{.Reads}})",
			map[string]any{"Format": number(p.Values, 0), "Reads": number(p.Values, 1)})
	case store.StateEmpty:
		return L("the autosave's state file holds no state")
	case store.StateDoesNotRestore:
		return LD("the autosave's table state does not restore: {{.Err}}", under)
	case store.StateOtherRecord:
		return L("the autosave's state was saved with another record (goref stopped between saving the two, or the record was changed); the record is offered alone")
	case store.SaveStopped:
		return L("a save was stopped before its last step")
	case store.FinishedNoResult:
		return L("the autosave is marked finished but its record has no result")
	case store.OfferedFromState:
		return L("the game is offered from the autosave's state (the game at the table, saved whole)")
	case store.OfferedFromEarlier:
		return LD("the game is offered from the autosave before it ({{.File}})", map[string]any{"File": shownValue(valueAt(p.Values, 0))})
	case store.OfferedFromStopped:
		return L("the game is offered from the save that was stopped")
	case store.CursorNotAMove:
		return LD("the autosave's cursor ({{.Path}}) is not a move of its record; the game opens at its last move", map[string]any{"Path": shownValue(valueAt(p.Values, 0))})
	case store.PermissionGivenBack:
		return L("the autosave could not be read (permission denied); read permission was given back to the file's owner")
	case store.PlainFileInTheWay:
		return L("a plain file stood where the autosave directory belongs")
	}
	return shownValue(p.Error())
}
