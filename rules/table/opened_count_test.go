package table

import (
	"os"
	"path/filepath"
	"testing"

	"goref/board/sgf"
	"goref/internal/corpus"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/result"
)

// An opened record's count is the record's: nobody can fill an open dame any more, so the dame
// are neutral as in `goref score`, and the count the panel and the slip show agrees with the
// result the players recorded. Read literally, J89 Art. 8 makes every group beside an open dame
// a seki; counted so, 89 of the 386 KGS games showed the other player winning.
func TestAnOpenedRecordIsCountedAsTheRecordWas(t *testing.T) {
	dir := corpus.Dir(t, "kgs-scored")
	// 2017-01-01-12: Japanese rules, komi 6.5, RE[W+0.50]; ten dame left open (T14, T13, S13,
	// M10, Q10, Q7, R7, T7, H6, M4) and no seki on the board.
	tb, _ := openFile(t, filepath.Join(dir, "2017-01-01-12.sgf"))
	bd := tb.Breakdown()
	if bd == nil {
		t.Fatal("no count for a record that ended by counting")
	}
	if got := bd.Result.SGF(); got != "W+0.5" {
		t.Errorf("count %s, want W+0.5 (the record's RE)", got)
	}
	if len(bd.SekiStones) != 0 {
		t.Errorf("seki stones %d, want none (a dame beside a group is not a seki in a record's count)", len(bd.SekiStones))
	}

	// Every KGS game without a handicap: the count names the winner the players recorded.
	// (With a handicap the game is counted without komi, where KGS kept KM[0.50].)
	checked := 0
	for _, p := range corpus.Files(dir, ".sgf") {
		tb, root := openFile(t, p)
		if tb.cfg.Handicap >= 2 || tb.Breakdown() == nil {
			continue
		}
		re, _ := root.Get("RE")
		want, err := result.ParseSGF(re)
		if err != nil {
			continue
		}
		checked++
		if got := tb.Breakdown().Result; got.Winner != want.Winner {
			t.Errorf("%s: the count says %s, the record %s", filepath.Base(p), got.SGF(), re)
		}
	}
	if checked < 200 {
		t.Errorf("only %d counted records checked", checked)
	}
}

func openFile(t *testing.T, path string) (*Table, *sgf.Node) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	col, err := sgf.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := Open(col.Games[0], rules.Chinese, &clock.FakeTime{})
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return tb, col.Games[0]
}
