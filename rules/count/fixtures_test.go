package count

import (
	"slices"
	"strings"
	"testing"

	"goref/board"
	"goref/rules/result"
)

// jihuoziFig5 is the 7×7 Fig. 5 of jihuozi.md §2.7 with its dead black stone at c2 and one
// prisoner each, ready to count under 计活子 without komi.
func jihuoziFig5(t *testing.T) (*board.Board, Input) {
	t.Helper()
	pos := mustRows(t,
		".X.XXO.",
		".XXXO.O",
		"..XOOOO",
		"XXXXOXO",
		"OOOXXXX",
		"O.XOOXX",
		".OOOOOX",
	)
	c2, _ := board.ParseGTP("C2", 7, 7)
	return pos, Input{Rules: preset(t, "jihuozi"), Dead: []board.Vertex{c2}, Prisoners: Pair{1, 1}}
}

// jihuozi.md §2.7: Fig. 5 with the dead black stone at c2 and one prisoner each; every
// method gives Black +1 (Live 22 : 21).
func TestJihuoziFig5AllMethods(t *testing.T) {
	pos, in := jihuoziFig5(t)
	bd := score(t, pos, in)
	l := bd.Living
	if l.Live != (Pair{22, 21}) || l.Lu != (Pair{3, 1}) || l.Eyes != (Pair{2, 4}) || l.Blocks != (Pair{1, 2}) {
		t.Fatalf("living %+v", l)
	}
	want := map[string][2]float64{
		"子路合计法": {22, 21}, "停路比子法": {21, 20}, "停子比路法": {2, 1}, "还棋头数子法": {25, 24}, "数路法": {1, 0}, "停子比路法(狭义)": {1, 0},
	}
	for _, m := range l.Methods {
		if w := want[m.Name]; m.Black != w[0] || m.White != w[1] || m.Delta != 1 {
			t.Errorf("%s: %v : %v, want %v", m.Name, m.Black, m.White, w)
		}
	}
	if bd.Result.SGF() != "B+1" || bd.Result.Text("zh") != "黑胜1子" {
		t.Fatalf("result %s %s", bd.Result.SGF(), bd.Result.Text("zh"))
	}
	// Law edition komi 8: White's 21 − 8 against 22 → Black by 9; with komi −1 White would
	// be exactly on the contract … the text's tie rule: White wins by 定约胜.
	if r := score(t, pos, Input{Rules: in.Rules, Komi: 8, Dead: in.Dead, Prisoners: in.Prisoners}).Result; r.SGF() != "B+9" {
		t.Fatalf("komi 8: %s", r.SGF())
	}
	if r := score(t, pos, Input{Rules: in.Rules, Komi: -1, Dead: in.Dead, Prisoners: in.Prisoners}).Result; r.Winner != result.White || r.Reason != result.ByContract || r.Text("zh") != "白定约胜" {
		t.Fatalf("contract: %+v", r)
	}
	// Fig. 3 natural ending: the same count, no dead stones.
	fig3 := mustRows(t,
		".X.XXO.",
		"XXXXO.O",
		"XXXOOOO",
		"XXXXOXO",
		"OOOXXXX",
		"OO.OOXX",
		".OOOOOX",
	)
	if l := score(t, fig3, Input{Rules: in.Rules}).Living; l.Live != (Pair{22, 21}) {
		t.Fatalf("fig. 3: %+v", l.Live)
	}
}

// ikeda-davis.md A.4 Example A: complete end, prisoners 2/2, wasted 2 and 3 → 1 : 1, jigo.
func TestIkedaExampleA(t *testing.T) {
	pos := mustRows(t,
		"..OX.X",
		".OOXX.",
		".OOXXX",
		".O.XX.",
		"OOO.X.",
		".OO.X.",
	)
	res := vs(t, 6, "F6", "D4", "F4", "D3", "C4", "A2", "C2", "C1")
	bd := score(t, pos, Input{Rules: preset(t, "ikeda2"), Komi: 0, Prisoners: Pair{2, 2}, Resumed: res})
	if bd.Black.Territory != 5 || bd.White.Territory != 6 || bd.Black.Wasted != 2 || bd.White.Wasted != 3 {
		t.Fatalf("black %+v white %+v seki %v", bd.Black, bd.White, bd.SekiStones)
	}
	if bd.Black.Score != 1 || bd.White.Score != 1 || bd.Result.SGF() != "0" || bd.Result.Text("ja") != "持碁" {
		t.Fatalf("scores %v %v %s", bd.Black.Score, bd.White.Score, bd.Result.SGF())
	}
}

