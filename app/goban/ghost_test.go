package goban

import (
	"testing"

	"goref/board"
)

// TestGhostOnlyWhereAMoveIsTaken: the translucent stone under the pointer is drawn on an empty
// point only, never on a point the view says the player may not play — illegal (marked) or
// unplayable (no mark: Ing's cleared dead stones) — and not at all when nobody is to move.
func TestGhostOnlyWhereAMoveIsTaken(t *testing.T) {
	v := EmptyView(9, 9)
	v.ToMove = board.Black
	v.Stones[0] = board.White
	v.Illegal = []board.Vertex{{X: 1, Y: 1}}
	v.Unplayable = []board.Vertex{{X: 2, Y: 7}}
	for _, c := range []struct {
		at   board.Vertex
		want bool
	}{
		{board.Vertex{X: 4, Y: 4}, true},
		{board.Vertex{X: 0, Y: 0}, false}, // a stone
		{board.Vertex{X: 1, Y: 1}, false}, // illegal
		{board.Vertex{X: 2, Y: 7}, false}, // cleared: empty on screen, refused by the table
		{board.Pass, false},
	} {
		if got := v.ghostAt(c.at); got != c.want {
			t.Errorf("ghost at %v: %v, want %v", c.at, got, c.want)
		}
	}
	v.ToMove = board.Empty
	if v.ghostAt(board.Vertex{X: 4, Y: 4}) {
		t.Error("a ghost with nobody to move")
	}
}
