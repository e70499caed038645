package session

import (
	"time"

	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
)

// Mode says who may take a move back: the table's Config.Tournament (its policy is the
// table's: Table.TakeBackAsks).
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
	Lang                 string // the language of the record's comments (the log explained)
}

// DefaultInfo is an even 19×19 game under the Chinese rules, players unnamed.
func DefaultInfo() Info {
	return Info{Rules: rules.Chinese, Komi: rules.Chinese.Komi, Width: 19, Height: 19}
}

// tableConfig is the table's setup for the game described (no clock without both a time
// system and a main time).
func (i Info) tableConfig() (table.Config, error) {
	komi := i.Komi
	// The app pre-marks the estimator's dead stones when play stops (the table does it).
	cfg := table.Config{Rules: i.Rules, Width: i.Width, Height: i.Height, Komi: &komi,
		Black: i.Black, White: i.White, Lang: i.Lang, Tournament: i.Mode == Tournament, Suggest: true,
		Info: table.Info{BlackRank: i.BlackRank, WhiteRank: i.WhiteRank, Event: i.Event, Round: i.Round, Table: i.Table, Nigiri: i.Nigiri}}
	if i.Handicap >= 2 {
		cfg.Handicap, cfg.FreeHandicap = i.Handicap, i.FreeHandicap
	}
	if i.TimeSystem != "" { // main time 0 and byo-yomi: byo-yomi from the first move
		c, err := clock.ParseOT(i.MainTime, i.TimeSystem)
		if err != nil {
			return cfg, err
		}
		if c.System != clock.None {
			cfg.Time = &c
		}
	}
	return cfg, nil
}
