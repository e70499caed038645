package count

import (
	"fmt"
	"strings"

	"goref/board"
)

// A warning of the count is kept as its phrases, each an English format and its arguments,
// so that a screen in another language translates each phrase (LinesIn) while Warnings keeps
// the English sentence that `goref score` prints. An argument of type term (Black, White, a
// rule set's title) is translated too; vertex lists and numbers are not.
type phrase struct {
	format string
	args   []any
}

type term string

func colourName(c board.Color) term {
	if c == board.White {
		return "White"
	}
	return "Black"
}

// warn adds a warning made of parts.
func (bd *Breakdown) warn(parts ...phrase) {
	bd.Warnings = append(bd.Warnings, joinPhrases(parts, nil))
	bd.warnings = append(bd.warnings, parts)
}

// warningLines are the warnings through tr; English when the breakdown was not made here
// (one read back from JSON keeps only Warnings).
func (bd *Breakdown) warningLines(tr func(string) string) []string {
	if len(bd.warnings) != len(bd.Warnings) {
		return bd.Warnings
	}
	out := make([]string, len(bd.warnings))
	for i, parts := range bd.warnings {
		out[i] = joinPhrases(parts, tr)
	}
	return out
}

func joinPhrases(parts []phrase, tr func(string) string) string {
	if tr == nil {
		tr = func(s string) string { return s }
	}
	var b strings.Builder
	for _, p := range parts {
		args := make([]any, len(p.args))
		for i, a := range p.args {
			if n, ok := a.(term); ok {
				a = tr(string(n))
			}
			args[i] = a
		}
		fmt.Fprintf(&b, tr(p.format), args...)
	}
	return b.String()
}
