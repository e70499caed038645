package table

import (
	"testing"
	"time"

	"goref/board"
	"goref/rules/clock"
)

// TestFirstMoveStartsTheClock (issue 25 item 3): a timed game set up a minute early is ready,
// not running: nobody's time goes while nobody plays, and the first move starts the clock at
// its own instant. By hand, on 60 s of main time: set up at 0, Black plays at 90 s (his 0 s
// used), White at 100 s (10 s used): Black has 60 s, White 50 s, no flag fell.
func TestFirstMoveStartsTheClock(t *testing.T) {
	tb, ft := newTable(t, "chinese", 9, time.Minute, "absolute")
	ft.Set(90 * time.Second)
	tb.Tick()
	if tb.Started() || tb.Ended() || tb.Clock().State().Status != clock.NotStarted {
		t.Fatalf("before any move: started %v, ended %v, clock %v", tb.Started(), tb.Ended(), tb.Clock().State().Status)
	}
	play(t, tb, "B E5")
	if !tb.Started() || tb.StartedAt() != 90*time.Second {
		t.Fatalf("the first move: started %v at %v", tb.Started(), tb.StartedAt())
	}
	ft.Set(100 * time.Second)
	play(t, tb, "W C3")
	b, w := tb.Clock().Reading(clock.Black).MainLeft, tb.Clock().Reading(clock.White).MainLeft
	if b != time.Minute || w != 50*time.Second || tb.Ended() {
		t.Fatalf("Black %v, White %v (want 60 s and 50 s), ended %v", b, w, tb.Ended())
	}
	back := saveRestore(t, tb)
	if back.StartedAt() != 90*time.Second || back.Clock().Reading(clock.White).MainLeft != 50*time.Second {
		t.Fatalf("restored: started at %v, White %v", back.StartedAt(), back.Clock().Reading(clock.White).MainLeft)
	}
	// A tap still starts a clock before the first move, and only once.
	tb2, _ := newTable(t, "chinese", 9, time.Minute, "absolute")
	ok(t)(tb2.Start())
	_, err := tb2.Start()
	refused(t, err, RefusedStarted)
	// Out of turn is refused and starts nothing.
	tb3, _ := newTable(t, "chinese", 9, time.Minute, "absolute")
	_, err = tb3.Play(board.White, vtx(t, tb3, "E5"))
	refused(t, err, RefusedWrongTurn)
	if tb3.Started() {
		t.Fatal("a refused move started the clock")
	}
}

// A finished record opened at the table has a stopped clock, not a READY one: the game is over,
// nobody's time will run (a tap on the face was refused while the face invited it).
func TestAFinishedRecordsClockIsNotReady(t *testing.T) {
	tb := openRecord(t, "(;GM[1]SZ[9]RU[Japanese]KM[6.5]TM[600]OT[3x20 byo-yomi]RE[B+R];B[ee];W[cc])")
	if st := tb.Clock().State().Status; st != clock.Ended {
		t.Fatalf("clock status %v, want ended", st)
	}
	open := openRecord(t, "(;GM[1]SZ[9]RU[Japanese]KM[6.5]TM[600]OT[3x20 byo-yomi];B[ee];W[cc])")
	if st := open.Clock().State().Status; st != clock.NotStarted {
		t.Fatalf("an unfinished record's clock: %v, want ready (not started)", st)
	}
}
