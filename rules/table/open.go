package table

import (
	"fmt"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/result"
)

// Open makes a table from a record the user opened: its rule set (RU, else fallback), size,
// setup stones, komi (KM through rules.Ruleset.GameKomi, the one conversion), handicap, players
// and time system (TM/OT, the clocks resumed from the last BL/OB and WL/OW); the main line is
// replayed, each node's GR entries go into the one referee log at their ply, the last node's
// TB/TW become the dead marks, and RE ends the game. An unfinished game goes on: Start
// restarts the clock for the player to move.
func Open(root *sgf.Node, fallback rules.Ruleset, src clock.TimeSource) (*Table, error) {
	w, h, line, err := sgf.GoMainLine(root)
	if err != nil {
		return nil, err
	}
	gi, _ := sgf.Info(root)
	rs := fallback
	if p, ok := rules.FromRU(gi.Rules); ok {
		rs = p
	}
	cfg := Config{Rules: rs, Width: w, Height: h, Handicap: gi.Handicap, Black: gi.Black, White: gi.White, Info: infoOf(root)}
	if cfg.Handicap == 1 {
		cfg.Handicap = 0
	}
	k, _ := rs.GameKomi(gi.Komi.Points, gi.HasKomi, gi.Handicap)
	cfg.Komi = &k
	cfg.Setup = &Setup{Black: line.Setup.Black, White: line.Setup.White, ToMove: line.Setup.ToPlay}
	if cfg.Setup.ToMove == board.Empty {
		for _, m := range line.Moves {
			if m.Color != board.Empty {
				cfg.Setup.ToMove = m.Color
				break
			}
		}
	}
	// A record saved while Black placed free handicap stones (fewer than HA, nothing else
	// played) goes on with the placement.
	placing := cfg.Handicap >= 2 && len(line.Moves) == 0 && len(line.Setup.White) == 0 &&
		len(line.Setup.Black) < cfg.Handicap && !root.Has("RE")
	if placing {
		cfg.Setup, cfg.FreeHandicap = nil, true
	}
	if tm, ok := root.Get("TM"); ok {
		ot, _ := root.Get("OT")
		tc, err := clock.ParseTime(tm, ot)
		if err != nil {
			return nil, fmt.Errorf("TM/OT: %v", err)
		}
		cfg.Time = &tc
	}
	t, err := New(cfg, src)
	if err != nil {
		return nil, err
	}
	data, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{root}})
	if err != nil {
		return nil, err
	}
	t.opened = string(data)
	if placing {
		for _, v := range line.Setup.Black {
			if err := t.place(v); err != nil {
				return nil, fmt.Errorf("handicap stone %s: %v", v.GTP(h), err)
			}
		}
	}
	if err := t.replayRecord(root, line.Moves); err != nil {
		return nil, err
	}
	return t, nil
}

// replayRecord plays the main line, collects the clock properties and the log, and reads the
// marks and the result.
func (t *Table) replayRecord(root *sgf.Node, moves []sgf.Move) error {
	h := t.cfg.Height
	t.logGR(root)
	var times []clock.MoveTime
	last := root
	for i, m := range moves {
		last = m.Node
		if m.Color == board.Empty {
			t.logGR(m.Node)
			continue
		}
		var err error
		if m.Virtual {
			_, err = t.game.PlayVirtual(m.Color)
		} else {
			_, err = t.game.Play(m.Color, m.Vertex)
		}
		if err != nil {
			return fmt.Errorf("move %d (%s %s): %v", i+1, m.Color, m.Vertex.GTP(h), err)
		}
		mt := clock.MoveTime{}
		mt.BL, _ = m.Node.Get("BL")
		mt.OB, _ = m.Node.Get("OB")
		mt.WL, _ = m.Node.Get("WL")
		mt.OW, _ = m.Node.Get("OW")
		times = append(times, mt)
		left, over := mt.BL, mt.OB
		if m.Color == board.White {
			left, over = mt.WL, mt.OW
		}
		if left != "" || over != "" {
			t.times[len(t.game.Moves())] = moveTime{Color: m.Color, Left: left, Over: over}
		}
		t.logGR(m.Node)
	}
	if t.clk != nil {
		c, err := clock.Restore(t.clk.Config(), t.src, times)
		if err != nil {
			return fmt.Errorf("BL/WL/OB/OW: %v", err)
		}
		t.clk = c
	}
	b := t.game.Board()
	if dead, err := sgf.DeadStones(last, b.Width(), b.Height(), b.At); err == nil {
		for _, v := range dead {
			t.dead[v] = true
		}
	}
	if re, ok := root.Get("RE"); ok && re != "" {
		r, err := result.ParseSGF(re)
		if err != nil {
			return nil // an unreadable RE leaves the game open, as the app shows it
		}
		r.System, r.Unit = t.cfg.Rules.Name, resultUnit(t.cfg.Rules)
		o := Outcome{Result: r, Reason: recordReason(r)}
		if o.Reason == EndCount {
			if bd, err := t.Count(); err == nil {
				t.bd, t.bdOpened = bd, true
			}
		}
		t.outcome = &o
		t.flagOfRecord(r, re)
	}
	return nil
}

// flagOfRecord puts down the flag of the side a recorded time loss names: the clock shows the
// end as it was, that side's time spent (its BL/WL was the time left after its last move).
func (t *Table) flagOfRecord(r result.Result, re string) {
	if t.clk == nil || recordReason(r) != EndTime {
		return
	}
	switch r.Loser() {
	case result.Black:
		_ = t.clk.Flag(clock.Black, "RE["+re+"]")
	case result.White:
		_ = t.clk.Flag(clock.White, "RE["+re+"]")
	}
}

// logGR appends a node's GR entries to the one log at the current ply.
func (t *Table) logGR(n *sgf.Node) {
	for _, v := range n.GetAll("GR") {
		if a, err := rules.ParseGR(v); err == nil {
			t.game.Note(a)
		}
	}
}

// recordReason is why a recorded result ended the game.
func recordReason(r result.Result) string {
	switch r.Reason {
	case result.ByResignation:
		return EndResign
	case result.ByTime, result.ByPenaltyOvertime, result.ByByoyomiOvertime:
		return EndTime
	case result.ByForfeit:
		return EndForfeit
	case result.ByCount, result.ByContract:
		if r.Winner == result.Black || r.Winner == result.White {
			return EndCount
		}
	case result.ByRepetition:
		return EndCycle
	}
	return EndReferee
}
