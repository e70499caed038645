package rules

import (
	"errors"
	"testing"

	"goref/board"
)

func ingGame(t *testing.T, rs Ruleset, rows ...string) *Game {
	t.Helper()
	b, err := board.FromRows(rows...)
	if err != nil {
		t.Fatal(err)
	}
	return NewGame(rs, b)
}

// A dame both sides can still take (C4) refuses the pass under Ing; filled, the pass is free;
// other rule sets never refuse.
func TestPassAllowedContestedDame(t *testing.T) {
	open := []string{".X.O.", ".XXO.", ".XXO.", ".XOO."}
	g := ingGame(t, Ing, open...)
	for _, c := range []board.Color{board.Black, board.White} {
		var pr *PassRefused
		if err := g.PassAllowed(c, nil); !errors.As(err, &pr) || pr.Reason != ReasonDameOpen || pr.Point != gtp(t, g.Board(), "C4") {
			t.Fatalf("%v: %v", c, err)
		}
	}
	if err := ingGame(t, Chinese, open...).PassAllowed(board.Black, nil); err != nil {
		t.Fatalf("C88 never refuses a pass: %v", err)
	}
	filled := ingGame(t, Ing, ".XXO.", ".XXO.", ".XXO.", ".XOO.")
	if err := filled.PassAllowed(board.Black, nil); err != nil {
		t.Fatalf("no dame left: %v", err)
	}
}

// The two shared liberties of a seki (公空) are neutral: filling either puts one's own group in
// atari, so both players may pass.
//
//	5 O . X O .
//	4 O . X O .
//	3 O O X O .
//	2 X X O O .
//	1 . X O . .
func TestPassAllowedSekiIsNeutral(t *testing.T) {
	g := ingGame(t, Ing, "O.XO.", "O.XO.", "OOXO.", "XXOO.", ".XO..")
	for _, c := range []board.Color{board.Black, board.White} {
		if err := g.PassAllowed(c, nil); err != nil {
			t.Fatalf("%v in a seki: %v", c, err)
		}
	}
}

// A dead stone left on the board makes its surroundings look contested until it is marked.
func TestPassAllowedDeadStones(t *testing.T) {
	g := ingGame(t, Ing, "OXXO.", ".XXO.", ".XXO.", ".XOO.")
	if err := g.PassAllowed(board.Black, nil); err == nil {
		t.Fatal("the white stone at A4 borders Black's area: not yet neutral")
	}
	if err := g.PassAllowed(board.Black, []board.Vertex{gtp(t, g.Board(), "A4")}); err != nil {
		t.Fatalf("A4 marked dead: %v", err)
	}
}