// ikeda-davis.md A.4 Example B: prisoners B1/W2 (stones held), Black −1, White 0 → W+1.
func TestIkedaExampleB(t *testing.T) {
	pos := mustRows(t,
		"OOOO.",
		"XOXOO",
		"XXXO.",
		".XXOO",
		"X.XXX",
	)
	res := vs(t, 5, "B5", "A4", "E1")
	bd := score(t, pos, Input{Rules: preset(t, "ikeda2"), Komi: 0, Prisoners: Pair{Black: 2, White: 1}, Resumed: res})
	if bd.Black.Score != -1 || bd.White.Score != 0 || bd.Result.SGF() != "W+1" {
		t.Fatalf("black %+v white %+v", bd.Black, bd.White)
	}
}

func vs(t *testing.T, size int, names ...string) []board.Vertex {
	t.Helper()
	var out []board.Vertex
	for _, n := range names {
		v, err := board.ParseGTP(n, size, size)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	return out
}

// sekiWithEyes is a seki with an eye each (eye against eye, five shared liberties).
var sekiWithEyes = []string{
	".X.O.",
	".X.OO",
	"XX.OO",
	"XX.OO",
	"XX.OO",
}

// Under J89 the eyes of sekiWithEyes are not territory; I′ counts them; C88 and Ing split the
// shared points.
func TestSekiWithEyes(t *testing.T) {
	pos := mustRows(t, sekiWithEyes...)
	cases := []struct{ rules, re string }{
		{"japanese", "0"}, {"ikeda1", "B+1"}, {"chinese", "0"}, {"ing", "B+0"}, {"ikeda2", "0"},
	}
	for _, c := range cases {
		bd := score(t, pos, Input{Rules: preset(t, c.rules), Komi: 0})
		if bd.Result.SGF() != c.re {
			t.Errorf("%s: %s, want %s (%+v %+v seki %d)", c.rules, bd.Result.SGF(), c.re, bd.Black, bd.White, len(bd.SekiStones))
		}
	}
	if bd := score(t, pos, Input{Rules: preset(t, "japanese")}); bd.Black.SekiEyes != 2 || bd.White.SekiEyes != 1 || len(bd.Warnings) != 0 {
		t.Fatalf("seki eyes %+v %+v %v", bd.Black, bd.White, bd.Warnings)
	}
	// The Ing fill: 5 公空 → each fills 2, one stays empty; 25 points → 12 stones a side.
	bd := score(t, pos, Input{Rules: preset(t, "ing"), Komi: 0})
	if f := bd.Fill; f == nil || f.SharedEmpty != 1 || !f.Proven() || f.PerSide != 12 {
		t.Fatalf("fill %+v", bd.Fill)
	}
}

// Open dame at the end of a record: J89 fills them before the count (Art. 9-2); goref counts
// them as neutral and says so once, and a live group next to them keeps its territory.
func TestJapaneseOpenDame(t *testing.T) {
	pos := mustRows(t,
		"..X.O..",
		"..X.O..",
		"XXX.OOO",
		".......",
		"OOOOOOO",
		".......",
		".......",
	)
	ja := preset(t, "japanese")
	bd := score(t, pos, Input{Rules: ja})
	if bd.Black.Territory != 4 || bd.Black.SekiEyes != 0 || len(bd.Warnings) != 1 || len(bd.Dame) != 10 {
		t.Fatalf("black %+v, dame %v, warnings %v", bd.Black, bd.Dame, bd.Warnings)
	}
	if !strings.Contains(bd.Warnings[0], "counted as neutral") {
		t.Errorf("warning %q", bd.Warnings[0])
	}
	// At the table the same count asks the players to fill them; the figures are the same.
	at := score(t, pos, Input{Rules: ja, AtTable: true})
	if at.Black.Territory != 4 || len(at.Warnings) != 1 || !strings.Contains(at.Warnings[0], "fill them before the count") {
		t.Errorf("at the table: black %+v, warnings %v", at.Black, at.Warnings)
	}
}

// 手入れ (J89 Art. 9-2 and its commentary): once Black has filled the open dame a8 and b6, the
// white chain a5–b7 keeps one liberty, a4, and White must connect there; filling a8 or b6
// itself leaves White the same single liberty. Hand count: Black's area d4–f8 is 15 points;
// White's a1–f1 plus a2–a4 is 9, less the 手入れ at a4: 8. The dame a8 and b6 are neutral.
func TestJapaneseTeire(t *testing.T) {
	pos := mustRows(t,
		".XX...",
		"OOX...",
		"O.X...",
		"OXX...",
		".OX...",
		".OXXXX",
		".OOOOO",
		"......",
	)
	bd := score(t, pos, Input{Rules: preset(t, "japanese")})
	if bd.Black.Territory != 15 || bd.White.Territory != 8 || bd.White.Teire != 1 || bd.Black.Teire != 0 ||
		len(bd.Dame) != 2 || len(bd.Teire.White) != 1 || bd.Teire.White[0] != (board.Vertex{X: 0, Y: 4}) {
		t.Fatalf("black %+v white %+v dame %v teire %v", bd.Black, bd.White, bd.Dame, bd.Teire)
	}
	if len(bd.Warnings) != 1 || !strings.Contains(bd.Warnings[0], "White to protect at A4") {
		t.Errorf("warnings %v", bd.Warnings)
	}
	// On a Japanese screen the warning is Japanese, White named as 白 (the catalogue's words).
	want := "警告：ダメ A8,B6 はどちらの地にも数えません（日本囲碁規約第9条の2：対局では計算の前に詰めます）。ダメを詰めると白は A4 に手入れが必要です（地になりません）"
	if lines := bd.LinesIn(8, "ja"); !slices.Contains(lines, want) {
		t.Errorf("Japanese count:\n%s\nwant the line %s", strings.Join(lines, "\n"), want)
	}
	// Area counting is not changed by a move inside one's own area.
	if c := score(t, pos, Input{Rules: preset(t, "chinese")}); c.White.Territory != 9 {
		t.Errorf("chinese white %+v", c.White)
	}
}

func TestBadInput(t *testing.T) {
	pos := mustRows(t, "X..", "...", "..O")
	if _, err := Score(pos, Input{Rules: preset(t, "chinese"), Dead: []board.Vertex{{X: 1, Y: 1}}}); err == nil {
		t.Error("a dead mark on an empty point must fail")
	}
	if _, err := Score(pos, Input{Rules: preset(t, "chinese"), Dead: []board.Vertex{{X: 5, Y: 1}}}); err == nil {
		t.Error("a dead mark off the board must fail")
	}
}

// Tromp-Taylor counts every stone on the board (no dead stones are removed by agreement), so
// a dead mark is ignored and said so; on a Korean screen in Korean, the rule set by its Korean
// title (the catalogue's 트롬프-테일러 규칙).
func TestIgnoredDeadMarksSaidInTheScreensLanguage(t *testing.T) {
	pos := mustRows(t, "X..", "...", "..O")
	bd := score(t, pos, Input{Rules: preset(t, "tromp-taylor"), Dead: []board.Vertex{{X: 0, Y: 0}}})
	if len(bd.Warnings) != 1 || bd.Warnings[0] != "Tromp-Taylor rules counts every stone on the board: the dead marks are ignored" {
		t.Fatalf("warnings %q", bd.Warnings)
	}
	want := "경고: 트롬프-테일러 규칙: 판 위의 모든 돌을 셉니다. 사석 표시는 무시합니다"
	if lines := bd.LinesIn(3, "ko"); !slices.Contains(lines, want) {
		t.Errorf("Korean count:\n%s\nwant the line %s", strings.Join(lines, "\n"), want)
	}
}
