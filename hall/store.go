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

// playedPath is a game the table left for another: games/TABLE.GAME.json.
func (d *Director) playedPath(name, game string) string {
	return filepath.Join(d.cfg.Dir, "games", name+"."+game+".json")
}

// setAside renames a file that does not restore, so nothing that cannot be read is overwritten.
func setAside(path string) {
	_ = os.Rename(path, path+".damaged-"+time.Now().Format("20060102-150405"))
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
		d.loadPlayed(s)
		if s.Game == "" {
			continue
		}
		state, err := os.ReadFile(d.gamePath(s.Table))
		if err == nil {
			s.follower, err = table.Follow(state)
		}
		if err != nil {
			if !os.IsNotExist(err) {
				setAside(d.gamePath(s.Table))
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

// loadPlayed restores the games a table left; one whose file does not restore is set aside
// and left out of the list (said in the log).
func (d *Director) loadPlayed(s *seat) {
	kept := s.Played[:0]
	for _, p := range s.Played {
		if p == nil || CheckID("game", p.Game) != nil {
			continue
		}
		path := d.playedPath(s.Table, p.Game)
		state, err := os.ReadFile(path)
		if err == nil {
			p.follower, err = table.Follow(state)
		}
		if err != nil {
			if !os.IsNotExist(err) {
				setAside(path)
			}
			d.logLine(fmt.Sprintf("table %s: game %s of the store not restored: %v", s.Table, p.Game, err))
			continue
		}
		p.view, p.saved = gameView(p.Game, p.follower, p.Confirmed), true
		kept = append(kept, p)
	}
	s.Played = kept
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

// flush writes the games that changed, then the seats. A name stays dirty until its write
// succeeded (the next flush tries again); the failure is logged and kept for StoreError.
func (d *Director) flush() {
	if d.cfg.Dir == "" {
		return
	}
	d.mu.Lock()
	if len(d.dirty) == 0 {
		d.mu.Unlock()
		return
	}
	taken := d.dirty
	d.dirty = map[string]bool{}
	games := map[string][]byte{}
	for name := range taken {
		if s := d.seats[name]; s != nil && s.follower != nil {
			if data, err := s.follower.Save(); err == nil {
				games[name] = data
			}
		}
	}
	var seats []*seat
	// The games a table left, not yet in the store: written once (they no longer change).
	left, paths := map[*played][]byte{}, map[*played]string{}
	for _, s := range d.seats {
		seats = append(seats, s)
		for _, p := range s.Played {
			if !p.saved {
				if data, err := p.follower.Save(); err == nil {
					left[p], paths[p] = data, d.playedPath(s.Table, p.Game)
				}
			}
		}
	}
	index, err := json.Marshal(seats)
	d.mu.Unlock()
	failed := map[string]bool{}
	if err == nil {
		err = os.MkdirAll(filepath.Join(d.cfg.Dir, "games"), 0o700)
	}
	if err == nil {
		// Games first: a seat that names a game always finds a state at least as new.
		for p, data := range left {
			if werr := sgf.WriteAtomicMode(paths[p], data, 0o600); werr != nil {
				err = werr
				delete(left, p)
			}
		}
		for name, data := range games {
			if werr := sgf.WriteAtomicMode(d.gamePath(name), data, 0o600); werr != nil {
				failed[name], err = true, werr
			}
		}
	}
	if err == nil {
		err = sgf.WriteAtomicMode(d.seatsPath(), index, 0o600) // it holds every table's password and key
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if err == nil {
		for p := range left {
			p.saved = true
		}
	}
	again := d.storeErr != nil && err != nil && d.storeErr.Error() == err.Error()
	d.storeErr = err
	if err == nil {
		return
	}
	if len(failed) == 0 {
		failed = taken // the seats (or the folder) were not written: all of it again
	}
	for name := range failed {
		d.dirty[name] = true
	}
	if !again { // said once, not every half second
		d.logLine("the director's store was not written (tried again every half second): " + err.Error())
	}
}

// StoreError is why the director's store could not be written at the last try (nil: written).
func (d *Director) StoreError() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.storeErr
}
