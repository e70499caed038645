package words

import (
	"regexp"
	"strings"
	"testing"
)

// The Korean catalogue calls a tournament table — the numbered place in the hall where a
// game is played — by one word, 대국대 (對局臺), as the hall's sentences do. 대국판 reads
// as the game's board (판: a board, or one game, 한 판), and 테이블 is nobody's term for it.
// The words that label a table (the chooser's row and its prompt, the round sheet's column
// and its summary, the hall's table number) say 대국대, and the particle after it is the
// one for a word ending in a vowel (대국대는, 대국대를), not 은 or 을.
func TestKoreanSaysOneWordForATable(t *testing.T) {
	ko := sentences(Ko)
	for key, s := range ko {
		for _, other := range []string{"대국판", "테이블"} {
			if strings.Contains(s, other) {
				t.Errorf("%q says %s: %q", key, other, s)
			}
		}
		if m := regexp.MustCompile(`대국대(은|을|이|과)`).FindString(s); m != "" {
			t.Errorf("%q says %s, the particle for a word ending in a consonant: %q", key, m, s)
		}
	}
	for _, key := range []string{"Table", "(choose a table)", "Table {{.N}}", "sheet/column.table",
		"sheet/summary", "by table", "{{.T}} is not a table number"} {
		if !strings.Contains(ko[key], "대국대") {
			t.Errorf("%q is %q, without 대국대", key, ko[key])
		}
	}
}
