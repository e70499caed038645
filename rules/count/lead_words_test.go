package count

import (
	"slices"
	"strings"
	"testing"
)

// A Chinese count reads the side that leads with a positive number of 子, and the komi and
// every number of 子 with fractions, as the slip writes a komi (3¾ 子), in every CJK language;
// Korean names 子 by its reading, 자. Hand count of the 5×5 position: Black has 11 stones and
// the empty a1, 12 子; half the board is 12½; with a komi of 3¾ Black needs 16¼, so White
// leads by 4¼子.
func TestStoneCountSaysTheLeaderAndFractions(t *testing.T) {
	pos := mustRows(t, "XXO..", "XXO..", "XXOO.", "XXXO.", ".XXO.")
	bd := score(t, pos, Input{Rules: preset(t, "chinese"), Komi: 3.75})
	want := map[string][]string{
		"zh-Hans": {"规则：中国围棋竞赛规则 (1988)，贴目 3¾ 子", "黑：11 子 + 1 空点 + ½ × 0 公空 = 12 子", "棋盘之半 12½ + 贴子 3¾ 子：白方领先 4¼ 子"},
		"ja":      {"盤の半分 12½ + コミ 3¾ 子：白が 4¼ 子リード"},
		"ko":      {"규칙: 중국 바둑 경기 규칙 (1988), 덤 3¾자", "흑: 돌 11 + 빈 점 1 + ½ × 공배 0 = 12자", "판의 절반 12½ + 덤 3¾자: 백 4¼자 우세"},
		"en":      {"half the board 12½ + komi 3¾ 子: White leads by 4¼ 子"},
	}
	for lang, lines := range want {
		got := bd.LinesIn(5, lang)
		for _, w := range lines {
			if !slices.Contains(got, w) {
				t.Errorf("%s count:\n%s\nwant the line %s", lang, strings.Join(got, "\n"), w)
			}
		}
		body := strings.Join(bd.BodyIn(5, lang), "\n")
		if strings.Contains(body, "-") || strings.Contains(body, ".75") {
			t.Errorf("%s count writes a negative lead or a decimal 子:\n%s", lang, body)
		}
	}
}
