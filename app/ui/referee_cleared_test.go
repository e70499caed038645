package ui

import (
	"slices"
	"testing"

	"goref/board"
)

// TestIngClearedPanelAndBoardTakeNoMark (issue 25): after Ing's agreement 「死子清完，双方再虚手，
// 着手终了」 the dead stones are off the board and the passes end the game: the marks are the
// agreement. The panel no longer says "A click on the board marks" (it did, and the table
// refused every mark), and where the dead stone C2 stood — empty on screen, still on the
// table's board — no stone of the player to move is drawn under the pointer, since the table
// takes no move there; elsewhere the ghost stays.
func TestIngClearedPanelAndBoardTakeNoMark(t *testing.T) {
	c2 := board.Vertex{X: 2, Y: 7}
	u, _ := newTestUI(t)
	startRules(t, u, "ing", 9)
	playAll(t, u, ingWalls9()...)
	playAll(t, u, pass, pass)
	setDead(t, u, c2)
	u.ref.OpenReferee()
	marks := L("A click on the board marks:")
	if !shownText(u.ref.w.left, marks) || u.ref.w.suggest.Disabled() {
		t.Fatalf("play has stopped: the panel says what a click marks %v, Suggest on %v", shownText(u.ref.w.left, marks), !u.ref.w.suggest.Disabled())
	}
	bothAccept(u)
	u.refresh()
	if shownText(u.ref.w.left, marks) {
		t.Error("after the agreement the panel still says a click marks")
	}
	if !u.ref.w.suggest.Disabled() {
		t.Error("after the agreement Suggest is on: the table refuses to replace the agreed marks")
	}
	tb := u.Session().Table()
	if _, err := tb.Play(tb.ToMove(), c2); err == nil {
		t.Fatal("the table took a stone at C2 after the agreement; the view's premise is gone")
	}
	v := u.Board.View()
	if v.ToMove == board.Empty {
		t.Fatal("nobody to move after the agreement: the passes that end the game are due")
	}
	if !slices.Contains(v.Unplayable, c2) {
		t.Errorf("C2 (cleared) is not unplayable in the view: %v; a ghost stone is drawn where the table refuses a move", v.Unplayable)
	}
	if d2 := (board.Vertex{X: 3, Y: 7}); slices.Contains(v.Unplayable, d2) || slices.Contains(v.Illegal, d2) {
		t.Errorf("D2, empty and playable, is refused in the view")
	}
}
