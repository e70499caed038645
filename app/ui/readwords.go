package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"unicode/utf8"

	"goref/app/store"
	"goref/board"
	"goref/board/sgf"
	"goref/internal/visible"
	"goref/rules/record"
)

// What the reader found in a file (board/sgf's warnings and errors, rules/record's), said in
// the user's language from its kind and values; the English the command line prints is
// never shown as it is. A value from the file is shown cleaned (shownValue).

// maxShown is how many characters of a value from the file are shown.
const maxShown = 24

// shownValue is a value from a file as the app shows it: cut short with "…" when long, every
// control character, invalid byte and line separator written as a visible escape (\x1b, \n,
// \u2028), as the command line writes them.
func shownValue(v any) string {
	s := fmt.Sprint(v)
	if utf8.RuneCountInString(s) > maxShown {
		cut := 0
		for n := 0; n < maxShown; n++ {
			_, size := utf8.DecodeRuneInString(s[cut:])
			cut += size
		}
		return visible.Controls(s[:cut]) + "…"
	}
	return visible.Controls(s)
}

// valueAt is the i-th value of a finding, "" when it has none.
func valueAt(vs []any, i int) any {
	if i < len(vs) {
		return vs[i]
	}
	return ""
}

// number is the i-th value of a finding as a number.
func number(vs []any, i int) int {
	n, _ := valueAt(vs, i).(int)
	return n
}

// warningWords is a repair or guess of the reader in the user's language.
func warningWords(w sgf.Warning) string {
	v := w.Values
	ca := map[string]any{"CA": shownValue(valueAt(v, 0))}
	enc := map[string]any{"Encoding": shownValue(valueAt(v, 0))}
	switch w.Kind {
	case sgf.WarnBOMOverCA:
		return LD("CA[{{.CA}}] ignored: the file starts with a UTF-8 byte order mark", ca)
	case sgf.WarnNoBOM:
		return LD("no byte order mark: read as {{.Encoding}}", enc)
	case sgf.WarnUnknownCA:
		return LD("unknown CA[{{.CA}}]: encoding detected instead", ca)
	case sgf.WarnCANotUTF8:
		return LD("CA[{{.CA}}] but the bytes are not valid UTF-8: encoding detected instead", ca)
	case sgf.WarnCANotUTF16:
		return LD("CA[{{.CA}}] but the bytes are not UTF-16: encoding detected instead", ca)
	case sgf.WarnCAIsUTF8:
		return LD("CA[{{.CA}}] but the bytes are valid UTF-8: read as UTF-8", ca)
	case sgf.WarnDetected:
		return LD("no CA: detected {{.Encoding}}", enc)
	case sgf.WarnMostlyUTF8:
		return L("no CA: read as UTF-8 (mostly valid)")
	case sgf.WarnDecoding:
		return LD("the text does not decode as {{.Encoding}} to its end", enc)
	case sgf.WarnReplaced:
		return LN(number(v, 0), "{{.N}} byte sequence is not valid {{.Encoding}} and was replaced by U+FFFD",
			"{{.N}} byte sequences are not valid {{.Encoding}} and were replaced by U+FFFD",
			map[string]any{"Encoding": shownValue(valueAt(v, 1))})
	case sgf.WarnParenAdded:
		return L("the file starts with ';' instead of '(': '(' added")
	case sgf.WarnSemicolonAdded:
		return L("';' missing after '(': added")
	case sgf.WarnTextBefore:
		return L("text before the first game tree ignored")
	case sgf.WarnTextOutside:
		return L("text outside the game trees ignored")
	case sgf.WarnEmptyWrapper:
		return L("'(' with no node before its variations: dropped")
	case sgf.WarnNodesAfter:
		return L("nodes after variations read as one more variation")
	case sgf.WarnUnclosed:
		return LN(number(v, 0), "{{.N}} game tree not closed at the end of the file: closed",
			"{{.N}} game trees not closed at the end of the file: closed", nil)
	case sgf.WarnLowerCase:
		return L("lower-case letters in property names (FF[3]) dropped")
	case sgf.WarnRepeated:
		return LD("property {{.Prop}} repeated in one node: values merged", map[string]any{"Prop": shownValue(valueAt(v, 0))})
	case sgf.WarnTruncated:
		err, _ := valueAt(v, 0).(error)
		return LD("the file ends inside a game ({{.Err}}): read up to byte {{.Used}} of {{.Size}}",
			map[string]any{"Err": readErrorWords(err), "Used": number(v, 1), "Size": number(v, 2)})
	}
	return shownValue(w.Text)
}

// readErrorWords is why a file does not read (or could not be opened) in the user's language:
// the reader's errors by their kind, at their line and column; the system's by what they mean.
func readErrorWords(err error) string {
	if err == nil {
		return ""
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var parts []string
		for _, e := range j.Unwrap() {
			parts = append(parts, readErrorWords(e))
		}
		return strings.Join(parts, L("; "))
	}
	var sp *store.Problem
	var se *sgf.Error
	switch {
	case errors.As(err, &sp):
		return storeProblemWords(sp)
	case errors.As(err, &se):
		what := sgfErrorWords(se)
		if se.Line <= 0 {
			return what
		}
		return LD("line {{.Line}}, column {{.Col}}: {{.What}}", map[string]any{"Line": se.Line, "Col": se.Col, "What": what})
	case errors.Is(err, fs.ErrNotExist):
		return L("the file does not exist")
	case errors.Is(err, fs.ErrPermission):
		return L("no permission to read it")
	case errors.Is(err, store.ErrNotRegular):
		return L("it is not a regular file (a folder, a device or a pipe)")
	}
	return shownValue(err.Error())
}

