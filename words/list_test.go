package words

import "testing"

// A list of names in a sentence is joined as each language writes one: Chinese and Japanese
// with the enumeration comma 、 (顿号, 読点), Korean with ", ", English with ", " and "and"
// before the last. The expected strings are written by hand.
func TestListJoinsAsTheLanguageDoes(t *testing.T) {
	files := []string{"slip-r3-t12.pdf", "slip-r3-t12.sgf", "autosave.json"}
	for _, c := range []struct {
		lang  string
		items []string
		want  string
	}{
		{"en", files, "slip-r3-t12.pdf, slip-r3-t12.sgf and autosave.json"},
		{"en", files[:2], "slip-r3-t12.pdf and slip-r3-t12.sgf"},
		{"en", files[:1], "slip-r3-t12.pdf"},
		{"en", nil, ""},
		{"zh-Hans", []string{"黑 D4", "白 Q16"}, "黑 D4、白 Q16"},
		{"zh-Hans", files, "slip-r3-t12.pdf、slip-r3-t12.sgf、autosave.json"},
		{"zh_TW.UTF-8", []string{"黑 D4", "白 Q16", "黑 C3"}, "黑 D4、白 Q16、黑 C3"},
		{"ja", []string{"黒 D4", "白 Q16"}, "黒 D4、白 Q16"},
		{"ko", []string{"흑 D4", "백 Q16", "흑 C3"}, "흑 D4, 백 Q16, 흑 C3"},
		{"ko", files[:1], "slip-r3-t12.pdf"},
		{"de_DE", files[:2], "slip-r3-t12.pdf and slip-r3-t12.sgf"}, // goref speaks English there
	} {
		if got := List(c.lang, c.items); got != c.want {
			t.Errorf("List(%q, %q) = %q, want %q", c.lang, c.items, got, c.want)
		}
	}
}
