package count

import (
	"regexp"
	"strings"
	"testing"

	"goref/board"
	"goref/internal/testgame"
)

// AGA's territory form (territory + prisoners + dead + pass stones) equals its area count
// exactly when White made the last move: ikeda-davis.md C.5 R5, Davis's identity with pass
// stones. On random finished games, a game of an even number of moves (White passed last)
// agrees; one more Black pass (odd) is one point off and warns.
func TestAGATerritoryFormEqualsArea(t *testing.T) {
	aga := preset(t, "aga")
	for seed := uint64(1); seed <= 30; seed++ {
		b, _, dead := finished(t, 19, seed)
		moves := testgame.RandomGame(19, 19, seed, 1000, board.KoSimple, board.SuicideForbid)
		var passes Pair
		for i, v := range moves {
			if v.IsPass() {
				add(&passes, []board.Color{board.Black, board.White}[i%2], 1)
			}
		}
		pris := Pair{Black: b.Captures(board.Black), White: b.Captures(board.White)}
		bd := score(t, b, Input{Rules: aga, Komi: 7.5, Dead: dead, Prisoners: pris, Passes: passes})
		tf := bd.TerritoryForm
		if tf == nil {
			t.Fatal("no territory form under AGA")
		}
		whiteLast := len(moves)%2 == 0
		if tf.Agrees != whiteLast || (tf.Turns.Black == tf.Turns.White) != whiteLast {
			t.Fatalf("seed %d: %d moves, turns %+v, territory %v, area %v", seed, len(moves), tf.Turns, tf.Net, bd.Net)
		}
		if whiteLast {
			if tf.Net != bd.Net || len(bd.Warnings) != 0 {
				t.Fatalf("seed %d: territory %v area %v %v", seed, tf.Net, bd.Net, bd.Warnings)
			}
			// Black passes once more: White must answer (AGA), else the forms differ by one.
			passes.Black++
			bd = score(t, b, Input{Rules: aga, Komi: 7.5, Dead: dead, Prisoners: pris, Passes: passes})
			if bd.TerritoryForm.Net != bd.Net-1 || len(bd.Warnings) != 1 || !strings.Contains(bd.Warnings[0], "White must pass last") {
				t.Fatalf("seed %d: after a black pass %v vs %v %v", seed, bd.TerritoryForm.Net, bd.Net, bd.Warnings)
			}
		}
	}
}

// A worked 5×5 AGA count, komi ½, the white a3 dead: area Black 5 stones + 5 points = 10,
// White 5 + 10 = 15 → W+5½. Moves: Black placed 5 and passed twice, White placed 6 (a3 among
// them) and passed once: 7 turns each. Territory form: Black 5 + 1 dead + 1 pass stone = 7,
// White 10 + 2 pass stones = 12 → W+5½ as well.
func TestAGATerritoryFormWorked(t *testing.T) {
	pos := mustRows(t,
		".XO..",
		".XO..",
		"OXO..",
		".XO..",
		".XO..",
	)
	a3, _ := board.ParseGTP("A3", 5, 5)
	bd := score(t, pos, Input{Rules: preset(t, "aga"), Komi: 0.5, Dead: []board.Vertex{a3}, Passes: Pair{2, 1}})
	tf := bd.TerritoryForm
	if bd.Result.SGF() != "W+5.5" || tf.Black.Score != 7 || tf.White.Score != 12 || tf.Black.PassStones != 1 || tf.White.PassStones != 2 || !tf.Agrees || tf.Turns != (Pair{7, 7}) {
		t.Fatalf("%s %+v", bd.Result.SGF(), tf)
	}
	if !strings.Contains(strings.Join(bd.Lines(5), "\n"), "territory form") {
		t.Fatalf("the breakdown does not show the territory form:\n%s", strings.Join(bd.Lines(5), "\n"))
	}
}

