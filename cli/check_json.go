package cli

import (
	"bufio"
	"encoding/json"
	"strconv"

	"goref/rules"
)

// check --json writes its objects by appending to the output buffer, not by reflection:
// encoding/json's struct walk was a fifth of check's CPU over the corpus. The bytes are
// those json.Marshal gives for checkHead, checkPly and the rest (same key order, escaping,
// null and []), with DEL and the C1 controls escaped as writeJSONLine does.

// writeJSON writes the game's JSON line (cli.md) a piece at a time, each piece appended
// to w's free buffer: a game of a million plies is never held whole.
func (cg *checkedGame) writeJSON(w *bufio.Writer, withBoard bool) {
	w.Write(append(cg.head.appendJSON(w.AvailableBuffer()), `,"problems":[`...))
	sep := false
	cg.eachProblem(func(p string) {
		w.Write(appendJSONString(appendSep(w.AvailableBuffer(), &sep), p))
	})
	w.WriteString(`],"plies":[`)
	sep = false
	cg.eachPly(func(p *checkPly) {
		w.Write(p.appendJSON(appendSep(w.AvailableBuffer(), &sep)))
	})
	b := appendEvent(append(w.AvailableBuffer(), `],"result":`...), cg.g.Ended())
	if withBoard {
		b = appendJSONStrings(append(b, `,"final_board":`...), cg.g.Board().Rows())
	}
	w.Write(append(b, "}\n"...))
}

// appendSep appends the comma before every element of a list but the first.
func appendSep(b []byte, sep *bool) []byte {
	if *sep {
		b = append(b, ',')
	}
	*sep = true
	return b
}

// appendJSON appends the head's object without its closing brace: the game's keys follow.
func (h *checkHead) appendJSON(b []byte) []byte {
	b = appendJSONString(append(b, `{"file":`...), h.File)
	b = strconv.AppendInt(append(b, `,"game":`...), int64(h.Game), 10)
	b = appendJSONString(append(b, `,"encoding":`...), h.Encoding)
	b = appendJSONString(append(b, `,"rules":`...), h.Rules)
	b = strconv.AppendInt(append(b, `,"size":[`...), int64(h.Size[0]), 10)
	b = strconv.AppendInt(append(b, ','), int64(h.Size[1]), 10)
	b = strconv.AppendInt(append(b, `],"moves":`...), int64(h.Moves), 10)
	return strconv.AppendInt(append(b, `,"illegal":`...), int64(h.Illegal), 10)
}

func (p *checkPly) appendJSON(b []byte) []byte {
	b = strconv.AppendInt(append(b, `{"ply":`...), int64(p.Ply), 10)
	b = appendJSONString(append(b, `,"color":`...), p.Color)
	b = append(b, `,"move":`...)
	if p.Move == nil {
		b = append(b, "null"...)
	} else {
		b = appendJSONString(b, *p.Move)
	}
	b = strconv.AppendBool(append(b, `,"legal":`...), p.Legal)
	b = strconv.AppendInt(append(b, `,"captures":`...), int64(p.Captures), 10)
	b = appendJSONStrings(append(b, `,"own_removed":`...), p.OwnRemoved)
	b = append(b, `,"reason":`...)
	if p.Reason == nil {
		b = append(b, "null"...)
	} else {
		b = appendJSONString(b, *p.Reason)
	}
	b = append(b, `,"repeats_ply":`...)
	if p.RepeatsPly == nil {
		b = append(b, "null"...)
	} else {
		b = strconv.AppendInt(b, int64(*p.RepeatsPly), 10)
	}
	b = append(b, `,"events":`...)
	switch {
	case p.Events == nil:
		b = append(b, "null"...)
	case len(p.Events) == 0:
		b = append(b, "[]"...)
	default:
		b = appendMarshal(b, p.Events)
	}
	return append(b, '}')
}

// appendJSONStrings appends a list of strings: null for a nil list, as encoding/json.
func appendJSONStrings(b []byte, list []string) []byte {
	if list == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, s := range list {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, s)
	}
	return append(b, ']')
}

// appendEvent appends a game's result, null if the game has not ended.
func appendEvent(b []byte, ev *rules.Event) []byte {
	if ev == nil {
		return append(b, "null"...)
	}
	return appendMarshal(b, ev)
}

// appendMarshal appends v as writeJSONLine writes it (without the newline). Events are rare
// (a cycle, the end of a game) and their JSON is theirs (rules.Event's tags, a map of
// losses): encoding/json writes them.
func appendMarshal(b []byte, v any) []byte {
	m, err := json.Marshal(v)
	if err != nil { // a rules.Event always encodes; never lose the line's shape over it
		return append(b, "null"...)
	}
	return appendJSONControls(b, m)
}
