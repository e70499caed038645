package hall

import (
	"testing"
	"time"

	"goref/hall/halltest"
	"goref/rules/table"
)

// Nothing is lost: a table whose network is cut keeps playing and sends what the director
// missed when it comes back; a table that crashed sends its game again from its autosave; a
// director restarted goes on from its store and what the tables send; a broker killed and
// started again loses no move. After each, the director's record of every game is the table's
// own, byte for byte. On both brokers.
func TestNothingLostInFaults(t *testing.T) {
	for _, r := range rigs(t) {
		t.Run(r.name, func(t *testing.T) {
			event := "faults-" + r.name
			dir := t.TempDir()
			d := startDirector(t, r, event, dir)
			c1, c2 := join(t, r, event, "1"), join(t, r, event, "2")
			cut, proxy := behindProxy(t, r)
			s1 := openStation(t, cut, c1)
			s2 := openStation(t, r, c2)
			t1 := newTestTable(t, s1, "chinese", 19, 30*time.Minute, "3 min reserved (C88)", "A", "B")
			t2 := newTestTable(t, s2, "ing", 19, 30*time.Minute, "3x300 penalty (Ing)", "C", "D")
			t1.do(t1.tb.Start())
			t2.do(t2.tb.Start())
			t1.play("B Q16", "W D4", "B Q4")
			t2.play("B D16", "W Q4")
			sameRecord(t, d, "1", t1)

			// The network of table 1 is cut: it plays on.
			proxy.Cut()
			t1.play("W D16", "B R10", "W C10")
			t1.tick(5 * time.Second)
			proxy.Mend()
			sameRecord(t, d, "1", t1)

			// Table 2 crashes, plays on from its autosave, and comes back.
			s2.Kill()
			t2.st = nil
			t2.play("B Q16", "W C10")
			s2 = openStation(t, r, c2)
			t2.st = s2
			t2.play("B R10")
			sameRecord(t, d, "2", t2)

			// Table 2 sends two moves and crashes before its autosave kept them: it restarts from
			// the save, behind the director's copy, and the director takes the table's game.
			saved, err := t2.tb.Save()
			if err != nil {
				t.Fatal(err)
			}
			t2.play("W Q10", "B D10")
			sameRecord(t, d, "2", t2)
			s2.Kill()
			if t2.tb, err = table.Restore(saved, t2.ft); err != nil {
				t.Fatal(err)
			}
			s2 = openStation(t, r, c2)
			t2.st = s2
			t2.play("W O3")
			sameRecord(t, d, "2", t2)

			// The director stops; the tables play on; a new director goes on from its store.
			d.Close()
			t1.play("B K10", "W K4")
			t2.play("W K10")
			d = startDirector(t, r, event, dir)
			sameRecord(t, d, "1", t1)
			sameRecord(t, d, "2", t2)

			// The broker is killed and started again.
			r.restart(t)
			t1.play("B K16")
			t2.play("B K4", "W K16")
			sameRecord(t, d, "1", t1)
			sameRecord(t, d, "2", t2)
			d.Close()
			s1.Close()
			s2.Close()
		})
	}
}

// A move published into a network that went silent (no reset: the cable pulled down the line)
// waits for the broker's acknowledgement; when the connection then drops, that wait ends with
// it, and the table sends the rest as soon as the network is back — not once the wait timed
// out. (It held the table's sender for its whole 10 s: under a heavy machine load, longer than
// the fault test waited for the rest.) The wait is made an hour here, so only the connection's
// drop can end it.
func TestADroppedConnectionEndsTheWaitForAnAcknowledgement(t *testing.T) {
	waitForAcknowledgements(t, time.Hour)
	for _, r := range rigs(t) {
		t.Run(r.name, func(t *testing.T) {
			d, _, tt, proxy := tableBehindProxy(t, r, "silent-"+r.name)

			proxy.Freeze()
			tt.play("B Q4")
			eventually(t, "the move sent into the silent network", func() bool { return proxy.Held() > 0 })
			proxy.Cut()
			tt.play("W D16")
			proxy.Mend()
			tt.play("B R10")
			sameRecord(t, d, "1", tt)
		})
	}
}

// A move whose publish failed on a connection that stayed up (the broker's acknowledgement
// never came, the connection was not dropped) is sent again by itself, without waiting for the
// table's next move: a move made before a long think sat unsent for minutes, and the director
// showed the table behind. The wait for an acknowledgement is made a second here, as a broker
// that times a publish out would make it; the network is frozen only as long as it takes to
// swallow the move, so the connection lives on.
func TestAFailedPublishIsSentAgainWithoutAnotherMove(t *testing.T) {
	waitForAcknowledgements(t, time.Second)
	for _, r := range rigs(t) {
		t.Run(r.name, func(t *testing.T) {
			d, st, tt, proxy := tableBehindProxy(t, r, "retry-"+r.name)
			_, refused := d.Log()

			proxy.Freeze()
			tt.play("B Q4")
			eventually(t, "the move sent into the frozen network", func() bool { return proxy.Held() > 0 })
			proxy.Mend()
			sameRecord(t, d, "1", tt)
			if n := st.connections.Load(); n != 1 {
				t.Fatalf("the table connected %d times: the move came with a new connection, not sent again on the one that stayed up", n)
			}
			if lines, n := d.Log(); n != refused {
				t.Fatalf("the director refused %d messages sent again: %q", n-refused, lines)
			}
		})
	}
}

// tableBehindProxy is the set-up of the tests of a network that goes silent: a director of event
// on r, table 1 reaching the broker through a proxy, and its 19×19 game started with two moves
// the director holds. The director and the station close when the test ends.
func tableBehindProxy(t *testing.T, r rig, event string) (*Director, *Station, *testTable, *halltest.Proxy) {
	t.Helper()
	d := startDirector(t, r, event, "")
	t.Cleanup(d.Close)
	c := join(t, r, event, "1")
	cut, proxy := behindProxy(t, r)
	st := openStation(t, cut, c)
	t.Cleanup(st.Close)
	tt := newTestTable(t, st, "chinese", 19, 30*time.Minute, "3 min reserved (C88)", "A", "B")
	tt.do(tt.tb.Start())
	tt.play("B Q16", "W D4")
	sameRecord(t, d, "1", tt)
	return d, st, tt, proxy
}

// waitForAcknowledgements makes the wait for the broker's acknowledgement d for one test.
func waitForAcknowledgements(t *testing.T, d time.Duration) {
	old := publishWait
	publishWait = d
	t.Cleanup(func() { publishWait = old })
}

// A move the broker took whose acknowledgement the dropped connection lost is sent again when
// the table reconnects, and so reaches the director twice: the second copy, the same input
// under the same number, is a duplicate the director passes over quietly (it was refused and
// logged as a replay); a different input under a number already used is still refused.
func TestAResendAfterADropIsADuplicateNotAReplay(t *testing.T) {
	waitForAcknowledgements(t, time.Hour)
	for _, r := range rigs(t) {
		t.Run(r.name, func(t *testing.T) {
			d, st, tt, proxy := tableBehindProxy(t, r, "twice-"+r.name)
			_, refused := d.Log()

			proxy.Deafen()
			tt.play("B Q4")
			sameRecord(t, d, "1", tt) // the broker took it: the director has it
			proxy.Cut()
			proxy.Mend()
			eventually(t, "the table connected again", func() bool { return st.connections.Load() == 2 })
			tt.play("W D16")
			sameRecord(t, d, "1", tt)
			if lines, n := d.Log(); n != refused {
				t.Fatalf("the director refused %d messages, the resent move among them: %q", n-refused, lines)
			}
		})
	}
}
