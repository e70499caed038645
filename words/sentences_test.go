package words

import (
	"strings"
	"testing"
)

// Sentences after a CJK full stop follow it with no space (CLREQ); after an English full stop
// with one.
func TestSentencesSpaceOnlyAfterAWesternStop(t *testing.T) {
	for _, c := range []struct{ a, b, want string }{
		{"对局结束。", "结果：白胜", "对局结束。结果：白胜"},
		{"終局です。", "結果：白勝ち", "終局です。結果：白勝ち"},
		{"The game ends.", "Result: W+R", "The game ends. Result: W+R"},
		{"대국이 끝납니다.", "결과: 백 승", "대국이 끝납니다. 결과: 백 승"},
	} {
		if got := Sentences(c.a, c.b); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}

// The Chinese catalogue names the slip one way, 成绩单 (the button's word), and sets no
// space between Han and a result filled in after 已在.
func TestChineseSaysOneWordForTheSlip(t *testing.T) {
	for _, lang := range []string{"zh-Hans", "zh-Hant"} {
		for _, key := range []string{"explain/slip-signed", "Result slip", "The result slip is signed"} {
			if s := Text(lang, key); !strings.Contains(s, "成绩单") && !strings.Contains(s, "成績單") {
				t.Errorf("%s %q = %q, want 成绩单", lang, key, s)
			}
		}
		if s := Text(lang, "Both players and the referee have signed the slip for {{.Result}} (RE {{.RE}})? From then on the result is final."); strings.Contains(s, "在 {{") {
			t.Errorf("%s: %q has a space between Han and the result", lang, s)
		}
	}
}
