package words

import (
	"strings"
	"testing"
)

// Names set into Chinese and Japanese sentences, spaced by hand as CLREQ (3.6: a space between
// Han and Western words) and JIS X 4051 (the quarter space between Western text and kana or
// Han) set them; Korean, punctuation, digits and names in Han are left as they are.
func TestSpaceNames(t *testing.T) {
	for _, c := range []struct {
		text  string
		names []string
		want  string
	}{
		{"Shin Jinseo握子，Ke Jie猜单双。", []string{"Shin Jinseo", "Ke Jie"}, "Shin Jinseo 握子，Ke Jie 猜单双。"},
		{"Shin Jinseo握子13颗，Ke Jie猜单：猜中。Ke Jie执黑。", []string{"Shin Jinseo", "Ke Jie"},
			"Shin Jinseo 握子13颗，Ke Jie 猜单：猜中。Ke Jie 执黑。"},
		{"Shin Jinseoが黒を持ちます。", []string{"Shin Jinseo"}, "Shin Jinseo が黒を持ちます。"},
		{"白はIyama Yutaです", []string{"Iyama Yuta"}, "白は Iyama Yuta です"},
		{"黒：Shin Jinseo · 白：Ke Jie", []string{"Shin Jinseo", "Ke Jie"}, "黒：Shin Jinseo · 白：Ke Jie"},
		{"（Shin Jinseo）", []string{"Shin Jinseo"}, "（Shin Jinseo）"},
		{"Shin Jinseo가 흑을 잡습니다.", []string{"Shin Jinseo"}, "Shin Jinseo가 흑을 잡습니다."},
		{"申真谞握子，柯洁猜单双。", []string{"申真谞", "柯洁"}, "申真谞握子，柯洁猜单双。"},
		{"第5卓", []string{"5"}, "第5卓"},
		{"Shin Jinseo takes Black.", []string{"Shin Jinseo"}, "Shin Jinseo takes Black."},
		{"Shin Jinseo 握子", []string{"Shin Jinseo"}, "Shin Jinseo 握子"},
		{"Li Xuanhao握子，Li猜", []string{"Li", "Li Xuanhao"}, "Li Xuanhao 握子，Li 猜"},
		{"Шин握子", []string{"Шин"}, "Шин 握子"},
	} {
		if got := SpaceNames(c.text, c.names...); got != c.want {
			t.Errorf("SpaceNames(%q, %q) = %q, want %q", c.text, c.names, got, c.want)
		}
	}
}

// SpaceNames only adds spaces, and none where a name meets a space, punctuation or hangul.
func FuzzSpaceNames(f *testing.F) {
	f.Add("Shin Jinseo握子，Ke Jie猜单双。", "Shin Jinseo", "Ke Jie")
	f.Add("Kimの握った石は1個、Leeの予想", "Kim", "Lee")
	f.Add("第5卓", "5", "")
	f.Fuzz(func(t *testing.T, text, a, b string) {
		got := SpaceNames(text, a, b)
		if strings.ReplaceAll(got, " ", "") != strings.ReplaceAll(text, " ", "") {
			t.Fatalf("SpaceNames(%q, %q, %q) = %q changed more than spaces", text, a, b, got)
		}
		if strings.Contains(got, "  ") && !strings.Contains(text, "  ") {
			t.Fatalf("SpaceNames(%q, %q, %q) = %q doubled a space", text, a, b, got)
		}
	})
}
