package table

import (
	"fmt"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/count"
	"goref/rules/record"
	"goref/rules/result"
)

// Open makes a table from a record the user opened, read by rules/record (the one reading of
// a record and the one replay): its rule set (RU, else fallback), size, opening position,
// komi (KM through rules.Ruleset.GameKomi, the one conversion), handicap, players and time
// system (TM/OT, the clocks resumed from the last BL/OB and WL/OW); the main line is replayed
// (an illegal move is skipped, as check does: Skipped lists them), each node's GR entries go
// into the one referee log at their ply, the last node's TB/TW become the dead marks, and RE
// ends the game. An unfinished game goes on: Start restarts the clock for the player to move.
func Open(root *sgf.Node, fallback rules.Ruleset, src clock.TimeSource) (*Table, error) {
	rec, err := record.Read(root)
	if err != nil {
		return nil, err
	}
	gi := &rec.Info
	if gi.TimeErr != nil {
		return nil, gi.TimeErr
	}
	rs, _ := gi.Ruleset(fallback)
	cfg := Config{Rules: rs, Width: rec.Width, Height: rec.Height, Handicap: gi.Handicap, Black: gi.Black, White: gi.White,
		Time: gi.Time, Info: InfoOf(gi)}
	k, _ := gi.GameKomi(rs)
	cfg.Komi = &k
	black, white, toMove, err := rec.Opening(rs)
	if err != nil {
		return nil, err
	}
	cfg.Setup = &Setup{Black: black, White: white, ToMove: toMove}
	// A record saved while Black placed free handicap stones (fewer than HA, nothing else
	// played) goes on with the placement.
	placing := cfg.Handicap >= 2 && len(rec.Moves) == 0 && len(rec.Setup.White) == 0 &&
		len(rec.Setup.Black) < cfg.Handicap && !root.Has("RE")
	if placing {
		cfg.Setup, cfg.FreeHandicap = nil, true
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
		for _, v := range rec.Setup.Black {
			if err := t.place(v); err != nil {
				return nil, fmt.Errorf("handicap stone %s: %v", v.GTP(rec.Height), err)
			}
		}
	}
	if err := t.replayRecord(rec); err != nil {
		return nil, err
	}
	return t, nil
}

// replayRecord plays the main line, collects the clock properties and the log, and reads the
// marks and the result.
func (t *Table) replayRecord(rec *record.Record) error {
	rp := rec.NewReplay(t.game)
	rp.Log = true
	var times []clock.MoveTime
	for i := range rec.Moves {
		p := rp.Step(&rec.Moves[i])
		if !p.IsMove() {
			continue
		}
		if p.Err != nil {
			t.skipped = append(t.skipped, skippedMove{after: t.game.NumMoves(), Ply: p})
			continue
		}
		mt := record.MoveTime(p.Node)
		times = append(times, mt)
		left, over := mt.BL, mt.OB
		if p.Color == board.White {
			left, over = mt.WL, mt.OW
		}
		if left != "" || over != "" {
			t.times[t.game.NumMoves()] = moveTime{Color: p.Color, Left: left, Over: over}
		}
	}
	rp.End()
	if t.clk != nil {
		c, err := clock.Restore(t.clk.Config(), t.src, times)
		if err != nil {
			return fmt.Errorf("BL/WL/OB/OW: %v", err)
		}
		t.clk = c
	}
	b := t.game.Board()
	if dead, err := record.DeadStones(rec.Last, b.Width(), b.Height(), b.At); err == nil {
		for _, v := range dead {
			t.dead[v] = true
		}
	}
	if gi := &rec.Info; gi.HasResult { // an unreadable RE leaves the game open, as the app shows it
		r := gi.Result
		r.System, r.Unit = t.cfg.Rules.Name, count.ResultUnit(t.cfg.Rules)
		if r.Winner == result.Void && t.loggedBothLose() {
			r.Winner = result.BothLose // SGF has no both-lose: RE[Void], and the log says it
		}
		o := Outcome{Result: r, Reason: recordReason(r)}
		if o.Reason == EndCount {
			t.bdOpened = true // counted as the record was: see CountInput
			if bd, err := t.Count(); err == nil {
				t.bd = bd
			} else {
				t.bdOpened = false
			}
		}
		t.outcome = &o
		t.flagOfRecord(r, gi.RE)
		if t.clk != nil && t.clk.State().Status != clock.Ended {
			_ = t.clk.End(o.Reason) // the game is over: its clock is not ready for a tap
		}
	}
	return nil
}

// loggedBothLose tells whether the referee's log (the record's GR) ends the game with both
// players losing: the ruling itself, or the game-end event of two forfeits.
func (t *Table) loggedBothLose() bool {
	acts := t.game.Log.Actions
	for i := len(acts) - 1; i >= 0; i-- { // the last ruling that ended the game
		a := acts[i]
		switch {
		case a.Kind == rules.ActBothLose || a.Event != nil && a.Event.Verdict == string(rules.ActBothLose):
			return true
		case a.Kind == rules.ActRevoke:
			return false // what ended the game before was taken back
		case a.Event != nil && a.Event.Kind == rules.EventGameEnd:
			return false
		}
	}
	return false
}

// skippedMove is a move of the opened record the replay refused: the record keeps its node,
// which the table's writing passes by (WriteInto), after table ply after.
type skippedMove struct {
	after int
	record.Ply
}

// Skipped lists the moves of the opened record that the rule set refused: they were skipped,
// the position staying as it was (rules/record's replay), and the record keeps them.
func (t *Table) Skipped() []record.Ply {
	out := make([]record.Ply, len(t.skipped))
	for i, s := range t.skipped {
		out[i] = s.Ply
	}
	return out
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

// recordReason is why a recorded result ended the game: its reason's word, but a recorded
// draw or no result (RE[0], RE[Void]) says nothing of a count: the referee's.
func recordReason(r result.Result) string {
	if w := r.Reason.Word(); w != EndCount || r.Winner == result.Black || r.Winner == result.White {
		return w
	}
	return EndReferee
}
