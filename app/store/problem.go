package store

import (
	"fmt"
	"strings"

	"goref/board/sgf"
)

// ProblemKind names what was wrong with an autosave (Recovery.Problem), for the screen to
// say in its own language; each constant's comment lists the Problem's Values.
type ProblemKind string

const (
	RecordDoesNotRead   ProblemKind = "record-does-not-read"   // none; Err is why
	RecordDamaged       ProblemKind = "record-damaged"         // none; Err is the reader's error
	RecordCannotOpen    ProblemKind = "record-cannot-open"     // none; Err is why
	RecordManyGames     ProblemKind = "record-many-games"      // how many games (int)
	RecordRepaired      ProblemKind = "record-repaired"        // none; Findings are the repairs
	RecordNotStateGame  ProblemKind = "record-not-state-game"  // none
	RecordMissing       ProblemKind = "record-missing"         // none
	FirstGameOffered    ProblemKind = "first-game-offered"     // none
	RecordAndStateGone  ProblemKind = "record-and-state-gone"  // none
	StateDoesNotRead    ProblemKind = "state-does-not-read"    // none; Err is why
	StateNewer          ProblemKind = "state-newer"            // its format (int), the format read (int)
	StateEmpty          ProblemKind = "state-empty"            // none
	StateDoesNotRestore ProblemKind = "state-does-not-restore" // none; Err is why
	StateOtherRecord    ProblemKind = "state-other-record"     // none
	SaveStopped         ProblemKind = "save-stopped"           // none
	FinishedNoResult    ProblemKind = "finished-no-result"     // none
	OfferedFromState    ProblemKind = "offered-from-state"     // none
	OfferedFromEarlier  ProblemKind = "offered-from-earlier"   // the earlier autosave's file name
	OfferedFromStopped  ProblemKind = "offered-from-stopped"   // none
	CursorNotAMove      ProblemKind = "cursor-not-a-move"      // the cursor as shown (string)
	PermissionGivenBack ProblemKind = "permission-given-back"  // none
	PlainFileInTheWay   ProblemKind = "plain-file-in-the-way"  // none
)

// Problem is one thing wrong with an autosave: its kind, its values, the error under it and
// the English sentence (Error) the log and the tests read.
type Problem struct {
	Kind     ProblemKind
	Values   []any
	Err      error
	Findings []sgf.Warning // RecordRepaired: what the reader repaired
	text     string
}

func (p *Problem) Error() string { return p.text }
func (p *Problem) Unwrap() error { return p.Err }

// problemf is a Problem of kind whose English is format with values (err, when not nil, is
// the error under it, given as the last value of format).
func problemf(kind ProblemKind, err error, format string, values ...any) *Problem {
	args := values
	if err != nil {
		args = append(append([]any{}, values...), err)
	}
	return &Problem{Kind: kind, Values: values, Err: err, text: fmt.Sprintf(format, args...)}
}

// Problems are several problems, said one after the other.
type Problems []error

func (ps Problems) Error() string {
	parts := make([]string, len(ps))
	for i, e := range ps {
		parts[i] = e.Error()
	}
	return strings.Join(parts, "; ")
}

func (ps Problems) Unwrap() []error { return ps }
