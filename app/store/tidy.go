package store

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// Files kept aside pile up: an earlier-TIME game at every game given up with New game, an
// autosave-N directory for every second window ever opened. tidy keeps what recovery needs —
// the newest generations games kept aside, as a save keeps the two previous saves — and
// removes the rest, never a file that does not read back (it may be all there is of
// something) nor one of a directory another running goref holds (its lock tells).

// pruneEarlier removes the earlier-* games of this autosave directory but the newest
// generations of them (newest by the time their record was saved). A game is its record and
// state (earlier-TIME.sgf, .json; earlier-TIME.2.sgf, .2.json), removed only when each of its
// files reads back whole.
func (s *Store) pruneEarlier() {
	groups := map[string][]string{}
	newest := map[string]time.Time{}
	found, _ := filepath.Glob(filepath.Join(s.auto, "earlier-*"))
	for _, p := range found {
		key, _ := splitName(filepath.Base(p))
		groups[key] = append(groups[key], p)
		if st := stampOf(p); st.mod.After(newest[key]) {
			newest[key] = st.mod
		}
	}
	keys := make([]string, 0, len(groups))
	for k := range groups {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		if c := newest[b].Compare(newest[a]); c != 0 {
			return c
		}
		return strings.Compare(b, a)
	})
	for _, k := range keys[min(generations, len(keys)):] {
		if !slices.ContainsFunc(groups[k], func(p string) bool { return !readsBack(p) }) {
			for _, p := range groups[k] {
				_ = os.Remove(p)
			}
		}
	}
}

// readsBack tells whether the file at path is one of goref's that reads whole: a record
// (.sgf) that reads without damage, a state (.json) that is JSON.
func readsBack(path string) bool {
	if fi, err := os.Lstat(path); err != nil || !fi.Mode().IsRegular() {
		return false
	}
	switch {
	case strings.HasSuffix(path, ".sgf"):
		return readRecord(path).whole()
	case strings.HasSuffix(path, ".json"):
		data, err := readLimited(path)
		return err == nil && json.Valid(data)
	}
	return false
}

// tidySlots empties the autosave-N directories (N ≥ 2: a second window's) that no running
// goref holds and that hold no autosave of their own (a game that goes on there is offered
// from there: Recover): the files they kept aside that read back are moved into this Store's
// directory (under a free name), and a directory left with only its lock is removed.
func (s *Store) tidySlots() {
	for n := 2; n <= maxSlots; n++ {
		auto := slotDir(s.Dir, n)
		if auto == s.auto {
			continue
		}
		entries, err := os.ReadDir(auto)
		if err != nil {
			continue
		}
		if slices.ContainsFunc(entries, func(e os.DirEntry) bool { return strings.HasPrefix(e.Name(), "current.") }) {
			continue
		}
		lock, held, err := tryLock(filepath.Join(auto, "lock"))
		if err != nil || held {
			continue
		}
		left := 0
		groups := map[string][]string{} // a game kept aside: its files by their base name
		for _, e := range entries {
			switch name := e.Name(); {
			case name == "lock" || name == "alive" || strings.HasPrefix(name, ".probe"):
			default:
				base, ext := splitName(name)
				groups[base] = append(groups[base], ext)
			}
		}
		for base, exts := range groups {
			if slices.ContainsFunc(exts, func(ext string) bool { return !readsBack(filepath.Join(auto, base+ext)) }) {
				left += len(exts)
				continue
			}
			to := freeBase(filepath.Join(s.auto, base), exts)
			for _, ext := range exts {
				if os.Rename(filepath.Join(auto, base+ext), to+ext) != nil {
					left++
				}
			}
		}
		if left == 0 {
			_ = os.Remove(filepath.Join(auto, "alive"))
			lock.Close()
			_ = os.Remove(filepath.Join(auto, "lock"))
			_ = os.Remove(auto) // fails, and keeps it, should anything have come meanwhile
			continue
		}
		lock.Close()
	}
}

// splitName splits a file name at its first dot: earlier-TIME.2.sgf is earlier-TIME and .2.sgf.
func splitName(name string) (base, ext string) {
	if i := strings.Index(name, "."); i >= 0 {
		return name[:i], name[i:]
	}
	return name, ""
}

// freeBase is base, or base-2, base-3…: the first for which no file base+ext is there, for
// every ext of exts (a record and its state keep one name).
func freeBase(base string, exts []string) string {
	for i := 1; ; i++ {
		b := base
		if i > 1 {
			b = fmt.Sprintf("%s-%d", base, i)
		}
		if !slices.ContainsFunc(exts, func(ext string) bool { _, err := os.Lstat(b + ext); return err == nil }) {
			return b
		}
	}
}
