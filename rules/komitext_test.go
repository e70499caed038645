package rules

import (
	"strings"
	"testing"

	"goref/words"
)

// Korean Go writing reads 子 in its Korean sound, 자 (the catalogue's 자(子) for the Chinese
// count, and the result's 3¾자 승), and says 집 for 目: a Korean screen writes neither 子 nor
// 目 after a komi. The other languages keep the rule text's own unit.
func TestKomiTextSaysKoreanUnits(t *testing.T) {
	for _, c := range []struct {
		rs   Ruleset
		lang string
		komi float64
		want string
	}{
		{Chinese, "ko", 3.75, "3¾자"},
		{Japanese, "ko", 6.5, "6½집"},
		{Korean, "ko", 6.5, "6½집"},
		{Chinese, "zh-Hans", 3.75, "3¾ 子"},
		{Japanese, "ja", 6.5, "6½ 目"},
		{Chinese, "ko", -0.25, "−¼자"},
	} {
		if got := c.rs.KomiText(c.lang, c.komi); got != c.want {
			t.Errorf("%s komi %v in %s: %q, want %q", c.rs.Name, c.komi, c.lang, got, c.want)
		}
	}
}

// The Korean catalogue writes no 子 after a number: a number of 子 is 자 everywhere (the
// rule words in brackets, 数子 or 贴子, name the Chinese term and stay).
func TestKoreanCatalogueSaysJaForZi(t *testing.T) {
	for _, key := range []string{"nigiri/choice.named", "nigiri/bid.offers", "nigiri/bid.higher", "nigiri/bid.tie-white", "Compensation (子):", "komi/stone"} {
		s := words.Text("ko", key)
		if strings.Contains(s, "}子") || strings.Contains(s, "(子)") || !strings.Contains(s, "자") {
			t.Errorf("ko %q = %q", key, s)
		}
	}
}
