package session

import (
	"testing"

	"goref/board"
	"goref/board/sgf"
	"goref/rules/clock"
	"goref/rules/table"
)

// TestAMoveAtTheEndOfAFinishedGameMakesAVariation: in review of a finished record, a click at
// its last move makes a variation (a copy of the last move, then the click) beside the game's
// last node; the game at the table, its result and the main line stay as they were, so the
// record reopens as the same game. The same click again follows that variation; a refused one
// leaves nothing behind.
func TestAMoveAtTheEndOfAFinishedGameMakesAVariation(t *testing.T) {
	const record = "(;GM[1]FF[4]SZ[9]RU[chinese]KM[7.5]RE[W+R];B[ee];W[cc];B[gg]C[Black's last move])"
	c, err := sgf.Read([]byte(record))
	if err != nil {
		t.Fatal(err)
	}
	s, err := Load(c, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	last := s.Node()
	e3 := board.Vertex{X: 4, Y: 6}
	u, err := s.Play(e3)
	if err != nil {
		t.Fatalf("a move at the end of the finished game: %v", err)
	}
	if u.Move == nil || s.AtTable() || s.Board().At(e3) != board.White {
		t.Fatalf("no variation: move %v, at table %v\n%s", u.Move, s.AtTable(), s.Board())
	}
	branch := s.Node().Parent
	if branch == last || branch.Parent != last.Parent || !samePosition(branch, last) || branch.Has("C") {
		t.Fatal("the variation does not branch at the last move with a copy of it")
	}
	if n := len(s.Table().Game().Moves()); n != 3 || s.Result() != "W+R" || len(last.Children) != 0 {
		t.Fatalf("the game changed: %d moves, RE %q, %d nodes after the last", n, s.Result(), len(last.Children))
	}

	s.Last()
	nodes := s.Root().Count()
	if _, err := s.Play(e3); err != nil || s.Node().Parent != branch || s.Root().Count() != nodes {
		t.Fatalf("the same click again: %v; followed the variation %v, %d nodes (was %d)", err, s.Node().Parent == branch, s.Root().Count(), nodes)
	}
	s.Last()
	if _, err := s.Play(board.Vertex{X: 2, Y: 2}); err == nil { // C7, White's stone
		t.Fatal("a move on a stone was played")
	}
	if !s.AtTable() || s.Root().Count() != nodes {
		t.Fatalf("a refused click left the cursor away (%v) or nodes behind (%d, was %d)", !s.AtTable(), s.Root().Count(), nodes)
	}

	data, err := sgf.Write(s.Collection())
	if err != nil {
		t.Fatal(err)
	}
	c2, err := sgf.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Load(c2, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	if n := len(back.Table().Game().Moves()); n != 3 || back.Result() != "W+R" || !back.Table().Ended() {
		t.Fatalf("reopened: %d moves, RE %q\n%s", n, back.Result(), data)
	}
}

// TestAMoveAfterTheEndAtTheTableIsRefused: a game that ends at the table (a resignation, a
// flag) refuses a click at its end — a stone after the flag is no review; stepped back, a
// click still makes a variation.
func TestAMoveAfterTheEndAtTheTableIsRefused(t *testing.T) {
	s, err := New(Info{Rules: DefaultInfo().Rules, Width: 9, Height: 9}, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []board.Vertex{{X: 4, Y: 4}, {X: 2, Y: 2}} {
		if _, err := s.Play(v); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Do(func(t *table.Table) (table.Update, error) { return t.Resign(board.Black) }); err != nil {
		t.Fatal(err)
	}
	nodes := s.Root().Count()
	if _, err := s.Play(board.Vertex{X: 6, Y: 6}); !table.IsRefused(err) || s.Root().Count() != nodes {
		t.Fatalf("a click after the resignation: %v, %d nodes (was %d)", err, s.Root().Count(), nodes)
	}
	s.Back()
	if _, err := s.Play(board.Vertex{X: 6, Y: 6}); err != nil || s.AtTable() {
		t.Fatalf("stepped back: %v", err)
	}
}
