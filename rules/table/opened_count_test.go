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

	// Two even games whose marks give another margin than KGS's (Japanese, KM[6.50]: RE
	// B+3.50 and B+11.50, the marks give 0.5 and 12.5): the winner is checked there.
	marksMiss := map[string]bool{"2017-02-20-1.sgf": true, "2017-02-26-8.sgf": true}
	// Every KGS game: the count names the winner and the margin the players recorded (KGS
	// writes RE in points, a Chinese count is in stones of two points).
	checked := 0
	for _, p := range corpus.Files(dir, ".sgf") {
		tb, root := openFile(t, p)
		if tb.Breakdown() == nil {
			continue
		}
		re, _ := root.Get("RE")
		want, err := result.ParseSGF(re)
		if err != nil {
			continue
		}
		checked++
		got := tb.Breakdown().Result
		margin := got.Margin
		if got.Unit == result.Stone {
			margin *= 2
		}
		if got.Winner != want.Winner {
			t.Errorf("%s: the count says %s, the record %s", filepath.Base(p), got.SGF(), re)
		} else if margin != want.Margin && !marksMiss[filepath.Base(p)] {
			t.Errorf("%s: the count says %s by %v points, the record %s", filepath.Base(p), got.SGF(), margin, re)
		}
	}
	if checked < 380 {
		t.Errorf("only %d counted records checked", checked)
	}
}

// A KGS handicap game is counted with the komi it was played for: KGS writes KM[0.50] and
// counts with it. 2017-03-04-22: Japanese rules, three stones, KM[0.50], RE[W+0.50] — counted
// without the half point it was a draw, and the panel named no winner.
func TestAnOpenedHandicapRecordKeepsItsKomi(t *testing.T) {
	tb, _ := openFile(t, filepath.Join(corpus.Dir(t, "kgs-scored"), "2017-03-04-22.sgf"))
	if k := tb.Komi(); k != 0.5 {
		t.Errorf("komi %v, want 0.5 (KM[0.50])", k)
	}
	bd := tb.Breakdown()
	if bd == nil {
		t.Fatal("no count for a record that ended by counting")
	}
	if got := bd.Result.SGF(); got != "W+0.5" {
		t.Errorf("count %s, want W+0.5 (the record's RE)", got)
	}
	// 2017-01-06-18: Chinese rules, five stones, KM[0.50], RE[B+67.50]: 0.25 子 of komi and
	// C88's 2.5 子 for the handicap; 33.75 子 are KGS's 67.5 points.
	tb, _ = openFile(t, filepath.Join(corpus.Dir(t, "kgs-scored"), "2017-01-06-18.sgf"))
	if k := tb.Komi(); k != 0.25 {
		t.Errorf("komi %v 子, want 0.25 (KM[0.50] in stones)", k)
	}
	if bd := tb.Breakdown(); bd == nil || bd.Result.Winner != result.Black || bd.Result.Margin != 33.75 {
		t.Errorf("count %+v, want Black by 33.75 子", bd)
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
