package record

import (
	"errors"
	"strconv"
	"strings"

	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/result"
)

// Info is the game information of a record's root, read for its meaning.
type Info struct {
	Black, White         string // PB, PW
	BlackRank, WhiteRank string // BR, WR
	Event, Round         string // EV, RO
	Date, Place, Name    string // DT, PC, GN
	RU                   string // RU as written (Ruleset maps it to a preset)

	// Handicap is HA when it is 2 or more: HA[0] and HA[1] (no handicap, or an even game
	// without komi, as servers write it) and an unreadable HA are 0. HandicapRaw is HA as
	// written.
	Handicap    int
	HandicapRaw string

	Komi    Komi // KM; HasKomi is false when KM is absent or unreadable (the rule set's applies)
	HasKomi bool

	RE        string        // RE as written
	Result    result.Result // RE read, when HasResult
	HasResult bool

	// Time is the clock of TM and OT (rules/clock's ParseTime: the one reading); nil when the
	// record gives neither or gives no time limit, or TimeErr says why they cannot be read.
	Time    *clock.Config
	TimeErr error
}

// ReadInfo reads the game information of a root. Every field that can be read is filled; the
// error joins the problems with the others (an unreadable HA, KM, TM/OT or RE), each naming the
// line of the root.
func ReadInfo(root *sgf.Node) (Info, error) {
	var gi Info
	// One pass over the root's properties (the command line reads every game's): the first
	// value of the first of each, as Node.Get has it.
	fields := [...]struct {
		id string
		f  *string
	}{
		{"PB", &gi.Black}, {"PW", &gi.White}, {"BR", &gi.BlackRank}, {"WR", &gi.WhiteRank},
		{"EV", &gi.Event}, {"RO", &gi.Round}, {"DT", &gi.Date}, {"PC", &gi.Place}, {"GN", &gi.Name},
		{"RU", &gi.RU}, {"HA", &gi.HandicapRaw}, {"RE", &gi.RE},
	}
	var seen [len(fields)]bool
	for _, p := range root.Props {
		for i := range fields {
			if fields[i].id == p.ID && !seen[i] {
				seen[i] = true
				if len(p.Values) > 0 {
					*fields[i].f = p.Values[0]
				}
				break
			}
		}
	}
	var errs []error
	if ha := strings.TrimSpace(gi.HandicapRaw); ha != "" {
		n, err := strconv.Atoi(ha)
		switch {
		case err != nil || n < 0 || n > 1000:
			errs = append(errs, errorAt(root, ErrHandicap, "invalid handicap HA[%s]", gi.HandicapRaw))
		case n >= 2:
			gi.Handicap = n
		}
	}
	k, ok, err := ParseKomi(root)
	if err != nil {
		errs = append(errs, err)
	}
	gi.Komi, gi.HasKomi = k, ok && err == nil
	if gi.Time, gi.TimeErr = readTime(root); gi.TimeErr != nil {
		errs = append(errs, gi.TimeErr)
	}
	if re := strings.TrimSpace(gi.RE); re != "" && re != "?" {
		if r, err := result.ParseSGF(re); err == nil {
			gi.Result, gi.HasResult = r, true
		} else {
			errs = append(errs, errorAt(root, ErrResult, "%v", err))
		}
	}
	return gi, errors.Join(errs...)
}

// readTime reads TM and OT: nil when neither is given or they give no time limit.
func readTime(root *sgf.Node) (*clock.Config, error) {
	tm, hasTM := root.Get("TM")
	ot, hasOT := root.Get("OT")
	if !hasTM && !hasOT {
		return nil, nil
	}
	tc, err := clock.ParseTime(tm, ot)
	if err != nil {
		return nil, errorAt(root, ErrTime, "TM[%s] OT[%s]: %v", tm, ot, err)
	}
	if tc.System == clock.None {
		return nil, nil
	}
	return &tc, nil
}

// Ruleset is the preset RU names, or fallback when RU is absent or names none goref knows
// (known is false then).
func (gi Info) Ruleset(fallback rules.Ruleset) (rs rules.Ruleset, known bool) {
	if p, ok := rules.FromRU(gi.RU); ok {
		return p, true
	}
	return fallback, false
}

// GameKomi is the komi the game is counted with under rs, in rs's unit: KM through
// rules.Ruleset.GameKomi (none with a handicap; the preset's without KM).
func (gi Info) GameKomi(rs rules.Ruleset) (komi float64, fromRecord bool) {
	return rs.GameKomi(gi.Komi.Points, gi.HasKomi, gi.Handicap)
}

// What the game information of a record can get wrong: sgf.Error kinds of this package,
// worded by a UI as board/sgf's are (each comment lists the error's Values).
const (
	ErrHandicap sgf.Kind = "handicap" // HA as written
	ErrKomi     sgf.Kind = "komi"     // KM as written
	ErrTime     sgf.Kind = "time"     // TM as written, OT as written, the clock's error
	ErrResult   sgf.Kind = "result"   // the result notation's error
)

// errorAt is an error at the node's place in the file, as board/sgf writes its own.
func errorAt(n *sgf.Node, kind sgf.Kind, format string, a ...any) error {
	return sgf.ErrorAt(n, kind, format, a...)
}
