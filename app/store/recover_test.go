package store

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"goref/board/sgf"
)

// The autosave scenarios of issue 19: whatever the data directory holds, Recover destroys
// nothing, offers what part of the game reads and says what was wrong.

const fourMoves = "(;FF[4]CA[UTF-8]GM[1]SZ[19]RU[chinese]KM[5.5]\n;B[dp];W[pd];B[dd];W[pp])"

const goodState = `{"finished": false, "path": [0,0,0,0], "mode": 0, "moves": 4, "saved_at": "2026-11-23T20:04:43Z"}`

// dataDir makes a data directory holding the given autosave files ("" leaves one out).
func dataDir(t *testing.T, record, state string) *Store {
	t.Helper()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "autosave"), 0o755); err != nil {
		t.Fatal(err)
	}
	if record != "" {
		os.WriteFile(filepath.Join(dir, "autosave", "current.sgf"), []byte(record), 0o644)
	}
	if state != "" {
		os.WriteFile(filepath.Join(dir, "autosave", "current.json"), []byte(state), 0o644)
	}
	st, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// movesOf counts the main line's moves of what Recover offers (-1: nothing offered).
func movesOf(r Recovery) int {
	if r.Collection == nil {
		return -1
	}
	n := 0
	for m := r.Collection.Games[0]; len(m.Children) > 0; m = m.Children[0] {
		if m.Children[0].Has("B") || m.Children[0].Has("W") {
			n++
		}
	}
	return n
}

// keptAside fails unless exactly one damaged-* file holds want, byte for byte.
func keptAside(t *testing.T, st *Store, r Recovery, want string) {
	t.Helper()
	for _, p := range r.MovedAside {
		if !strings.HasPrefix(filepath.Base(p), "damaged-") {
			t.Fatalf("moved aside as %s", p)
		}
		if data, err := os.ReadFile(p); err == nil && string(data) == want {
			if _, err := os.Stat(st.AutosaveSGF()); !os.IsNotExist(err) {
				t.Fatal("the damaged record is still where the next autosave writes")
			}
			return
		}
	}
	t.Fatalf("the record was not kept aside intact: %v", r.MovedAside)
}

func TestRecoverWithoutState(t *testing.T) {
	for name, state := range map[string]string{"missing": "", "junk": "{\x00not json", "empty": " "} {
		t.Run(name, func(t *testing.T) {
			st := dataDir(t, fourMoves, state)
			mtime := time.Now().Add(-time.Hour).Truncate(time.Second)
			os.Chtimes(st.AutosaveSGF(), mtime, mtime)
			r := st.Recover()
			if movesOf(r) != 4 || !r.StateLost {
				t.Fatalf("%d moves offered, state lost %v", movesOf(r), r.StateLost)
			}
			// Not "saved at 0001-01-01, 0 moves": the record's own time and moves, opened
			// at its last move.
			if !r.State.SavedAt.Equal(mtime) || r.State.Moves != 4 || len(r.State.Path) != 0 {
				t.Fatalf("offer: %v, %d moves, path %v", r.State.SavedAt, r.State.Moves, r.State.Path)
			}
			if name == "missing" && r.Problem != nil {
				t.Fatalf("a missing state is no problem: %v", r.Problem)
			}
			if name != "missing" && (r.Problem == nil || len(r.MovedAside) != 2) {
				t.Fatalf("a junk state: problem %v, moved %v", r.Problem, r.MovedAside)
			}
		})
	}
}

func TestRecoverStateFalselyFinished(t *testing.T) {
	st := dataDir(t, fourMoves, strings.Replace(goodState, `"finished": false`, `"finished": true`, 1))
	r := st.Recover()
	if movesOf(r) != 4 || r.Problem == nil || r.State.Finished {
		t.Fatalf("%d moves offered, problem %v", movesOf(r), r.Problem)
	}
	keptAside(t, st, r, fourMoves)
	// A game that really ended (a result in the record) is not offered, and stays.
	done := strings.Replace(fourMoves, "KM[5.5]", "KM[5.5]RE[B+R]", 1)
	st = dataDir(t, done, strings.Replace(goodState, `"finished": false`, `"finished": true`, 1))
	if r := st.Recover(); r.Collection != nil || r.Problem != nil || len(r.MovedAside) != 0 {
		t.Fatalf("a finished game: %+v", r)
	}
	if data, _ := os.ReadFile(st.AutosaveSGF()); string(data) != done {
		t.Fatal("the finished game's record changed")
	}
}

