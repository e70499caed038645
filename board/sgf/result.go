package sgf

import (
	"strconv"
	"strings"

	"goref/board"
)

// Outcome is who won a game according to RE.
type Outcome int

const (
	OutcomeUnknown Outcome = iota // RE absent, "?" or unreadable
	OutcomeBlack
	OutcomeWhite
	OutcomeDraw
	OutcomeVoid // no result: the game does not count
)

func (o Outcome) String() string {
	return [...]string{"unknown", "B", "W", "draw", "void"}[o]
}

// Result is RE parsed.
type Result struct {
	Raw       string
	Outcome   Outcome
	Margin    float64 // the winner's margin when HasMargin
	HasMargin bool
	// Reason is "R" (resignation), "T" (time), "F" (forfeit), "" for a score or none
	// given, or a non-standard word as written (e.g. "J" in UEC Cup records).
	Reason string
}

// Winner returns board.Black or board.White, or board.Empty for any other outcome.
func (r Result) Winner() board.Color {
	switch r.Outcome {
	case OutcomeBlack:
		return board.Black
	case OutcomeWhite:
		return board.White
	}
	return board.Empty
}

// ParseResult reads an RE value: "B+3.5", "W+R", "W+Resign", "B+T", "B+F", "0", "Draw",
// "Void", "?", bare "B"/"W", any case. What it cannot read is OutcomeUnknown with Raw set.
func ParseResult(re string) Result {
	r := Result{Raw: re}
	t := strings.TrimSpace(re)
	switch strings.ToLower(t) {
	case "0", "draw", "d", "jigo", "d+", "0.0":
		r.Outcome = OutcomeDraw
		return r
	case "void", "void game", "no result", "nr":
		r.Outcome = OutcomeVoid
		return r
	case "", "?", "unknown":
		return r
	}
	who, rest, _ := strings.Cut(t, "+")
	switch strings.ToUpper(strings.TrimSpace(who)) {
	case "B", "BLACK":
		r.Outcome = OutcomeBlack
	case "W", "WHITE":
		r.Outcome = OutcomeWhite
	case "D", "DRAW":
		r.Outcome = OutcomeDraw
		r.Reason = strings.TrimSpace(rest)
		return r
	default:
		return r
	}
	rest = strings.TrimSpace(rest)
	switch strings.ToLower(rest) {
	case "":
	case "r", "resign", "resignation":
		r.Reason = "R"
	case "t", "time":
		r.Reason = "T"
	case "f", "forfeit":
		r.Reason = "F"
	default:
		if m, err := strconv.ParseFloat(rest, 64); err == nil && m >= 0 && m < 1e6 {
			r.Margin, r.HasMargin = m, true
		} else {
			r.Reason = rest
		}
	}
	return r
}
