package table

import (
	"testing"
	"time"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
)

// TestRefereePauseStopsTimeAndSurvivesRestore: while the referee has the clock paused no time
// is charged; the pause is in the saved state, and restarting it charges from then on.
func TestRefereePauseStopsTimeAndSurvivesRestore(t *testing.T) {
	ft := &clock.FakeTime{}
	tb, err := New(Config{Rules: rules.Chinese, Width: 9, Time: &clock.Config{System: clock.Absolute, Main: time.Minute}}, ft)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.PauseClock("before the start"); !IsRefused(err) {
		t.Fatalf("a pause before the start: %v", err)
	}
	tb.Start()
	ft.Advance(10 * time.Second)
	if _, err := tb.PauseClock("a call to the table"); err != nil {
		t.Fatal(err)
	}
	ft.Advance(5 * time.Minute) // far beyond Black's minute: paused, nothing falls
	tb.Tick()
	data, _ := tb.Save()
	back, err := Restore(data, ft)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []*Table{tb, back} {
		if x.Ended() || x.Clock().Reading(clock.Black).Used != 10*time.Second {
			t.Fatalf("paused: ended %v, Black used %v", x.Ended(), x.Clock().Reading(clock.Black).Used)
		}
		if _, err := x.ResumeClock("go on"); err != nil {
			t.Fatal(err)
		}
	}
	ft.Advance(51 * time.Second)
	tb.Tick()
	if o := tb.Result(); o == nil || o.RE() != "W+T" {
		t.Fatalf("after the restart Black's flag falls at 60 s used: %+v", o)
	}
	if _, err := tb.Play(board.Black, board.Vertex{X: 2, Y: 2}); !IsRefused(err) {
		t.Fatal("a move after the flag fell")
	}
}

// TestRefereePauseAndRestartAreLogged: the referee's pause and restart are referee actions in
// the one log, with the reasons, and the record has them as GR with their explanation in C.
func TestRefereePauseAndRestartAreLogged(t *testing.T) {
	ft := &clock.FakeTime{}
	tb, err := New(Config{Rules: rules.Chinese, Width: 9, Time: &clock.Config{System: clock.Absolute, Main: time.Minute}}, ft)
	if err != nil {
		t.Fatal(err)
	}
	tb.Start()
	play(t, tb, "B E5")
	ok(t)(tb.PauseClock("a call to the table"))
	ok(t)(tb.ResumeClock(""))
	acts := tb.Log().Actions
	if len(acts) != 2 || acts[0].Kind != rules.ActClockPause || acts[0].Note != "a call to the table" || acts[1].Kind != rules.ActClockResume || acts[0].Ply != 1 {
		t.Fatalf("log %+v", acts)
	}
	n := tb.Record().Children[0]
	gr := n.GetAll("GR")
	c, _ := n.Get("C")
	if len(gr) != 2 || gr[0] != "clock-pause:::::::a call to the table" || c != "The referee stops the clock: a call to the table.\nThe referee restarts the clock." {
		t.Fatalf("GR %q C %q", gr, c)
	}
	data, _ := tb.Save()
	if back, err := Restore(data, ft); err != nil || len(back.Log().Actions) != 2 {
		t.Fatalf("restore: %v", err)
	}
}
