package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// generations is how many previous autosaves (record and state) are kept.
const generations = 2

// keepPrevious makes room for a new autosave whose record's main line is line: the current
// record and state become generation 1 (1 becomes 2) when the record is the file this Store
// knows to be good; any other file is moved aside, and so is a finished game's record (with
// its state) when the new one is not finished. The generation a rotation drops is moved aside
// instead when it holds moves of a game no newer file continues (a game given up with New
// game, say): it is then the only copy of that game.
func (s *Store) keepPrevious(finished bool, line string) error {
	cur, state := s.AutosaveSGF(), s.autosaveState()
	st := stampOf(cur)
	if !st.exists {
		return nil
	}
	if st != s.known {
		for _, p := range []string{cur, state} {
			if _, err := s.moveAside(p, "replaced"); err != nil {
				return err
			}
		}
		return nil
	}
	if s.over && !finished {
		over := s.lineOfFile(cur)
		for _, p := range []string{cur, state} {
			if _, err := s.moveAside(p, "finished"); err != nil {
				return err
			}
		}
		// The finished game's earlier generations: its record holds their moves.
		for n := generations; n >= 1; n-- {
			if err := s.dropGeneration(n, over); err != nil {
				return err
			}
		}
		return nil
	}
	for n := 1; n <= generations; n++ {
		// A generation is goref's own plain file; anything else there is kept aside.
		for _, g := range []string{s.generation(n), s.generationState(n)} {
			if fi, err := os.Lstat(g); err == nil && !fi.Mode().IsRegular() {
				if _, err := s.moveAside(g, "damaged"); err != nil {
					return err
				}
			}
		}
	}
	gen1, gen2 := s.generation(1), s.generation(2)
	if sameFile(cur, gen1) {
		return nil // a save stopped after keeping it: generation 1 is already this record
	}
	if err := s.dropGeneration(generations, s.lineOfFile(gen1), s.lineOfFile(cur), line); err != nil {
		return err
	}
	if _, err := os.Lstat(gen1); err == nil {
		if err := rename(gen1, gen2); err != nil {
			return err
		}
		if err := rename(s.generationState(1), s.generationState(2)); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	if err := keepCopy(cur, gen1); err != nil {
		return err
	}
	if err := keepCopy(state, s.generationState(1)); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

// keepCopy makes to a copy of the file from. A hard link keeps from in place until the new
// file is renamed over it. Not for a symbolic link: the new record is written through it, and
// the link's link would follow.
func keepCopy(from, to string) error {
	if fi, err := os.Lstat(from); err == nil && fi.Mode().IsRegular() && link(from, to) == nil {
		return nil
	}
	data, err := readLimited(from)
	if err != nil {
		return err
	}
	return writeAtomic(to, data)
}

// dropGeneration removes generation n (record and state) to make room, unless it holds moves
// of a game none of the newer main lines continues: then it is moved aside as earlier-TIME.
func (s *Store) dropGeneration(n int, newer ...string) error {
	g := s.generation(n)
	if _, err := os.Lstat(g); err != nil {
		return nil
	}
	old := s.lineOfFile(g)
	if !slices.ContainsFunc(newer, func(l string) bool { return supersedes(l, old) }) {
		for _, p := range []string{g, s.generationState(n)} {
			if _, err := s.moveAside(p, "earlier"); err != nil {
				return err
			}
		}
		s.pruneEarlier()
		return nil
	}
	for _, p := range []string{g, s.generationState(n)} {
		if err := remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	return nil
}

// A main line is kept as a string of moves, three bytes each (colour, column, row; a pass is
// colour and two zero bytes), so that lines compare as strings.
const moveBytes = 3

// supersedes tells whether a record whose main line is newer holds the game of one whose main
// line is old: newer goes on from old, or from old less its last move (a take-back). A line
// without moves is superseded by anything; an unknown line ("?", a file that does not read)
// by nothing.
func supersedes(newer, old string) bool {
	switch {
	case old == "":
		return true
	case old == "?" || newer == "?":
		return false
	case strings.HasPrefix(newer, old):
		return true
	}
	return len(old) >= 2*moveBytes && strings.HasPrefix(newer, old[:len(old)-moveBytes])
}

// lineOfFile is the main line of the record at path ("" when there is none, "?" when it does
// not read), cached by the file's version.
func (s *Store) lineOfFile(path string) string {
	st := stampOf(path)
	if !st.exists {
		return ""
	}
	if l, ok := s.lines[st]; ok {
		return l
	}
	l := "?"
	if f := readRecord(path); f.c != nil {
		l = lineOf(f.c.Games[0])
	}
	if s.lines == nil || len(s.lines) > 16 {
		s.lines = map[fileStamp]string{}
	}
	s.lines[st] = l
	return l
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
	return filepath.Join(s.auto, fmt.Sprintf("current.%d.sgf", n))
}

// generationState is the path of the n-th previous autosave's state.
func (s *Store) generationState(n int) string {
	return filepath.Join(s.auto, fmt.Sprintf("current.%d.json", n))
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
	target := freeName(filepath.Join(s.auto, why+"-"+time.Now().Format("20060102-150405")), ext)
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

// stoppedSaves are the temporary files of saves that stopped before their rename (the
// record's first, newest first).
func (s *Store) stoppedSaves() []string {
	var out []string
	for _, pattern := range []string{".current.sgf.tmp*", ".current.json.tmp*"} {
		found, _ := filepath.Glob(filepath.Join(s.auto, pattern))
		slices.SortFunc(found, func(a, b string) int { return stampOf(b).mod.Compare(stampOf(a).mod) })
		out = append(out, found...)
	}
	return out
}
