package hall

import (
	"testing"
	"time"
)

// Two tables set up alike, starting on clocks that read alike (the tests' fake clock; two
// laptops started by a script), play two different games: each game's id is its table's own.
// The ids were a digest of the setup and the first input alone, so both games had one id.
func TestTwoTablesSetUpAlikeHaveGamesOfTheirOwn(t *testing.T) {
	r := rigs(t)[0]
	event := "alike"
	d := startDirector(t, r, event, "")
	t.Cleanup(d.Close)
	tables := map[string]*testTable{}
	for _, name := range []string{"1", "2"} {
		st := openStation(t, r, join(t, r, event, name))
		t.Cleanup(st.Close)
		tt := newTestTable(t, st, "chinese", 9, 10*time.Minute, "5 min reserved (C88)", "A", "B")
		tt.do(tt.tb.Start())
		tt.play("B E5")
		tables[name] = tt
	}
	for name, tt := range tables {
		sameRecord(t, d, name, tt)
	}
	v1, _ := d.Seat("1")
	v2, _ := d.Seat("2")
	if v1.Game == "" || v1.Game == v2.Game {
		t.Fatalf("the games of tables 1 and 2 have the ids %q and %q: want two ids", v1.Game, v2.Game)
	}
}
