package table

import (
	"testing"
	"time"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
)

func pt(x, y int) board.Vertex { return board.Vertex{X: x, Y: y} }

// TestUndoTakesBackAPlyAndGivesTheClockBack: a take-back restores the position and the
// mover's turn on the clock (time spent stays spent); a logged one is in the log with its
// reason and survives save and restore; after two passes it reopens play.
func TestUndoTakesBackAPlyAndGivesTheClockBack(t *testing.T) {
	ft := &clock.FakeTime{}
	cfg := Config{Rules: rules.Chinese, Width: 9, Time: &clock.Config{System: clock.Absolute, Main: 10 * time.Minute}}
	tb, err := New(cfg, ft)
	if err != nil {
		t.Fatal(err)
	}
	mustDo := func(u Update, err error) Update {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	mustDo(tb.Start())
	ft.Advance(5 * time.Second)
	mustDo(tb.Play(board.Black, pt(2, 2)))
	ft.Advance(7 * time.Second)
	mustDo(tb.Play(board.White, pt(6, 6)))
	ft.Advance(3 * time.Second) // Black thinks, then White's move is taken back
	mustDo(tb.Undo(true, "wrong point"))
	if n := len(tb.Game().Moves()); n != 1 || tb.Board().At(pt(6, 6)) != board.Empty || tb.ToMove() != board.White {
		t.Fatalf("after the take-back: %d plies, %v to move", n, tb.ToMove())
	}
	st := tb.Clock().State()
	if st.ToMove != clock.White || st.Sides[clock.White].Used != 7*time.Second {
		t.Fatalf("clock: %v to move, White used %v (want 7s: spent time stays)", st.ToMove, st.Sides[clock.White].Used)
	}
	acts := tb.Log().Actions
	if len(acts) != 1 || acts[0].Kind != rules.ActUndo || acts[0].Player != board.White || acts[0].Note != "wrong point" ||
		acts[0].Point == nil || acts[0].Point.GTP(9) != "G3" {
		t.Fatalf("log %+v", acts)
	}
	if got := acts[0].Explain("en"); got != "The referee takes back White's move at G3: wrong point." {
		t.Fatalf("explained %q", got)
	}
	data, err := tb.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Restore(data, ft)
	if err != nil {
		t.Fatalf("restore after a take-back: %v", err)
	}
	if len(back.Game().Moves()) != 1 || len(back.Log().Actions) != 1 {
		t.Fatalf("restored %d plies, log %+v", len(back.Game().Moves()), back.Log().Actions)
	}
	mustDo(tb.Pass(board.White))
	mustDo(tb.Pass(board.Black))
	if !tb.Markable() {
		t.Fatalf("two passes did not stop play: %v", tb.Phase())
	}
	mustDo(tb.Undo(false, ""))
	if tb.Phase() != rules.PhasePlaying || tb.Clock().State().Status != clock.Running || tb.ToMove() != board.Black {
		t.Fatalf("after taking back the second pass: phase %v, clock %v, %v to move", tb.Phase(), tb.Clock().State().Status, tb.ToMove())
	}
	if n := len(tb.Log().Actions); n != 1 {
		t.Fatalf("a casual take-back was logged: %d entries", n)
	}
	mustDo(tb.Resign(board.Black))
	if _, err := tb.Undo(true, ""); !IsRefused(err) {
		t.Fatalf("a take-back after the end: %v", err)
	}
}
