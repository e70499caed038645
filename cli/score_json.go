package cli

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"

	"goref/board"
	"goref/rules/count"
	"goref/rules/result"
)

// scoreJSON is the object of `goref score --json` (cli.md).
type scoreJSON struct {
	Rules    string            `json:"rules"`
	Komi     float64           `json:"komi"`
	Handicap int               `json:"handicap,omitempty"`
	Winner   string            `json:"winner"`
	Margin   float64           `json:"margin"`
	Unit     string            `json:"unit"`
	RE       string            `json:"re"`
	Notation map[string]string `json:"notation"`
	Black    count.Side        `json:"black"`
	White    count.Side        `json:"white"`
	Shared   int               `json:"shared"`
	Net      float64           `json:"net"`
	Dead     []string          `json:"dead_stones"`
	Seki     []string          `json:"seki_stones"`
	Fill     *count.Fill       `json:"fill,omitempty"`
	Living   *count.Living     `json:"living,omitempty"`
	// TerritoryForm: AGA's territory count with pass stones (equal to the area count when
	// White passed last).
	TerritoryForm *count.TerritoryForm `json:"territory_form,omitempty"`
	Warnings      []string             `json:"warnings"`
	Notes         []string             `json:"notes"`
}

func (sc *scored) json() scoreJSON {
	bd := sc.bd
	r := bd.Result
	j := scoreJSON{Rules: bd.Rules, Komi: bd.Komi, Handicap: bd.Handicap, Margin: r.Margin,
		Unit: r.Unit.String(), RE: r.SGF(), Black: bd.Black, White: bd.White, Shared: bd.Shared,
		Net: bd.Net, Fill: bd.Fill, Living: bd.Living, TerritoryForm: bd.TerritoryForm,
		Dead: vertices(bd.DeadStones, sc.h), Seki: vertices(bd.SekiStones, sc.h),
		Warnings: append([]string{}, bd.Warnings...), Notes: []string{},
		Notation: map[string]string{}}
	switch r.Winner {
	case result.Black, result.White, result.Draw:
		j.Winner = r.Winner.String()
	default:
		j.Winner = "void"
	}
	j.Notation = r.Texts()
	sc.eachNote(func(n string) { j.Notes = append(j.Notes, n) })
	return j
}

// writeJSON writes the object of json() as writeJSONLine does, its notes one at a time: the
// notes of a record whose moves were refused by the hundred thousand are never one string.
func (sc *scored) writeJSON(w io.Writer) error {
	if len(sc.refused.list) == 0 {
		return writeJSONLine(w, sc.json())
	}
	refused := sc.refused
	sc.refused = refusals{}
	j := sc.json()
	sc.refused = refused
	j.Notes = []string{}
	head, err := json.Marshal(j)
	const tail = `"notes":[]}`
	if err != nil || !bytes.HasSuffix(head, []byte(tail)) {
		return writeJSONLine(w, sc.json())
	}
	out := bufio.NewWriter(w)
	out.Write(appendJSONControls(nil, head[:len(head)-len(tail)+len(`"notes":[`)]))
	sep := false
	sc.eachNote(func(n string) {
		b, _ := json.Marshal(n)
		out.Write(appendJSONControls(appendSep(out.AvailableBuffer(), &sep), b))
	})
	out.WriteString("]}\n")
	return out.Flush()
}

func vertices(vs []board.Vertex, h int) []string {
	out := make([]string, 0, len(vs))
	for _, v := range vs {
		out = append(out, v.GTP(h))
	}
	return out
}
