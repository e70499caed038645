// Package session is one game as the app holds it: the record as an SGF tree (variations
// included), the cursor in it, the rules.Game replaying the path to the cursor, the game
// information of the New game dialog and the referee log. All legality comes from rules.
package session

import (
	"strconv"
	"time"

	"goref/rules"
)

// Mode says who may take a move back.
type Mode int

const (
	Casual     Mode = iota // players may undo
	Tournament             // undo is a referee action and is logged
)

// Info is the game information entered in the New game dialog.
type Info struct {
	Black, White         string
	BlackRank, WhiteRank string
	Rules                rules.Ruleset
	Komi                 float64 // in Rules.KomiUnit
	Width, Height        int
	Handicap             int
	FreeHandicap         bool   // Black places the handicap stones himself
	TimeSystem           string // OT notation of rules/clock, "" for none
	MainTime             time.Duration
	Event, Round, Table  string
	Mode                 Mode
	Nigiri               string // how colours were chosen, as recorded
}

// DefaultInfo is an even 19×19 game under the Chinese rules, players unnamed.
func DefaultInfo() Info {
	return Info{Rules: rules.Chinese, Komi: rules.Chinese.Komi, Width: 19, Height: 19}
}

// KomiPoints is the komi in points, the unit of SGF KM (one stone, 子, is two points).
func (i Info) KomiPoints() float64 {
	if i.Rules.KomiUnit == rules.UnitStone {
		return i.Komi * 2
	}
	return i.Komi
}

func formatFloat(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
