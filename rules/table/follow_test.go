package table

import (
	"bytes"
	"testing"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
)

func recordBytes(t *testing.T, tb *Table) []byte {
	t.Helper()
	data, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{tb.Record()}})
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// A follower built from the table's state at the start and fed the journal's inputs and the
// ticks that found something, one at a time, ends with the table's own record byte for byte:
// moves with their clock readings, a referee call answered by a warning, a flag that fell
// between two moves.
func TestFollowerKeepsTheTablesRecord(t *testing.T) {
	tb, ft := newTable(t, "japanese", 9, 20*time.Second, "2x10 byo-yomi")
	start, err := tb.Save()
	if err != nil {
		t.Fatal(err)
	}
	f, err := Follow(start)
	if err != nil {
		t.Fatal(err)
	}
	var ticks []time.Duration // instants of the ticks that found something
	fed := 0
	feed := func() {
		t.Helper()
		for _, in := range tb.Journal()[fed:] {
			if err := f.Apply(in); err != nil && !IsRefused(err) {
				t.Fatalf("apply %s: %v", in.Op, err)
			}
		}
		fed = len(tb.Journal())
	}
	ok(t)(tb.Start())
	for i, m := range []string{"B E5", "W C3", "B G7", "W C7"} {
		ft.Advance(time.Duration(3+i) * time.Second)
		play(t, tb, m)
	}
	ft.Advance(time.Second)
	ok(t)(tb.CallReferee(board.White, "Black is touching the bowl"))
	if c := tb.PendingCall(); c == nil || c.Player != board.White {
		t.Fatalf("pending call = %+v, want White's", c)
	}
	feed()
	if c := f.PendingCall(); c == nil || c.Note != "Black is touching the bowl" {
		t.Fatalf("the follower's pending call = %+v", c)
	}
	ok(t)(tb.Referee(rules.Action{Kind: rules.ActWarning, Player: board.Black, Note: "bowl"}))
	if c := tb.PendingCall(); c != nil {
		t.Fatalf("a referee action answers the call; still pending: %+v", c)
	}
	// Black thinks: 20 s main time used up to 16 s, so his flag falls 4 s + 2×10 s later.
	for range 40 {
		ft.Advance(time.Second)
		if u := tb.Tick(); len(u.Events) > 0 {
			ticks = append(ticks, tb.Polled())
			feed()
			if _, err := f.TickAt(tb.Polled()); err != nil {
				t.Fatal(err)
			}
		}
	}
	feed()
	if !tb.Ended() || tb.Result().RE() != "W+T" {
		t.Fatalf("the table's result = %v, want W+T (Black's flag fell)", tb.Result())
	}
	if len(ticks) == 0 {
		t.Fatal("no tick found anything: the byo-yomi calls and the flag are ticks")
	}
	if !f.Ended() || f.Result().RE() != "W+T" {
		t.Fatalf("the follower's result = %v, want W+T", f.Result())
	}
	if got, want := recordBytes(t, f), recordBytes(t, tb); !bytes.Equal(got, want) {
		t.Fatalf("follower's record differs:\n%s\ntable's:\n%s", got, want)
	}
	if err := f.Apply(Input{Op: opPlay, At: 0, Player: board.Black}); err == nil {
		t.Fatal("an input before the follower's time was applied")
	}
}

// A table that is not a follower refuses Apply: its time is its own.
func TestApplyNeedsAFollower(t *testing.T) {
	tb, _ := newTable(t, "chinese", 9, 0, "")
	if err := tb.Apply(Input{Op: opStart}); err == nil {
		t.Fatal("Apply on a table of its own went through")
	}
}

// A call made before the game ended is answered by the end; one made after it waits.
func TestACallBeforeTheEndIsAnsweredByIt(t *testing.T) {
	tb, _ := newTable(t, "chinese", 9, 0, "")
	ok(t)(tb.Start())
	play(t, tb, "B E5")
	ok(t)(tb.CallReferee(board.White, ""))
	ok(t)(tb.Resign(board.White))
	if c := tb.PendingCall(); c != nil {
		t.Fatalf("the call before the resignation is still pending: %+v", c)
	}
	ok(t)(tb.CallReferee(board.Black, "about the result"))
	if c := tb.PendingCall(); c == nil || c.Player != board.Black {
		t.Fatalf("a call after the end: %+v, want Black's pending", c)
	}
}

// The referee acting at the table answers a call whatever the act: revoking the result (the
// call came before the end, the end answered it, the revocation must not bring it back), or
// signing the result a player called about after the end.
func TestARefereeActAtTheTableAnswersTheCall(t *testing.T) {
	tb, _ := newTable(t, "chinese", 9, 0, "")
	ok(t)(tb.Start())
	play(t, tb, "B E5")
	ok(t)(tb.CallReferee(board.White, ""))
	ok(t)(tb.Resign(board.White))
	ok(t)(tb.Revoke("resigned by mistake"))
	if c := tb.PendingCall(); c != nil {
		t.Fatalf("after the revocation the call is pending again: %+v", c)
	}
	ok(t)(tb.Resign(board.White))
	ok(t)(tb.CallReferee(board.Black, "about the result"))
	ok(t)(tb.Sign())
	if c := tb.PendingCall(); c != nil {
		t.Fatalf("after the referee signed the call is still pending: %+v", c)
	}
}
