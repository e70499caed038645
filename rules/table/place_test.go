package table

import (
	"testing"
	"time"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
)

// Free handicap: Black places the stones one by one; nothing else happens until the last one
// stands. A table saved in the middle of the placement (the autosave before a kill -9) restores
// in the middle of it, and the placement goes on.
func TestFreeHandicapPlacementIsSavedAndResumed(t *testing.T) {
	rs, _ := rules.Preset("chinese")
	tc, _ := clock.ParseOT(time.Minute, "absolute")
	ft := &clock.FakeTime{}
	tb, err := New(Config{Rules: rs, Width: 9, Handicap: 3, FreeHandicap: true, Time: &tc}, ft)
	if err != nil {
		t.Fatal(err)
	}
	if tb.Placing() != 3 || tb.ToMove() != board.Black || tb.Board().Count(board.Black) != 0 {
		t.Fatalf("a new free handicap game: placing %d, %v to move, %d stones", tb.Placing(), tb.ToMove(), tb.Board().Count(board.Black))
	}
	_, err = tb.Start()
	refused(t, err, RefusedPlacing)
	_, err = tb.Play(board.Black, vtx(t, tb, "E5"))
	refused(t, err, RefusedPlacing)
	ok(t)(tb.Place(vtx(t, tb, "C3")))
	_, err = tb.Place(vtx(t, tb, "C3"))
	refused(t, err, string(board.ErrOccupied))
	ok(t)(tb.Place(vtx(t, tb, "G7")))

	back := saveRestore(t, tb)
	if back.Placing() != 1 || back.ToMove() != board.Black || back.Started() || len(back.Game().Moves()) != 0 {
		t.Fatalf("restored: placing %d, %v to move, started %v", back.Placing(), back.ToMove(), back.Started())
	}
	for _, p := range []string{"C3", "G7"} {
		if back.Board().At(vtx(t, back, p)) != board.Black {
			t.Fatalf("restored without the stone at %s:\n%s", p, back.Board())
		}
	}
	ok(t)(back.Place(vtx(t, back, "G3")))
	if back.Placing() != 0 || back.ToMove() != board.White {
		t.Fatalf("after the last stone: placing %d, %v to move", back.Placing(), back.ToMove())
	}
	_, err = back.Place(vtx(t, back, "C7"))
	refused(t, err, RefusedNotPlacing)
	ok(t)(back.Start())
	play(t, back, "W E5")
	root := back.Record()
	if ab := root.GetAll("AB"); len(ab) != 3 || ab[0] != "cg" || ab[1] != "gc" || ab[2] != "gg" {
		t.Errorf("AB %v", ab)
	}
	if ha, _ := root.Get("HA"); ha != "3" {
		t.Errorf("HA[%s]", ha)
	}
	if pl, _ := root.Get("PL"); pl != "W" {
		t.Errorf("PL[%s]", pl)
	}
}

// A record saved during the placement (fewer AB than HA, no move) opens with the placement
// going on: the autosave's record when its table state is lost.
func TestOpenARecordSavedDuringThePlacement(t *testing.T) {
	tb := openRecord(t, "(;GM[1]FF[4]SZ[9]RU[chinese]HA[3]AB[cc][gg]PL[B])")
	if tb.Placing() != 1 || tb.ToMove() != board.Black || tb.Board().Count(board.Black) != 2 {
		t.Fatalf("placing %d, %v to move:\n%s", tb.Placing(), tb.ToMove(), tb.Board())
	}
	_, err := tb.Place(vtx(t, tb, "G3")) // gg
	refused(t, err, string(board.ErrOccupied))
	ok(t)(tb.Place(vtx(t, tb, "G7")))
	ok(t)(tb.Start())
	play(t, tb, "W E5")
	if tb = openRecord(t, "(;GM[1]FF[4]SZ[9]RU[chinese]HA[2]AB[cc][gg];W[ee])"); tb.Placing() != 0 {
		t.Fatalf("a record with its handicap stones placed: placing %d", tb.Placing())
	}
}

// Undo during the placement takes back the last stone placed (a stone put on the wrong point is
// moved before play begins), and the journal replays it: a restored table has the same stones.
// Once the last stone stands the placement is over and there is nothing to take back.
func TestUndoDuringThePlacement(t *testing.T) {
	rs, _ := rules.Preset("chinese")
	tb, err := New(Config{Rules: rs, Width: 9, Handicap: 3, FreeHandicap: true}, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	ok(t)(tb.Place(vtx(t, tb, "C3")))
	ok(t)(tb.Place(vtx(t, tb, "G7")))
	ok(t)(tb.Undo(false, ""))
	if tb.Placing() != 2 || tb.ToMove() != board.Black || tb.Board().Count(board.Black) != 1 ||
		tb.Board().At(vtx(t, tb, "C3")) != board.Black {
		t.Fatalf("after taking back G7: placing %d, %v to move:\n%s", tb.Placing(), tb.ToMove(), tb.Board())
	}
	back := saveRestore(t, tb)
	if back.Placing() != 2 || back.Board().Count(board.Black) != 1 || back.Board().At(vtx(t, back, "C3")) != board.Black {
		t.Fatalf("restored after the take-back: placing %d:\n%s", back.Placing(), back.Board())
	}
	ok(t)(tb.Undo(false, ""))
	if tb.Placing() != 3 || tb.Board().Count(board.Black) != 0 {
		t.Fatalf("after taking back C3: placing %d:\n%s", tb.Placing(), tb.Board())
	}
	_, err = tb.Undo(false, "")
	refused(t, err, RefusedNothingToUndo)
	for _, p := range []string{"D4", "F6", "D6"} {
		ok(t)(tb.Place(vtx(t, tb, p)))
	}
	if tb.Placing() != 0 || tb.ToMove() != board.White {
		t.Fatalf("after the last stone: placing %d, %v to move", tb.Placing(), tb.ToMove())
	}
	_, err = tb.Undo(false, "")
	refused(t, err, RefusedNothingToUndo)
	if tb.Board().Count(board.Black) != 3 {
		t.Fatalf("the placement was taken back after the last stone:\n%s", tb.Board())
	}
}
