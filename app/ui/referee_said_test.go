package ui

import (
	"strings"
	"testing"

	"goref/board"
	"goref/rules/deadstones"
)

// unsureOf proposes the stones at dead as dead, unsure of them (the amber rings).
type unsureOf struct{ dead []board.Vertex }

func (unsureOf) Name() string { return "unsure" }

func (e unsureOf) Estimate(b *board.Board) (*deadstones.Estimate, error) {
	est := deadstones.FromLists(b, e.dead, nil)
	for i, c := range est.Chains {
		if c.Status == deadstones.Dead {
			est.Chains[i].Confidence = 0.3
		}
	}
	return est, nil
}

// The marks are right is said in the table's words (its keep-marks event, which `goref table`
// prints too), not a sentence of the app's own.
func TestKeepMarksSaidByTheTable(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, [2]int{7, 7}, pass, pass) // a black stone alone in White's area
	tb := u.Session().Table()
	tb.SetEstimator(unsureOf{dead: []board.Vertex{{X: 7, Y: 7}}})
	u.ref.Suggest()
	if len(tb.Uncertain()) == 0 {
		t.Fatal("nothing uncertain after the unsure proposal")
	}
	u.ref.KeepMarks()
	evs := tb.Events()
	if last := evs[len(evs)-1]; last.Say("en") != u.Status.Text || u.Status.Text != "The marks stand as they are: each player accepts or disputes." {
		t.Fatalf("status %q, the table's last event %q", u.Status.Text, last.Say("en"))
	}
}

// A dispute under C88 resumes play at once (Art. 21.3 「以实战解决」): the status line says the
// table's dispute and resumption, as `goref table` prints them, then the rules' next step.
func TestDisputeResumesInTheTablesWords(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "chinese", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, pass, pass)
	u.ref.Dispute(board.White)
	if s := u.Status.Text; !strings.HasPrefix(s, "White disputes the dead stones. Play resumes; Black to move.") {
		t.Fatalf("status %q", s)
	}
}

// The J89 confirmation's start is said in the table's words (its confirm-start event): White
// disputed the white group, so Black, who tries to capture it, moves first.
func TestConfirmationStartSaidByTheTable(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, koInBlackArea()...)
	playAll(t, u, pass, pass)
	setDead(t, u, board.Vertex{X: 8, Y: 8})
	u.ref.markGroup(board.Vertex{X: 2, Y: 6})
	u.ref.w.dispute[board.White].OnTapped()
	u.ref.ConfirmByPlay()
	evs := u.Session().Table().Events()
	if last := evs[len(evs)-1]; u.Status.Text != "Confirmation on a copy of the board: Black tries to capture, and moves first." || last.Say("en") != u.Status.Text {
		t.Fatalf("status %q, the table's last event %q", u.Status.Text, last.Say("en"))
	}
}
