package table

import (
	"slices"
	"testing"

	"goref/board"
	"goref/rules"
)

// Ing 1996 art. 3: 「死子清完，双方再虚手，着手终了」 — once the dead stones are cleared, both
// sides pass again and play ends; the 13th edition 「清完已无歧见之死子，乃三虚手着手终了」. After
// the agreement the two white invaders (C8, E8) marked dead are off the board the players see,
// every other point as it was; the record's board keeps them (the count reads them as dead).
// A dispute resumes play (「清除死子如有歧见，着手可再继续」): nothing stays cleared. Under C88 no
// stone is cleared before the count.
func TestIngAgreementClearsTheDeadStones(t *testing.T) {
	for _, preset := range []string{"ing", "ing13"} {
		tb := twoInvaders(t, preset, nil)
		ok(t)(tb.MarkDead(vtx(t, tb, "C8")))
		if got := tb.Cleared(); len(got) != 0 {
			t.Errorf("%s: cleared %s before the agreement", preset, names(tb, got))
		}
		ok(t)(tb.Accept(board.Black))
		ok(t)(tb.Accept(board.White))
		if tb.Phase() != rules.PhaseCleared {
			t.Fatalf("%s: phase %v after the agreement", preset, tb.Phase())
		}
		if got := names(tb, tb.Cleared()); got != "C8 E8" {
			t.Errorf("%s: cleared %q, want C8 E8", preset, got)
		}
		want := []string{
			".........",
			".........",
			".........",
			"XXXXXXXXX",
			"OOOOOOOOO",
			".........",
			".........",
			".........",
			".........",
		}
		if got := rows(tb.Standing()); !slices.Equal(got, want) {
			t.Errorf("%s: the board standing after the agreement\n%v\nwant\n%v", preset, got, want)
		}
		if got := tb.Public().Board; !slices.Equal(got, want) {
			t.Errorf("%s: the public board after the agreement\n%v\nwant\n%v", preset, got, want)
		}
		if tb.Board().At(vtx(t, tb, "C8")) != board.White {
			t.Errorf("%s: the record's board lost the dead stone", preset)
		}
		ok(t)(tb.Dispute(board.White))
		if got := tb.Cleared(); len(got) != 0 || tb.Standing().At(vtx(t, tb, "C8")) != board.White {
			t.Errorf("%s: after the dispute cleared %s, C8 %v", preset, names(tb, got), tb.Standing().At(vtx(t, tb, "C8")))
		}
	}

	tb := twoInvaders(t, "chinese", nil)
	ok(t)(tb.MarkDead(vtx(t, tb, "C8")))
	ok(t)(tb.Accept(board.Black))
	if got := tb.Cleared(); len(got) != 0 || tb.Standing().At(vtx(t, tb, "C8")) != board.White {
		t.Errorf("C88: cleared %s", names(tb, got))
	}
}

func rows(b *board.Board) []string {
	var out []string
	for y := 0; y < b.Height(); y++ {
		row := make([]byte, b.Width())
		for x := range row {
			row[x] = ".XO"[b.At(board.Vertex{X: x, Y: y})]
		}
		out = append(out, string(row))
	}
	return out
}

// After Ing's agreement the marks are the agreement, closed (MarksOpen): a click changes
// nothing (a disagreement is a dispute, which resumes play: 「清除死子如有歧见，着手可再继续」), and
// a pass taken back leaves the dead stones cleared. The count is the one of the agreement, by
// hand: Black's area rows 6–9 with C8 and E8 cleared (27 empty points + 9 stones) = 36, White's
// rows 1–5 (36 empty points + 9 stones) = 45; 36 − 45 − 8 (还八点) = −17: W+17.
func TestIngAgreementStandsAfterAClickAndATakeBack(t *testing.T) {
	tb := twoInvaders(t, "ing", nil)
	ok(t)(tb.MarkDead(vtx(t, tb, "C8")))
	if !tb.MarksOpen() {
		t.Fatal("the marks are closed before the agreement")
	}
	ok(t)(tb.Accept(board.Black))
	ok(t)(tb.Accept(board.White))
	if tb.MarksOpen() || !tb.Markable() {
		t.Fatalf("after the agreement: marks open %v, markable %v; want closed in a phase still markable", tb.MarksOpen(), tb.Markable())
	}
	_, err := tb.MarkDead(vtx(t, tb, "C8"))
	refused(t, err, RefusedCleared)
	_, err = tb.MarkSeki(vtx(t, tb, "C8"))
	refused(t, err, RefusedCleared)
	_, err = tb.Suggest() // nor does a proposal replace the agreed marks
	refused(t, err, RefusedCleared)
	if got := names(tb, tb.Cleared()); got != "C8 E8" {
		t.Fatalf("after a Suggest cleared %q, want C8 E8", got)
	}
	ok(t)(tb.Pass(board.Black))
	ok(t)(tb.Undo(false, ""))
	if got := names(tb, tb.Cleared()); got != "C8 E8" {
		t.Fatalf("after the take-back cleared %q, want C8 E8", got)
	}
	ok(t)(tb.Pass(board.Black))
	ok(t)(tb.Pass(board.White))
	if r := tb.Result(); r == nil || r.RE() != "W+17" {
		t.Fatalf("result %v, want W+17", r)
	}
}
