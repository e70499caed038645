package ui

import (
	"os"
	"path/filepath"
	"testing"

	"goref/board"
)

// TestOpenedRecordAtTheStopIsProposed (issue 25 item 4): a record that stopped at the end of
// play opens with the table's proposal made at once (as at a live table): the lone white stone
// at B2 inside Black's area is marked dead, the panel is open on it, and the count shown is the
// one with it dead — by hand (J89): Black 36 points of territory and 1 prisoner, White 27,
// komi 6.5: B+3.5 — not the count with nothing marked.
func TestOpenedRecordAtTheStopIsProposed(t *testing.T) {
	u, _ := newTestUI(t)
	path := filepath.Join(t.TempDir(), "stopped.sgf")
	rec := "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]" +
		"AB[ea][eb][ec][ed][ee][ef][eg][eh][ei]AW[fa][fb][fc][fd][fe][ff][fg][fh][fi][bh]PL[B];B[];W[])"
	if err := os.WriteFile(path, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	tb := u.Session().Table()
	if d := tb.Dead(); len(d) != 1 || d[0] != (board.Vertex{X: 1, Y: 7}) {
		t.Fatalf("opened with the marks %v, want B2 alone", d)
	}
	if !u.ref.open {
		t.Fatal("the panel is not open on the proposal")
	}
	bd, err := u.ref.breakdown()
	if err != nil || bd == nil || bd.Result.SGF() != "B+3.5" {
		t.Fatalf("the count shown: %v %v", bd, err)
	}
}
