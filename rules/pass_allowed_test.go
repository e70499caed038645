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
	g := ingGame(t, Ing13, open...)
	for _, c := range []board.Color{board.Black, board.White} {
		var pr *PassRefused
		if err := g.PassAllowed(c, nil); !errors.As(err, &pr) || pr.Reason != ReasonDameOpen || pr.Point != gtp(t, g.Board(), "C4") {
			t.Fatalf("%v: %v", c, err)
		}
	}
	if err := ingGame(t, Chinese, open...).PassAllowed(board.Black, nil); err != nil {
		t.Fatalf("C88 never refuses a pass: %v", err)
	}
	filled := ingGame(t, Ing13, ".XXO.", ".XXO.", ".XXO.", ".XOO.")
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
	g := ingGame(t, Ing13, "O.XO.", "O.XO.", "OOXO.", "XXOO.", ".XO..")
	for _, c := range []board.Color{board.Black, board.White} {
		if err := g.PassAllowed(c, nil); err != nil {
			t.Fatalf("%v in a seki: %v", c, err)
		}
	}
}

// A dead stone left on the board makes its surroundings look contested until it is marked.
func TestPassAllowedDeadStones(t *testing.T) {
	g := ingGame(t, Ing13, "OXXO.", ".XXO.", ".XXO.", ".XOO.")
	if err := g.PassAllowed(board.Black, nil); err == nil {
		t.Fatal("the white stone at A4 borders Black's area: not yet neutral")
	}
	if err := g.PassAllowed(board.Black, []board.Vertex{gtp(t, g.Board(), "A4")}); err != nil {
		t.Fatalf("A4 marked dead: %v", err)
	}
}

// The two Ing editions differ on passes. 1996 (seed 000): a pass with a 单官 open is allowed —
// it is a 漏着 the opponent answers by taking the point (L2958) — and 「除认输外四虚终局」
// (L2850). 13th edition (seed 004): 「实手尚可争点，除认输外，禁止虚手」 (art. 3) and
// 「双方各自清完已无歧见之死子，乃三虚手着手终了」 (L276): three passes end it.
func TestIngEditionsPasses(t *testing.T) {
	open := []string{".X.O.", ".XXO.", ".XXO.", ".XOO."}
	if err := ingGame(t, Ing, open...).PassAllowed(board.Black, nil); err != nil {
		t.Errorf("1996: the pass with C4 open is a 漏着, not refused: %v", err)
	}
	if err := ingGame(t, Ing13, open...).PassAllowed(board.Black, nil); err == nil {
		t.Error("13th edition: 可争禁虚 refuses the pass with C4 open")
	}
	filled := []string{".XXO.", ".XXO.", ".XXO.", ".XOO."}
	for _, c := range []struct {
		rs  Ruleset
		end int
	}{{Ing, 4}, {Ing13, 3}} {
		g := ingGame(t, c.rs, filled...)
		col := board.Black
		for i := 1; i <= c.end; i++ {
			if _, err := g.Play(col, board.Pass); err != nil {
				t.Fatalf("%s pass %d: %v", c.rs.Name, i, err)
			}
			col = col.Opponent()
			if ended := g.Ended() != nil; ended != (i == c.end) {
				t.Errorf("%s: after %d passes ended=%v, want the end at %d", c.rs.Name, i, ended, c.end)
			}
		}
	}
}
