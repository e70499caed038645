package ui

import (
	"strings"
	"testing"
)

// A Latin name in a Chinese or Japanese sentence stands apart from the Han and kana beside it
// (CLREQ: a space between Han and Western words; JIS X 4051 the same between kana and Western
// text): the nigiri form's Chinese says 「Shin Jinseo 握子，Ke Jie 猜单双。」, not
// 「Shin Jinseo握子」, and the recovery offer's Japanese 「Ke Jie、3 手」 keeps its own 、.
func TestNamesStandApartInCJKSentences(t *testing.T) {
	u, _ := newTestUI(t)
	u.SetLanguage("zh_Hans")
	u.ShowNewGame()
	f := u.newGame
	f.black.SetText("Ke Jie")
	f.white.SetText("Shin Jinseo")
	f.nigiri.start()
	if want := "Shin Jinseo 握子，Ke Jie 猜单双。"; f.nigiri.says.Text != want {
		t.Errorf("the nigiri says %q, want %q", f.nigiri.says.Text, want)
	}
	u.SetLanguage("en")
	o := offerAfterKill(t, "ja", "Shin Jinseo", "Ke Jie", 3)
	if msg := overlayText(o); !strings.Contains(msg, "Shin Jinseo – Ke Jie、3 手") {
		t.Errorf("the offer reads %q", msg)
	}
}
