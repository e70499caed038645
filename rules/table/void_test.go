package table

import (
	"strings"
	"testing"

	"goref/board"
	"goref/rules"
)

// C88 applies its whole ruling on an illegal move by itself. Art. 20.1 「劫争马上回提，判回提者
// 着手无效，弃权一次」: White's immediate retake at D5 is void and counts as White's pass, so
// Black moves; Art. 19 「棋子下子在禁着点上，判着手无效，弃权一次」: a white stone on a point
// with no liberty (A9 inside Black's B9, A8, B8 corner) likewise. J89 (Art. 14 is a loss the
// referee rules) keeps the move refused, with White still to move.
func TestC88VoidMoveIsAForcedPass(t *testing.T) {
	ko := []string{"B D6", "W E6", "B C5", "W F5", "B D4", "W E4", "B H8", "W D5", "B E5"}
	tb, _ := newTable(t, "chinese", 9, 0, "")
	ok(t)(tb.Start())
	play(t, tb, ko...)
	u, err := tb.Play(board.White, vtx(t, tb, "D5"))
	if err != nil {
		t.Fatalf("the void retake is a ruling, not a refusal: %v", err)
	}
	ms := tb.Game().Moves()
	if len(ms) != 10 || !ms[9].Vertex.IsPass() || ms[9].Color != board.White || tb.ToMove() != board.Black {
		t.Fatalf("%d plies, last %+v, %v to move; want White's forced pass and Black to move", len(ms), ms[9], tb.ToMove())
	}
	if u.Move == nil || !u.Move.Vertex.IsPass() || len(u.Events) < 2 || u.Events[0].Kind != KindIllegal || u.Events[0].Reason != "ko" {
		t.Fatalf("update %+v", u)
	}
	// The update says the move was made void, and why: the app reads it, not the shape of the
	// move played in its place.
	if u.Voided != "ko" {
		t.Fatalf("update's void ruling %q, want ko", u.Voided)
	}
	a := tb.Log().Actions
	if len(a) != 1 || a[0].Kind != rules.ActVoidMove || a[0].Player != board.White || a[0].Point == nil || a[0].Ply != 9 {
		t.Fatalf("log %+v", a)
	}
	if back, err := rules.ParseGR(a[0].GRValue()); err != nil || !strings.Contains(back.Explain("en"), "(Art. 20.1)") {
		t.Fatalf("the record's GR %q reads back as %q (%v)", a[0].GRValue(), back.Explain("en"), err)
	}
	play(t, tb, "B H7", "W D5") // the forced pass lifted the ko
	if back := saveRestore(t, tb); len(back.Game().Moves()) != 12 || len(back.Log().Actions) != 1 {
		t.Fatal("restored: the void move is not kept")
	}

	tb, _ = newTable(t, "chinese", 9, 0, "")
	ok(t)(tb.Start())
	play(t, tb, "B B9", "W E5", "B A8", "W E4", "B B8")
	if u, err := tb.Play(board.White, vtx(t, tb, "A9")); err != nil || tb.ToMove() != board.Black || len(tb.Game().Moves()) != 6 || u.Voided != "suicide" {
		t.Fatalf("suicide: %v, %v to move, void ruling %q", err, tb.ToMove(), u.Voided)
	}
	if tb.Board().At(vtx(t, tb, "A9")) != board.Empty {
		t.Fatal("the void stone stands")
	}

	tb, _ = newTable(t, "japanese", 9, 0, "")
	ok(t)(tb.Start())
	play(t, tb, ko...)
	u, err = tb.Play(board.White, vtx(t, tb, "D5"))
	if r, ok := asRefused(err); !ok || r.Kind != KindIllegal || tb.ToMove() != board.White || len(tb.Game().Moves()) != 9 || u.Voided != "" {
		t.Fatalf("J89: %v, %v to move, void ruling %q", err, tb.ToMove(), u.Voided)
	}
	if back := saveRestore(t, tb); back.ToMove() != board.White {
		t.Fatal("restore")
	}
}
