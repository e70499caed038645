package record

import (
	"strings"
	"testing"

	"goref/board"
)

// TestDeadStones: the CGoban convention — a white stone on TB and a black stone on TW are
// dead; a stone of the territory's own colour is not (bb, ee).
func TestDeadStones(t *testing.T) {
	n := root(t, "(;TB[aa:bb][cc]TW[dd][ee])")
	stones := map[board.Vertex]board.Color{
		{X: 0, Y: 0}: board.White, {X: 1, Y: 1}: board.Black, {X: 2, Y: 2}: board.White,
		{X: 3, Y: 3}: board.Black, {X: 4, Y: 4}: board.White,
	}
	dead, err := DeadStones(n, 19, 19, func(v board.Vertex) board.Color { return stones[v] })
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, v := range dead {
		got = append(got, v.SGF())
	}
	if s := strings.Join(got, " "); s != "aa cc dd" {
		t.Errorf("dead %s, want aa cc dd", s)
	}
	if _, err := DeadStones(root(t, "(;SZ[9]TB[zz])"), 9, 9, func(board.Vertex) board.Color { return board.Empty }); err == nil {
		t.Error("TB off the board accepted")
	}
}
