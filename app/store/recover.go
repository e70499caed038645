package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"goref/board/sgf"
	"goref/rules/clock"
	"goref/rules/table"
)

// Recovery is what the data directory holds of an unfinished game at start-up.
type Recovery struct {
	// Collection is the game offered: the record, or when the record is damaged or missing the
	// game at the table from the state, or the part of the record that reads (moves up to the
	// damage), or the newest generation that reads whole; nil when there is nothing to offer.
	Collection *sgf.Collection
	State      State
	// StateLost: current.json was missing, unreadable or not the record's; State.SavedAt is
	// then the offered file's time, State.Moves its main line, and State.Path is empty (open
	// at the last move).
	StateLost bool
	// Damaged: the record did not read whole.
	Damaged bool
	// From names where the game offered comes from when it is not the autosaved record.
	From string
	// MovedAside lists the files set aside (renamed with a timestamp, never deleted).
	MovedAside []string
	// Problem says what was wrong, for the screen; nil when all was well.
	Problem error

	denied  bool     // the record or the state could not be opened for lack of permission
	stopped []string // temporary files of saves that were stopped
	over    bool     // the autosave is a finished game's
}

// Recover reads the autosaved game for the start-up offer. Whatever does not read whole, or
// looks wrong (a record goref cannot open or did not write, a state that is not the record's
// or marked finished over a record without a result), is moved aside with a timestamp before
// anything can overwrite it; the best of what reads is offered. A finished game is not offered.
func (s *Store) Recover() Recovery {
	r := s.read()
	if r.denied {
		// goref's own files, left without read permission: their owner may read them again.
		for _, p := range []string{s.AutosaveSGF(), s.autosaveState()} {
			if fi, err := os.Stat(p); err == nil && fi.Mode().Perm()&0o400 == 0 {
				_ = os.Chmod(p, fi.Mode().Perm()|0o400)
			}
		}
		if again := s.read(); !again.denied {
			again.Problem = joinProblems(errors.New("the autosave could not be read (permission denied); read permission was given back to the file's owner"), again.Problem)
			r = again
		}
	}
	if r.Problem == nil && len(s.setAside) == 0 {
		s.known, s.over = stampOf(s.AutosaveSGF()), r.over // read whole, or absent
		return r
	}
	if len(s.setAside) > 0 {
		r.Problem = joinProblems(fmt.Errorf("a plain file stood where the autosave directory belongs"), r.Problem)
		r.MovedAside, s.setAside = s.setAside, nil
	}
	r.MovedAside = append(r.MovedAside, s.SetAside()...)
	for _, p := range r.stopped {
		if to, err := s.moveAside(p, "stopped"); err == nil && to != "" {
			r.MovedAside = append(r.MovedAside, to)
		}
	}
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
	var problems []error
	lose := func(err error) {
		r.State, r.StateLost = State{}, true
		if err != nil {
			problems = append(problems, err)
		}
	}
	switch err := readJSON(s.autosaveState(), &r.State); {
	case errors.Is(err, os.ErrNotExist):
		lose(nil)
	case err != nil:
		r.denied = errors.Is(err, os.ErrPermission)
		lose(fmt.Errorf("the autosave's state file does not read: %v", err))
	case r.State.Version > stateVersion:
		lose(fmt.Errorf("the autosave's state was written by a newer goref (format %d; this one reads %d)", r.State.Version, stateVersion))
	}
	f := readRecord(s.AutosaveSGF())
	r.denied = r.denied || f.denied
	if f.problem != nil {
		problems = append(problems, f.problem)
	}
	if f.whole() && !r.StateLost && r.State.RecordSum != "" && r.State.RecordSum != checksum(f.data) {
		// The record is written first: goref stopped before the state of that record was
		// written, or another record was put there. The record is the newer.
		lose(errors.New("the autosave's state was saved with another record (goref stopped between saving the two, or the record was changed); the record is offered alone"))
	}
	var fromTable *sgf.Collection
	if !r.StateLost && len(r.State.Table) > 0 {
		if t, err := table.Restore(r.State.Table, clock.NewMonotonic()); err != nil {
			lose(fmt.Errorf("the autosave's table state does not restore: %v", err))
		} else {
			fromTable = &sgf.Collection{Games: []*sgf.Node{t.Record()}}
		}
	}
	mod := f.mod // the offered file's time
	switch {
	case f.whole():
		r.Collection = f.c
	case fromTable != nil:
		r.Collection, r.From = fromTable, "the autosave's state (the game at the table, saved whole)"
		if f.absent {
			problems = append(problems, errors.New("the autosaved record is missing"))
		}
	case f.c != nil:
		r.Collection, r.Damaged = f.c, f.damaged
		if len(f.c.Games) > 1 {
			problems = append(problems, errors.New("its first game is offered"))
		}
	case !f.absent:
		for n := 1; n <= generations; n++ {
			if g := readRecord(s.generation(n)); g.whole() && !finished(g.c) {
				r.Collection, r.From, mod = g.c, "the autosave before it ("+filepath.Base(s.generation(n))+")", g.mod
				r.State.SavedAt = mod
				break
			}
		}
	}
	if r.stopped = s.stoppedSaves(); len(r.stopped) > 0 {
		problems = append(problems, errors.New("a save was stopped before its last step"))
		for _, p := range r.stopped {
			if !strings.Contains(filepath.Base(p), ".sgf.tmp") {
				continue
			}
			// Its record reads whole and goes on from the game offered: the newer.
			if g := readRecord(p); g.whole() && !finished(g.c) && continues(g.c, r.Collection) {
				r.Collection, r.From, r.Damaged = g.c, "the save that was stopped", false
				lose(nil)
				mod = g.mod
				break
			}
		}
	}
	switch {
	case r.Collection != nil && finished(r.Collection):
		r.Collection, r.over = nil, true // a finished game: nothing to recover
	case r.Collection != nil && r.State.Finished:
		r.State.Finished = false
		problems = append(problems, errors.New("the autosave is marked finished but its record has no result"))
	}
	if r.Collection != nil && r.From != "" {
		problems = append(problems, errors.New("the game is offered from "+r.From))
	}
	r.Problem = joinProblems(problems...)
	if r.Collection != nil && (r.Problem != nil || r.StateLost) {
		if r.StateLost {
			r.State.SavedAt = mod
		}
		r.State.Path = nil // open at the last move
		r.State.Moves = mainLineMoves(r.Collection.Games[0])
	}
	return r
}

func joinProblems(errs ...error) error {
	var parts []string
	for _, e := range errs {
		if e != nil {
			parts = append(parts, e.Error())
		}
	}
	if len(parts) == 0 {
		return nil
	}
	return errors.New(strings.Join(parts, "; "))
}
