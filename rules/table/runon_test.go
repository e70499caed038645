package table

import (
	"testing"
	"time"

	"goref/board"
	"goref/rules/clock"
)

// Issue 29 item 11: restored after a stop, the running side is charged the time since the save
// (the seconds it thought before the stop and the outage), as a clock that kept running; a
// paused clock nothing; a flag that falls meanwhile falls at its own instant.
func TestRunOnChargesTheRunningSide(t *testing.T) {
	tb, ft := newTable(t, "chinese", 9, 60*time.Second, "sudden death")
	if _, err := tb.Start(); err != nil {
		t.Fatal(err)
	}
	ft.Advance(10 * time.Second)
	play(t, tb, "B E5")
	ft.Advance(7 * time.Second) // White thinks 7 s; the save
	back := saveRestore(t, tb)
	if c, d := back.RunOn(15 * time.Second); c != board.White || d != 15*time.Second {
		t.Fatalf("charged %v %v", c, d)
	}
	// White: 60 − 7 − 15 = 38 s left; Black: 60 − 10 = 50 s (by hand)
	st := back.Clock().State()
	if w, b := st.Sides[clock.White].MainLeft, st.Sides[clock.Black].MainLeft; w != 38*time.Second || b != 50*time.Second {
		t.Fatalf("left: White %v, Black %v", w, b)
	}

	// Paused: nothing is charged.
	if _, err := back.PauseClock("dispute"); err != nil {
		t.Fatal(err)
	}
	again := saveRestore(t, back)
	if c, d := again.RunOn(time.Hour); c != board.Empty || d != 0 {
		t.Fatalf("a paused clock charged %v %v", c, d)
	}

	// A flag that falls within the outage falls at its own instant.
	flag := saveRestore(t, tb)
	flag.RunOn(2 * time.Minute)
	flag.Tick()
	if !flag.Ended() {
		t.Fatal("the flag did not fall")
	}
	if got, _ := flag.Record().Get("RE"); got != "B+T" {
		t.Fatalf("RE %q", got)
	}
}
