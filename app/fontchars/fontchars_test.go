package fontchars

import (
	"slices"
	"testing"
)

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

// TestTextsReadEveryCaseLanguage: the fonts are cut for the casebook's titles and explanations
// in every UI language, the Korean and Traditional Chinese ones too (case 01's titles).
func TestTextsReadEveryCaseLanguage(t *testing.T) {
	all, err := Texts("../..", All)
	if err != nil {
		t.Fatal(err)
	}
	en, err := Texts("../..", English)
	if err != nil {
		t.Fatal(err)
	}
	for _, title := range []string{"三劫循环", "三劫循環", "三コウ", "삼패"} {
		if !slices.Contains(all, title) {
			t.Errorf("the texts of all languages lack the case title %q", title)
		}
		if slices.Contains(en, title) {
			t.Errorf("the English texts have the case title %q", title)
		}
	}
}
