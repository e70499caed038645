package rules

import (
	"reflect"
	"slices"
	"testing"
	"unsafe"

	"goref/board"
)

// The game keeps its plies compactly and gives them back whole: the stones a suicide took
// off, a capture, the end of the game, by hand on a 5×5 board under Tromp-Taylor (suicide
// legal, two passes end the game); a take-back drops what the ply had besides.
func TestMovesKeptCompactly(t *testing.T) {
	b, _ := board.FromRows(
		"XX...",
		"O.X..",
		"XX...",
		".....",
		"...XO")
	g := NewGame(TrompTaylor, b)
	var played []Move
	play := func(c board.Color, s string) {
		t.Helper()
		v := board.Pass
		if s != "pass" {
			v = gtp(t, b, s)
		}
		m, err := g.Play(c, v)
		if err != nil {
			t.Fatalf("%s %s: %v", c, s, err)
		}
		played = append(played, m)
	}
	play(board.White, "B4") // A4 and B4 have no liberty: White's own two stones go
	play(board.Black, "E2") // takes E1
	play(board.White, "pass")
	play(board.Black, "pass") // the second pass ends the game

	if got := g.Moves(); !reflect.DeepEqual(got, played) {
		t.Fatalf("Moves gives back\n%+v\nPlay returned\n%+v", got, played)
	}
	own := slices.Clone(g.Move(0).OwnRemoved)
	slices.SortFunc(own, func(a, b board.Vertex) int { return a.X - b.X })
	if want := []board.Vertex{{X: 0, Y: 1}, {X: 1, Y: 1}}; !slices.Equal(own, want) || g.Move(0).Captures != 0 {
		t.Errorf("suicide at B4: own stones removed %v, captures %d; want A4 and B4, none", own, g.Move(0).Captures)
	}
	if m := g.Move(1); m.Captures != 1 || len(m.OwnRemoved) != 0 || m.Vertex != (board.Vertex{X: 4, Y: 3}) || m.Color != board.Black {
		t.Errorf("E2: %+v; want Black at E2 taking one stone", m)
	}
	if m := g.Move(2); !m.Vertex.IsPass() || len(m.Events) != 0 {
		t.Errorf("first pass: %+v", m)
	}
	if m, ok := g.LastMove(); !ok || len(m.Events) != 1 || m.Events[0].Kind != EventGameEnd || m.Color != board.Black {
		t.Errorf("second pass: %+v; want the end of the game", m)
	}
	if g.NumMoves() != 4 || len(g.extras) != 2 {
		t.Fatalf("%d plies, %d with more: want 4 and 2 (the suicide, the end)", g.NumMoves(), len(g.extras))
	}

	if !g.Undo() {
		t.Fatal("undo refused")
	}
	play(board.Black, "C3")
	if m := g.Move(3); len(m.Events) != 0 || m.Vertex != (board.Vertex{X: 2, Y: 2}) || len(g.extras) != 1 {
		t.Errorf("after a take-back, C3: %+v, %d plies with more; want no event, one", m, len(g.extras))
	}
	if m := g.Move(0); len(m.OwnRemoved) != 2 {
		t.Errorf("the suicide lost its stones after a take-back: %+v", m)
	}
}

// Every point of the largest board and the pass come back as they were played.
func TestMovesKeepEveryPoint(t *testing.T) {
	b := board.MustNew(board.MaxSize, board.MaxSize)
	g := NewGame(TrompTaylor, b)
	var want []board.Vertex
	for y := range board.MaxSize {
		for x := range board.MaxSize {
			if (x+y)%7 != 0 {
				continue
			}
			v := board.Vertex{X: x, Y: y}
			c := board.Black
			if len(want)%2 == 1 {
				c = board.White
			}
			if _, err := g.Play(c, v); err != nil {
				t.Fatalf("%v: %v", v, err)
			}
			want = append(want, v)
		}
	}
	if _, err := g.Play(board.Black, board.Pass); err != nil {
		t.Fatal(err)
	}
	want = append(want, board.Pass)
	for i, v := range want {
		if m := g.Move(i); m.Vertex != v {
			t.Fatalf("ply %d: %v, played %v", i, m.Vertex, v)
		}
	}
	if n := unsafe.Sizeof(moveRec{}); n > 12 {
		t.Errorf("a ply is kept in %d bytes; 12 was the point", n)
	}
}
