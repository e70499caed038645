package store

import (
	"os"
	"path/filepath"
	"testing"

	"goref/app/session"
	"goref/board"
)

// Games given up with New game are kept aside as earlier-TIME files, as many as the autosave
// keeps generations (two), the newest: five games given up one after another leave the last
// two, whose records are the very bytes each game had last, and the older three are gone. A
// file kept aside that does not read back is never removed.
func TestOnlyTheNewestGamesGivenUpAreKept(t *testing.T) {
	dir := t.TempDir()
	st, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	junk := filepath.Join(st.AutosaveDir(), "earlier-20000101-000000.sgf")
	os.WriteFile(junk, []byte("(;GM[1]SZ[19];B[dd"), 0o644)
	old := time_(t, junk)
	var last [][]byte
	for g := 0; g < 6; g++ {
		s, _ := session.New(session.DefaultInfo(), nil)
		// each game opens at another point: no game continues another
		for _, v := range []board.Vertex{{X: g, Y: 0}, {X: 18, Y: 18}, {X: g, Y: 2}} {
			if _, err := s.Play(v); err != nil {
				t.Fatal(err)
			}
			if err := autosave(st, s); err != nil {
				t.Fatal(err)
			}
		}
		data, _ := os.ReadFile(st.AutosaveSGF())
		last = append(last, data)
	}
	// Games 0–4 were given up (game 5 goes on): 3 and 4 are kept.
	kept, _ := filepath.Glob(filepath.Join(st.AutosaveDir(), "earlier-*.sgf"))
	if len(kept) != 3 { // games 3 and 4, and the file that does not read
		t.Fatalf("kept aside %v", kept)
	}
	for g, data := range last[:5] {
		if got := keptSomewhere(st.AutosaveDir(), data); got != (g >= 3) {
			t.Errorf("game %d given up: kept %v", g, got)
		}
	}
	if time_(t, junk) != old {
		t.Fatal("the file that does not read back was touched")
	}
	if states, _ := filepath.Glob(filepath.Join(st.AutosaveDir(), "earlier-*.json")); len(states) != 2 {
		t.Fatalf("states kept aside %v", states)
	}
}

func time_(t *testing.T, p string) int64 {
	t.Helper()
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	return fi.ModTime().UnixNano()
}

// A second window's autosave-2/ that no goref holds any more and that holds no game of its
// own is emptied into the autosave of the goref that starts (what it kept aside that reads
// back) and removed; one a running goref holds, or one with a game, stays as it is.
func TestSecondWindowsDirectoryIsTidied(t *testing.T) {
	dir := t.TempDir()
	first, _ := Open(dir)
	second, _ := Open(dir) // autosave-2/
	b := playOn(t, 2)
	if err := autosave(second, b); err != nil {
		t.Fatal(err)
	}
	record, _ := os.ReadFile(second.AutosaveSGF())
	second.Discard() // declined: kept as discarded-TIME.sgf and .json
	junk := filepath.Join(second.AutosaveDir(), "damaged-20000101-000000.sgf")
	os.WriteFile(junk, []byte("(;GM[1"), 0o644)

	// While the second window runs its directory is its own.
	first.Recover()
	if _, err := os.Stat(second.AutosaveDir()); err != nil {
		t.Fatal("a directory a running goref holds was tidied")
	}
	second.Close()
	first.Recover()
	if _, err := os.Stat(junk); err != nil {
		t.Fatal("a file that does not read back was removed")
	}
	if !keptSomewhere(first.AutosaveDir(), record) {
		t.Fatal("the discarded game was not moved into autosave/")
	}
	os.Remove(junk)
	first.Recover()
	if _, err := os.Stat(filepath.Join(dir, "autosave-2")); err == nil {
		t.Fatal("the empty autosave-2/ is still there")
	}
	if !keptSomewhere(first.AutosaveDir(), record) {
		t.Fatal("the discarded game was lost")
	}
	first.Close()

	// A second window's game that goes on there is offered from there, not moved.
	first, _ = Open(dir)
	third, _ := Open(dir)
	if err := autosave(third, playOn(t, 3)); err != nil {
		t.Fatal(err)
	}
	third.Close()
	first.Recover()
	first.Close()
	if _, err := os.Stat(filepath.Join(dir, "autosave-2", "current.sgf")); err != nil {
		t.Fatal("the second window's game was moved")
	}
}
