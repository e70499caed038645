package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"goref/app/store"
	"goref/internal/corpus"
)

// texts collects the text of every label under o (a dialog's message among them).
func texts(o fyne.CanvasObject) []string {
	var out []string
	switch w := o.(type) {
	case *widget.Label:
		out = append(out, w.Text)
	case *sentence: // the whole sentence, not its lines
		out = append(out, w.Text)
	case *fyne.Container:
		for _, c := range w.Objects {
			out = append(out, texts(c)...)
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(w).Objects() {
			out = append(out, texts(c)...)
		}
	}
	return out
}

// damagedAutosave puts the autosave of ../shared/repro/autosave-trunc-in-value (a record cut
// inside a property value, and the table's state) in st, as a crash would have left it.
func damagedAutosave(t *testing.T, st *store.Store) {
	t.Helper()
	src := corpus.Repro(t, "autosave-trunc-in-value/autosave")
	for _, f := range []string{"current.sgf", "current.json"} {
		data, err := os.ReadFile(filepath.Join(src, f))
		if err == nil {
			err = os.WriteFile(filepath.Join(st.Dir, "autosave", f), data, 0o644)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

func overlayText(u *UI) string {
	top := u.win.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	return strings.Join(texts(top), " | ")
}

// The recovery offer of a damaged autosave (../shared/repro/autosave-trunc-in-value): the
// readable moves are offered with the record's time and count, the damaged file is kept
// aside and said so, and the recovered game opens at its last move, so the next move
// continues the main line.
func TestRecoveryOfferOfADamagedAutosave(t *testing.T) {
	u, st := newTestUI(t)
	damagedAutosave(t, st)
	mtime := time.Date(2026, 11, 23, 20, 4, 43, 0, time.Local)
	os.Chtimes(st.AutosaveSGF(), mtime, mtime)
	u.Start(nil)
	msg := overlayText(u)
	if !strings.Contains(msg, "2026-11-23 20:04:43") || !strings.Contains(msg, "3 moves") ||
		!strings.Contains(msg, "damaged-") {
		t.Fatalf("the offer reads %q", msg)
	}
	if !strings.Contains(u.Status.Text, "damaged-") {
		t.Fatalf("status: %q", u.Status.Text)
	}
	u.onReturn() // accept
	s := u.Session()
	if n := len(s.Game().Moves()); n != 3 || !s.AtEnd() {
		t.Fatalf("recovered at move %d (at end: %v), want the last move, 3", n, s.AtEnd())
	}
	tapAt(u, 15, 15)
	if len(s.Root().Children) != 1 || len(u.Session().Path()) != 4 {
		t.Fatalf("the next move did not continue the main line: path %v", u.Session().Path())
	}
	aside, _ := filepath.Glob(filepath.Join(st.Dir, "autosave", "damaged-*.sgf"))
	if len(aside) != 1 {
		t.Fatalf("damaged files kept: %v", aside)
	}
}

// current.json missing: the offer gives the record's time and moves, not year 1 and 0.
func TestRecoveryOfferWithoutState(t *testing.T) {
	u, st := newTestUI(t)
	rec := "(;FF[4]CA[UTF-8]GM[1]SZ[19];B[dp];W[pd];B[dd];W[pp])"
	os.WriteFile(st.AutosaveSGF(), []byte(rec), 0o644)
	mtime := time.Date(2026, 11, 23, 20, 0, 0, 0, time.Local)
	os.Chtimes(st.AutosaveSGF(), mtime, mtime)
	u.Start(nil)
	msg := overlayText(u)
	if !strings.Contains(msg, "2026-11-23 20:00:00") || !strings.Contains(msg, "4 moves") {
		t.Fatalf("the offer reads %q", msg)
	}
	u.onReturn()
	if s := u.Session(); len(s.Game().Moves()) != 4 || !s.AtEnd() {
		t.Fatalf("recovered at move %d", len(s.Game().Moves()))
	}
}

// An autosave with nothing readable: kept aside, said on screen, nothing offered.
func TestUnreadableAutosaveIsSaidOnScreen(t *testing.T) {
	u, st := newTestUI(t)
	os.WriteFile(st.AutosaveSGF(), []byte("\x00\x01 junk"), 0o644)
	u.Start(nil)
	if msg := overlayText(u); !strings.Contains(msg, "damaged-") {
		t.Fatalf("the screen says %q", msg)
	}
	tapAt(u, 3, 3) // the first move must not overwrite the unreadable file
	aside, _ := filepath.Glob(filepath.Join(st.Dir, "autosave", "damaged-*.sgf"))
	if len(aside) != 1 {
		t.Fatalf("kept: %v", aside)
	}
	if data, _ := os.ReadFile(aside[0]); string(data) != "\x00\x01 junk" {
		t.Fatal("the unreadable autosave changed")
	}
}

func TestStoreProblemIsShownAtOnce(t *testing.T) {
	u, _ := newTestUI(t)
	u.StoreProblem("/nowhere", os.ErrPermission)
	if msg := overlayText(u); !strings.Contains(msg, "/nowhere") || !strings.Contains(u.Status.Text, "not being saved") {
		t.Fatalf("screen %q, status %q", msg, u.Status.Text)
	}
}

// The autosave scenarios where the screen matters (app/store's TestAutosaveScenarios has every
// one): a game played and autosaved by the app, the data directory damaged, goref started
// again on it. The screen tells what happened and where the files are kept, the offer gives
// the recovered game's own time and move count, accepting opens it at its last move, the next
// move continues its main line, and the damaged bytes are still on disk.
func TestRecoveryScenariosOnScreen(t *testing.T) {
	saved := time.Date(2026, 11, 23, 20, 4, 43, 0, time.Local)
	for _, sc := range []struct {
		name   string
		damage func(cur, state string)
		say    []string // on the screen
		moves  int      // offered (-1: none)
		time   bool     // the offer shows saved (the record's time: the state is not used)
	}{
		{"current.json junk", func(cur, state string) { os.WriteFile(state, []byte("{junk"), 0o644) },
			[]string{"state file does not read", "damaged-", "4 moves"}, 4, true},
		{"current.json missing", func(cur, state string) { os.Remove(state) },
			[]string{"4 moves"}, 4, true},
		{"truncated inside the last move, state intact", func(cur, state string) {
			data, _ := os.ReadFile(cur)
			os.WriteFile(cur, data[:strings.LastIndex(string(data), "[")+2], 0o644)
		}, []string{"damaged", "offered from the autosave's state", "4 moves"}, 4, false},
		{"SZ[52], state intact", func(cur, state string) {
			data, _ := os.ReadFile(cur)
			os.WriteFile(cur, []byte(strings.Replace(string(data), "SZ[19]", "SZ[52]", 1)), 0o644)
		}, []string{"52x52", "damaged-", "4 moves"}, 4, false},
		{"zero bytes, no state", func(cur, state string) {
			os.WriteFile(cur, nil, 0o644)
			os.Remove(state)
		}, []string{"current.1.sgf", "damaged-", "3 moves"}, 3, false}, // offered with the generation's own state, and its time
		{"zero bytes, no state, no state with the generation", func(cur, state string) {
			os.WriteFile(cur, nil, 0o644)
			os.Remove(state)
			os.Remove(filepath.Join(filepath.Dir(cur), "current.1.json"))
		}, []string{"current.1.sgf", "damaged-", "3 moves"}, 3, true},
		{"two games", func(cur, state string) {
			data, _ := os.ReadFile(cur)
			os.WriteFile(cur, append(data, "(;GM[1]SZ[9];B[ee])"...), 0o644)
		}, []string{"holds 2 games", "damaged-", "4 moves"}, 4, false},
		{"autosave/ replaced by a plain file", func(cur, state string) {
			dir := filepath.Dir(cur)
			os.RemoveAll(dir)
			os.WriteFile(dir, []byte("a plain file"), 0o644)
		}, []string{"plain file stood where the autosave directory belongs", "autosave.damaged-"}, -1, false},
	} {
		t.Run(sc.name, func(t *testing.T) {
			u, st := newTestUI(t)
			for _, v := range [][2]int{{3, 15}, {15, 3}, {3, 3}, {15, 15}} {
				tapAt(u, v[0], v[1])
			}
			cur, state := st.AutosaveSGF(), filepath.Join(st.Dir, "autosave", "current.json")
			sc.damage(cur, state)
			if sc.time {
				os.Chtimes(cur, saved, saved)
				os.Chtimes(filepath.Join(filepath.Dir(cur), "current.1.sgf"), saved, saved)
			}
			// Every file but the generations (a bounded history the saves rotate) must stay.
			before := map[string][]byte{}
			filepath.WalkDir(st.Dir, func(p string, d os.DirEntry, err error) error {
				if gen, _ := filepath.Match("current.[0-9].*", d.Name()); err == nil && d.Type().IsRegular() && !gen {
					before[p], _ = os.ReadFile(p)
				}
				return nil
			})
			st.Close()                     // goref stops…
			st2, err := store.Open(st.Dir) // …and starts again
			if err != nil {
				t.Fatal(err)
			}
			w2 := u.app.NewWindow("goref")
			u2 := New(u.app, w2, st2, fakeDialogs{})
			u2.manualTicks = true
			w2.Resize(fyne.NewSize(800, 860))
			t.Cleanup(u2.clocks.stopClock)
			u2.Start(nil)
			msg := overlayText(u2)
			for _, want := range sc.say {
				if !strings.Contains(msg, want) {
					t.Fatalf("the screen says %q; want %q in it", msg, want)
				}
			}
			if sc.time && !strings.Contains(msg, saved.Format("2006-01-02 15:04:05")) {
				t.Fatalf("the offer %q does not give the record's time", msg)
			}
			if strings.Contains(msg, "0001-01-01") || strings.Contains(msg, " 0 moves") {
				t.Fatalf("the offer %q", msg)
			}
			if sc.moves >= 0 {
				u2.onReturn() // accept
				s := u2.Session()
				if n := len(s.Game().Moves()); n != sc.moves || !s.AtEnd() {
					t.Fatalf("recovered at move %d (at end: %v), want the last move, %d", n, s.AtEnd(), sc.moves)
				}
			}
			path := len(u2.Session().Path())
			tapAt(u2, 9, 9)
			if s := u2.Session(); len(s.Path()) != path+1 || len(s.Root().Children) != 1 {
				t.Fatalf("the next move did not continue the main line: path %v", s.Path())
			}
			tapAt(u2, 10, 10)
			for p, data := range before {
				if !keptSomewhere(st.Dir, data) {
					t.Fatalf("%s (%d bytes) was lost", p, len(data))
				}
			}
		})
	}
}

// keptSomewhere tells whether a file under dir holds data, byte for byte.
func keptSomewhere(dir string, data []byte) bool {
	found := false
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() && !found {
			got, _ := os.ReadFile(p)
			found = bytes.Equal(got, data)
		}
		return nil
	})
	return found
}

// A save that fails (here autosave/ turns into a plain file while goref runs, as a full disk
// would fail it) is said in the status line, and the file in its way is left as it was.
func TestFailedAutosaveIsSaid(t *testing.T) {
	u, st := newTestUI(t)
	tapAt(u, 3, 3)
	dir := filepath.Join(st.Dir, "autosave")
	os.RemoveAll(dir)
	os.WriteFile(dir, []byte("in the way"), 0o644)
	tapAt(u, 15, 15)
	if !strings.Contains(u.Status.Text, "Autosave failed") {
		t.Fatalf("status: %q", u.Status.Text)
	}
	if data, _ := os.ReadFile(dir); string(data) != "in the way" {
		t.Fatal("the file in the autosave's way changed")
	}
}

// Quitting while the recovery offer waits for an answer saves nothing over the game offered:
// the next start offers it again.
func TestQuitWhileTheOfferWaits(t *testing.T) {
	u, st := newTestUI(t)
	for _, v := range [][2]int{{3, 15}, {15, 3}, {3, 3}, {15, 15}} {
		tapAt(u, v[0], v[1])
	}
	again := func() *UI {
		st.Close() // goref stops (the one before: Shutdown lets go of it too)…
		u2 := restarted(t, u, st)
		u2.Start(nil)
		return u2
	}
	u2 := again()
	if !strings.Contains(overlayText(u2), "4 moves") {
		t.Fatalf("the offer: %q", overlayText(u2))
	}
	u2.Shutdown() // the window closed with the question open
	u3 := again()
	if msg := overlayText(u3); !strings.Contains(msg, "4 moves") {
		t.Fatalf("after quitting with the offer open, the next start says %q", msg)
	}
}
