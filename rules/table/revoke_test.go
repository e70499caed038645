package table

import (
	"testing"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/result"
)

// TestRevokeAResignation (issue 25 item 1): a resignation recorded by a stray click is taken
// back by the referee until the slip is signed. By hand, on a 60 s clock: Black plays at 10 s,
// White at 15 s, Black "resigns" at 30 s (Black has used 10 + 15 = 25 s, White 5 s). Taken back
// at 100 s the game stands at ply 2, Black to move, no result, the clock paused with Black's 35 s
// left (the 70 s after the resignation are nobody's); resumed at 200 s and run to 210 s, Black
// has 25 s. The log says what was taken back and why; a save restores the same table.
func TestRevokeAResignation(t *testing.T) {
	tb, ft := newTable(t, "japanese", 9, time.Minute, "absolute")
	ok(t)(tb.Start())
	ft.Set(10 * time.Second)
	play(t, tb, "B E5")
	ft.Set(15 * time.Second)
	play(t, tb, "W C3")
	ft.Set(30 * time.Second)
	ok(t)(tb.Resign(board.Black))
	if tb.Result() == nil || tb.Result().RE() != "W+R" || !tb.Revocable() {
		t.Fatalf("after the resignation: %v, revocable %v", tb.Result(), tb.Revocable())
	}
	ft.Set(100 * time.Second)
	u := ok(t)(tb.Revoke("Black pressed the wrong button"))
	if tb.Result() != nil || tb.Ended() || len(tb.Game().Moves()) != 2 || tb.ToMove() != board.Black {
		t.Fatalf("after the revocation: result %v, plies %d, to move %v", tb.Result(), len(tb.Game().Moves()), tb.ToMove())
	}
	st := tb.Clock().State()
	if st.Status != clock.Paused || st.Sides[clock.Black].MainLeft != 35*time.Second || st.Sides[clock.White].MainLeft != 55*time.Second {
		t.Fatalf("clock after the revocation: %v, Black %v, White %v", st.Status, st.Sides[clock.Black].MainLeft, st.Sides[clock.White].MainLeft)
	}
	log := tb.Log().Actions
	last := log[len(log)-1]
	if last.Kind != rules.ActRevoke || last.Note != "Black pressed the wrong button" || last.Event == nil || last.Event.Verdict != "W+R" {
		t.Fatalf("log: %+v", last)
	}
	for _, a := range log {
		if a.Kind == rules.ActResign {
			t.Fatalf("the resignation taken back is still in force in the log: %+v", log)
		}
	}
	if len(u.Events) != 1 || u.Events[0].Action == nil || u.Events[0].Action.Kind != rules.ActRevoke {
		t.Fatalf("update: %+v", u.Events)
	}
	if rec := tb.Record(); rec.Has("RE") {
		t.Fatalf("the record keeps RE after the revocation")
	}
	back := saveRestore(t, tb)
	if back.Ended() || back.Clock().State().Status != clock.Paused || len(back.Log().Actions) != len(log) {
		t.Fatalf("restored: ended %v, clock %v", back.Ended(), back.Clock().State().Status)
	}
	ft.Set(200 * time.Second)
	ok(t)(tb.ResumeClock("the game goes on"))
	ft.Set(210 * time.Second)
	tb.Tick()
	if left := tb.Clock().Reading(clock.Black).MainLeft; left != 25*time.Second {
		t.Fatalf("Black's time 10 s after the restart: %v, want 25 s", left)
	}
	play(t, tb, "B G7") // the game goes on
}

// TestRevokeBothLoseAndSign: J89 Art. 13-1's both lose, recorded at the stop, is taken back to
// the stop with the marks as they were and the acceptances gone; recorded again and the slip
// signed, it is final: Revoke is refused, and so is another signature.
func TestRevokeBothLoseAndSign(t *testing.T) {
	tb, _ := newTable(t, "japanese", 9, 0, "")
	play(t, tb, "B E5", "W C3", "B pass", "W pass")
	ok(t)(tb.MarkDead(vtx(t, tb, "C3")))
	ok(t)(tb.Accept(board.Black))
	ok(t)(tb.Referee(rules.Action{Kind: rules.ActBothLose, Note: "J89 13-1"}))
	if tb.Result() == nil || tb.Result().Reason != EndReferee {
		t.Fatalf("both lose: %v", tb.Result())
	}
	ok(t)(tb.Revoke("wrong table"))
	if tb.Ended() || tb.Phase() != rules.PhaseHalted || len(tb.Dead()) != 1 || tb.Accepted(board.Black) || tb.Accepted(board.White) {
		t.Fatalf("after the revocation: ended %v, phase %v, dead %v, accepted B %v", tb.Ended(), tb.Phase(), tb.Dead(), tb.Accepted(board.Black))
	}
	ok(t)(tb.Referee(rules.Action{Kind: rules.ActBothLose}))
	ok(t)(tb.Sign())
	if !tb.Signed() || tb.Revocable() {
		t.Fatalf("signed %v, revocable %v", tb.Signed(), tb.Revocable())
	}
	_, err := tb.Revoke("too late")
	refused(t, err, RefusedSigned)
	_, err = tb.Sign()
	refused(t, err, RefusedSigned)
	if back := saveRestore(t, tb); !back.Signed() || !back.Ended() {
		t.Fatalf("restored: signed %v, ended %v", back.Signed(), back.Ended())
	}
}

// TestRevokeRefusals: nothing to take back while the game goes on; a fallen flag is the time
// adjustment's (its own instant); an opened record's result is the record's.
func TestRevokeRefusals(t *testing.T) {
	tb, ft := newTable(t, "chinese", 9, 10*time.Second, "absolute")
	_, err := tb.Revoke("")
	refused(t, err, RefusedNotEnded)
	_, err = tb.Sign()
	refused(t, err, RefusedNotEnded)
	ok(t)(tb.Start())
	ft.Set(11 * time.Second)
	tb.Tick()
	if tb.Result() == nil || tb.Result().RE() != "W+T" {
		t.Fatalf("the flag: %v", tb.Result())
	}
	_, err = tb.Revoke("")
	refused(t, err, RefusedFlagFell)
	opened := openRecord(t, "(;GM[1]FF[4]SZ[9]RU[Japanese]RE[W+R];B[ee];W[cc])")
	_, err = opened.Revoke("")
	refused(t, err, RefusedRecordResult)
}

// TestBothLoseReadsBack: a record ended by both lose says RE[Void] (SGF has no word for it);
// opened again, the result is both lose as its log says, not "no result".
func TestBothLoseReadsBack(t *testing.T) {
	tb, _ := newTable(t, "japanese", 9, 0, "")
	play(t, tb, "B E5", "W C3", "B pass", "W pass")
	ok(t)(tb.Referee(rules.Action{Kind: rules.ActBothLose, Note: "J89 13-1"}))
	data, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{tb.Record()}})
	if err != nil {
		t.Fatal(err)
	}
	back := openRecord(t, string(data))
	if r := back.Result(); r == nil || r.Result.Winner != result.BothLose || r.Result.Text("en") != "Both lose" {
		t.Fatalf("reopened: %+v", back.Result())
	}
	if r := openRecord(t, "(;GM[1]FF[4]SZ[9]RE[Void];B[ee])").Result(); r == nil || r.Result.Winner != result.Void {
		t.Fatalf("a plain Void: %+v", r)
	}
}
