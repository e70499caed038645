package store

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"goref/app/session"
	"goref/board"
	"goref/board/sgf"
	"goref/internal/corpus"
	"goref/rules/clock"
	"goref/rules/table"
)

// The autosave scenarios of issue 19 (its attack ran 26 corruptions of the data directory),
// one row each. Every row starts from what the app leaves on disk — a game autosaved after
// each of its moves: the record, its state with the table saved whole, two generations — and
// damages it. For each row, accepting the offer and declining it are both run, and each
// asserts:
//   - nothing is lost: every file's bytes that were on disk are still there, byte for byte,
//     after Recover and after the next two saves (the state and the generations a good
//     autosave supersedes excepted);
//   - what the user is told (Recovery.Problem, the files kept aside);
//   - what opens: the moves offered, the cursor at the last move, and the next move
//     continuing the main line.

// autosaved are the moves of the game on disk, saved after each one as the app does.
var autosaved = []board.Vertex{{X: 3, Y: 15}, {X: 15, Y: 3}, {X: 3, Y: 3}, {X: 15, Y: 15}}

type scenario struct {
	name string
	// damage changes the data directory after the game was autosaved (nil: left as it is).
	damage func(t *testing.T, st *Store)
	moves  int    // moves offered, -1 for none
	told   string // in Recovery.Problem; "" for no problem at all
	aside  int    // files moved aside by Recover
	// denyUnreadable: opening a file without the owner's read permission fails, as it does
	// for everyone but root (the tests may run as root).
	denyUnreadable bool
}

