package rules

import (
	"reflect"
	"testing"

	"goref/board"
)

// Every field of state is kept by the undo stack: undoState's own (rest aside) and stateRest's.
func TestUndoStateKeepsEveryField(t *testing.T) {
	want := map[string]bool{}
	for _, typ := range []reflect.Type{reflect.TypeOf(undoState{}), reflect.TypeOf(stateRest{})} {
		for i := range typ.NumField() {
			if f := typ.Field(i); f.Name != "rest" {
				want[f.Name] = true
			}
		}
	}
	st := reflect.TypeOf(state{})
	for i := range st.NumField() {
		if !want[st.Field(i).Name] {
			t.Errorf("state.%s is not kept by undoState", st.Field(i).Name)
		}
		delete(want, st.Field(i).Name)
	}
	for f := range want {
		t.Errorf("undoState keeps %s, which state has not", f)
	}
}

// Undo after a run of passes and moves gives back each earlier state, and the entries of plies
// that leave the rest of the state alone share it.
func TestUndoRestoresTheStateOfEachPly(t *testing.T) {
	g := NewGame(Japanese, board.MustNew(9, 9))
	var states []state
	plays := []board.Vertex{{X: 2, Y: 2}, board.Pass, board.Pass, {X: 3, Y: 3}, board.Pass, board.Pass, board.Pass}
	c := board.Black
	for _, v := range plays {
		states = append(states, g.st)
		if _, err := g.Play(c, v); err != nil {
			t.Fatal(err)
		}
		c = c.Opponent()
	}
	if g.undo[0].rest != g.undo[1].rest {
		t.Error("two plies with the same rest of the state keep two copies of it")
	}
	for i := len(states) - 1; i >= 0; i-- {
		if !g.Undo() {
			t.Fatalf("undo %d refused", i)
		}
		if !reflect.DeepEqual(g.st, states[i]) {
			t.Errorf("after undoing ply %d: state %+v, want %+v", i+1, g.st, states[i])
		}
	}
}

// TakeBack takes back the log entries made since the ply was played, and keeps those of the
// positions before it.
func TestTakeBackTakesTheLogEntriesOfThePly(t *testing.T) {
	g := NewGame(Chinese, board.MustNew(9, 9))
	play := func(c board.Color, x, y int) {
		t.Helper()
		if _, err := g.Play(c, board.Vertex{X: x, Y: y}); err != nil {
			t.Fatal(err)
		}
	}
	play(board.Black, 2, 2)
	play(board.White, 6, 6)
	g.Note(Action{Kind: ActWarning, Player: board.White}) // after ply 2
	play(board.Black, 2, 6)
	g.Note(Action{Kind: ActWarning, Player: board.Black}) // after ply 3
	g.Note(Action{Kind: ActPenaltyPoints, Player: board.Black, Points: 1})
	if !g.TakeBack() {
		t.Fatal("take-back refused")
	}
	if n := len(g.Log.Actions); n != 1 || g.Log.Actions[0].Player != board.White || g.Log.Actions[0].Ply != 2 {
		t.Fatalf("log after taking back ply 3: %+v, want White's warning of ply 2 only", g.Log.Actions)
	}
	if g.Log.PenaltyPoints(board.Black) != 0 {
		t.Error("the penalty of the ply taken back still counts")
	}
	if !g.TakeBack() || len(g.Log.Actions) != 0 {
		t.Fatalf("log after taking back ply 2: %+v, want empty", g.Log.Actions)
	}
}
