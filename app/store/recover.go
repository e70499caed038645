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
// When this goref's autosave directory holds nothing and another one that no running goref
// holds (autosave-2/: a second window's) keeps an unfinished game, this goref takes that one.
// Then what was kept aside is tidied (tidy.go): the newest games given up are kept, a free
// second window's directory without a game of its own is emptied into this one and removed.
func (s *Store) Recover() Recovery {
	r := s.recoverSlot()
	if r.Collection == nil && r.Problem == nil {
		if other, ok := s.otherSlot(); ok {
			r = other
		}
	}
	s.tidySlots()
	s.pruneEarlier()
	return r
}

// otherSlot moves this Store to another free autosave directory that holds an unfinished
// game, and recovers it.
func (s *Store) otherSlot() (Recovery, bool) {
	for n := 1; n <= maxSlots; n++ {
		auto := slotDir(s.Dir, n)
		if auto == s.auto {
			continue
		}
		if _, err := os.Stat(filepath.Join(auto, "current.sgf")); err != nil {
			if _, err := os.Stat(filepath.Join(auto, "current.json")); err != nil {
				continue
			}
		}
		f, held, err := tryLock(filepath.Join(auto, "lock"))
		if err != nil || held {
			continue
		}
		other := &Store{Dir: s.Dir, auto: auto, lock: f}
		if r := other.read(); r.Collection == nil {
			other.Close()
			continue
		}
		s.Close()
		*s = *other
		return s.recoverSlot(), true
	}
	return Recovery{}, false
}