func scenarios() []scenario {
	cur := func(st *Store) string { return st.AutosaveSGF() }
	state := func(st *Store) string { return st.autosaveState() }
	write := func(path, data string) { os.WriteFile(path, []byte(data), 0o644) }
	edit := func(path string, f func(string) string) {
		data, _ := os.ReadFile(path)
		write(path, f(string(data)))
	}
	return []scenario{
		{name: "intact", moves: 4},
		{name: "truncated inside the last move, state intact", damage: func(t *testing.T, st *Store) {
			edit(cur(st), func(s string) string { return s[:strings.LastIndex(s, "[")+2] })
		}, moves: 4, told: "game is offered from the autosave's state", aside: 2},
		{name: "truncated inside the last move, no state (repro)", damage: func(t *testing.T, st *Store) {
			src := corpus.Repro(t, "autosave-trunc-in-value/autosave")
			for _, f := range []string{"current.sgf", "current.json"} {
				data, _ := os.ReadFile(filepath.Join(src, f))
				write(filepath.Join(st.Dir, "autosave", f), string(data))
			}
		}, moves: 3, told: "autosaved record is damaged", aside: 2},
		{name: "mode 000, 4 intact moves, state intact", damage: func(t *testing.T, st *Store) {
			os.Chmod(cur(st), 0)
		}, denyUnreadable: true, moves: 4, told: "read permission was given back", aside: 2},
		{name: "mode 000, 4 intact moves, no state", damage: func(t *testing.T, st *Store) {
			os.Chmod(cur(st), 0)
			os.Remove(state(st))
		}, denyUnreadable: true, moves: 4, told: "permission denied", aside: 1},
		{name: "current.json mode 000", damage: func(t *testing.T, st *Store) {
			os.Chmod(state(st), 0)
		}, denyUnreadable: true, moves: 4, told: "read permission was given back", aside: 2},
		{name: "SZ[52], state intact", damage: func(t *testing.T, st *Store) {
			edit(cur(st), func(s string) string { return strings.Replace(s, "SZ[19]", "SZ[52]", 1) })
		}, moves: 4, told: "cannot be opened", aside: 2},
		{name: "SZ[52], state junk", damage: func(t *testing.T, st *Store) {
			edit(cur(st), func(s string) string { return strings.Replace(s, "SZ[19]", "SZ[52]", 1) })
			write(state(st), "{junk")
		}, moves: 3, told: "offered from the autosave before it (current.1.sgf)", aside: 2},
		{name: "21 MB, no state", damage: func(t *testing.T, st *Store) {
			write(cur(st), string(oversize()))
			os.Remove(state(st))
		}, moves: oversizeMoves, told: "damaged", aside: 1},
		{name: "state falsely marked finished", damage: func(t *testing.T, st *Store) {
			edit(state(st), func(s string) string { return strings.Replace(s, `"finished": false`, `"finished": true`, 1) })
		}, moves: 4, told: "marked finished but its record has no result", aside: 2},
		{name: "a finished game", damage: func(t *testing.T, st *Store) {
			s := playOn(t, len(autosaved))
			if _, err := s.Do(func(tb *table.Table) (table.Update, error) { return tb.Resign(board.White) }); err != nil {
				t.Fatal(err)
			}
			if err := autosave(st, s); err != nil {
				t.Fatal(err)
			}
		}, moves: -1},
		{name: "a finished game, state missing", damage: func(t *testing.T, st *Store) {
			edit(cur(st), func(s string) string { return strings.Replace(s, "GM[1]", "GM[1]RE[B+R]", 1) })
			os.Remove(state(st))
		}, moves: -1},
		{name: "a finished game, record cut off", damage: func(t *testing.T, st *Store) {
			s := playOn(t, len(autosaved))
			if _, err := s.Do(func(tb *table.Table) (table.Update, error) { return tb.Resign(board.White) }); err != nil {
				t.Fatal(err)
			}
			if err := autosave(st, s); err != nil {
				t.Fatal(err)
			}
			edit(cur(st), func(s string) string { return s[:len(s)-8] })
		}, moves: -1, told: "damaged", aside: 2},
		{name: "current.json missing", damage: func(t *testing.T, st *Store) {
			os.Remove(state(st))
		}, moves: 4},
		{name: "current.json junk", damage: func(t *testing.T, st *Store) {
			write(state(st), "{\x00not json")
		}, moves: 4, told: "state file does not read", aside: 2},
		{name: "current.json empty", damage: func(t *testing.T, st *Store) {
			write(state(st), "")
		}, moves: 4, told: "state file does not read", aside: 2},
		{name: "current.sgf missing, state intact", damage: func(t *testing.T, st *Store) {
			os.Remove(cur(st))
		}, moves: 4, told: "record is missing; the game is offered from the autosave's state", aside: 1},
		{name: "empty file (a line feed)", damage: func(t *testing.T, st *Store) {
			write(cur(st), "\n")
		}, moves: 4, told: "does not read", aside: 2},
		{name: "zero bytes, state intact", damage: func(t *testing.T, st *Store) {
			write(cur(st), "")
		}, moves: 4, told: "does not read", aside: 2},
		{name: "zero bytes, no state", damage: func(t *testing.T, st *Store) {
			write(cur(st), "")
			os.Remove(state(st))
		}, moves: 3, told: "current.1.sgf", aside: 1},
		{name: "zero bytes, no state, after a declined offer", damage: func(t *testing.T, st *Store) {
			st.Discard()
			if err := saveAfter(st, 1); err != nil {
				t.Fatal(err)
			}
			write(cur(st), "")
			os.Remove(state(st))
		}, moves: -1, told: "does not read", aside: 1},
		{name: "zero bytes, no state, a finished game before it", damage: func(t *testing.T, st *Store) {
			edit(st.generation(1), func(s string) string { return strings.Replace(s, "GM[1]", "GM[1]RE[B+R]", 1) })
			os.Remove(st.generation(2))
			write(cur(st), "")
			os.Remove(state(st))
		}, moves: -1, told: "does not read", aside: 1},
		{name: "binary junk, no state", damage: func(t *testing.T, st *Store) {
			write(cur(st), "\x00\x01\xfe\xff binary junk\x1b[2J")
			os.Remove(state(st))
		}, moves: 3, told: "current.1.sgf", aside: 1},
		{name: "junk, no state, no generations", damage: func(t *testing.T, st *Store) {
			write(cur(st), "\x00\x01 junk")
			os.Remove(state(st))
			os.Remove(st.generation(1))
			os.Remove(st.generation(2))
		}, moves: -1, told: "does not read", aside: 1},
		{name: "UTF-8 BOM", damage: func(t *testing.T, st *Store) {
			edit(cur(st), func(s string) string { return "\uFEFF" + s })
		}, moves: 4, told: "saved with another record", aside: 2},
		{name: "wrong encoding (CA[UTF-8], a GB2312 name)", damage: func(t *testing.T, st *Store) {
			edit(cur(st), func(s string) string { return strings.Replace(s, "GM[1]", "GM[1]PB[\xc0\xee\xb2\xfd\xc9\xd9]", 1) })
		}, moves: 4, told: "autosaved record", aside: 2},
		{name: "CRLF line ends", damage: func(t *testing.T, st *Store) {
			edit(cur(st), func(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") })
		}, moves: 4, told: "saved with another record", aside: 2},
		{name: "two games", damage: func(t *testing.T, st *Store) {
			edit(cur(st), func(s string) string { return s + "\n(;GM[1]SZ[9];B[ee])" })
		}, moves: 4, told: "holds 2 games", aside: 2},
		{name: "two games, no state", damage: func(t *testing.T, st *Store) {
			edit(cur(st), func(s string) string { return s + "\n(;GM[1]SZ[9];B[ee])" })
			os.Remove(state(st))
		}, moves: 4, told: "its first game is offered", aside: 1},
		{name: "state from a newer goref", damage: func(t *testing.T, st *Store) {
			edit(state(st), func(s string) string { return strings.Replace(s, `"version": 1`, `"version": 7`, 1) })
		}, moves: 4, told: "newer goref", aside: 2},
		{name: "state whose table does not restore", damage: func(t *testing.T, st *Store) {
			edit(state(st), func(s string) string { return strings.Replace(s, `"plies": 4`, `"plies": 9`, 1) })
		}, moves: 4, told: "table state does not restore", aside: 2},
		{name: "state of the move before (stopped between renaming the record and its state)", damage: func(t *testing.T, st *Store) {
			if err := saveAfter(st, 5); err != nil {
				t.Fatal(err)
			}
			os.Remove(state(st))
			os.Link(st.generationState(1), state(st))
		}, moves: 5, told: "saved with another record", aside: 2},
		{name: "state of the move before, after a take-back", damage: func(t *testing.T, st *Store) {
			if err := saveAfter(st, 3); err != nil {
				t.Fatal(err)
			}
			os.Remove(state(st))
			os.Link(st.generationState(1), state(st))
		}, moves: 3, told: "saved with another record", aside: 2},
		{name: "disk full on the record's write", damage: func(t *testing.T, st *Store) {
			writeTemp = failOn(".sgf")
			defer func() { writeTemp = writeTempFile }()
			if err := saveAfter(st, 5); !errors.Is(err, syscall.ENOSPC) {
				t.Fatalf("the failing record write: %v", err)
			}
		}, moves: 4},
		{name: "disk full on the state's write (issue 29: the record was written, the state not)", damage: func(t *testing.T, st *Store) {
			writeTemp = failOn(".json")
			defer func() { writeTemp = writeTempFile }()
			if err := saveAfter(st, 5); !errors.Is(err, syscall.ENOSPC) {
				t.Fatalf("the failing state write: %v", err)
			}
		}, moves: 4},
		{name: "a ']' inside a value hides the last move, state intact", damage: func(t *testing.T, st *Store) {
			// one flipped byte: the comment swallows the move after it, and still reads
			edit(cur(st), func(s string) string {
				i := strings.LastIndex(s, ";W[")
				return s[:i] + "C[a flipped byte x" + s[i:]
			})
		}, moves: 4, told: "not the game its state holds", aside: 2},
		{name: "a ']' hides the last move of a record saved twice (generation 1 the same bytes)", damage: func(t *testing.T, st *Store) {
			before, _ := os.ReadFile(cur(st))
			if err := autosave(st, playOn(t, len(autosaved))); err != nil { // Save writes the autosave again
				t.Fatal(err)
			}
			if again, _ := os.ReadFile(st.generation(1)); string(again) != string(before) {
				t.Fatal("the second save of the game wrote other bytes")
			}
			edit(cur(st), func(s string) string {
				i := strings.LastIndex(s, ";W[")
				return s[:i] + "C[a flipped byte x" + s[i:]
			})
		}, moves: 4, told: "not the game its state holds", aside: 2},
		{name: "the last move changed to an occupied point, state intact", damage: func(t *testing.T, st *Store) {
			edit(cur(st), func(s string) string {
				i := strings.LastIndex(s, ";W[")
				return s[:i] + ";W[dd]" + s[i+len(";W[pp]"):]
			})
		}, moves: 4, told: "not the game its state holds", aside: 2},
		{name: "current.sgf replaced by another record, state intact", damage: func(t *testing.T, st *Store) {
			write(cur(st), "(;FF[4]GM[1]SZ[19];B[jj];W[kk];B[jk];W[kj];B[ab];W[ba];B[cc])")
		}, moves: 4, told: "not the game its state holds", aside: 2},
		{name: "current.sgf a symlink to another record, state intact", damage: func(t *testing.T, st *Store) {
			other := filepath.Join(st.Dir, "games", "other.sgf")
			os.MkdirAll(filepath.Dir(other), 0o755)
			write(other, "(;FF[4]GM[1]SZ[19];B[jj];W[kk];B[jk];W[kj];B[ab];W[ba];B[cc])")
			os.Remove(cur(st))
			os.Symlink(other, cur(st))
		}, moves: 4, told: "not the game its state holds", aside: 2},
		{name: "record and state gone, the generations hold the game (issue 29)", damage: func(t *testing.T, st *Store) {
			os.Remove(cur(st))
			os.Remove(state(st))
		}, moves: 3, told: "record and its state are missing; the game is offered from the autosave before it (current.1.sgf)"},
		{name: "record and state gone, generation 1 cut off", damage: func(t *testing.T, st *Store) {
			os.Remove(cur(st))
			os.Remove(state(st))
			edit(st.generation(1), func(s string) string { return s[:len(s)-5] })
		}, moves: 2, told: "offered from the autosave before it (current.2.sgf)"},
		{name: "a FIFO at current.sgf, state intact", damage: func(t *testing.T, st *Store) {
			os.Remove(cur(st))
			mkfifo(t, cur(st))
		}, moves: 4, told: "FIFO", aside: 2},
		{name: "a FIFO at current.json", damage: func(t *testing.T, st *Store) {
			os.Remove(state(st))
			mkfifo(t, state(st))
		}, moves: 4, told: "FIFO", aside: 2},
		{name: "FIFOs at both, generations intact", damage: func(t *testing.T, st *Store) {
			os.Remove(cur(st))
			os.Remove(state(st))
			mkfifo(t, cur(st))
			mkfifo(t, state(st))
		}, moves: 3, told: "current.1.sgf", aside: 2},
		{name: "state null", damage: func(t *testing.T, st *Store) {
			write(state(st), "null")
		}, moves: 4, told: "holds no state", aside: 2},
		{name: "state {}", damage: func(t *testing.T, st *Store) {
			write(state(st), "{}")
		}, moves: 4, told: "holds no state", aside: 2},
		{name: "state whose cursor is [999999]", damage: func(t *testing.T, st *Store) {
			edit(state(st), func(s string) string {
				i, j := strings.Index(s, `"path": [`), strings.Index(s, `"mode"`)
				return s[:i] + `"path": [999999],` + "\n  " + s[j:]
			})
		}, moves: 4, told: "cursor ([999999]) is not a move of its record", aside: 2},
		{name: "symlink loop", damage: func(t *testing.T, st *Store) {
			os.Remove(cur(st))
			os.Symlink("current.sgf", cur(st))
		}, moves: 4, told: "does not read", aside: 2},
		{name: "symlink to the record kept elsewhere", damage: func(t *testing.T, st *Store) {
			elsewhere := filepath.Join(st.Dir, "games", "mine.sgf")
			os.MkdirAll(filepath.Dir(elsewhere), 0o755)
			os.Rename(cur(st), elsewhere)
			os.Symlink(elsewhere, cur(st))
		}, moves: 4},
		{name: "a directory where current.sgf should be", damage: func(t *testing.T, st *Store) {
			os.Remove(cur(st))
			os.MkdirAll(cur(st), 0o755)
			write(filepath.Join(cur(st), "inside"), "a file inside")
		}, moves: 4, told: "does not read", aside: 2},
		{name: "a directory where current.json should be", damage: func(t *testing.T, st *Store) {
			os.Remove(state(st))
			os.MkdirAll(state(st), 0o755)
		}, moves: 4, told: "state file does not read", aside: 2},
		{name: "a directory where current.1.sgf should be", damage: func(t *testing.T, st *Store) {
			os.Remove(st.generation(1))
			os.MkdirAll(filepath.Join(st.generation(1), "x"), 0o755)
		}, moves: 4},
		{name: "stopped between the two renames of a generation save", damage: func(t *testing.T, st *Store) {
			os.Rename(st.generation(1), st.generation(2))
		}, moves: 4},
		{name: "stopped after keeping generation 1, before the record's rename", damage: func(t *testing.T, st *Store) {
			os.Remove(st.generation(2))
			os.Rename(st.generation(1), st.generation(2))
			os.Link(cur(st), st.generation(1))
			write(filepath.Join(st.Dir, "autosave", ".current.sgf.tmp123"), "(;GM[1]SZ[19];B[dp]")
		}, moves: 4, told: "a save was stopped before its last step", aside: 3},
		{name: "stopped after writing the record, before its rename", damage: func(t *testing.T, st *Store) {
			data, err := sgf.Write(playOn(t, 5).Collection())
			if err != nil {
				t.Fatal(err)
			}
			write(filepath.Join(st.Dir, "autosave", ".current.sgf.tmp456"), string(data))
		}, moves: 5, told: "the game is offered from the save that was stopped", aside: 3},
		{name: "autosave/ replaced by a plain file", damage: func(t *testing.T, st *Store) {
			os.RemoveAll(filepath.Join(st.Dir, "autosave"))
			write(filepath.Join(st.Dir, "autosave"), "a plain file")
		}, moves: -1, told: "plain file stood where the autosave directory belongs", aside: 1},
	}
}

func TestAutosaveScenarios(t *testing.T) {
	for _, sc := range scenarios() {
		for _, accept := range []bool{true, false} {
			name := sc.name + "/declined"
			if accept {
				name = sc.name + "/accepted"
			}
			t.Run(name, func(t *testing.T) {
				if sc.denyUnreadable {
					openFile = openHonouringMode
					defer func() { openFile = openRegular }()
				}
				dir := t.TempDir()
				st := gameOnDisk(t, dir)
				if sc.damage != nil {
					sc.damage(t, st)
				}
				before := contents(t, dir)
				st.Close()           // goref stops…
				st, err := Open(dir) // …and starts again
				if err != nil {
					t.Fatal(err)
				}
				r := st.Recover()
				t.Logf("told %v; moved aside %v", r.Problem, r.MovedAside)
				told := ""
				if r.Problem != nil {
					told = r.Problem.Error()
				}
				if sc.told == "" && told != "" || !strings.Contains(told, sc.told) {
					t.Errorf("told %q, want %q", told, sc.told)
				}
				if len(r.MovedAside) != sc.aside {
					t.Errorf("moved aside %v, want %d files", r.MovedAside, sc.aside)
				}
				superseded := map[string]bool{}
				if r.Problem == nil && (accept || r.Collection == nil) {
					// an autosave read whole and continued, or a finished game's: the next
					// save supersedes its state (its record stays: a generation, or finished-TIME)
					superseded[filepath.Join("autosave", "current.json")] = true
				}
				keptAll(t, dir, before, superseded)
				s := opened(t, r)
				if got := moves(s); got != sc.moves {
					t.Fatalf("%d moves offered, want %d", got, sc.moves)
				}
				if s != nil && (r.State.Moves != sc.moves || r.State.SavedAt.IsZero()) {
					t.Fatalf("the offer says %d moves, saved at %v", r.State.Moves, r.State.SavedAt)
				}
				if s != nil && !s.AtEnd() {
					t.Fatalf("opened at path %v, not at the last move", s.Path())
				}
				if s == nil || !accept {
					if s != nil {
						st.Discard() // the offer declined (the app's No)
					}
					var err error
					if s, err = session.New(session.DefaultInfo(), nil); err != nil {
						t.Fatal(err)
					}
				}
				n, depth := moves(s), len(s.Path())
				for i, v := range []board.Vertex{{X: 18, Y: 18}, {X: 17, Y: 18}} {
					if _, err := s.Play(v); err != nil {
						t.Fatal(err)
					}
					if moves(s) != n+i+1 || len(s.Path()) != depth+i+1 {
						t.Fatalf("the next move did not continue the main line: %d moves, path %v", moves(s), s.Path())
					}
					if err := autosave(st, s); err != nil {
						t.Fatalf("the save after recovery: %v", err)
					}
					keptAll(t, dir, before, superseded)
				}
			})
		}
	}
}

// oversize is a record of 21.6 MB: 90 pairs of moves (black on the even columns, white on the
// odd ones, rows 1–10: no captures), each black move with a comment of 240,000 bytes.
func oversize() []byte {
	var b bytes.Buffer
	b.WriteString("(;FF[4]GM[1]SZ[19]")
	for i := 0; i < 90; i++ {
		x, y := 2*(i/10), i%10
		b.WriteString(";B[" + string(rune('a'+x)) + string(rune('a'+y)) + "]C[" + strings.Repeat("x", 240000) + "]")
		b.WriteString(";W[" + string(rune('a'+x+1)) + string(rune('a'+y)) + "]")
	}
	b.WriteString(")")
	return b.Bytes()
}

// oversizeMoves: the first 20 MB hold the root (18 bytes), 87 whole pairs (240,015 bytes
// each) and the 88th black move, cut inside its comment (the move is kept, the comment not).
const oversizeMoves = 2*((20<<20-18)/240015) + 1

// gameOnDisk autosaves the game of autosaved into dir after each move, as the app does.
func gameOnDisk(t *testing.T, dir string) *Store {
	t.Helper()
	st, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.New(session.DefaultInfo(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range autosaved {
		if _, err := s.Play(v); err != nil {
			t.Fatal(err)
		}
		if err := autosave(st, s); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// saveAfter plays the game of autosaved up to n moves and autosaves it on st.
func saveAfter(st *Store, n int) error {
	return autosave(st, playOn(nil, n))
}

// playOn plays the game of autosaved up to n moves (past its end on column 9).
func playOn(t *testing.T, n int) *session.Session {
	s, _ := session.New(session.DefaultInfo(), nil)
	for i := 0; i < n; i++ {
		v := board.Vertex{X: 9, Y: i}
		if i < len(autosaved) {
			v = autosaved[i]
		}
		if _, err := s.Play(v); err != nil && t != nil {
			t.Fatal(err)
		}
	}
	return s
}

// autosave saves s the way the app does (app/ui's autosave).
func autosave(st *Store, s *session.Session) error {
	data, err := s.Table().Save()
	if err != nil {
		return err
	}
	return st.Autosave(s.Collection(), State{Finished: s.Result() != "", Path: s.Path(), Moves: len(s.Game().Moves()), Table: data})
}

// opened is the offered game opened the way the app opens it (app/ui's recover): the table
// restored from the state, else the record at the state's path, else at its last move.
func opened(t *testing.T, r Recovery) *session.Session {
	t.Helper()
	if r.Collection == nil {
		return nil
	}
	if len(r.State.Table) > 0 {
		if tb, err := table.Restore(r.State.Table, clock.NewMonotonic()); err == nil {
			return session.FromTable(tb, r.Collection.Games[0])
		}
	}
	s, err := session.Load(r.Collection, nil)
	if err != nil {
		t.Fatalf("the offered game does not open: %v", err)
	}
	if len(r.State.Path) > 0 {
		s.Follow(r.State.Path)
	}
	return s
}

func moves(s *session.Session) int {
	if s == nil {
		return -1
	}
	return len(s.Game().Moves())
}

// contents maps every file under dir (relative path) to its bytes; a symbolic link to
// "-> target".
func contents(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		if d.Type()&fs.ModeSymlink != 0 {
			target, _ := os.Readlink(p)
			out[rel] = "-> " + target
			return nil
		}
		if !d.Type().IsRegular() {
			out[rel] = "special file " + d.Type().String() // a FIFO: never opened
			return nil
		}
		info, _ := d.Info()
		if info.Mode().Perm()&0o400 == 0 {
			os.Chmod(p, info.Mode().Perm()|0o400) // only to compare it
			defer os.Chmod(p, info.Mode().Perm())
		}
		data, err := os.ReadFile(p)
		out[rel] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// keptAll fails unless every file of before (but those superseded, and the generations a
// save rotates) still has its bytes somewhere under dir.
func keptAll(t *testing.T, dir string, before map[string]string, superseded map[string]bool) {
	t.Helper()
	now := map[string]bool{}
	for _, data := range contents(t, dir) {
		now[data] = true
	}
	for rel, data := range before {
		if superseded[rel] || generationFile(rel) {
			continue
		}
		if !now[data] {
			t.Fatalf("%s (%d bytes) is lost", rel, len(data))
		}
	}
}

// generationFile: rel is a generation's record or state (current.1.sgf, current.2.json), which
// the saves rotate.
func generationFile(rel string) bool {
	gen, _ := filepath.Match("current.[0-9].*", filepath.Base(rel))
	return gen
}

// failOn is a writer of temporary files that fails, as on a full disk, for paths ending in
// suffix.
func failOn(suffix string) func(string, []byte) (string, string, error) {
	return func(path string, data []byte) (string, string, error) {
		if strings.HasSuffix(path, suffix) {
			return "", "", &fs.PathError{Op: "write", Path: path, Err: syscall.ENOSPC}
		}
		return writeTempFile(path, data)
	}
}

// openHonouringMode opens path as a user other than root would: a file without the owner's
// read permission does not open.
func openHonouringMode(path string) (*os.File, error) {
	if fi, err := os.Stat(path); err == nil && fi.Mode().IsRegular() && fi.Mode().Perm()&0o400 == 0 {
		return nil, &fs.PathError{Op: "open", Path: path, Err: fs.ErrPermission}
	}
	return openRegular(path)
}

// TestAutosaveStoppedAtEveryStep stops a save of the fifth move at each of its steps on disk
// (writing the record's and the state's temporary files, dropping generation 2, keeping
// generation 1, renaming the record and the state into place; a stopped process does
// nothing after, not even remove its temporary files), either before the step or, for a
// temporary file's write, with the file written; then starts again: the game is offered at
// its last move with 4 moves, or 5 once the fifth move's record is on disk (from its
// temporary file while it is not in place, with its state when that was written too), and the
// 4-move record is still there.
func TestAutosaveStoppedAtEveryStep(t *testing.T) {
	restore := func() { writeTemp, rename, link, remove = writeTempFile, os.Rename, os.Link, os.Remove }
	defer restore()
	for _, tmpLeft := range []bool{false, true} {
		for k := 0; ; k++ {
			dir := t.TempDir()
			st := gameOnDisk(t, dir)
			four, _ := os.ReadFile(st.AutosaveSGF())
			ops := 0
			stopped := func() error {
				if ops++; ops > k {
					return &fs.PathError{Op: "save", Path: dir, Err: errors.New("stopped")}
				}
				return nil
			}
			writeTemp = func(p string, d []byte) (string, string, error) {
				if err := stopped(); err != nil {
					if tmpLeft && ops == k+1 {
						os.WriteFile(filepath.Join(filepath.Dir(p), "."+filepath.Base(p)+".tmp999"), d, 0o600)
					}
					return "", "", err
				}
				return writeTempFile(p, d)
			}
			rename = func(a, b string) error {
				if err := stopped(); err != nil {
					return err
				}
				return os.Rename(a, b)
			}
			link = func(a, b string) error {
				if err := stopped(); err != nil {
					return err
				}
				return os.Link(a, b)
			}
			remove = func(p string) error {
				if err := stopped(); err != nil {
					return err
				}
				return os.Remove(p)
			}
			err := saveAfter(st, 5)
			restore()
			st.Close()
			st2, _ := Open(dir)
			r := st2.Recover()
			t.Logf("stopped after %d steps (temporary file left: %v; %v): told %v", k, tmpLeft, err, r.Problem)
			s := opened(t, r)
			want := 5
			if k == 0 && !tmpLeft { // the fifth move's record is nowhere on disk
				want = 4
			}
			if moves(s) != want || !s.AtEnd() {
				t.Fatalf("stopped after %d steps: %d moves offered (at the end: %v), want %d; told %v", k, moves(s), s != nil && s.AtEnd(), want, r.Problem)
			}
			if k >= 2 && r.StateLost {
				t.Fatalf("stopped after %d steps: the state written with the record is not used; told %v", k, r.Problem)
			}
			if !keptSomewhere(dir, four) {
				t.Fatalf("stopped after %d steps: the 4-move record is lost", k)
			}
			st2.Close()
			if err == nil {
				if k < 8 {
					t.Fatalf("a save of %d steps", k)
				}
				break
			}
		}
	}
}

// keptSomewhere tells whether a file under dir holds data, byte for byte.
func keptSomewhere(dir string, data []byte) bool {
	found := false
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() && !found {
			got, _ := os.ReadFile(p)
			found = bytes.Equal(got, data)
		}
		return nil
	})
	return found
}

// TestFinishedGameOutlivesTheNextGame: a finished game's record and state are not rotated
// away by the saves of the next game (two generations would keep them for two saves), whether
// the next game starts in the same run or after a restart.
func TestFinishedGameOutlivesTheNextGame(t *testing.T) {
	for _, restart := range []bool{false, true} {
		dir := t.TempDir()
		st := gameOnDisk(t, dir)
		s := playOn(t, len(autosaved))
		if _, err := s.Do(func(tb *table.Table) (table.Update, error) { return tb.Resign(board.White) }); err != nil {
			t.Fatal(err)
		}
		if err := autosave(st, s); err != nil {
			t.Fatal(err)
		}
		record, _ := os.ReadFile(st.AutosaveSGF())
		state, _ := os.ReadFile(st.autosaveState())
		if restart {
			st.Close()
			st, _ = Open(dir)
			if r := st.Recover(); r.Collection != nil || r.Problem != nil {
				t.Fatalf("a finished game: offered %v, told %v", r.Collection != nil, r.Problem)
			}
		}
		next, _ := session.New(session.DefaultInfo(), nil)
		for _, v := range []board.Vertex{{X: 2, Y: 2}, {X: 16, Y: 16}, {X: 2, Y: 16}} {
			next.Play(v)
			if err := autosave(st, next); err != nil {
				t.Fatal(err)
			}
		}
		for what, data := range map[string][]byte{"record": record, "state": state} {
			if !keptSomewhere(dir, data) {
				t.Fatalf("restart %v: the finished game's %s is gone after three saves of the next game", restart, what)
			}
		}
		kept, _ := filepath.Glob(filepath.Join(dir, "autosave", "finished-*"))
		if len(kept) != 2 {
			t.Fatalf("restart %v: kept %v", restart, kept)
		}
	}
}
