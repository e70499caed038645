package table

import (
	"errors"
	"slices"
	"testing"

	"goref/board"
	"goref/rules"
	"goref/rules/deadstones"
)

// walls9 is a 9×9 record that stopped at the end of play: a black wall on the E file, a white
// one on the F file, and a lone white stone at B2 inside Black's area, two passes, no result.
// By hand the B2 stone is dead (four empty points on each side of it are Black's, it has no
// second stone and no room to make an eye in); every wall stone lives.
const walls9 = "(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]" +
	"AB[ea][eb][ec][ed][ee][ef][eg][eh][ei]AW[fa][fb][fc][fd][fe][ff][fg][fh][fi][bh]PL[B];B[];W[])"

// TestOpenedRecordIsProposedAtOnce (issue 25 item 4): a record that stopped at the end of play
// gets the table's proposal as it opens — B2 dead — instead of a count with nothing marked
// (which takes the lone stone as alive and gives White its point).
func TestOpenedRecordIsProposedAtOnce(t *testing.T) {
	tb := openRecord(t, walls9)
	if tb.Phase() != rules.PhaseHalted || len(tb.Dead()) != 0 {
		t.Fatalf("opened: phase %v, dead %v", tb.Phase(), tb.Dead())
	}
	u := ok(t)(tb.SetSuggest(true))
	b2 := vtx(t, tb, "B2")
	if got := tb.Dead(); !slices.Equal(got, []board.Vertex{b2}) {
		t.Fatalf("proposed %v, want B2 alone", got)
	}
	if u.EstimatorErr != nil {
		t.Fatal(u.EstimatorErr)
	}
	// Restored, the same marks without asking again; turned on again, nothing new.
	if back := saveRestore(t, tb); !slices.Equal(back.Dead(), []board.Vertex{b2}) {
		t.Fatalf("restored marks %v", back.Dead())
	}
	ok(t)(tb.MarkDead(b2)) // the referee unmarks it
	if u := ok(t)(tb.SetSuggest(true)); len(tb.Dead()) != 0 || len(u.Events) != 0 {
		t.Fatalf("Suggest on again re-proposed: %v", tb.Dead())
	}
	// A game still in play when opened is not marked.
	live := openRecord(t, "(;GM[1]FF[4]SZ[9]RU[Japanese];B[ee];W[cc])")
	ok(t)(live.SetSuggest(true))
	if len(live.Dead()) != 0 {
		t.Fatalf("a game in play was marked: %v", live.Dead())
	}
}

// unsure proposes the chains holding a stone of dead as dead with the confidence conf, every
// other chain alive and sure: an estimator that hesitates where the test says.
type unsure struct {
	dead []board.Vertex
	conf float64
}

func (unsure) Name() string { return "unsure" }

func (e unsure) Estimate(b *board.Board) (*deadstones.Estimate, error) {
	est := deadstones.FromLists(b, e.dead, nil)
	for i, c := range est.Chains {
		if c.Status == deadstones.Dead {
			est.Chains[i].Confidence = e.conf
		}
	}
	return est, nil
}

// TestUncertainGroupsWaitForTheReferee: where the estimator was unsure, the count is not put
// to the players: an acceptance is refused naming the stones (Unresolved) until the referee has
// decided — a mark on the group, or KeepMarks for the marks as they stand.
func TestUncertainGroupsWaitForTheReferee(t *testing.T) {
	for _, decide := range []string{"mark", "keep"} {
		tb := openRecord(t, walls9)
		b2 := vtx(t, tb, "B2")
		tb.SetEstimator(unsure{dead: []board.Vertex{b2}, conf: 0.3})
		ok(t)(tb.SetSuggest(true))
		if !slices.Equal(tb.Uncertain(), []board.Vertex{b2}) || !slices.Equal(tb.Dead(), []board.Vertex{b2}) {
			t.Fatalf("proposal: dead %v, uncertain %v", tb.Dead(), tb.Uncertain())
		}
		_, err := tb.Accept(board.Black)
		var un *Unresolved
		if !errors.As(err, &un) || !slices.Equal(un.Points, []board.Vertex{b2}) || tb.Accepted(board.Black) {
			t.Fatalf("accept with B2 uncertain: %v", err)
		}
		// The table's words name the stones and how the referee decides, for the app and
		// `goref table` alike.
		if s, want := un.Explain("en"), "The estimator is unsure of the stones at B2: the referee decides first, by marking their group or by keeping the marks as they stand."; s != want {
			t.Errorf("said %q, want %q", s, want)
		}
		if s, want := un.Explain("zh-Hans"), "估算对B2的棋子没有把握：请裁判先判定——标记该块棋，或保留现有标记。"; s != want {
			t.Errorf("said %q, want %q", s, want)
		}
		switch decide {
		case "mark": // the referee looks: it lives after all, then no, dead (two clicks)
			ok(t)(tb.MarkDead(b2))
			ok(t)(tb.MarkDead(b2))
		case "keep":
			ok(t)(tb.KeepMarks())
			_, err := tb.KeepMarks()
			refused(t, err, RefusedNothingUncertain)
		}
		if len(tb.Uncertain()) != 0 {
			t.Fatalf("%s: still uncertain %v", decide, tb.Uncertain())
		}
		ok(t)(tb.Accept(board.Black))
		ok(t)(tb.Accept(board.White))
		// By J89's count: Black's territory is the 36 points of A–D (B2's with them) and B2 is
		// his prisoner, 37; White's the 27 points of G–J. 37 − 27 − 6.5 = 3.5.
		if re := tb.Result(); re == nil || re.RE() != "B+3.5" {
			t.Fatalf("%s: result %v, want B+3.5", decide, re)
		}
		if back := saveRestore(t, tb); back.Result() == nil || back.Result().RE() != "B+3.5" {
			t.Fatalf("%s: restored %v", decide, back.Result())
		}
	}
}
