package table

import (
	"testing"

	"goref/board"
	"goref/rules"
)

// TestCountNowEndsAHaltWithoutAcceptances: the referee's count at a halt ends the game with
// the marks as they stand; before the halt it is refused.
func TestCountNowEndsAHaltWithoutAcceptances(t *testing.T) {
	tb, err := New(Config{Rules: rules.Chinese, Width: 9}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Start(); err != nil {
		t.Fatal(err)
	}
	for y := 0; y < 9; y++ { // Black's wall on E, White's on F: Black 45, White 36
		tb.Play(board.Black, bv(4, y))
		tb.Play(board.White, bv(5, y))
	}
	if _, err := tb.CountNow(); !IsRefused(err) {
		t.Fatalf("a count during play: %v", err)
	}
	tb.Pass(board.Black)
	tb.Pass(board.White)
	u, err := tb.CountNow()
	if err != nil || !u.Ended {
		t.Fatalf("count now: %v, ended %v", err, u.Ended)
	}
	// 45 − 40.5 − 2.75 (C88 komi in 子) = 1.75
	if re := tb.Result().RE(); re != "B+1.75" || tb.Breakdown() == nil {
		t.Fatalf("RE %q", re)
	}
}

func bv(x, y int) board.Vertex { return board.Vertex{X: x, Y: y} }

// TestCountNowIsLogged: the referee's count is a referee action: the one log keeps it, the
// record has its GR and explanation on the last node.
func TestCountNowIsLogged(t *testing.T) {
	tb, _ := New(Config{Rules: rules.Chinese, Width: 9}, nil)
	tb.Start()
	tb.Play(board.Black, bv(4, 4))
	tb.Pass(board.White)
	tb.Pass(board.Black)
	if _, err := tb.CountNow(); err != nil {
		t.Fatal(err)
	}
	acts := tb.Log().Actions
	if len(acts) != 1 || acts[0].Kind != rules.ActCount || acts[0].Ply != 3 {
		t.Fatalf("log %+v", acts)
	}
	last := tb.Record().Children[0].Children[0].Children[0]
	if gr, _ := last.Get("GR"); gr != "count:::::::" {
		t.Fatalf("GR %q", gr)
	}
	if c, _ := last.Get("C"); c != "The referee counts the position with the dead stones as marked." {
		t.Fatalf("C %q", c)
	}
}