func (s *Store) recoverSlot() Recovery {
	r := s.read()
	if r.denied {
		// goref's own files, left without read permission: their owner may read them again.
		for _, p := range []string{s.AutosaveSGF(), s.autosaveState()} {
			if fi, err := os.Stat(p); err == nil && fi.Mode().Perm()&0o400 == 0 {
				_ = os.Chmod(p, fi.Mode().Perm()|0o400)
			}
		}
		if again := s.read(); !again.denied {
			again.Problem = joinProblems(problemf(PermissionGivenBack, nil, "the autosave could not be read (permission denied); read permission was given back to the file's owner"), again.Problem)
			r = again
		}
	}
	if r.Problem == nil && len(s.setAside) == 0 {
		s.known, s.over = stampOf(s.AutosaveSGF()), r.over // read whole, or absent
		return r
	}
	if len(s.setAside) > 0 {
		r.Problem = joinProblems(problemf(PlainFileInTheWay, nil, "a plain file stood where the autosave directory belongs"), r.Problem)
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

// readState reads a state file: its problem when it does not read or cannot be used.
func readState(path string) (st State, absent bool, denied bool, problem error) {
	switch err := readJSON(path, &st); {
	case errors.Is(err, os.ErrNotExist):
		return State{}, true, false, nil
	case err != nil:
		return State{}, false, errors.Is(err, os.ErrPermission), problemf(StateDoesNotRead, err, "the autosave's state file does not read: %v")
	case st.Version > stateVersion:
		return State{}, false, false, problemf(StateNewer, nil, "the autosave's state was written by a newer goref (format %d; this one reads %d)", st.Version, stateVersion)
	case st.SavedAt.IsZero() && st.RecordSum == "" && len(st.Table) == 0:
		// null, {}: every save writes its time
		return State{}, false, false, problemf(StateEmpty, nil, "the autosave's state file holds no state")
	}
	return st, false, false, nil
}

// restored is the game at the table a state holds, as a record; nil when it holds none.
func restored(st State) (*sgf.Collection, error) {
	if len(st.Table) == 0 {
		return nil, nil
	}
	t, err := table.Restore(st.Table, clock.NewMonotonic())
	if err != nil {
		return nil, problemf(StateDoesNotRestore, err, "the autosave's table state does not restore: %v")
	}
	return &sgf.Collection{Games: []*sgf.Node{t.Record()}}, nil
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
	st, stAbsent, denied, problem := readState(s.autosaveState())
	r.State, r.denied = st, denied
	if stAbsent || problem != nil {
		lose(problem)
	}
	f := readRecord(s.AutosaveSGF())
	r.denied = r.denied || f.denied
	if f.problem != nil {
		problems = append(problems, f.problem)
	}
	var fromTable *sgf.Collection
	var err error
	if !r.StateLost {
		if fromTable, err = restored(r.State); err != nil {
			lose(err)
		}
	}
	r.stopped = s.stoppedSaves()
	if f.whole() && !r.StateLost && r.State.RecordSum != checksum(f.data) {
		// stopped between renaming the record and its state: the state is still in its
		// temporary file
		if st, ok := s.stoppedStateOf(r.stopped, f.data); ok {
			r.State = st
			if fromTable, err = restored(st); err != nil {
				lose(err)
			}
		}
	}
	if f.whole() && !r.StateLost && r.State.RecordSum != "" && r.State.RecordSum != checksum(f.data) {
		switch {
		case sameFile(s.autosaveState(), s.generationState(1)) || fromTable == nil || strings.HasPrefix(lineOf(f.c.Games[0]), lineOf(fromTable.Games[0])):
			// The record is renamed into place first: goref stopped before its state was (the
			// state is still the previous save's, the very file kept as generation 1's), or the
			// record was changed but still holds the state's game (its moves, and perhaps
			// more). The record is the newer.
			lose(problemf(StateOtherRecord, nil, "the autosave's state was saved with another record (goref stopped between saving the two, or the record was changed); the record is offered alone"))
			fromTable = nil
		default:
			// Not the game its state holds, nor that game with a move more: a damaged record
			// that still reads (a move lost in a value, a point changed) or another record put
			// in its place. The state's game is the good one.
			f.problem = problemf(RecordNotStateGame, nil, "the autosaved record is not the game its state holds (damaged, or another record was put in its place)")
			problems = append(problems, f.problem)
		}
	}
	mod := f.mod // the offered file's time
	switch {
	case f.whole():
		r.Collection = f.c
	case fromTable != nil:
		r.Collection, r.From = fromTable, fromState
		if f.absent {
			problems = append(problems, problemf(RecordMissing, nil, "the autosaved record is missing"))
		}
	case f.c != nil:
		r.Collection, r.Damaged = f.c, f.damaged
		if len(f.c.Games) > 1 {
			problems = append(problems, problemf(FirstGameOffered, nil, "its first game is offered"))
		}
	default:
		// Nothing of the current autosave: the newest generation whose record reads whole
		// (with its state when the two agree).
		for n := 1; n <= generations; n++ {
			g := readRecord(s.generation(n))
			if !g.whole() || finished(g.c) {
				continue
			}
			r.Collection, r.From, mod = g.c, fromEarlier(filepath.Base(s.generation(n))), g.mod
			gst, _, _, err := readState(s.generationState(n))
			if err == nil && gst.RecordSum == checksum(g.data) {
				if _, err := restored(gst); err == nil {
					r.State, r.StateLost = gst, false
					break
				}
			}
			lose(nil)
			r.State.SavedAt = mod
			break
		}
		if r.Collection != nil && f.absent && stAbsent {
			problems = append(problems, problemf(RecordAndStateGone, nil, "the autosaved record and its state are missing"))
		}
	}
	if len(r.stopped) > 0 {
		problems = append(problems, problemf(SaveStopped, nil, "a save was stopped before its last step"))
		for _, p := range r.stopped {
			if !strings.Contains(filepath.Base(p), ".sgf.tmp") {
				continue
			}
			// Its record reads whole and goes on from the game offered: the newer.
			if g := readRecord(p); g.whole() && !finished(g.c) && continues(g.c, r.Collection) {
				r.Collection, r.From, r.Damaged = g.c, fromStopped, false
				lose(nil)
				mod = g.mod
				// with its state, if that was written too
				if st, ok := s.stoppedStateOf(r.stopped, g.data); ok {
					r.State, r.StateLost = st, false
				}
				break
			}
		}
	}
	switch {
	case r.Collection != nil && finished(r.Collection):
		r.Collection, r.over = nil, true // a finished game: nothing to recover
	case r.Collection != nil && r.State.Finished:
		r.State.Finished = false
		problems = append(problems, problemf(FinishedNoResult, nil, "the autosave is marked finished but its record has no result"))
	}
	if r.Collection != nil && r.From != "" {
		problems = append(problems, offeredFrom(r.From))
	}
	if r.Collection != nil && len(r.State.Path) > 0 && !leadsTo(r.Collection.Games[0], r.State.Path) {
		problems = append(problems, problemf(CursorNotAMove, nil, "the autosave's cursor (%v) is not a move of its record; the game opens at its last move", shortPath(r.State.Path)))
		r.State.Path = nil
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

// stoppedStateOf finds, among the temporary files of stopped saves, the state of the record
// data, when it restores.
func (s *Store) stoppedStateOf(stopped []string, data []byte) (State, bool) {
	for _, q := range stopped {
		if !strings.Contains(filepath.Base(q), ".json.tmp") {
			continue
		}
		if st, _, _, err := readState(q); err == nil && st.RecordSum == checksum(data) {
			if _, err := restored(st); err == nil {
				return st, true
			}
		}
	}
	return State{}, false
}

// leadsTo tells whether path (child indexes from root) names a node of root's tree.
func leadsTo(root *sgf.Node, path []int) bool {
	n := root
	for _, i := range path {
		if i < 0 || i >= len(n.Children) {
			return false
		}
		n = n.Children[i]
	}
	return true
}

// shortPath shows a path, its first indexes only when it is long.
func shortPath(p []int) string {
	if len(p) > 8 {
		return fmt.Sprintf("%v… (%d steps)", p[:8], len(p))
	}
	return fmt.Sprint(p)
}

func joinProblems(errs ...error) error {
	var ps Problems
	for _, e := range errs {
		if more, ok := e.(Problems); ok {
			ps = append(ps, more...)
		} else if e != nil {
			ps = append(ps, e)
		}
	}
	if len(ps) == 0 {
		return nil
	}
	return ps
}

// Where a game offered comes from when it is not the autosaved record (Recovery.From).
const (
	fromState   = "the autosave's state (the game at the table, saved whole)"
	fromStopped = "the save that was stopped"
)

const earlierPrefix = "the autosave before it ("

func fromEarlier(file string) string { return earlierPrefix + file + ")" }

// offeredFrom is the problem that the game offered comes from, a Recovery.From.
func offeredFrom(from string) *Problem {
	switch {
	case from == fromState:
		return problemf(OfferedFromState, nil, "the game is offered from %s", from)
	case from == fromStopped:
		return problemf(OfferedFromStopped, nil, "the game is offered from %s", from)
	}
	p := problemf(OfferedFromEarlier, nil, "the game is offered from %s", from)
	p.Values = []any{strings.TrimSuffix(strings.TrimPrefix(from, earlierPrefix), ")")}
	return p
}
