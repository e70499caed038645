package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"goref/board"
	"goref/board/sgf"
)

// Recovery is what the data directory holds of an unfinished game at start-up.
type Recovery struct {
	// Collection is the record, or the part of it that reads (moves up to the damage); nil
	// when there is nothing to offer.
	Collection *sgf.Collection
	State      State
	// StateLost: current.json was missing or unreadable; State.SavedAt is then the record's
	// time, State.Moves its main line, and State.Path is empty (open at the last move).
	StateLost bool
	// Damaged: the record did not read whole; Collection is the part before the damage.
	Damaged bool
	// MovedAside lists the files set aside (renamed with a timestamp, never deleted).
	MovedAside []string
	// Problem says what was wrong, for the screen; nil when all was well.
	Problem error
}

// Recover reads the autosaved game for the start-up offer. Whatever does not read whole, or
// looks wrong (a record goref cannot open, a state marked finished over a record without a
// result), is moved aside with a timestamp before anything can overwrite it; what part of it
// reads is offered. A finished game is not offered.
func (s *Store) Recover() Recovery {
	r := s.read()
	if r.Problem == nil {
		s.known = stampOf(s.AutosaveSGF()) // read whole, or absent
		return r
	}
	r.MovedAside = s.SetAside()
	return r
}

// SetAside moves the autosaved record and its state aside as damaged-TIME files (never
// deleted) and returns their new paths: for an autosave that reads but cannot be opened.
func (s *Store) SetAside() []string {
	var moved []string
	for _, p := range []string{s.AutosaveSGF(), s.autosaveState()} {
		if to, err := s.moveAside(p, "damaged"); err == nil && to != "" {
			moved = append(moved, to)
		}
	}
	return moved
}

// read is Recover without touching the disk.
func (s *Store) read() Recovery {
	var r Recovery
	if err := readJSON(s.autosaveState(), &r.State); err != nil {
		r.State, r.StateLost = State{}, true
		if !errors.Is(err, os.ErrNotExist) {
			r.Problem = fmt.Errorf("the autosave's state file does not read: %v", err)
		}
	}
	fi, err := os.Stat(s.AutosaveSGF())
	if errors.Is(err, os.ErrNotExist) {
		r.Collection = nil
		return r
	}
	c, whole := sgf.SalvageFile(s.AutosaveSGF())
	switch {
	case c == nil:
		r.Problem = fmt.Errorf("the autosaved record does not read: %v", whole)
		return r
	case whole != nil:
		r.Damaged = true
		r.Problem = fmt.Errorf("the autosaved record is damaged: %v", whole)
	}
	root := c.Games[0]
	if err := sgf.GoGame(root); err != nil {
		r.Problem = fmt.Errorf("the autosaved record cannot be opened: %v", err)
		return r
	}
	w, h, err := sgf.Size(root)
	if err != nil {
		r.Problem = fmt.Errorf("the autosaved record cannot be opened: %v", err)
		return r
	}
	_, hasResult := root.Get("RE")
	if r.State.Finished && hasResult && r.Problem == nil {
		return Recovery{State: r.State} // a finished game: nothing to recover
	}
	if r.State.Finished && !hasResult {
		r.State.Finished = false
		if r.Problem == nil {
			r.Problem = errors.New("the autosave is marked finished but its record has no result")
		}
	}
	if r.StateLost || r.Damaged {
		r.State.SavedAt = fi.ModTime()
		r.State.Path = nil
		if line, err := sgf.LenientMainLineLazy(root, w, h); err == nil {
			r.State.Moves = 0
			for _, m := range line.Moves {
				if m.Color != board.Empty {
					r.State.Moves++
				}
			}
		}
	}
	r.Collection = c
	return r
}

// keepPrevious makes room for a new autosaved record: the current one becomes generation 1
// (1 becomes 2) when it is the file this Store knows to be good; any other file is moved aside.
func (s *Store) keepPrevious() error {
	cur := s.AutosaveSGF()
	st := stampOf(cur)
	if !st.exists {
		return nil
	}
	if st != s.known {
		_, err := s.moveAside(cur, "replaced")
		return err
	}
	gen1, gen2 := s.generation(1), s.generation(2)
	if _, err := os.Stat(gen1); err == nil {
		if err := os.Rename(gen1, gen2); err != nil {
			return err
		}
	}
	// A hard link keeps current.sgf in place until the new one is renamed over it.
	if err := os.Link(cur, gen1); err != nil {
		data, rerr := os.ReadFile(cur)
		if rerr != nil {
			return rerr
		}
		return sgf.WriteAtomic(gen1, data)
	}
	return nil
}

// generation is the path of the n-th previous autosaved record.
func (s *Store) generation(n int) string {
	return filepath.Join(s.Dir, "autosave", fmt.Sprintf("current.%d.sgf", n))
}

// moveAside renames path to autosave/WHY-TIME.EXT (a free name); "" when there is no file.
func (s *Store) moveAside(path, why string) (string, error) {
	if _, err := os.Lstat(path); err != nil {
		return "", nil
	}
	ext := filepath.Ext(path)
	base := filepath.Join(s.Dir, "autosave", why+"-"+time.Now().Format("20060102-150405"))
	for i := 1; ; i++ {
		target := base + ext
		if i > 1 {
			target = fmt.Sprintf("%s-%d%s", base, i, ext)
		}
		if _, err := os.Lstat(target); errors.Is(err, os.ErrNotExist) {
			return target, os.Rename(path, target)
		}
	}
}

// fileStamp identifies a version of a file cheaply.
type fileStamp struct {
	exists bool
	size   int64
	mod    time.Time
}

func stampOf(path string) fileStamp {
	fi, err := os.Stat(path)
	if err != nil {
		return fileStamp{}
	}
	return fileStamp{true, fi.Size(), fi.ModTime()}
}
