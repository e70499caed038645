package ui

import (
	"testing"

	"goref/rules/table"
)

// A table of a hall restarted with an unfinished game: the empty game behind the recovery
// offer is not published as the table's game while the offer waits (the director took it for
// the table's next game); once the game is recovered, it is.
func TestTheHallDoesNotHearTheEmptyGameBehindTheRecoveryOffer(t *testing.T) {
	u, st := newTestUI(t)
	for _, v := range [][2]int{{3, 15}, {15, 3}, {3, 3}, {15, 15}} {
		tapAt(u, v[0], v[1])
	}
	u.Shutdown()
	u2 := restarted(t, u, st)
	var seen []*table.Table
	u2.SetTableObserver(func(tb *table.Table, _ table.Update) { seen = append(seen, tb) })
	u2.Start(nil)
	if u2.onReturn == nil {
		t.Fatal("the unfinished game was not offered for recovery")
	}
	u2.observe(table.Update{}) // the clock looks while the offer waits
	for _, tb := range seen {
		if n := tb.Game().NumMoves(); n != 4 {
			t.Fatalf("the station heard a game of %d moves while the recovery offer waited", n)
		}
	}
	u2.onReturn() // Return accepts
	if len(seen) == 0 || seen[len(seen)-1] != u2.Session().Table() || seen[len(seen)-1].Game().NumMoves() != 4 {
		t.Fatalf("the station did not hear the recovered game (%d heard)", len(seen))
	}
}
