package hall

import (
	"testing"
	"time"

	"goref/board"
)

// A table plays several games in an evening (or the referee has a game replayed): the director
// keeps every one of them, not only the latest — the finished game with its result and its
// confirmation beside the live one — and a restarted director has them all from its store.
func TestTheDirectorKeepsEveryGameOfATable(t *testing.T) {
	r := rigs(t)[0]
	event := "evening"
	dir := t.TempDir()
	d, st, first := tableOne(t, r, event, dir)
	first.play("B C3", "W G7")
	first.do(first.tb.Resign(board.Black))
	sameRecord(t, d, "1", first)
	if err := d.Confirm("1", "W+R"); err != nil {
		t.Fatal(err)
	}

	second := newTestTable(t, st, "chinese", 9, 10*time.Minute, "5 min reserved (C88)", "B", "A")
	second.ft.Advance(time.Minute)
	second.do(second.tb.Start())
	second.play("B E5")
	sameRecord(t, d, "1", second)

	check := func(d *Director, when string) {
		t.Helper()
		games := d.Games("1")
		if len(games) != 2 {
			t.Fatalf("%s: the director lists %d games of table 1, want 2 (the finished one and the live one): %+v", when, len(games), games)
		}
		g1, g2 := games[0], games[1]
		if g1.Live || g1.Black != "A" || g1.White != "B" || g1.Result != "W+R" || g1.Confirmed != "W+R" {
			t.Errorf("%s: the first game listed is %+v, want A–B, W+R confirmed, finished", when, g1)
		}
		if !g2.Live || g2.Black != "B" || g2.White != "A" || g2.Result != "" || g2.Plies != 1 {
			t.Errorf("%s: the second game listed is %+v, want B–A live at move 1", when, g2)
		}
		for _, c := range []struct {
			game string
			tt   *testTable
		}{{g1.Game, first}, {g2.Game, second}} {
			got, err := d.GameRecord("1", c.game)
			if err != nil || string(got) != string(c.tt.record()) {
				t.Errorf("%s: game %s's record: %v\n%s\nwant\n%s", when, c.game, err, got, c.tt.record())
			}
		}
		if s := d.Settled(); len(s) != 1 || s[0].Seat != "1" {
			t.Errorf("%s: settled %+v, want the first game (W+R confirmed)", when, s)
		}
	}
	check(d, "while the second game is played")
	d.Close()
	d = startDirector(t, r, event, dir)
	t.Cleanup(d.Close)
	check(d, "after the director's restart")
}
