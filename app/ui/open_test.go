package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"goref/app/i18n"
	"goref/board"
)

// TestOpenRecordWithUnreadableMoves: GTP-style and off-board moves are skipped with a warning
// in the status line; the readable moves are on the board.
func TestOpenRecordWithUnreadableMoves(t *testing.T) {
	u, _ := newTestUI(t)
	path := filepath.Join(t.TempDir(), "bad.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]SZ[9];B[ee];W[R16];W[cc];B[zz];W[dd])"), 0o644); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	if !strings.Contains(u.Status.Text, "2 unreadable moves or points were skipped") || !strings.Contains(u.Status.Text, "W[R16]") {
		t.Fatalf("status %q", u.Status.Text)
	}
	b := u.Session().Board()
	for _, v := range []board.Vertex{{X: 4, Y: 4}, {X: 2, Y: 2}, {X: 3, Y: 3}} {
		if b.At(v) == board.Empty {
			t.Errorf("%v is empty:\n%s", v, b)
		}
	}
	if n := len(u.Session().Game().Moves()); n != 3 {
		t.Errorf("%d moves played, want 3", n)
	}
}

// TestOpenSaysRepairsAndSkippedMoves: a record that needed repairs and has unreadable moves
// says both in the status line (the skipped moves' sentence once stood over the repairs).
func TestOpenSaysRepairsAndSkippedMoves(t *testing.T) {
	u, _ := newTestUI(t)
	path := filepath.Join(t.TempDir(), "both.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]SZ[9]KM[650];B[ee];W[R16];W[cc];B[zz];W[dd])"), 0o644); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	for _, want := range []string{"KM[650]", "2 unreadable moves or points were skipped", "W[R16]"} {
		if !strings.Contains(u.Status.Text, want) {
			t.Fatalf("status %q lacks %q", u.Status.Text, want)
		}
	}
}

// TestUnreadableMovesAreCounted: one skipped move is said in the singular in English; the CJK
// languages, which have no plural, say one and two in the same words.
func TestUnreadableMovesAreCounted(t *testing.T) {
	u, _ := newTestUI(t)
	open := func(record string) string {
		t.Helper()
		path := filepath.Join(t.TempDir(), "bad.sgf")
		if err := os.WriteFile(path, []byte(record), 0o644); err != nil {
			t.Fatal(err)
		}
		u.doc.OpenPath(path)
		return u.Status.Text
	}
	for _, l := range i18n.Languages {
		u.SetLanguage(l.Code)
		one := open("(;GM[1]SZ[9];B[ee];W[R16];W[cc])")
		two := open("(;GM[1]SZ[9];B[ee];W[R16];W[cc];B[zz])")
		if l.Code == "en" {
			if !strings.Contains(one, "1 unreadable move or point was skipped") || !strings.Contains(two, "2 unreadable moves or points were skipped") {
				t.Errorf("en: %q / %q", one, two)
			}
			continue
		}
		if !strings.Contains(one, "1") || strings.Replace(one, "1", "2", 1) != two {
			t.Errorf("%s: one skipped %q, two skipped %q", l.Code, one, two)
		}
	}
}

// TestOpenRecordWithAnIllegalMove: a ko retake the rules refuse is skipped as `goref check` skips
// it (rules/record's one replay), the moves after it are played, and the status line says which,
// with the rule's reason in the UI's language.
func TestOpenRecordWithAnIllegalMove(t *testing.T) {
	u, _ := newTestUI(t)
	path := filepath.Join(t.TempDir(), "ko.sgf")
	record := "(;GM[1]SZ[4]RU[chinese]AB[ba][ab][bc]AW[bb][ca][db][cc]PL[B];B[cb];W[bb];W[dd];B[aa])"
	if err := os.WriteFile(path, []byte(record), 0o644); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	want := "1 illegal move was skipped: move 2, White B3. " + i18n.Reason("ko")
	if !strings.Contains(u.Status.Text, want) {
		t.Fatalf("status %q lacks %q", u.Status.Text, want)
	}
	if n := len(u.Session().Game().Moves()); n != 3 {
		t.Errorf("%d moves played, want 3", n)
	}
	if u.Session().Board().At(board.Vertex{X: 3, Y: 3}) != board.White {
		t.Error("the move after the refused one is not on the board")
	}
}
