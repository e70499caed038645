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

// generations is how many previous autosaved records are kept.
const generations = 2

// keepPrevious makes room for a new autosaved record: the current one becomes generation 1
// (1 becomes 2) when it is the file this Store knows to be good; any other file is moved aside,
// and so is a finished game's record (with its state) when the new one is not finished.
func (s *Store) keepPrevious(finished bool) error {
	cur := s.AutosaveSGF()
	st := stampOf(cur)
	if !st.exists {
		return nil
	}
	if st != s.known {
		_, err := s.moveAside(cur, "replaced")
		return err
	}
	if s.over && !finished {
		for _, p := range []string{cur, s.autosaveState()} {
			if _, err := s.moveAside(p, "finished"); err != nil {
				return err
			}
		}
		return nil
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
