package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"goref/board"
	"goref/rules"
)

// TestNotesShowTheRecordsComments: beside the board stand the comment of the move on screen
// and a ruling another program wrote (GR without goref's explanation in C), in the UI
// language; a move without either shows nothing.
func TestNotesShowTheRecordsComments(t *testing.T) {
	u, _ := newTestUI(t)
	gr := rules.Action{Kind: rules.ActWarning, Player: board.White, Note: "noise"}.GRValue()
	path := filepath.Join(t.TempDir(), "notes.sgf")
	sgf := "(;GM[1]FF[4]SZ[19]PB[柯洁]PW[서봉수];B[pd]C[A fine opening.\n好棋];W[dp];B[pp]GR[" + gr + "])"
	if err := os.WriteFile(path, []byte(sgf), 0o644); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	u.nav.First()
	u.nav.Forward()
	if !strings.Contains(u.Notes.Text, "A fine opening.") || !strings.Contains(u.Notes.Text, "好棋") {
		t.Fatalf("move 1 notes: %q", u.Notes.Text)
	}
	u.nav.Forward()
	if u.Notes.Text != "" {
		t.Fatalf("move 2 has no comment, notes say %q", u.Notes.Text)
	}
	u.nav.Forward()
	want := rules.Action{Kind: rules.ActWarning, Player: board.White, Note: "noise"}.Explain(uiLang())
	if u.Notes.Text != want || want == "" {
		t.Fatalf("move 3 notes %q, want the ruling explained: %q", u.Notes.Text, want)
	}
}

// TestOpenTruncatedRecord: a record cut off inside a value opens as far as it reads, and the
// status line says what was repaired; a Fox komi ×100 is said too.
func TestOpenTruncatedRecord(t *testing.T) {
	u, _ := newTestUI(t)
	path := filepath.Join(t.TempDir(), "cut.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]FF[4]SZ[19]KM[650];B[pd];W[dp];B[pp];W[d"), 0o644); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	if n := len(u.Session().Game().Moves()); n != 3 {
		t.Fatalf("%d moves read from the cut file, want 3 (status %q)", n, u.Status.Text)
	}
	for _, want := range []string{"cut.sgf", "ends inside a game", "KM[650]"} {
		if !strings.Contains(u.Status.Text, want) {
			t.Fatalf("status %q lacks %q", u.Status.Text, want)
		}
	}
}

// TestCountBreakdownIsTranslated: the breakdown the referee reads aloud is in the UI language
// (the verbs of each phrase kept), English in the English UI.
func TestCountBreakdownIsTranslated(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "chinese", 9)
	playAll(t, u, ingWalls9()...)
	playAll(t, u, pass, pass)
	en := u.ref.countSummary()
	if !strings.Contains(en, "dead stones:") || !strings.Contains(en, "Black: ") {
		t.Fatalf("English breakdown: %q", en)
	}
	u.SetLanguage("ja")
	ja := u.ref.countSummary()
	if strings.Contains(ja, "dead stones:") || !strings.Contains(ja, "死に石：") || !strings.Contains(ja, "黒：") || strings.Contains(ja, "%!") {
		t.Fatalf("Japanese breakdown: %q", ja)
	}
}
