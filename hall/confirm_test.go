package hall

import (
	"reflect"
	"testing"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
)

// A confirmation holds only the result it confirmed: Black resigns, the director confirms W+R,
// the referee takes the resignation back, White resigns. The table's result is B+R; the
// director's card does not say it is confirmed, the round sheet does not count it settled, and
// confirming the old result again is refused.
func TestARevokedResultIsNoLongerConfirmed(t *testing.T) {
	r := rigs(t)[0]
	event := "revoke"
	d, _, tt := tableOne(t, r, event, "")
	tt.play("B C3", "W G7")
	tt.do(tt.tb.Resign(board.Black))
	sameRecord(t, d, "1", tt)
	if err := d.Confirm("1", "W+R"); err != nil {
		t.Fatal(err)
	}
	if v, _ := d.Seat("1"); v.Confirmed != "W+R" || len(d.Settled()) != 1 || d.Settled()[0] != (SettledGame{Seat: "1", Table: "1"}) {
		t.Fatalf("confirmed %q, settled %v; want W+R and table 1", v.Confirmed, d.Settled())
	}

	tt.do(tt.tb.Revoke("Black did not resign"))
	tt.do(tt.tb.Resign(board.White))
	if re := tt.tb.Result().RE(); re != "B+R" {
		t.Fatalf("the table's result is %s, want B+R", re)
	}
	sameRecord(t, d, "1", tt)
	if v, _ := d.Seat("1"); v.Confirmed != "" {
		t.Errorf("the card says %q confirmed; the table's result is B+R, not confirmed", v.Confirmed)
	}
	if s := d.Settled(); len(s) != 0 {
		t.Errorf("settled: %v, want none", s)
	}
	if err := d.Confirm("1", "W+R"); err == nil {
		t.Error("the director confirmed W+R, which the table no longer holds")
	}
	if err := d.Confirm("1", "B+R"); err != nil {
		t.Fatal(err)
	}
	if v, _ := d.Seat("1"); v.Confirmed != "B+R" {
		t.Errorf("confirmed %q, want B+R", v.Confirmed)
	}
}

// A settled game carries the round and table it was set up with (the tournament's table 5 of
// round 2, played at the hall's table 1): the round sheet of another round does not take it.
func TestASettledGameNamesItsRoundAndTable(t *testing.T) {
	r := rigs(t)[0]
	event := "settled"
	d := startDirector(t, r, event, "")
	defer d.Close()
	st := openStation(t, r, join(t, r, event, "1"))
	defer st.Close()
	rs, err := rules.Preset("japanese")
	if err != nil {
		t.Fatal(err)
	}
	ft := &clock.FakeTime{}
	tb, err := table.New(table.Config{Rules: rs, Width: 9, Black: "A", White: "B", Info: table.Info{Round: "2", Table: "5"}}, ft)
	if err != nil {
		t.Fatal(err)
	}
	tt := &testTable{t: t, tb: tb, ft: ft, st: st}
	tt.do(tb.Start())
	tt.do(tb.Resign(board.White))
	tt.do(tb.Sign())
	sameRecord(t, d, "1", tt)
	want := []SettledGame{{Seat: "1", Round: "2", Table: "5"}}
	if got := d.Settled(); !reflect.DeepEqual(got, want) {
		t.Errorf("settled %+v, want %+v", got, want)
	}
}
