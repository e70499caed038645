package clock

import (
	"testing"

	"goref/board"
)

// A clock side and the player it belongs to are one another's: Black's side is Black's, and
// any colour but White (the empty point) is Black's side.
func TestSideAndColour(t *testing.T) {
	if SideOf(board.Black) != Black || SideOf(board.White) != White || SideOf(board.Empty) != Black {
		t.Fatal("SideOf")
	}
	if Black.Color() != board.Black || White.Color() != board.White {
		t.Fatal("Color")
	}
}
