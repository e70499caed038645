package rules_test

import (
	"testing"

	"goref/board"
	"goref/rules"
	"goref/rules/count"
)

// Ing 漏着 (art. 10): Black passes with the last dame (C4) open and White takes it. Black loses
// the 2 points of the move not made, by the stone on the board alone: the log records the
// oversight but adds no penalty. Had nobody noticed, C4 is a 公空 worth nothing to either.
func TestIngOversightInTheCount(t *testing.T) {
	rows := []string{".X.O.", ".XXO.", ".XXO.", ".XOO."}
	net := func(moves func(g *rules.Game)) (float64, *rules.Game) {
		b, _ := board.FromRows(rows...)
		g := rules.NewGame(rules.Ing13, b)
		moves(g)
		in := count.Input{Rules: g.Rules, Komi: 0}
		in.PenaltyPoints = count.Pair{Black: g.Log.PenaltyPoints(board.Black), White: g.Log.PenaltyPoints(board.White)}
		bd, err := count.Score(b, in)
		if err != nil {
			t.Fatal(err)
		}
		return bd.Net, g
	}
	c4 := board.Vertex{X: 2, Y: 0}
	filled, _ := net(func(g *rules.Game) { g.Play(board.Black, c4) })
	missed, g := net(func(g *rules.Game) {
		if err := g.PassAllowed(board.Black, nil); err == nil {
			t.Fatal("the 13th edition refuses this pass")
		}
		g.Play(board.Black, board.Pass)
		g.Referee(rules.Action{Kind: rules.ActOversight, Player: board.Black, Point: &c4})
		g.Play(board.White, c4)
	})
	unnoticed, _ := net(func(g *rules.Game) {})
	if filled-missed != 2 {
		t.Fatalf("filled %v, missed %v: the oversight should cost exactly 2 points", filled, missed)
	}
	if filled-unnoticed != 1 || unnoticed-missed != 1 {
		t.Fatalf("unnoticed %v: the dame is shared", unnoticed)
	}
	if g.Log.PenaltyPoints(board.Black) != 0 || g.Log.Actions[0].Points != 2 {
		t.Fatalf("log %+v", g.Log.Actions)
	}
}

// The referee's point penalties reach the count in each rule set's unit.
func TestPenaltyPointsInTheCount(t *testing.T) {
	rows := []string{".X.O.", ".XXO.", ".XXO.", ".XOO."}
	score := func(rs rules.Ruleset, p count.Pair) (*count.Breakdown, error) {
		b, _ := board.FromRows(rows...)
		return count.Score(b, count.Input{Rules: rs, Komi: 0, PenaltyPoints: p})
	}
	for _, c := range []struct {
		rs   rules.Ruleset
		p    count.Pair
		diff float64
	}{
		{rules.Chinese, count.Pair{Black: 2}, -1}, // 2 points = 1 子
		{rules.Japanese, count.Pair{White: 3}, 3},
		{rules.Ing, count.Pair{White: 4}, 4},
		{rules.AGA, count.Pair{Black: 1, White: 2}, 1},
	} {
		base, err := score(c.rs, count.Pair{})
		if err != nil {
			t.Fatal(err)
		}
		got, err := score(c.rs, c.p)
		if err != nil {
			t.Fatal(c.rs.Name, err)
		}
		if got.Net-base.Net != c.diff {
			t.Errorf("%s %+v: net %v → %v, want a change of %v", c.rs.Name, c.p, base.Net, got.Net, c.diff)
		}
	}
	if _, err := score(rules.Ing, count.Pair{Black: 3}); err == nil {
		t.Fatal("Ing penalty points come in twos")
	}
}
