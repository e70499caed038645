package table

import (
	"strings"
	"testing"

	"goref/board"
)

// The referee's decision that the marks stand where the estimator was unsure is the table's to
// say (the app said its own sentence and the table's log and `goref table` had nothing): one
// referee event naming the step that follows, each player's acceptance or dispute.
func TestKeepMarksIsSaid(t *testing.T) {
	tb := openRecord(t, walls9)
	tb.SetEstimator(unsure{dead: []board.Vertex{vtx(t, tb, "B2")}, conf: 0.3})
	ok(t)(tb.SetSuggest(true))
	u := ok(t)(tb.KeepMarks())
	if len(u.Events) != 1 || u.Events[0].Kind != KindReferee || u.Events[0].Reason != ReasonKeepMarks {
		t.Fatalf("keep-marks events %+v", u.Events)
	}
	if got, want := u.Events[0].Say("en"), "The marks stand as they are: each player accepts or disputes."; got != want {
		t.Fatalf("said %q, want %q", got, want)
	}
	back := saveRestore(t, tb)
	evs := back.Events()
	if len(evs) == 0 || evs[len(evs)-1].Reason != ReasonKeepMarks {
		t.Fatalf("restored events end with %+v", evs[len(evs)-1])
	}
}

// Play resuming after a C88 dispute (Art. 21.3 「以实战解决」) is said by the table, the dispute
// first, with the player the normal alternation gives the move: after Black's and White's
// passes, Black.
func TestResumeIsSaid(t *testing.T) {
	tb := openRecord(t, strings.Replace(walls9, "RU[Japanese]", "RU[Chinese]", 1))
	u := ok(t)(tb.Dispute(board.White))
	var said []string
	for _, ev := range u.Events {
		said = append(said, ev.Say("en"))
	}
	if want := []string{"White disputes the dead stones.", "Play resumes; Black to move."}; strings.Join(said, "|") != strings.Join(want, "|") {
		t.Fatalf("said %q, want %q", said, want)
	}
}

// A repetition's event carries the whole explanation the referee reads (casebook case 39 under
// C88, as TestPendingCycleExplainsTheLap derives it: the position after ply 0 again after ply 8,
// four stones taken by each side, Art. 20.3), so `goref table` prints what the app's box says,
// and keeps it after the ruling has closed the repetition.
func TestCycleEventCarriesItsExplanation(t *testing.T) {
	tb := openCycle(t, "chinese")
	var cycle *Event
	for i, ev := range tb.Events() {
		if ev.Kind == KindCycle {
			cycle = &tb.Events()[i]
		}
	}
	if cycle == nil {
		t.Fatal("no cycle event")
	}
	for lang, wants := range map[string][]string{
		"en":      {"The position after ply 0 stands again after ply 8 (8 plies)", "stones taken in the lap: Black 4, White 4.", "C88 Art. 20.3"},
		"zh-Hans": {"和棋", "重下"},
	} {
		s := cycle.Detail[lang]
		if lang == "zh-Hans" {
			s = cycle.Detail["zh"]
		}
		for _, w := range wants {
			if !strings.Contains(s, w) {
				t.Errorf("%s detail %q lacks %q", lang, s, w)
			}
		}
	}
	if n := strings.Count(cycle.Detail["en"], "\n"); n != 2 {
		t.Errorf("detail %q: want three lines (verdict, lap, rule)", cycle.Detail["en"])
	}
}

// J89 Art. 7's confirmation starting on a copy of the board is said by the table (the app
// worded it itself): the disputer's opponent tries to capture the disputed group, and moves
// first — White disputed, so Black.
func TestConfirmStartIsSaid(t *testing.T) {
	tb := twoInvaders(t, "japanese", nil)
	ok(t)(tb.MarkDead(vtx(t, tb, "C8")))
	ok(t)(tb.Dispute(board.White))
	u := ok(t)(tb.ConfirmStart(board.Black))
	if len(u.Events) != 1 || u.Events[0].Reason != ReasonConfirmStart || u.Events[0].Player != board.Black {
		t.Fatalf("confirm-start events %+v", u.Events)
	}
	if got, want := u.Events[0].Say("en"), "Confirmation on a copy of the board: Black tries to capture, and moves first."; got != want {
		t.Fatalf("said %q, want %q", got, want)
	}
}
