package result

import (
	"math"
	"testing"
)

// Expected values come from outside the package: the SGF FF[4] definition of RE ("0"/"Draw",
// "B+score", "B+R"/"B+Resign", "B+T"/"B+Time", "B+F"/"B+Forfeit", "Void", "?"), and the
// result notations the rule texts themselves write (shared/spec/rules-texts.md, the table of
// results by rule set): C88 「黑胜¾子」「白胜1¼子」「黑胜3¾子」「黑中盘胜」「白超时胜」
// 「黑弃权负」「和棋」; J89 「黑胜5目半」「白中盘胜」「和棋」「无胜负」「双方负」「犯规负」;
// I96 「黑胜3点」「白胜1点」「黑胜0点(平局黑胜)」「不计点胜」「逾时败」「越时败」.

// A result by count under each rule set's unit: the RE value and the native reading.
func TestCountResults(t *testing.T) {
	for _, c := range []struct {
		system string
		r      Result
		re     string
		lang   string
		text   string
	}{
		// C88 Art. 18: the count relative to 180½ with komi 2¾ 子: B = 184 → 黑胜¾子,
		// B = 187 → 黑胜3¾子, and a White win by 1¼ 子.
		{"chinese", Result{Winner: Black, Margin: 0.75, Unit: Stone}, "B+0.75", "zh-Hans", "黑胜¾子"},
		{"chinese", Result{Winner: Black, Margin: 3.75, Unit: Stone}, "B+3.75", "zh-Hans", "黑胜3¾子"},
		{"chinese", Result{Winner: White, Margin: 1.25, Unit: Stone}, "W+1.25", "zh-Hans", "白胜1¼子"},
		{"chinese", Result{Winner: White, Margin: 1.25, Unit: Stone}, "W+1.25", "zh-Hant", "白勝1¼子"},
		// J89 Art. 10: territory in 目, with a half-目 komi: 黑胜5目半; ja 黒5目半勝ち.
		{"japanese", Result{Winner: Black, Margin: 5.5, Unit: Moku}, "B+5.5", "zh-Hans", "黑胜5目半"},
		{"japanese", Result{Winner: Black, Margin: 5.5, Unit: Moku}, "B+5.5", "ja", "黒5目半勝ち"},
		{"japanese", Result{Winner: White, Margin: 0.5, Unit: Moku}, "W+0.5", "ja", "白半目勝ち"},
		{"japanese", Result{Winner: Black, Margin: 12, Unit: Moku}, "B+12", "ja", "黒12目勝ち"},
		// I96: the difference in 点; the board b = 187, w = 174 with 8 points komi: 黑胜5点;
		// b = 184, w = 177: 白胜1点; a tie goes to Black: 黑胜0点(平局黑胜).
		{"ing", Result{Winner: Black, Margin: 5, Unit: Point}, "B+5", "zh-Hans", "黑胜5点"},
		{"ing", Result{Winner: White, Margin: 1, Unit: Point}, "W+1", "zh-Hans", "白胜1点"},
		{"ing", Result{Winner: Black, Margin: 0, Unit: Point}, "B+0", "zh-Hans", "黑胜0点(平局黑胜)"},
		{"ing", Result{Winner: Black, Margin: 0, Unit: Point}, "B+0", "zh-Hant", "黑勝0點(平局黑勝)"},
		// Chen: points relative to 180½, e.g. 黑胜3½点.
		{"chen", Result{Winner: Black, Margin: 3.5, Unit: Point}, "B+3.5", "zh-Hans", "黑胜3½点"},
		// Area rules in English (AGA, New Zealand, Tromp-Taylor): points.
		{"aga", Result{Winner: White, Margin: 7.5, Unit: Point}, "W+7.5", "en", "White wins by 7.5 points"},
		{"nz", Result{Winner: Black, Margin: 1, Unit: Point}, "B+1", "en", "Black wins by 1 point"},
		{"tromp-taylor", Result{Winner: White, Margin: 0.5, Unit: Point}, "W+0.5", "en", "White wins by 0.5 points"},
		// Ikeda II′ counts territory in 目 like J89.
		{"ikeda2", Result{Winner: White, Margin: 2.5, Unit: Moku}, "W+2.5", "ja", "白2目半勝ち"},
		// 计活子: "more living stones wins" (活子多胜), a margin in 子.
		{"jihuozi", Result{Winner: White, Margin: 2, Unit: Living}, "W+2", "zh-Hans", "白胜2子"},
	} {
		c.r.Reason, c.r.System = ByCount, c.system
		if got := c.r.SGF(); got != c.re {
			t.Errorf("%s %+v: RE %q, want %q", c.system, c.r, got, c.re)
		}
		if got := c.r.Text(c.lang); got != c.text {
			t.Errorf("%s %+v in %s: %q, want %q", c.system, c.r, c.lang, got, c.text)
		}
	}
}