// sgfErrorWords is what an error of the reader says, without its place.
func sgfErrorWords(e *sgf.Error) string {
	v := e.Values
	val := map[string]any{"Value": shownValue(valueAt(v, 0))}
	limit := func(i int) map[string]any { return map[string]any{"Max": number(v, i)} }
	char := func() map[string]any {
		var r rune
		switch c := valueAt(v, 0).(type) {
		case rune:
			r = c
		case byte:
			r = rune(c)
		}
		return map[string]any{"Char": shownValue(strconv.QuoteRune(r))}
	}
	switch e.Kind {
	case sgf.ErrTooLarge:
		return LD("file larger than {{.MB}} MB", map[string]any{"MB": number(v, 0)})
	case sgf.ErrNoGameTree, sgf.ErrNoTreeStart:
		return L("no game tree in the file")
	case sgf.ErrTooDeep:
		return LD("variations nested deeper than {{.Max}}", limit(0))
	case sgf.ErrEmptyTree:
		return L("an empty game tree or variation: '(' with no node before ')'")
	case sgf.ErrAfterVariation:
		return LD("only variations may follow a variation: {{.Char}} after ')'", char())
	case sgf.ErrValueWithoutName:
		return L("a value without a property name")
	case sgf.ErrUnexpected:
		return LD("unexpected character {{.Char}} outside a property value", char())
	case sgf.ErrEmptyTreeAtEnd:
		return L("an empty game tree at the end of the file: '(' with no node")
	case sgf.ErrTooManyNodes:
		return LD("more than {{.Max}} nodes", limit(0))
	case sgf.ErrGameTooLong:
		return LD("game {{.Game}} has more than {{.Max}} nodes, the most goref reads in one game",
			map[string]any{"Game": number(v, 0), "Max": number(v, 1)})
	case sgf.ErrNameTooLong:
		return LD("property name longer than {{.Max}} letters", limit(0))
	case sgf.ErrNoValue:
		return LD("property {{.Prop}} has no value", map[string]any{"Prop": shownValue(valueAt(v, 0))})
	case sgf.ErrValueNotClosed:
		return L("property value not closed: ']' missing")
	case sgf.ErrTooManyValues:
		return LD("more than {{.Max}} property values", limit(0))
	case sgf.ErrInternal:
		return L("internal error of the SGF reader")
	case sgf.ErrPlayer:
		return LD("invalid player PL[{{.Value}}]", val)
	case sgf.ErrNotGo:
		return LD("GM[{{.Value}}]: not a game of Go", val)
	case sgf.ErrMove:
		c, _ := valueAt(v, 0).(board.Color)
		return LD("{{.Prop}}[{{.Value}}] is not a point of the board", map[string]any{"Prop": c.String(), "Value": shownValue(valueAt(v, 1))})
	case sgf.ErrPoint:
		return LD("{{.Prop}}[{{.Value}}] is not a point of the board", map[string]any{"Prop": shownValue(valueAt(v, 0)), "Value": shownValue(valueAt(v, 1))})
	case sgf.ErrPassNotPoint:
		return LD("{{.Value}} is a pass, not a point", val)
	case sgf.ErrSize:
		return LD("invalid board size SZ[{{.Value}}]", val)
	case sgf.ErrSizeSmall:
		return LD("board size SZ[{{.Value}}] is smaller than {{.Min}}", map[string]any{"Value": shownValue(valueAt(v, 0)), "Min": number(v, 1)})
	case sgf.ErrSizeLarge:
		return LD("board size SZ[{{.Value}}] is larger than SGF allows ({{.Max}})", map[string]any{"Value": shownValue(valueAt(v, 0)), "Max": number(v, 1)})
	case sgf.ErrSizeUnsupported:
		return LD("board size {{.W}}x{{.H}} is larger than goref supports ({{.Max}})",
			map[string]any{"W": number(v, 0), "H": number(v, 1), "Max": number(v, 2)})
	case sgf.ErrWrite:
		return L("the record cannot be written as SGF")
	case record.ErrHandicap:
		return LD("invalid handicap HA[{{.Value}}]", val)
	case record.ErrKomi:
		return LD("invalid komi KM[{{.Value}}]", val)
	case record.ErrTime:
		return LD("the time settings TM[{{.TM}}] OT[{{.OT}}] cannot be read", map[string]any{"TM": shownValue(valueAt(v, 0)), "OT": shownValue(valueAt(v, 1))})
	case record.ErrResult:
		return L("the result (RE) cannot be read")
	}
	return shownValue(e.Msg)
}

// skippedWords is a move or setup point left out (sgf.Skipped) in the user's language.
func skippedWords(s *sgf.Skipped) string {
	data := map[string]any{"Line": s.Line, "Col": s.Col, "Node": s.Node, "Prop": s.Prop, "Value": shownValue(s.Value), "Reason": L("malformed")}
	if s.Reason == sgf.SkipOffBoard {
		data["Reason"] = L("off-board")
	}
	if s.Line > 0 {
		return LD("line {{.Line}}, column {{.Col}} (node {{.Node}}): {{.Prop}}[{{.Value}}] skipped: {{.Reason}}", data)
	}
	return LD("node {{.Node}}: {{.Prop}}[{{.Value}}] skipped: {{.Reason}}", data)
}

// komiWords is the quirk of a record's komi that was corrected, "" for none.
func komiWords(k record.Komi) string {
	var what []string
	if k.Fox {
		what = append(what, L("Fox komi ×100"))
	}
	if k.Stones {
		what = append(what, L("quarter komi read as stones (子)"))
	}
	if len(what) == 0 {
		return ""
	}
	return LD("KM[{{.Value}}]: {{.Note}}", map[string]any{"Value": shownValue(k.Raw), "Note": strings.Join(what, L(", "))})
}
