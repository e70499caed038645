package ui

import (
	"testing"

	"goref/board"
	"goref/rules"
)

// Ing 1996 art. 3 「死子清完，双方再虚手，着手终了」 (the 13th edition: 「清完已无歧见之死子，乃三虚手
// 着手终了」): once both players accept, the agreed dead stones are cleared; the board the
// players see has no stone, and so no dead mark, at the white stone C2 marked dead — in the
// cleared phase and after the passes that end the game. Before the agreement it stands there,
// marked. A click where it stood changes no mark.
func TestIngAgreedDeadStoneLeavesTheBoardOnScreen(t *testing.T) {
	c2 := board.Vertex{X: 2, Y: 7}
	for _, preset := range []string{"ing", "ing13"} {
		u, _ := newTestUI(t)
		startRules(t, u, preset, 9)
		playAll(t, u, ingWalls9()...)
		playAll(t, u, pass, pass)
		setDead(t, u, c2)
		u.refresh()
		if stone, dead := shownAt(u, c2); stone != board.White || !dead {
			t.Fatalf("%s: before the agreement C2 shows %v, dead mark %v", preset, stone, dead)
		}
		bothAccept(u)
		if ph := u.Session().Table().Phase(); ph != rules.PhaseCleared {
			t.Fatalf("%s: phase %v after the agreement", preset, ph)
		}
		if stone, dead := shownAt(u, c2); stone != board.Empty || dead {
			t.Errorf("%s: after the agreement C2 shows %v, dead mark %v; want cleared", preset, stone, dead)
		}
		u.tap(c2) // a click where the stone stood marks nothing: the agreement stands
		if stone, dead := shownAt(u, c2); stone != board.Empty || dead || len(u.Session().Table().Dead()) != 1 {
			t.Errorf("%s: a click on C2 after the agreement: C2 shows %v, dead mark %v, marks %v", preset, stone, dead, u.Session().Table().Dead())
		}
		passes := 2
		if preset == "ing13" {
			passes = 1
		}
		for i := 0; i < passes; i++ {
			playAll(t, u, pass)
		}
		if !u.Session().Ended() {
			t.Fatalf("%s: %d passes after the agreement did not end the game", preset, passes)
		}
		if stone, dead := shownAt(u, c2); stone != board.Empty || dead {
			t.Errorf("%s: at the end C2 shows %v, dead mark %v; want cleared", preset, stone, dead)
		}
	}
}

// shownAt is what the board view draws at v: its stone and whether it carries a dead mark.
func shownAt(u *UI, v board.Vertex) (board.Color, bool) {
	view := u.Board.View()
	stone := view.Stones[v.Y*view.W+v.X]
	for _, d := range view.Dead {
		if d == v {
			return stone, true
		}
	}
	return stone, false
}
