package table

import (
	"regexp"
	"strings"

	"goref/board/sgf"
	"goref/rules/record"
)

// Info is the game information a record carries besides the players' names: their ranks
// and, for a tournament game, the event, round and table it was paired at, and the venue.
// The table writes it into the record's root — BR/WR, EV, RO, PC, GC (the nigiri said), and GN
// naming round and table ("round 3, table 5"), by which a record finds its table in the pairing
// program's file (TableOfGN reads it back). PC is the venue, never the table.
type Info struct {
	BlackRank, WhiteRank string
	Event                string // EV
	Round                string // RO: the round's number
	Table                string // the table's number, written into GN
	Place                string // PC
	Nigiri               string // GC: how the colours were chosen, in the words of rules.NigiriResult.Explain
}

// GameName is the record's GN for a tournament game: "round 3, table 5", "table 5", or
// empty without a table.
func (i Info) GameName() string {
	switch {
	case i.Table == "":
		return ""
	case i.Round == "":
		return "table " + i.Table
	}
	return "round " + i.Round + ", table " + i.Table
}

// gnTable finds the table in a GN: "table 5", "Table 5", "round 3, table 5".
var gnTable = regexp.MustCompile(`(?i)\btable\s*#?\s*(\d+)`)

// TableOfGN reads the table's number back from a record's GN ("" when it names none).
func TableOfGN(gn string) string {
	m := gnTable.FindStringSubmatch(gn)
	if m == nil {
		return ""
	}
	return m[1]
}

// write puts the information on a new record's root.
func (i Info) write(root *sgf.Node) {
	for _, p := range [][2]string{{"BR", i.BlackRank}, {"WR", i.WhiteRank}, {"EV", i.Event},
		{"RO", i.Round}, {"GN", i.GameName()}, {"PC", i.Place}, {"GC", i.Nigiri}} {
		if v := strings.TrimSpace(p[1]); v != "" {
			root.Set(p[0], v)
		}
	}
}

// InfoOf is the information of a record's game information (rules/record's reading).
func InfoOf(gi *record.Info) Info {
	t := strings.TrimSpace
	return Info{BlackRank: t(gi.BlackRank), WhiteRank: t(gi.WhiteRank), Event: t(gi.Event), Round: t(gi.Round),
		Table: TableOfGN(t(gi.Name)), Place: t(gi.Place)}
}
