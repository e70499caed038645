package rules

import (
	"testing"

	"goref/board"
)

// Art. 7-1: a captured group lives only by regenerating stones that cannot be captured. White
// B2 takes the two black stones; Black plays B3 again, on one of their points, but the new
// stone has the single liberty C3 and White takes it there: the group is dead even though a
// black stone stands on its points when the confirmation ends.
//
//	4 O O O O .
//	3 O X X O .
//	2 O . O O .
//	1 O O O . .
//	  A B C D E
func TestConfirmationRegeneratedButCapturable(t *testing.T) {
	g := haltedJ89(t, "OOOO.", "OXXO.", "O.OO.", "OOO..")
	c, err := g.StartConfirmation(board.White)
	if err != nil {
		t.Fatal(err)
	}
	mustConfirm(t, c, board.White, "B2")
	mustConfirm(t, c, board.Black, "B3")
	group := []board.Vertex{gtp(t, c.Board(), "C3")}
	if c.Board().At(gtp(t, c.Board(), "B3")) != board.Black {
		t.Fatal("Black should stand on B3")
	}
	if !c.Dead(group) {
		t.Fatal("the regenerated stone can be captured at C3: dead")
	}
	if c.Plies() != 2 || c.ToMove() != board.White {
		t.Fatal("judging the outcome must leave the confirmation as it was")
	}
	// White does capture it; the verdict stays.
	mustConfirm(t, c, board.White, "C3")
	if !c.Dead(group) {
		t.Fatal("gone: dead")
	}
}
