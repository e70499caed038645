package store

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"goref/app/session"
	"goref/board"
	"goref/rules/table"
)

// Issue 29 item 4: two gorefs on one data directory. The second one started autosaves into a
// directory of its own, is not offered the first one's live game, and neither save moves the
// other's files aside; after both stop, each game is on disk and each is offered, one to each
// goref started again.
func TestTwoWindowsOnOneDataDirectory(t *testing.T) {
	dir := t.TempDir()
	first := gameOnDisk(t, dir) // the first window, still running
	second, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if r := second.Recover(); r.Collection != nil || r.Problem != nil {
		t.Fatalf("the second window is offered a game (%v) or told %v", r.Collection != nil, r.Problem)
	}
	if first.Slot() != 1 || second.Slot() != 2 {
		t.Fatalf("autosave directories %s and %s", first.AutosaveDir(), second.AutosaveDir())
	}
	// Both play on, saving in turn.
	a := playOn(t, len(autosaved))
	b, _ := session.New(session.DefaultInfo(), nil)
	for i, v := range []board.Vertex{{X: 9, Y: 9}, {X: 2, Y: 2}, {X: 16, Y: 16}} {
		if _, err := a.Play(board.Vertex{X: 10 + i, Y: 0}); err != nil {
			t.Fatal(err)
		}
		if err := autosave(first, a); err != nil {
			t.Fatal(err)
		}
		if _, err := b.Play(v); err != nil {
			t.Fatal(err)
		}
		if err := autosave(second, b); err != nil {
			t.Fatal(err)
		}
	}
	for _, pattern := range []string{"autosave*/replaced-*", "autosave*/damaged-*"} {
		if aside, _ := filepath.Glob(filepath.Join(dir, pattern)); len(aside) > 0 {
			t.Fatalf("a window's save moved files aside: %v", aside)
		}
	}
	first.Close()
	second.Close()
	// Started again, twice, side by side: one game each.
	again1, _ := Open(dir)
	again2, _ := Open(dir)
	defer again1.Close()
	defer again2.Close()
	got := map[int]bool{}
	for _, st := range []*Store{again1, again2} {
		r := st.Recover()
		if r.Collection == nil || r.Problem != nil {
			t.Fatalf("%s: offered %v, told %v", st.AutosaveDir(), r.Collection != nil, r.Problem)
		}
		got[r.State.Moves] = true
	}
	if !got[7] || !got[3] {
		t.Fatalf("offered games of %v moves, want 7 and 3", got)
	}
}

// A goref started alone while a second window's game waits in autosave-2/ (its own
// autosave holds a finished game) is offered that game and goes on saving it there.
func TestAloneTakesTheOtherWindowsGame(t *testing.T) {
	dir := t.TempDir()
	first := gameOnDisk(t, dir)
	s := playOn(t, len(autosaved))
	if _, err := s.Do(resignWhite); err != nil {
		t.Fatal(err)
	}
	if err := autosave(first, s); err != nil {
		t.Fatal(err)
	}
	second, _ := Open(dir)
	b := playOn(t, 2)
	if err := autosave(second, b); err != nil {
		t.Fatal(err)
	}
	first.Close()
	second.Close()
	alone, _ := Open(dir)
	defer alone.Close()
	r := alone.Recover()
	if r.Collection == nil || r.State.Moves != 2 || alone.Slot() != 2 {
		t.Fatalf("offered %v (%d moves) from %s", r.Collection != nil, r.State.Moves, alone.AutosaveDir())
	}
	if err := autosave(alone, playOn(t, 3)); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, "autosave-2", "current.sgf")); !strings.Contains(string(data), ";B[dd]") {
		t.Fatalf("the game went on elsewhere: %s", data)
	}
}

// Issue 29 item 2: a generation holding moves is not rotated out while it is the only copy
// of its game. Here the game of autosaved is given up for a new one (New game): three saves
// of the new game later, the old game's last record is still on disk.
func TestGivenUpGameOutlivesTheRotation(t *testing.T) {
	dir := t.TempDir()
	st := gameOnDisk(t, dir)
	defer st.Close()
	old, _ := os.ReadFile(st.AutosaveSGF())
	next, _ := session.New(session.DefaultInfo(), nil)
	for _, v := range []board.Vertex{{X: 2, Y: 2}, {X: 16, Y: 16}, {X: 2, Y: 16}, {X: 16, Y: 2}} {
		next.Play(v)
		if err := autosave(st, next); err != nil {
			t.Fatal(err)
		}
	}
	if !keptSomewhere(dir, old) {
		t.Fatal("the game given up is gone after four saves of the next one")
	}
	kept, _ := filepath.Glob(filepath.Join(st.AutosaveDir(), "earlier-*.sgf"))
	if len(kept) != 1 {
		t.Fatalf("kept aside: %v", kept)
	}
	// The game that goes on rotates its own generations as before: nothing more is kept.
	for _, v := range []board.Vertex{{X: 9, Y: 9}, {X: 9, Y: 10}, {X: 9, Y: 11}} {
		next.Play(v)
		if err := autosave(st, next); err != nil {
			t.Fatal(err)
		}
	}
	if again, _ := filepath.Glob(filepath.Join(st.AutosaveDir(), "earlier-*.sgf")); len(again) != 1 {
		t.Fatalf("kept aside: %v", again)
	}
}

func resignWhite(tb *table.Table) (table.Update, error) { return tb.Resign(board.White) }
