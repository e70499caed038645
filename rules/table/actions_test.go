package table

import (
	"testing"
	"time"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
)

// The controls the app disables are the actions the table refuses: after a resignation there
// is no move, no pass, no take-back and no second resignation (each refused "game-over"); a
// take-back needs a move to take back; while Black places free handicap stones a pass is
// refused and a take-back needs a stone placed.
func TestActionsAreWhatTheTableTakes(t *testing.T) {
	tb, _ := newTable(t, "japanese", 9, 0, "")
	if got, want := tb.Actions(), (Actions{Play: true, Pass: true, Undo: false, Resign: true}); got != want {
		t.Fatalf("a new game: %+v, want %+v", got, want)
	}
	_, err := tb.Undo(false, "")
	refused(t, err, RefusedNothingToUndo)
	play(t, tb, "B E5")
	if got, want := tb.Actions(), (Actions{Play: true, Pass: true, Undo: true, Resign: true}); got != want {
		t.Fatalf("after a move: %+v, want %+v", got, want)
	}
	ok(t)(tb.Resign(board.White))
	if got := tb.Actions(); got != (Actions{}) {
		t.Fatalf("after the resignation: %+v, want nothing", got)
	}
	_, err = tb.Play(board.White, vtx(t, tb, "C3"))
	refused(t, err, RefusedGameOver)
	_, err = tb.Pass(board.White)
	refused(t, err, RefusedGameOver)
	_, err = tb.Undo(false, "")
	refused(t, err, RefusedGameOver)
	_, err = tb.Resign(board.Black)
	refused(t, err, RefusedGameOver)
	if back := saveRestore(t, tb); back.Actions() != (Actions{}) {
		t.Fatalf("the ended game restored: %+v", back.Actions())
	}

	rs, _ := rules.Preset("chinese")
	tc, _ := clock.ParseOT(time.Minute, "absolute")
	fh, err := New(Config{Rules: rs, Width: 9, Handicap: 2, FreeHandicap: true, Time: &tc}, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := fh.Actions(), (Actions{Play: true, Pass: false, Undo: false, Resign: true}); got != want {
		t.Fatalf("before the first handicap stone: %+v, want %+v", got, want)
	}
	_, err = fh.Pass(board.Black)
	refused(t, err, RefusedPlacing)
	ok(t)(fh.Place(vtx(t, fh, "C3")))
	if got, want := fh.Actions(), (Actions{Play: true, Pass: false, Undo: true, Resign: true}); got != want {
		t.Fatalf("one handicap stone placed: %+v, want %+v", got, want)
	}
}
