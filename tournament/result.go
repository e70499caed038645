package tournament

import (
	"fmt"
	"strings"
)

// Result is a game's result as OpenGotha writes it.
type Result string

// OpenGotha's results; each but Unknown may carry the ByDefault suffix (the game was not
// played: a forfeit by absence).
const (
	Unknown    Result = "RESULT_UNKNOWN"
	WhiteWins  Result = "RESULT_WHITEWINS"
	BlackWins  Result = "RESULT_BLACKWINS"
	Equal      Result = "RESULT_EQUAL"
	BothLose   Result = "RESULT_BOTHLOSE"
	BothWin    Result = "RESULT_BOTHWIN"
	ByDefault         = "_BYDEF"
	resultBase        = "RESULT_"
)

// ParseResult reads a result attribute.
func ParseResult(s string) (Result, error) {
	r := Result(s)
	switch r.Base() {
	case WhiteWins, BlackWins, Equal, BothLose, BothWin:
		return r, nil
	case Unknown:
		if !r.NotPlayed() {
			return r, nil
		}
	}
	return "", fmt.Errorf("result %q is not one of OpenGotha's", s)
}

// Base is the result without the _BYDEF suffix.
func (r Result) Base() Result { return Result(strings.TrimSuffix(string(r), ByDefault)) }

// NotPlayed tells whether the result was given without the game being played (_BYDEF).
func (r Result) NotPlayed() bool { return strings.HasSuffix(string(r), ByDefault) }

// Known tells whether a result has been entered.
func (r Result) Known() bool { return r != Unknown && r != "" }

// Short is the result as a round sheet shows it: 1-0 (White wins, OpenGotha's order: white
// first), 0-1, ½-½, 0-0, 1-1, with "!" when the game was not played; "?" unknown.
func (r Result) Short() string {
	s := map[Result]string{WhiteWins: "1-0", BlackWins: "0-1", Equal: "½-½", BothLose: "0-0", BothWin: "1-1"}[r.Base()]
	if s == "" {
		return "?"
	}
	if r.NotPlayed() {
		s += "!"
	}
	return s
}

// Marked is Short with the winner's colour after it ("1-0 W+", "0-1 B+"): a listing that
// names Black first (goref's round sheet, its app, goref tournament) would read OpenGotha's
// white-first "0-1" as a loss of the first player named.
func (r Result) Marked() string {
	switch r.Base() {
	case WhiteWins:
		return r.Short() + " W+"
	case BlackWins:
		return r.Short() + " B+"
	}
	return r.Short()
}

// resultValue finds the result attribute's value in a <Game …/> start tag: its span, or an
// empty span at the tag's end (before "/>" or ">") when the tag has none.
func resultValue(tag []byte) (span, error) {
	i := len("<Game")
	n := len(tag)
	space := func(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }
	for {
		for i < n && space(tag[i]) {
			i++
		}
		if i >= n {
			return span{}, fmt.Errorf("the tag does not close")
		}
		if tag[i] == '/' || tag[i] == '>' {
			// no result attribute: write one here, after a space
			return span{i, i}, nil
		}
		start := i
		for i < n && tag[i] != '=' && !space(tag[i]) {
			i++
		}
		name := string(tag[start:i])
		for i < n && space(tag[i]) {
			i++
		}
		if i >= n || tag[i] != '=' {
			return span{}, fmt.Errorf("attribute %q has no value", name)
		}
		i++
		for i < n && space(tag[i]) {
			i++
		}
		if i >= n || tag[i] != '"' && tag[i] != '\'' {
			return span{}, fmt.Errorf("attribute %q has no quoted value", name)
		}
		q := tag[i]
		i++
		from := i
		for i < n && tag[i] != q {
			i++
		}
		if i >= n {
			return span{}, fmt.Errorf("attribute %q is not closed", name)
		}
		if name == "result" {
			return span{from, i}, nil
		}
		i++
	}
}
