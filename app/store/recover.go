package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"goref/board"
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
		s.known = stampOf(s.AutosaveSGF()) // read whole, or absent
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
		r.Collection = nil // a finished game: nothing to recover
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

// recordFile is what one record file on disk gives.
type recordFile struct {
	c       *sgf.Collection // the part that opens; nil when none
	data    []byte
	mod     time.Time
	absent  bool
	denied  bool  // no permission to read it
	damaged bool  // read only in part
	problem error // what is wrong with it, or suspicious (goref would not have written it)
}

func (f recordFile) whole() bool { return f.c != nil && f.problem == nil }

func readRecord(path string) recordFile {
	var f recordFile
	if _, err := os.Lstat(path); errors.Is(err, os.ErrNotExist) {
		f.absent = true
		return f
	}
	if fi, err := os.Stat(path); err == nil {
		f.mod = fi.ModTime()
	}
	data, err := readLimited(path)
	if err != nil {
		f.denied = errors.Is(err, os.ErrPermission)
		f.problem = fmt.Errorf("the autosaved record does not read: %v", err)
		return f
	}
	f.data = data
	c, whole := sgf.Salvage(data)
	if c == nil {
		f.problem = fmt.Errorf("the autosaved record does not read: %v", whole)
		return f
	}
	if whole != nil {
		f.damaged = true
		f.problem = fmt.Errorf("the autosaved record is damaged: %v", whole)
	}
	root := c.Games[0]
	if err := sgf.GoGame(root); err != nil {
		f.problem = fmt.Errorf("the autosaved record cannot be opened: %v", err)
		return f
	}
	if _, _, err := sgf.Size(root); err != nil {
		f.problem = fmt.Errorf("the autosaved record cannot be opened: %v", err)
		return f
	}
	switch {
	case f.problem != nil:
	case len(c.Games) > 1:
		f.problem = fmt.Errorf("the autosaved record holds %d games (goref saves one)", len(c.Games))
	case len(c.Warnings) > 0:
		f.problem = fmt.Errorf("the autosaved record needed repair (%s)", strings.Join(c.Warnings, "; "))
	}
	f.c = c
	return f
}

// finished: the record has a result.
func finished(c *sgf.Collection) bool {
	_, over := c.Games[0].Get("RE")
	return over
}

// mainLineMoves counts the moves (passes too) of root's main line, as far as they read.
func mainLineMoves(root *sgf.Node) int { return len(played(root)) }

// played lists the moves (passes too) of root's main line, as far as they read.
func played(root *sgf.Node) []sgf.Move {
	w, h, _ := sgf.Size(root)
	line, err := sgf.LenientMainLineLazy(root, w, h)
	if err != nil {
		return nil
	}
	var out []sgf.Move
	for _, m := range line.Moves {
		if m.Color != board.Empty {
			out = append(out, m)
		}
	}
	return out
}

// continues tells whether c's main line is the game of base (nil: none) with more moves.
func continues(c, base *sgf.Collection) bool {
	if base == nil {
		return true
	}
	more, less := played(c.Games[0]), played(base.Games[0])
	if len(more) <= len(less) {
		return false
	}
	for i, m := range less {
		if more[i].Color != m.Color || more[i].Vertex != m.Vertex {
			return false
		}
	}
	return true
}

// stoppedSaves are the temporary files of saves that stopped before their rename (the
// record's first, newest first).
func (s *Store) stoppedSaves() []string {
	var out []string
	for _, pattern := range []string{".current.sgf.tmp*", ".current.json.tmp*"} {
		found, _ := filepath.Glob(filepath.Join(s.Dir, "autosave", pattern))
		slices.SortFunc(found, func(a, b string) int { return stampOf(b).mod.Compare(stampOf(a).mod) })
		out = append(out, found...)
	}
	return out
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

// generations is how many previous autosaved records are kept.
const generations = 2

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
	for _, g := range []string{gen1, gen2} {
		// A generation is goref's own plain file; anything else there is kept aside.
		if fi, err := os.Lstat(g); err == nil && !fi.Mode().IsRegular() {
			if _, err := s.moveAside(g, "damaged"); err != nil {
				return err
			}
		}
	}
	if sameFile(cur, gen1) {
		return nil // a save stopped after keeping it: generation 1 is already this record
	}
	if _, err := os.Stat(gen1); err == nil {
		if err := rename(gen1, gen2); err != nil {
			return err
		}
	}
	// A hard link keeps current.sgf in place until the new one is renamed over it. Not for a
	// symbolic link: the new record is written through it, and the link's link would follow.
	if fi, err := os.Lstat(cur); err == nil && fi.Mode().IsRegular() && link(cur, gen1) == nil {
		return nil
	}
	data, err := readLimited(cur)
	if err != nil {
		return err
	}
	return writeAtomic(gen1, data)
}

func sameFile(a, b string) bool {
	fa, err := os.Lstat(a)
	if err != nil {
		return false
	}
	fb, err := os.Lstat(b)
	return err == nil && os.SameFile(fa, fb)
}

// generation is the path of the n-th previous autosaved record.
func (s *Store) generation(n int) string {
	return filepath.Join(s.Dir, "autosave", fmt.Sprintf("current.%d.sgf", n))
}

// moveAside renames path to autosave/WHY-TIME.EXT (a free name; EXT is all after the name's
// first dot: .sgf, .json, .1.sgf; .sgf for .current.sgf.tmp123); "" when there is no file.
func (s *Store) moveAside(path, why string) (string, error) {
	if _, err := os.Lstat(path); err != nil {
		return "", nil
	}
	name, ext := strings.TrimPrefix(filepath.Base(path), "."), ""
	if i := strings.Index(name, ".tmp"); i >= 0 {
		name = name[:i] // a temporary file of a stopped save: .current.sgf.tmp123
	}
	if i := strings.Index(name, "."); i >= 0 {
		ext = name[i:]
	}
	target := freeName(filepath.Join(s.Dir, "autosave", why+"-"+time.Now().Format("20060102-150405")), ext)
	return target, os.Rename(path, target)
}

// freeName is base+ext, or base-2+ext, base-3+ext…: the first name no file has.
func freeName(base, ext string) string {
	for i := 1; ; i++ {
		target := base + ext
		if i > 1 {
			target = fmt.Sprintf("%s-%d%s", base, i, ext)
		}
		if _, err := os.Lstat(target); errors.Is(err, os.ErrNotExist) {
			return target
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
