package rules

import (
	"encoding/json"
	"fmt"
	"strings"

	"goref/board"
)

// Case is a rule problem from the specs as data: a small board from an ASCII diagram, move
// sequences and the verdict each preset gives at every ply. The casebook (assets/) and the
// tests read the same file, rules/testdata/cases.json.
type Case struct {
	Name   string   `json:"name"`
	Source string   `json:"source"` // where the case comes from (spec section, seed line)
	Rows   []string `json:"rows"`   // top row first: X black, O white, . empty
	Note   string   `json:"note,omitempty"`
	Runs   []Run    `json:"runs"`
}

// Run is one move sequence under some presets. Moves are "B D4", "W pass", "W virtual";
// Expect maps each preset to one outcome per move: "ok", an illegal reason ("superko", "hot-stone", …),
// with the events of a legal move appended as "ok cycle:disturb:W", "ok end:repetition:B",
// "ok halt:passes", "ok end:passes". An illegal move changes nothing; the next is tried.
type Run struct {
	Presets []string            `json:"presets"`
	Moves   []string            `json:"moves"`
	Expect  map[string][]string `json:"expect"`
}

// ParseCases reads a case file.
func ParseCases(data []byte) ([]Case, error) {
	var cs []Case
	if err := json.Unmarshal(data, &cs); err != nil {
		return nil, err
	}
	return cs, nil
}

// Replay plays the run's moves on the case's board under rs and returns the outcome of each
// move in the notation of Run.Expect.
func (c Case) Replay(rs Ruleset, moves []string) ([]string, *Game, error) {
	b, err := board.FromRows(c.Rows...)
	if err != nil {
		return nil, nil, err
	}
	if len(moves) > 0 {
		// The situation history starts with the first mover to play (SGF PL).
		if f := strings.Fields(moves[0]); len(f) == 2 {
			if col, ok := board.ParseColor(f[0]); ok {
				b.SetToMove(col)
				if err := b.Setup(nil, nil, nil); err != nil {
					return nil, nil, err
				}
			}
		}
	}
	g := NewGame(rs, b)
	var out []string
	for _, mv := range moves {
		f := strings.Fields(mv)
		if len(f) != 2 {
			return nil, nil, fmt.Errorf("bad move %q", mv)
		}
		col, ok := board.ParseColor(f[0])
		if !ok {
			return nil, nil, fmt.Errorf("bad colour in %q", mv)
		}
		var m Move
		if strings.EqualFold(f[1], "virtual") {
			m, err = g.PlayVirtual(col)
		} else {
			v, perr := board.ParseGTP(f[1], b.Width(), b.Height())
			if perr != nil {
				return nil, nil, perr
			}
			m, err = g.Play(col, v)
		}
		if err != nil {
			ie, ok := err.(*Illegal)
			if !ok {
				return nil, nil, err
			}
			out = append(out, string(ie.Reason))
			continue
		}
		s := "ok"
		for _, ev := range m.Events {
			s += " " + ev.short()
		}
		out = append(out, s)
	}
	return out, g, nil
}

// short is the case-file notation of an event.
func (e Event) short() string {
	switch e.Kind {
	case EventCycle:
		if e.Disturber != "" {
			return "cycle:" + e.Verdict + ":" + e.Disturber
		}
		return "cycle:" + e.Verdict
	case EventGameEnd:
		if e.Winner != "" {
			return "end:" + e.Reason + ":" + e.Winner
		}
		return "end:" + e.Reason
	}
	return e.Kind + ":" + e.Reason
}
