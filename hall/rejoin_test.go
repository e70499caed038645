package hall

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// Once a table's connection drops, nobody with the event secret can join as that table and
// replace its game: the join is refused until the director lets the table join again; then
// the new credentials work and the old ones are refused, which the old station hears.
func TestAJoinCannotTakeOverATableWithAGameInProgress(t *testing.T) {
	r := rigs(t)[0]
	event := "rejoin"
	d := startDirector(t, r, event, "")
	defer d.Close()
	old := join(t, r, event, "1")
	st := openStation(t, r, old)
	tt := newTestTable(t, st, "chinese", 9, 10*time.Minute, "5 min reserved (C88)", "A", "B")
	tt.do(tt.tb.Start())
	tt.play("B C3", "W G7")
	sameRecord(t, d, "1", tt)
	st.Kill()
	eventually(t, "table 1 offline", func() bool { v, _ := d.Seat("1"); return !v.Online })

	if _, err := Join(context.Background(), Broker{URL: r.url}, event, testSecret, "1", 10*time.Second); err == nil ||
		!strings.Contains(err.Error(), "game in progress") {
		t.Fatalf("a join of a table with a game in progress: %v, want refused", err)
	}
	if err := d.AllowJoin("1"); err != nil {
		t.Fatal(err)
	}
	fresh := join(t, r, event, "1")
	if fresh.Password == old.Password {
		t.Fatal("the same password again")
	}
	if _, err := Join(context.Background(), Broker{URL: r.url}, event, testSecret, "1", 10*time.Second); err == nil {
		t.Fatal("the director's leave served a second join too")
	}

	var failed atomic.Value
	stale, err := OpenStation(context.Background(), old, Broker{URL: r.url}, nil)
	if err != nil {
		t.Fatal(err)
	}
	stale.OnFailed(func(err error) {
		if err != nil {
			failed.Store(err.Error())
		}
	})
	defer stale.Kill()
	eventually(t, "the old credentials' refusal heard", func() bool { return failed.Load() != nil })

	st = openStation(t, r, fresh)
	defer st.Close()
	tt.st = st
	tt.play("B C7")
	sameRecord(t, d, "1", tt)
}
