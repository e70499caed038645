package i18n

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// runes measures a line as one unit a character, as a fixed-pitch CJK face sets it.
func runes(s string) float32 { return float32(utf8.RuneCountInString(s)) }

// Lines broken by hand by JIS X 4051's rules (行頭禁則 and 行末禁則): where Fyne's wrapping,
// which fills each line to the last character that fits, would start a line with 。 (あいう /
// 。えお) or end one with 「, the character before goes down with it.
func TestBreakKeepsPunctuationOffTheLineStart(t *testing.T) {
	checkBreaks(t, []breakCase{
		{"あいう。えお", 3, "あい\nう。え\nお"},
		{"これは「石」です", 4, "これは\n「石」で\nす"},
		{"黒、白。", 2, "黒、\n白。"},
		{"対局停止：死石", 5, "対局停止：\n死石"},
		{"推定は D6 G5 の石", 6, "推定は D6\nG5 の石"},
		{"チェックする", 2, "チェッ\nクす\nる"},                       // small kana stays with the one before, a unit too wide keeps its line
		{"ルールは", 1, "ルー\nル\nは"},                           // and ー stays with its kana
		{"The marks are right", 5, "The marks are right"}, // no CJK: Fyne's wrapping breaks it
		{"一行目\n二行目", 2, "一行\n目\n二行\n目"},
	})
}

// breakCase is a text, the width it is broken for and its lines broken by hand.
type breakCase struct {
	text  string
	width float32
	want  string
}

func checkBreaks(t *testing.T, cases []breakCase) {
	t.Helper()
	for _, c := range cases {
		if got := Break(c.text, c.width, runes); got != c.want {
			t.Errorf("Break(%q, %v) = %q, want %q", c.text, c.width, got, c.want)
		}
	}
}

// The panel's Japanese sentence on the amber rings, at every width: no line starts with a
// character JIS X 4051 keeps off the line's start or ends with an opening bracket, every line
// of more than one unit fits, and nothing is lost but the spaces at the breaks.
func TestBreakJapaneseSentenceAtEveryWidth(t *testing.T) {
	text := "琥珀色の輪：推定は D6 G5 の石に自信がありません。石をクリックして判定するか、印を確認してください。それまで計算は承認できません。"
	for w := float32(4); w < 70; w++ {
		got := Break(text, w, runes)
		for _, l := range strings.Split(got, "\n") {
			r := []rune(l)
			if strings.ContainsRune(noStart, r[0]) || strings.ContainsRune(noEnd, r[len(r)-1]) {
				t.Errorf("width %v: line %q", w, l)
			}
			if runes(l) > w {
				t.Errorf("width %v: line %q is wider", w, l)
			}
		}
		if strip(got) != strip(text) {
			t.Errorf("width %v: %q lost text", w, got)
		}
	}
}

func strip(s string) string { return strings.NewReplacer("\n", "", " ", "").Replace(s) }

// Whatever the text and the width, Break loses nothing but spaces at its breaks, and no line
// it starts (after a paragraph's first) starts with a character kept off a line's start.
func FuzzBreak(f *testing.F) {
	f.Add("琥珀色の輪：推定は D6 G5 の石に自信がありません。それまで計算は承認できません。", 7)
	f.Add("これは「石」です（白）、チェック 。", 3)
	f.Add("黑方的请求不予受理：尚有可争之点，除认输外禁止虚手：E5仍空。\n二行目", 5)
	f.Add("The marks are right", 4)
	f.Fuzz(func(t *testing.T, text string, width int) {
		if !utf8.ValidString(text) || width < 0 || width > 200 {
			return
		}
		got := Break(text, float32(width), runes)
		if strip(got) != strip(text) {
			t.Fatalf("Break(%q, %d) = %q lost text", text, width, got)
		}
		for _, p := range strings.Split(text, "\n") {
			lines := strings.Split(Break(p, float32(width), runes), "\n")
			for i, l := range lines[1:] {
				if r := []rune(l); len(r) > 0 && strings.ContainsRune(noStart, r[0]) {
					t.Fatalf("Break(%q, %d): line %d %q starts with %q", p, width, i+1, l, r[0])
				}
			}
		}
	})
}

// A number stays with the counter after it, with or without the space goref writes between
// them (JIS X 4051 keeps a numeral with its unit): the recovery question's 「22 手」 broke
// between 22 and 手. The break goes before the number instead.
func TestBreakKeepsANumberWithItsCounter(t *testing.T) {
	checkBreaks(t, []breakCase{
		{"黒 – 白、22 手。", 8, "黒 – 白、\n22 手。"},
		{"黒 – 白、22手。", 8, "黒 – 白、\n22手。"},
		{"コミ 6½ 目です", 5, "コミ\n6½ 目で\nす"},
		{"対局 3 子", 4, "対局\n3 子"},
	})
}
