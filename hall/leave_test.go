package hall

import (
	"context"
	"testing"
	"time"

	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
)

// A table that quits asks the director to acknowledge everything it sent and waits for it, a
// bounded time: with the director there, the acknowledgement comes and the director's record
// is the table's at that moment; with the network cut, Leave gives up when its time is over
// (the app then says the game is sent at the next start), and the next run of the station
// sends what the director lacks.
func TestLeavingWaitsForTheDirectorsAcknowledgement(t *testing.T) {
	r := rigs(t)[0]
	event := "leave"
	d := startDirector(t, r, event, "")
	defer d.Close()
	creds := join(t, r, event, "1")
	cut, proxy := behindProxy(t, r)
	st := openStation(t, cut, creds)
	tt := newTestTable(t, st, "chinese", 19, 30*time.Minute, "3 min reserved (C88)", "A", "B")
	tt.do(tt.tb.Start())
	tt.play("B Q16", "W D4", "B Q4", "W D16")
	ctx, c := context.WithTimeout(context.Background(), 10*time.Second)
	defer c()
	if !st.Leave(ctx) {
		t.Fatal("the director did not acknowledge the table's game in 10 s")
	}
	if got, _ := d.Record("1"); string(got) != string(tt.record()) {
		t.Fatalf("acknowledged, but the director's record is\n%s\nnot the table's\n%s", got, tt.record())
	}

	tt.play("B R10", "W C10")
	sameRecord(t, d, "1", tt)
	proxy.Cut()
	tt.play("B K10")
	ctx, c = context.WithTimeout(context.Background(), time.Second)
	defer c()
	start := time.Now()
	if st.Leave(ctx) {
		t.Fatal("Leave says the director acknowledged a move sent with the network cut")
	}
	if took := time.Since(start); took > 3*time.Second {
		t.Errorf("Leave took %v with a bound of 1 s", took)
	}
	st.Kill()

	proxy.Mend()
	st = openStation(t, cut, creds) // goref's next start: the station sends the game again
	defer st.Close()
	tt.st = st
	st.Observe(tt.tb, table.Update{})
	sameRecord(t, d, "1", tt)
}

// On the app's clock, which runs on between two readings, a table leaving right after its
// game's state went out (a game recovered from the autosave, or begun and moved in before the
// station saw it) is acknowledged too: the state's instant was read again a moment after the
// state was saved, so the director, whose copy stood at the state's own instant, took the
// table to be further on, asked for the rest again and again, and never acknowledged.
func TestAGameOnARunningClockIsAcknowledgedAtLeaving(t *testing.T) {
	r := rigs(t)[0]
	event := "running"
	d := startDirector(t, r, event, "")
	defer d.Close()
	st := openStation(t, r, join(t, r, event, "1"))
	defer st.Close()
	rs, err := rules.Preset("chinese")
	if err != nil {
		t.Fatal(err)
	}
	tc, _ := clock.ParseOT(10*time.Minute, "5 min reserved (C88)")
	tb, err := table.New(table.Config{Rules: rs, Width: 9, Time: &tc, Black: "A", White: "B"}, clock.NewMonotonic())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Start(); err != nil {
		t.Fatal(err)
	}
	st.Observe(tb, table.Update{}) // the station sees the game once it is under way, as after a recovery
	ctx, c := context.WithTimeout(context.Background(), 10*time.Second)
	defer c()
	if !st.Leave(ctx) {
		lines, _ := d.Log()
		t.Fatalf("no acknowledgement in 10 s; the director's note %+v, its log %q", st.Note(), lines)
	}
}
