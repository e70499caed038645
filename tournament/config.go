package tournament

import (
	"strings"

	"goref/rules"
	"goref/rules/table"
)

// NoKomi is the komi of a game with handicap 1 (the EGF's "no komi": Black plays first and
// White gets half a point, so that there is no tie), in points.
const NoKomi = 0.5

// Config is the game at table tbl of round r as the table sets it up under the rule set rs
// (OpenGotha does not say which rules a tournament plays by: the referee picks them): the
// players' names and ranks, the board size, the handicap (2–9 stones on the fixed points),
// the komi (the tournament's in an even game, half a point with handicap 1, none with stones:
// the rule set's compensation applies), the clock from the tournament's time system, and the
// game's identity with the venue.
func (f *File) Config(r, tbl int, rs rules.Ruleset) (table.Config, Identity, error) {
	g, err := f.Game(r, tbl)
	if err != nil {
		return table.Config{}, Identity{}, err
	}
	black, _ := f.Player(g.Black)
	white, _ := f.Player(g.White)
	id := Identity{Event: f.Event(), Round: r, Table: tbl}
	info := id.Info()
	info.BlackRank, info.WhiteRank = sgfRank(black.Rank), sgfRank(white.Rank)
	info.Place = f.Location
	cfg := table.Config{Rules: rs, Width: f.Size, Height: f.Size, Black: black.FullName(), White: white.FullName(), Info: info}
	switch {
	case g.Handicap >= 2:
		cfg.Handicap = g.Handicap
	case g.Handicap == 1:
		k := rs.KomiFromPoints(NoKomi)
		cfg.Komi = &k
	default:
		k := rs.KomiFromPoints(f.Komi)
		cfg.Komi = &k
	}
	c, err := f.Time.Clock()
	if err != nil {
		return table.Config{}, Identity{}, err
	}
	cfg.Time = &c
	return cfg, id, nil
}

// sgfRank writes OpenGotha's rank (3D, 12K) as SGF recommends it (3d, 12k).
func sgfRank(r string) string { return strings.ToLower(strings.TrimSpace(r)) }
