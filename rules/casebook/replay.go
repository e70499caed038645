package casebook

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/count"
	"goref/rules/record"
)

// Row is the engine's verdict on a case under one preset: the outcome of every attempted
// move and, for a counting case, the count.
type Row struct {
	Preset string
	Run    int
	Moves  []string // "ok", an illegal reason, or "ok" and the move's events ("ok cycle:disturb:W")
	Count  string   // the count's result in SGF RE notation ("B+1", "0"); "" when not counted
	Dead   []string // dead stones of the count (J89 bent four included), GTP, sorted
	Score  [2]float64
	// Confirm is the outcome of each J89 confirmation of the run, in order: "dead" or
	// "alive" for its CQ stones.
	Confirm []string

	Game         *rules.Game
	Confirmation *rules.Confirmation // the confirmation open at the last move tried, if any
	Breakdown    *count.Breakdown
}

// Replay plays run under rs and counts the end when the case is a counting case. upto limits
// the moves tried (-1: all), for stepping through a case.
func (c *Case) Replay(rs rules.Ruleset, run, upto int) (*Row, error) {
	if run < 0 || run >= len(c.Runs) {
		return nil, fmt.Errorf("%s: no run %d", c.ID, run)
	}
	r := c.Runs[run]
	g, err := c.newGame(rs, r)
	if err != nil {
		return nil, err
	}
	row := &Row{Preset: rs.Name, Run: run, Game: g, Moves: []string{}}
	moves := r.Moves
	if upto >= 0 && upto < len(moves) {
		moves = moves[:upto]
	}
	cr := &confirmer{g: g}
	rp := record.NewReplay(g) // the one replay policy: an illegal move changes nothing, VM is virtual
	for _, mv := range moves {
		if mv.Confirm {
			if o := cr.outcome(); o != "" {
				row.Confirm = append(row.Confirm, o)
			}
			row.Moves = append(row.Moves, cr.open(mv))
			continue
		}
		if cr.active {
			o, err := cr.play(mv)
			if err != nil {
				return nil, fmt.Errorf("%s: confirmation: %w", c.ID, err)
			}
			row.Moves = append(row.Moves, o)
			continue
		}
		if c.AskPass && mv.Vertex.IsPass() && !mv.Virtual {
			var pr *rules.PassRefused
			if errors.As(g.PassAllowed(mv.Color, r.Dead), &pr) {
				row.Moves = append(row.Moves, string(pr.Reason))
				continue
			}
		}
		if p := rp.Move(mv.Color, mv.Vertex, mv.Virtual); p.Err != nil {
			ie, ok := p.Err.(*rules.Illegal)
			if !ok {
				return nil, fmt.Errorf("%s: %w", c.ID, p.Err)
			}
			row.Moves = append(row.Moves, string(ie.Reason))
			continue
		}
		m, _ := g.LastMove()
		s := "ok"
		for _, ev := range m.Events {
			s += " " + Short(ev)
		}
		row.Moves = append(row.Moves, s)
	}
	if o := cr.outcome(); o != "" && len(moves) == len(r.Moves) {
		row.Confirm = append(row.Confirm, o)
	}
	row.Confirmation = cr.cur
	if c.Count && len(moves) == len(r.Moves) {
		if err := c.count(rs, r, row); err != nil {
			return nil, err
		}
	}
	return row, nil
}

// newGame sets the case up under rs; the first mover is as a record's (record.FirstToMove:
// PL, else the run's first move, …).
func (c *Case) newGame(rs rules.Ruleset, r Run) (*rules.Game, error) {
	b, err := board.New(c.Width, c.Height)
	if err != nil {
		return nil, err
	}
	first := board.Empty
	if len(r.Moves) > 0 {
		first = r.Moves[0].Color
	}
	b.SetToMove(record.FirstToMove(sgf.Setup{Black: c.Black, White: c.White, ToPlay: c.ToPlay}, first, rs))
	if err := b.Setup(c.Black, c.White, nil); err != nil {
		return nil, fmt.Errorf("%s: setup: %w", c.ID, err)
	}
	return rules.NewGame(rs, b), nil
}

// count scores the final position of a run.
func (c *Case) count(rs rules.Ruleset, r Run, row *Row) error {
	b := row.Game.Board()
	var dead []board.Vertex
	for _, v := range r.Dead {
		if b.At(v) != board.Empty {
			dead = append(dead, v)
		}
	}
	if rs.Counting == rules.CountTerritory {
		dead = append(dead, rules.BentFourDead(b)...)
	}
	komi := c.Komi
	if c.PresetKomi {
		komi = rs.Komi
	}
	in := count.Input{
		Rules: rs, Komi: komi, Dead: dead, Resumed: r.Resumed,
		Prisoners: count.Pair{
			Black: c.Prisoners[0] + b.Captures(board.Black),
			White: c.Prisoners[1] + b.Captures(board.White),
		},
	}
	bd, err := count.Score(b, in)
	if err != nil {
		return fmt.Errorf("%s [%s]: count: %w", c.ID, rs.Name, err)
	}
	row.Breakdown = bd
	row.Count = bd.Result.SGF()
	row.Score = [2]float64{bd.Black.Score, bd.White.Score}
	for _, v := range bd.DeadStones {
		row.Dead = append(row.Dead, v.GTP(c.Height))
	}
	sort.Strings(row.Dead)
	return nil
}

// Board is the position after the last move tried: the open confirmation's sandbox, or the
// game's board.
func (row *Row) Board() *board.Board {
	if row.Confirmation != nil {
		return row.Confirmation.Board()
	}
	return row.Game.Board()
}

// Short is the casebook notation of an event: "cycle:disturb:W", "end:repetition:B",
// "halt:passes".
func Short(e rules.Event) string {
	switch e.Kind {
	case rules.EventCycle:
		if e.Disturber != "" {
			return "cycle:" + e.Verdict + ":" + e.Disturber
		}
		return "cycle:" + e.Verdict
	case rules.EventGameEnd:
		if e.Winner != "" {
			return "end:" + e.Reason + ":" + e.Winner
		}
		return "end:" + e.Reason
	}
	return e.Kind + ":" + e.Reason
}

// Notable lists the moves of a row whose outcome is not a plain "ok" (nor "skipped", a ply of a
// confirmation the rule set does not have), as "6 B C5: superko", for a one-line summary.
func (c *Case) Notable(row *Row) []string {
	var out []string
	moves := c.Runs[row.Run].Moves
	for i, o := range row.Moves {
		if o == "ok" || o == "skipped" || i >= len(moves) {
			continue
		}
		out = append(out, fmt.Sprintf("%d %s %s: %s", i+1, moves[i].Color, MoveName(moves[i], c.Height), strings.TrimPrefix(o, "ok ")))
	}
	return out
}

// MoveName is a move's point in GTP, "pass" or "virtual".
func MoveName(m Move, h int) string {
	switch {
	case m.Confirm:
		return "confirm"
	case m.Virtual:
		return "virtual"
	case m.Vertex.IsPass():
		return "pass"
	}
	return m.Vertex.GTP(h)
}
