package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"goref/internal/corpus"
)

// texts collects the text of every label under o (a dialog's message among them).
func texts(o fyne.CanvasObject) []string {
	var out []string
	switch w := o.(type) {
	case *widget.Label:
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
	src := corpus.Repro(t, "autosave-trunc-in-value/autosave")
	for _, f := range []string{"current.sgf", "current.json"} {
		data, err := os.ReadFile(filepath.Join(src, f))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(st.Dir, "autosave", f), data, 0o644)
	}
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