// Results decided without a count: resignation, time, forfeit, violation, and the results
// that name no winner.
func TestOtherResults(t *testing.T) {
	for _, c := range []struct {
		name string
		r    Result
		re   string
		text map[string]string
	}{
		{"C88 resignation 中盘胜", Result{Winner: Black, Reason: ByResignation, System: "chinese"}, "B+R",
			map[string]string{"zh-Hans": "黑中盘胜", "ja": "黒中押し勝ち", "en": "Black wins by resignation"}},
		{"J89 Art. 11 resignation", Result{Winner: White, Reason: ByResignation, System: "japanese"}, "W+R",
			map[string]string{"zh-Hans": "白中盘胜", "zh-Hant": "白中盤勝", "ja": "白中押し勝ち"}},
		{"I96 不计点胜", Result{Winner: White, Reason: ByResignation, System: "ing"}, "W+R",
			map[string]string{"zh-Hans": "白不计点胜", "zh-Hant": "白不計點勝"}},
		{"C88 白超时胜", Result{Winner: White, Reason: ByTime, System: "chinese"}, "W+T",
			map[string]string{"zh-Hans": "白超时胜", "en": "White wins on time"}},
		// I96: the penalty extensions used up → 逾时败; the byo-yomi periods used up → 越时败.
		// Both are losses on time: RE W+T when Black ran out.
		{"I96 逾时败", Result{Winner: White, Reason: ByPenaltyOvertime, System: "ing"}, "W+T",
			map[string]string{"zh-Hans": "黑逾时败", "zh-Hant": "黑逾時敗"}},
		{"I96 越时败", Result{Winner: Black, Reason: ByByoyomiOvertime, System: "ing"}, "B+T",
			map[string]string{"zh-Hans": "白越时败", "zh-Hant": "白越時敗"}},
		{"C88 弃权负", Result{Winner: White, Reason: ByForfeit, System: "chinese"}, "W+F",
			map[string]string{"zh-Hans": "黑弃权负", "en": "Black loses by forfeit"}},
		{"J89 Art. 14 犯规负", Result{Winner: Black, Reason: ByViolation, System: "japanese"}, "B+F",
			map[string]string{"zh-Hans": "白犯规负", "ja": "白反則負け"}},
		// J89 10-2 / C88: equal is 和棋 (持碁); RE "0".
		{"draw", Result{Winner: Draw, System: "japanese"}, "0",
			map[string]string{"zh-Hans": "和棋", "ja": "持碁", "en": "Draw (jigo)"}},
		// J89 Art. 12: 无胜负, RE "Void" (no result).
		{"no result", Result{Winner: Void, System: "japanese"}, "Void",
			map[string]string{"zh-Hans": "无胜负", "zh-Hant": "無勝負", "ja": "無勝負"}},
		// J89 Art. 13: 双方负. SGF has no value for it; goref writes "Void" (neither side won)
		// and keeps the reading in the game's text.
		{"both lose", Result{Winner: BothLose, System: "japanese"}, "Void",
			map[string]string{"zh-Hans": "双方负", "en": "Both lose"}},
	} {
		if got := c.r.SGF(); got != c.re {
			t.Errorf("%s: RE %q, want %q", c.name, got, c.re)
		}
		for lang, want := range c.text {
			if got := c.r.Text(lang); got != want {
				t.Errorf("%s in %s: %q, want %q", c.name, lang, got, want)
			}
		}
	}
}

