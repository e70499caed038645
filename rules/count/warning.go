package count

import (
	"fmt"
	"strings"

	"goref/board"
	"goref/rules"
)

// A warning of the count is kept as its phrases, each an English format and its arguments,
// so that a screen in another language translates each phrase (LinesIn) while Warnings keeps
// the English sentence that `goref score` prints. An argument of type term (Black, White) is
// translated too, and a rulesetName is the rule set's name in the language (its Title in
// English, as `goref score` prints it); vertex lists and numbers are not.
type phrase struct {
	format string
	args   []any
}

type term string

// rulesetName is a rule set named in a warning.
type rulesetName struct{ rs rules.Ruleset }

func colourName(c board.Color) term {
	if c == board.White {
		return "White"
	}
	return "Black"
}

// warn adds a warning made of parts.
func (bd *Breakdown) warn(parts ...phrase) {
	bd.Warnings = append(bd.Warnings, joinPhrases(parts, ""))
	bd.warnings = append(bd.warnings, parts)
}

// warningLines are the warnings in lang; English when the breakdown was not made here (one
// read back from JSON keeps only Warnings).
func (bd *Breakdown) warningLines(lang string) []string {
	if len(bd.warnings) != len(bd.Warnings) {
		return bd.Warnings
	}
	out := make([]string, len(bd.warnings))
	for i, parts := range bd.warnings {
		out[i] = joinPhrases(parts, lang)
	}
	return out
}

func joinPhrases(parts []phrase, lang string) string {
	tr := translator(lang)
	var b strings.Builder
	for _, p := range parts {
		args := make([]any, len(p.args))
		for i, a := range p.args {
			switch n := a.(type) {
			case term:
				a = tr(string(n))
			case rulesetName:
				a = n.rs.Title
				if lang != "" {
					a = n.rs.NameIn(lang)
				}
			}
			args[i] = a
		}
		fmt.Fprintf(&b, tr(p.format), args...)
	}
	return b.String()
}
