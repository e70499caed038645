package tournament

import (
	"testing"
	"time"
)

// The time system in words, in English and as a round sheet in Chinese, Japanese or Korean
// prints it (written by hand).
func TestTimeSystemInWords(t *testing.T) {
	canadian := TimeSystem{Kind: CanadianByoYomi, Basic: 80 * time.Minute, CanadianMoves: 15, CanadianTime: 5 * time.Minute}
	byo := TimeSystem{Kind: StdByoYomi, Basic: 60 * time.Minute, ByoYomi: 90 * time.Second}
	for _, c := range []struct {
		ts        TimeSystem
		lang, out string
	}{
		{canadian, "en", "80 min + 15 moves in 5 min (Canadian)"},
		{TimeSystem{Kind: CanadianByoYomi, Basic: 0, CanadianMoves: 1, CanadianTime: 30 * time.Second}, "en", "0 min + 1 move in 30 s (Canadian)"},
		{canadian, "zh-Hans", "基本时间 80分钟 + 加拿大制 5分钟 内 15 手"},
		{byo, "en", "60 min + byo-yomi 1 min 30 s per move"},
		{byo, "ja", "持ち時間 60分 + 秒読み 一手 1分30秒"},
		{TimeSystem{Kind: SuddenDeath, Basic: 45 * time.Minute}, "ko", "기본 시간 45분 (초읽기 없음)"},
		{TimeSystem{Kind: FischerTime, Basic: 10 * time.Minute, Fischer: 5 * time.Second}, "zh-Hant", "基本時間 10分鐘 + 費雪制 每手加 5秒"},
	} {
		if got := c.ts.Text(c.lang); got != c.out {
			t.Errorf("%+v in %s: %q, want %q", c.ts, c.lang, got, c.out)
		}
	}
	if canadian.String() != canadian.Text("en") {
		t.Errorf("String %q is not the English words", canadian.String())
	}
}