func TestLoser(t *testing.T) {
	if (Result{Winner: Black}).Loser() != White || (Result{Winner: White}).Loser() != Black {
		t.Error("the loser of a decided game is the other side")
	}
	for _, w := range []Winner{Draw, Void, BothLose} {
		if (Result{Winner: w}).Loser() != 0 {
			t.Errorf("%v has no loser", w)
		}
	}
}

// ParseSGF reads every FF[4] RE form, long and short.
func TestParseSGF(t *testing.T) {
	for _, c := range []struct {
		re     string
		winner Winner
		reason Reason
		margin float64 // NaN: unknown
	}{
		{"0", Draw, ByCount, 0},
		{"Draw", Draw, ByCount, 0},
		{"Void", Void, ByCount, 0},
		{"B+R", Black, ByResignation, 0},
		{"W+Resign", White, ByResignation, 0},
		{"B+T", Black, ByTime, 0},
		{"W+Time", White, ByTime, 0},
		{"B+F", Black, ByForfeit, 0},
		{"W+Forfeit", White, ByForfeit, 0},
		{"B+0.5", Black, ByCount, 0.5},
		{"W+12", White, ByCount, 12},
		{"B+3.75", Black, ByCount, 3.75},
		{"B+", Black, ByCount, math.NaN()}, // the winner is known, the score is not
		{" W+7.5 ", White, ByCount, 7.5},
	} {
		r, err := ParseSGF(c.re)
		if err != nil {
			t.Errorf("%q: %v", c.re, err)
			continue
		}
		if r.Winner != c.winner || r.Reason != c.reason {
			t.Errorf("%q: %v %v, want %v %v", c.re, r.Winner, r.Reason, c.winner, c.reason)
		}
		if math.IsNaN(c.margin) != math.IsNaN(r.Margin) || !math.IsNaN(c.margin) && r.Margin != c.margin {
			t.Errorf("%q: margin %v, want %v", c.re, r.Margin, c.margin)
		}
	}
	for _, bad := range []string{"", "X+R", "B3", "B+-2", "B+abc", "+R"} {
		if _, err := ParseSGF(bad); err == nil {
			t.Errorf("%q read without error", bad)
		}
	}
}

// Every RE goref writes reads back to the same winner and margin.
func TestSGFRoundTrip(t *testing.T) {
	for _, r := range []Result{
		{Winner: Black, Margin: 0.75, Unit: Stone}, {Winner: White, Margin: 184.5, Unit: Moku},
		{Winner: Black, Reason: ByResignation}, {Winner: White, Reason: ByTime},
		{Winner: Black, Reason: ByForfeit}, {Winner: Draw}, {Winner: Void},
	} {
		back, err := ParseSGF(r.SGF())
		if err != nil || back.Winner != r.Winner || back.Reason != r.Reason || back.Margin != r.Margin {
			t.Errorf("%+v → %q → %+v, %v", r, r.SGF(), back, err)
		}
	}
}

func TestFraction(t *testing.T) {
	for m, want := range map[float64]string{0: "0", 0.25: "¼", 0.5: "½", 0.75: "¾", 1.25: "1¼", 3.75: "3¾", 7: "7", 2.1: "2.1"} {
		if got := Fraction(m); got != want {
			t.Errorf("Fraction(%v) = %q, want %q", m, got, want)
		}
	}
}

// The reasons' words are spec/table.md's result reasons: time, resign, count, forfeit,
// referee, cycle; Ing's two overtime losses are losses on time (逾时败, 越时败 end the game on
// the clock), 计活子's contract win is decided by the count.
func TestReasonWord(t *testing.T) {
	for r, want := range map[Reason]string{ByCount: "count", ByContract: "count", ByResignation: "resign", ByTime: "time",
		ByPenaltyOvertime: "time", ByByoyomiOvertime: "time", ByForfeit: "forfeit", ByViolation: "referee", ByRepetition: "cycle"} {
		if got := r.Word(); got != want {
			t.Errorf("%d: %q, want %q", r, got, want)
		}
	}
}