func TestRecoverRecordsThatDoNotOpen(t *testing.T) {
	for name, rec := range map[string]string{
		"SZ[52]":   strings.Replace(fourMoves, "SZ[19]", "SZ[52]", 1),
		"GM[2]":    strings.Replace(fourMoves, "GM[1]", "GM[2]", 1),
		"junk":     "\x00\x01binary junk, no record",
		"empty":    "",
		"no moves": "(",
	} {
		t.Run(name, func(t *testing.T) {
			st := dataDir(t, "", goodState)
			os.WriteFile(st.AutosaveSGF(), []byte(rec), 0o644)
			r := st.Recover()
			if r.Collection != nil || r.Problem == nil {
				t.Fatalf("offered %v, problem %v", r.Collection != nil, r.Problem)
			}
			keptAside(t, st, r, rec)
		})
	}
}

func TestRecoverUnreadableRecord(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root reads a mode-000 file (TestAutosaveScenarios's mode 000 rows refuse the open instead)")
	}
	st := dataDir(t, fourMoves, goodState)
	os.Chmod(st.AutosaveSGF(), 0)
	r := st.Recover()
	if r.Problem == nil || len(r.MovedAside) == 0 {
		t.Fatalf("problem %v, moved %v", r.Problem, r.MovedAside)
	}
	os.Chmod(r.MovedAside[0], 0o644)
	keptAside(t, st, r, fourMoves)
}

func TestUnwritableDataDirectoryIsAnErrorAtOnce(t *testing.T) {
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain")
	os.WriteFile(plain, []byte("x"), 0o644)
	if _, err := Open(plain); err == nil {
		t.Fatal("a plain file as the data directory")
	}
	if data, _ := os.ReadFile(plain); string(data) != "x" {
		t.Fatal("the plain file in the data directory's place changed")
	}
	if os.Geteuid() != 0 {
		d3 := filepath.Join(dir, "d3")
		os.MkdirAll(filepath.Join(d3, "autosave"), 0o755)
		os.Chmod(filepath.Join(d3, "autosave"), 0o555)
		defer os.Chmod(filepath.Join(d3, "autosave"), 0o755)
		if _, err := Open(d3); err == nil {
			t.Fatal("a read-only autosave directory")
		}
	}
}

func TestAutosaveKeepsGenerations(t *testing.T) {
	st := dataDir(t, "", "")
	var saved []string
	for i := 1; i <= 3; i++ {
		rec := strings.Replace(fourMoves, "KM[5.5]", "KM["+string(rune('0'+i))+"]", 1)
		c := mustRead(t, rec)
		if err := st.Autosave(c, State{}); err != nil {
			t.Fatal(err)
		}
		data, _ := os.ReadFile(st.AutosaveSGF())
		saved = append(saved, string(data))
	}
	for n, want := range map[int]string{1: saved[1], 2: saved[0]} {
		if data, err := os.ReadFile(st.generation(n)); err != nil || string(data) != want {
			t.Fatalf("generation %d: %v", n, err)
		}
	}
	// A record this Store did not write or read whole is moved aside, not kept as a
	// generation and not overwritten.
	os.WriteFile(st.AutosaveSGF(), []byte("someone else's"), 0o644)
	if err := st.Autosave(mustRead(t, fourMoves), State{}); err != nil {
		t.Fatal(err)
	}
	aside, _ := filepath.Glob(filepath.Join(st.Dir, "autosave", "replaced-*.sgf"))
	if len(aside) != 1 {
		t.Fatalf("replaced files: %v", aside)
	}
	if data, _ := os.ReadFile(aside[0]); string(data) != "someone else's" {
		t.Fatal("the foreign record was not kept")
	}
}

func TestRecoverThenAutosaveKeepsTheRecoveredRecord(t *testing.T) {
	st := dataDir(t, fourMoves, goodState)
	r := st.Recover()
	if movesOf(r) != 4 || r.Problem != nil {
		t.Fatalf("%d moves, %v", movesOf(r), r.Problem)
	}
	if err := st.Autosave(r.Collection, r.State); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(st.generation(1)); string(data) != fourMoves {
		t.Fatal("the recovered record is not the first generation")
	}
}

func mustRead(t *testing.T, s string) *sgf.Collection {
	t.Helper()
	c, err := sgf.Read([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return c
}
