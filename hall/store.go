package hall

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"goref/board/sgf"
	"goref/rules/table"
)

// The director's store, under DirectorConfig.Dir: seats.json (every table's credentials, game
// and the director's note to it) and games/TABLE.json (the follower's saved state), written
// atomically half a second after a change, so a restarted director goes on where it stopped.

func (d *Director) seatsPath() string { return filepath.Join(d.cfg.Dir, "seats.json") }
func (d *Director) gamePath(name string) string {
	return filepath.Join(d.cfg.Dir, "games", name+".json")
}

// load reads the store; a game file that does not restore is set aside and asked for again.
func (d *Director) load() error {
	if d.cfg.Dir == "" {
		return nil
	}
	data, err := os.ReadFile(d.seatsPath())
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("director store: %v", err)
	}
	var seats []*seat
	if err := json.Unmarshal(data, &seats); err != nil {
		return fmt.Errorf("director store %s: %v", d.seatsPath(), err)
	}
	for _, s := range seats {
		if CheckID("table", s.Table) != nil {
			continue
		}
		d.seats[s.Table] = s
		if s.Game == "" {
			continue
		}
		state, err := os.ReadFile(d.gamePath(s.Table))
		if err == nil {
			s.follower, err = table.Follow(state)
		}
		if err != nil {
			if !os.IsNotExist(err) {
				_ = os.Rename(d.gamePath(s.Table), d.gamePath(s.Table)+".damaged-"+time.Now().Format("20060102-150405"))
			}
			delete(s.Seen, s.Game)
			s.Game, s.follower = "", nil
			continue
		}
		s.seq = len(s.follower.Journal())
		p := s.follower.Public()
		s.public, s.received = &p, time.Now()
	}
	return nil
}

// saver writes what changed every half second, and once more when the director closes.
func (d *Director) saver(ctx context.Context) {
	defer close(d.flushed)
	tick := time.NewTicker(500 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			d.flush()
			return
		case <-tick.C:
			d.flush()
		}
	}
}

func (d *Director) flush() {
	if d.cfg.Dir == "" {
		return
	}
	d.mu.Lock()
	if len(d.dirty) == 0 {
		d.mu.Unlock()
		return
	}
	games := map[string][]byte{}
	for name := range d.dirty {
		if s := d.seats[name]; s != nil && s.follower != nil {
			if data, err := s.follower.Save(); err == nil {
				games[name] = data
			}
		}
	}
	var seats []*seat
	for _, s := range d.seats {
		seats = append(seats, s)
	}
	index, err := json.Marshal(seats)
	d.dirty = map[string]bool{}
	d.mu.Unlock()
	if err != nil {
		return
	}
	if err := os.MkdirAll(filepath.Join(d.cfg.Dir, "games"), 0o700); err != nil {
		return
	}
	// Games first: a seat that names a game always finds a state at least as new.
	for name, data := range games {
		_ = sgf.WriteAtomic(d.gamePath(name), data)
	}
	_ = sgf.WriteAtomic(d.seatsPath(), index)
}
