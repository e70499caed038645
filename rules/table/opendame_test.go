package table

import (
	"errors"
	"strings"
	"testing"

	"goref/board"
	"goref/rules"
)

// At a J89 table the count asks the players to fill the open dame (Art. 9-2) instead of
// noting, as for a record, that they were counted as neutral.
func TestOpenDameAskedAtTheTable(t *testing.T) {
	tb, _ := newTable(t, "japanese", 9, 0, "")
	ok(t)(tb.Start())
	play(t, tb, "B E5", "W C3", "B pass", "W pass")
	if !tb.Markable() {
		t.Fatal("not markable after two passes")
	}
	bd, err := tb.Count()
	if err != nil {
		t.Fatal(err)
	}
	if len(bd.Warnings) != 1 || !strings.Contains(bd.Warnings[0], "fill them before the count") || len(bd.Dame) == 0 {
		t.Errorf("dame %v, warnings %q", bd.Dame, bd.Warnings)
	}
}

// J89 Art. 8 at the table, as written: 「有单官存在的活棋称为"双活棋"」 and only the 目 of the
// other live stones are 地 (Fig. 15). Black's wall E9–E2 and D1, White's F9–F2 and G1, the dame
// E1 and F1 open, komi 0: both walls touch the dame, so neither has territory — 0 : 0, a draw
// (in practice the record would read 35 : 26). Both acceptances are refused until the dame are
// filled (Art. 9-2), naming them; filled, the count is 35 : 26, B+9.
func TestOpenDameIsNotTerritoryAtTheTable(t *testing.T) {
	var rows []string
	for y := 0; y < 8; y++ {
		rows = append(rows, "....XO...")
	}
	rows = append(rows, "...X..O..")
	komi := 0.0
	tb, err := New(Config{Rules: rules.Japanese, Width: 9, Komi: &komi, Setup: setupRows(rows)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, tb, "B pass", "W pass")
	bd, err := tb.Count()
	if err != nil {
		t.Fatal(err)
	}
	if bd.Result.SGF() != "0" || bd.Black.Territory != 0 || bd.White.Territory != 0 || bd.Black.SekiEyes != 35 || bd.White.SekiEyes != 26 {
		t.Fatalf("count with E1, F1 open: %s, territory %d : %d, seki eyes %d : %d; want 0, 0 : 0, 35 : 26",
			bd.Result.SGF(), bd.Black.Territory, bd.White.Territory, bd.Black.SekiEyes, bd.White.SekiEyes)
	}
	for _, c := range []board.Color{board.Black, board.White} {
		_, err := tb.Accept(c)
		var fd *FillDame
		if !errors.As(err, &fd) || len(fd.Points) != 2 || !strings.HasSuffix(fd.Reason, "E1,F1") {
			t.Fatalf("%v accepts with the dame open: %v", c, err)
		}
	}
	play(t, tb, "B E1", "W F1", "B pass", "W pass")
	ok(t)(tb.Accept(board.Black))
	ok(t)(tb.Accept(board.White))
	if o := tb.Result(); o == nil || o.RE() != "B+9" {
		t.Fatalf("result %+v, want B+9", o)
	}
}