// Ikeda I′ Art. 8′: one-sided dame are counted as their owner's territory in the agreement
// count. c7 is such a point: a White stone there would join d7 in atari (its last liberty e7),
// a Black one puts d7 in atari and White must fill its own e7. The agreement with c7 given to
// Black (B+5) equals the complete end (14′) after that playout, c7 Black and e7 White.
func TestIkedaOneSidedDame(t *testing.T) {
	stop := mustRows(t,
		".X.O.O.",
		"XXXXOOO",
		"...XO..",
		"...XO..",
		"...XO..",
		"...XO..",
		"...XO..",
	)
	i1 := preset(t, "ikeda1")
	if re := score(t, stop, Input{Rules: i1}).Result.SGF(); re != "B+4" {
		t.Fatalf("without the mark: %s", re)
	}
	c7, _ := board.ParseGTP("C7", 7, 7)
	bd := score(t, stop, Input{Rules: i1, OneSided: SidePoints{Black: []board.Vertex{c7}}})
	if bd.Black.OneSidedDame != 1 || bd.Shared != 0 || bd.Black.Score != 17 || bd.White.Score != 12 || bd.Result.SGF() != "B+5" {
		t.Fatalf("agreement: %+v %+v shared %d %s", bd.Black, bd.White, bd.Shared, bd.Result.SGF())
	}
	end := mustRows(t,
		".XXOOO.",
		"XXXXOOO",
		"...XO..",
		"...XO..",
		"...XO..",
		"...XO..",
		"...XO..",
	)
	if re := score(t, end, Input{Rules: i1}).Result.SGF(); re != "B+5" {
		t.Fatalf("complete end: %s", re)
	}
	if !strings.Contains(strings.Join(bd.Lines(7), "\n"), "1 one-sided dame") {
		t.Fatalf("breakdown:\n%s", strings.Join(bd.Lines(7), "\n"))
	}
	// Bad marks: not a dame, marked twice, or under a rule set without one-sided dame.
	a7, _ := board.ParseGTP("A7", 7, 7)
	for _, in := range []Input{
		{Rules: i1, OneSided: SidePoints{Black: []board.Vertex{a7}}},
		{Rules: i1, OneSided: SidePoints{Black: []board.Vertex{c7}, White: []board.Vertex{c7}}},
		{Rules: i1, OneSided: SidePoints{White: []board.Vertex{{X: 9, Y: 0}}}},
		{Rules: preset(t, "japanese"), OneSided: SidePoints{Black: []board.Vertex{c7}}},
	} {
		if _, err := Score(stop, in); err == nil {
			t.Errorf("marks %+v under %s: no error", in.OneSided, in.Rules.Name)
		}
	}
}

// jihuozi.md Art. 32-II, Fig. 9: the narrow equal-stones method on Fig. 5 refills Black's
// captured stone and dead c2 and White's captured stone: 21 board stones each (42 moves),
// lu 1 : 0. If White had closed last (here: one virtual White move more), White makes one
// type-B move first and the margin is unchanged.
func TestJihuoziNarrowRefill(t *testing.T) {
	pos, in := jihuoziFig5(t)
	m := narrowMethod(t, score(t, pos, in).Living)
	if m.Black != 1 || m.White != 0 || m.Delta != 1 || !strings.Contains(m.Detail, "21 stones each on the board (42 moves)") {
		t.Fatalf("%+v", m)
	}
	in.Virtual = Pair{White: 1}
	m = narrowMethod(t, score(t, pos, in).Living)
	if m.Black != 1 || m.White != 0 || !strings.Contains(m.Detail, "White closed last: 1 type-B move") || !strings.Contains(m.Detail, "21 stones each") {
		t.Fatalf("white last: %+v", m)
	}
}

func narrowMethod(t *testing.T, l *Living) Method {
	t.Helper()
	for _, m := range l.Methods {
		if m.Name == "停子比路法(狭义)" {
			return m
		}
	}
	t.Fatalf("no narrow method in %+v", l.Methods)
	return Method{}
}

// The methods' details are said in the count's language: on Fig. 5 with White closing last the
// narrow method says, in Chinese, 21 stones each on the board after 42 moves and White's one
// B类负着 (Art. 25; the numbers as TestJihuoziNarrowRefill derives them), and no method's
// detail keeps an English word in Chinese, Japanese or Korean. Detail stays English (the JSON).
func TestJihuoziMethodDetailsInTheCountsLanguage(t *testing.T) {
	pos, in := jihuoziFig5(t)
	in.Virtual = Pair{White: 1}
	l := score(t, pos, in).Living
	m := narrowMethod(t, l)
	zh := m.DetailIn("zh-Hans")
	for _, want := range []string{"双方盘上各 21 子（共 42 着）", "白方收最后一着：B类负着 1 着（子变为路）"} {
		if !strings.Contains(zh, want) {
			t.Errorf("narrow method in Chinese: %q lacks %q", zh, want)
		}
	}
	if !strings.Contains(m.Detail, "White closed last: 1 type-B move (stone → lu)") {
		t.Errorf("Detail: %q", m.Detail)
	}
	latin := regexp.MustCompile(`[A-Za-z]{2,}`)
	for _, lang := range []string{"zh-Hans", "zh-Hant", "ja", "ko"} {
		for _, m := range l.Methods {
			if d := m.DetailIn(lang); latin.MatchString(d) || d == m.Detail {
				t.Errorf("%s %s: %q", lang, m.Name, d)
			}
		}
	}
}
