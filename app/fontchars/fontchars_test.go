package fontchars

import "testing"

func TestCJK(t *testing.T) {
	for _, r := range "子和棋囲碁コウあ、「」（）０ｱ〇ー・㎝한ㄱﾡ" {
		if !CJK(r) {
			t.Errorf("CJK(%q) = false", r)
		}
	}
	for _, r := range "aZ 0½→×" {
		if CJK(r) {
			t.Errorf("CJK(%q) = true", r)
		}
	}
}
