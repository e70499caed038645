package main

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/hall"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
)

// Simulation plays tables of real games against a director, at a pace, with their clocks
// ticking as the app's do: the load and fault runs of `make bench-hall`. Each table keeps its
// state in Dir (as the app's autosave), so a simulation killed and started again goes on.
type Simulation struct {
	Broker hall.Broker
	Event  string
	Secret string
	// Tables are named First, First+1, … (First 0: 1).
	Tables, First int
	// Games are the games played, one per table in turn (main lines of real records).
	Games [][]sgf.Move
	// Pace is the mean time between two moves at a table; Tick how often a table's clock is
	// looked at.
	Pace, Tick time.Duration
	Dir        string
	Seed       uint64
}

// LoadGames reads the main lines of the 19×19 records among files (at most n).
func LoadGames(files []string, n int) [][]sgf.Move {
	var out [][]sgf.Move
	for _, f := range files {
		if len(out) >= n {
			break
		}
		c, err := sgf.ReadFile(f)
		if err != nil || len(c.Games) == 0 {
			continue
		}
		w, h, err := sgf.Size(c.Games[0])
		if err != nil || w != 19 || h != 19 || c.Games[0].Has("AB") || c.Games[0].Has("HA") {
			continue
		}
		ms, err := sgf.MainLine(c.Games[0], w, h)
		if err != nil || len(ms) < 50 {
			continue
		}
		out = append(out, ms)
	}
	return out
}

// SimStats are a simulation's counts.
type SimStats struct {
	Tables, Ended int
	Moves         int64
}

// Run plays until every game ended or ctx ends, then writes each table's record as Dir/N.sgf.
func (s *Simulation) Run(ctx context.Context) (SimStats, error) {
	if len(s.Games) == 0 {
		return SimStats{}, fmt.Errorf("simulate: no games to play")
	}
	if s.First == 0 {
		s.First = 1
	}
	if s.Tick == 0 {
		s.Tick = 200 * time.Millisecond
	}
	if err := os.MkdirAll(s.Dir, 0o700); err != nil {
		return SimStats{}, err
	}
	var moves atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, s.Tables)
	ended := make([]bool, s.Tables)
	for i := range s.Tables {
		wg.Add(1)
		go func() {
			defer wg.Done()
			done, err := s.table(ctx, s.First+i, s.Games[i%len(s.Games)], &moves)
			ended[i] = done
			if err != nil {
				errs <- fmt.Errorf("table %d: %v", s.First+i, err)
			}
		}()
		time.Sleep(2 * time.Millisecond) // joins spread out, as tables arriving in a hall
	}
	wg.Wait()
	close(errs)
	st := SimStats{Tables: s.Tables, Moves: moves.Load()}
	for _, e := range ended {
		if e {
			st.Ended++
		}
	}
	for err := range errs {
		return st, err
	}
	return st, nil
}

// credentials joins once and keeps the credentials beside the table's state.
func (s *Simulation) credentials(ctx context.Context, name string) (hall.Credentials, error) {
	path := filepath.Join(s.Dir, name+".credentials.json")
	if data, err := os.ReadFile(path); err == nil {
		var c hall.Credentials
		if json.Unmarshal(data, &c) == nil {
			return c, nil
		}
	}
	var c hall.Credentials
	var err error
	for range 5 {
		if c, err = hall.Join(ctx, s.Broker, s.Event, s.Secret, name, 20*time.Second); err == nil {
			break
		}
	}
	if err != nil {
		return c, err
	}
	data, _ := json.Marshal(c)
	return c, sgf.WriteAtomicMode(path, data, 0o600) // the password and signing key
}

func (s *Simulation) table(ctx context.Context, n int, game []sgf.Move, moves *atomic.Int64) (bool, error) {
	name := strconv.Itoa(n)
	creds, err := s.credentials(ctx, name)
	if err != nil {
		return false, err
	}
	st, err := hall.OpenStation(ctx, creds, s.Broker, nil)
	if err != nil {
		return false, err
	}
	defer st.Close()
	statePath := filepath.Join(s.Dir, name+".json")
	var tb *table.Table
	if data, err := os.ReadFile(statePath); err == nil {
		tb, err = table.Restore(data, clock.NewMonotonic())
		if err != nil {
			return false, fmt.Errorf("restore: %v", err)
		}
	} else {
		rs, _ := rules.Preset("japanese")
		tc, _ := clock.ParseOT(time.Hour, "5x30 byo-yomi")
		if tb, err = table.New(table.Config{Rules: rs, Time: &tc, Black: "Black " + name, White: "White " + name}, clock.NewMonotonic()); err != nil {
			return false, err
		}
	}
	save := func() {
		if data, err := tb.Save(); err == nil {
			_ = sgf.WriteAtomic(statePath, data)
		}
	}
	saved := len(tb.Journal())
	observe := func(u table.Update) {
		st.Observe(tb, u)
		if len(u.Events) > 0 || len(tb.Journal()) != saved {
			save()
			saved = len(tb.Journal())
		}
	}
	st.Observe(tb, table.Update{})
	if !tb.Started() {
		u, _ := tb.Start()
		observe(u)
	}
	rng := rand.New(rand.NewPCG(s.Seed, uint64(n)))
	next := time.Now().Add(s.delay(rng))
	tick := time.NewTicker(s.Tick)
	defer tick.Stop()
	for !tb.Ended() {
		select {
		case <-ctx.Done():
			s.writeRecord(name, tb)
			return false, nil
		case now := <-tick.C:
			observe(tb.Tick())
			if now.Before(next) {
				continue
			}
			next = now.Add(s.delay(rng))
			ply := tb.Game().NumMoves()
			var u table.Update
			var err error
			if ply < len(game) {
				m := game[ply]
				c := tb.ToMove()
				v := m.Vertex
				if m.Color != c {
					v = board.Pass
				}
				u, err = tb.Play(c, v)
				if err != nil && table.IsRefused(err) {
					u, err = tb.Play(c, board.Pass)
				}
			} else {
				u, err = tb.Resign(tb.ToMove())
			}
			if err != nil && !table.IsRefused(err) {
				return false, err
			}
			moves.Add(1)
			observe(u)
		}
	}
	save()
	s.writeRecord(name, tb)
	// The station closes once the director has the whole game (a network cut at the end
	// would otherwise leave it short), as a laptop left on after the game; at most a minute.
	dctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	if !st.Delivered(dctx) && ctx.Err() == nil {
		return true, fmt.Errorf("the director did not confirm the whole game within a minute")
	}
	return true, nil
}

// delay is the time to the next move: the pace, ±50 %.
func (s *Simulation) delay(rng *rand.Rand) time.Duration {
	return time.Duration(float64(s.Pace) * (0.5 + rng.Float64()))
}

func (s *Simulation) writeRecord(name string, tb *table.Table) {
	if data, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{tb.Record()}}); err == nil {
		_ = sgf.WriteAtomic(filepath.Join(s.Dir, name+".sgf"), data)
	}
}
