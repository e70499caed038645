package hall

import (
	"strings"
	"testing"
	"time"

	"goref/board"
	"goref/rules"
)

// A round, as a person would run it: two tables join with the event secret and play; one
// calls the referee, the director acknowledges; one game ends by the count, the other when a
// flag falls; the director confirms both results. The director's record of each game is the
// table's own, byte for byte, on both brokers.
func TestARoundEndToEnd(t *testing.T) {
	for _, r := range rigs(t) {
		t.Run(r.name, func(t *testing.T) {
			event := "round-" + r.name
			d := startDirector(t, r, event, t.TempDir())
			defer d.Close()
			c1, c2 := join(t, r, event, "1"), join(t, r, event, "2")
			if c1.User == c2.User || c1.Password == c2.Password || string(c1.Key) == string(c2.Key) {
				t.Fatal("two tables got the same credentials")
			}
			s1, s2 := openStation(t, r, c1), openStation(t, r, c2)
			defer s1.Close()
			defer s2.Close()
			t1 := newTestTable(t, s1, "chinese", 9, 10*time.Minute, "5 min reserved (C88)", "Ke Jie", "Shin Jinseo")
			t2 := newTestTable(t, s2, "japanese", 9, 20*time.Second, "1x10 byo-yomi", "Iyama", "Ichiriki")
			t1.do(t1.tb.Start())
			t2.do(t2.tb.Start())
			t1.play("B C3", "W G7", "B C7", "W G3")
			t2.play("B E5", "W E3")

			// White at table 1 calls the referee: the card shows it until the director answers.
			t1.do(t1.tb.CallReferee(board.White, "clock"))
			eventually(t, "the call on the director's card", func() bool {
				v, _ := d.Seat("1")
				return v.Public != nil && v.Public.Call != nil && !v.CallAcked
			})
			if err := d.AckCall("1"); err != nil {
				t.Fatal(err)
			}
			eventually(t, "the acknowledgement at the table", func() bool {
				c := t1.tb.PendingCall()
				return c != nil && s1.Note().CallAcked && s1.Note().CallAck == c.At
			})
			t1.do(t1.tb.Referee(rules.Action{Kind: rules.ActWarning, Player: board.Black, Note: "pressed the clock late"}))

			// Table 1 plays to the end and counts; table 2's Black lets his flag fall.
			t1.play("B pass", "W pass")
			t1.do(t1.tb.Accept(board.Black))
			t1.do(t1.tb.Accept(board.White))
			t2.tick(45 * time.Second)
			if !t1.tb.Ended() || !t2.tb.Ended() {
				t.Fatalf("the games did not end: %v / %v", t1.tb.Result(), t2.tb.Result())
			}
			if re := t2.tb.Result().RE(); re != "W+T" {
				t.Fatalf("table 2: %s, want W+T (Black's flag fell)", re)
			}
			sameRecord(t, d, "1", t1)
			sameRecord(t, d, "2", t2)
			if err := d.Confirm("1", t1.tb.Result().RE()); err != nil {
				t.Fatal(err)
			}
			if err := d.Confirm("2", "W+T"); err != nil {
				t.Fatal(err)
			}
			eventually(t, "the confirmations at the tables", func() bool {
				return s1.Note().Confirmed == t1.tb.Result().RE() && s2.Note().Confirmed == "W+T"
			})
			for _, v := range d.Seats() {
				if !v.Online || v.Confirmed == "" {
					t.Errorf("table %s: online %v, confirmed %q", v.Table, v.Online, v.Confirmed)
				}
			}
			if lines, n := d.Log(); n > 0 {
				for _, l := range lines {
					if !strings.Contains(l, "again") { // a resend crossing a message in flight
						t.Errorf("the director refused a good message: %s", l)
					}
				}
			}
			s2.Kill()
			eventually(t, "table 2 offline after its last will", func() bool {
				v, _ := d.Seat("2")
				return !v.Online
			})
		})
	}
}
