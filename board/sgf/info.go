package sgf

import (
	"errors"
	"strconv"
	"strings"
)

// GameInfo is the game information of a root, typed.
type GameInfo struct {
	Black, White         string // PB, PW
	BlackRank, WhiteRank string // BR, WR
	Event, Round         string // EV, RO
	Date, Place, Name    string // DT, PC, GN
	Rules                string // RU as written; the rules package maps it to a preset
	Handicap             int    // HA (0 when absent)
	Komi                 Komi   // KM (zero when absent; see HasKomi)
	HasKomi              bool
	Result               Result // RE
	Time                 TimeSettings
}

// Info reads the game information of a root. Every field that can be read is filled;
// the error joins the problems with the others (bad HA, KM or TM).
func Info(root *Node) (GameInfo, error) {
	get := func(id string) string { v, _ := root.Get(id); return v }
	gi := GameInfo{
		Black: get("PB"), White: get("PW"), BlackRank: get("BR"), WhiteRank: get("WR"),
		Event: get("EV"), Round: get("RO"), Date: get("DT"), Place: get("PC"), Name: get("GN"),
		Rules: get("RU"), Result: ParseResult(get("RE")),
	}
	var errs []error
	if ha, ok := root.Get("HA"); ok && strings.TrimSpace(ha) != "" {
		n, err := strconv.Atoi(strings.TrimSpace(ha))
		if err != nil || n < 0 || n > 1000 {
			errs = append(errs, errorAt(root, "invalid handicap HA[%s]", ha))
		} else {
			gi.Handicap = n
		}
	}
	var err error
	if gi.Komi, gi.HasKomi, err = ParseKomi(root); err != nil {
		errs = append(errs, err)
	}
	if gi.Time, err = ParseTimeSettings(root); err != nil {
		errs = append(errs, err)
	}
	return gi, errors.Join(errs...)
}

// Comment returns the node's comment (C) and name (N).
func Comment(n *Node) (comment, name string) {
	comment, _ = n.Get("C")
	name, _ = n.Get("N")
	return comment, name
}
