package slip

import (
	"slices"
	"testing"

	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
)

// The slip says the time system in its own language, in the sentence the new-game form shows
// for it, not as the record's TM and OT: a game of TM[3600] OT[1x30 byo-yomi] is an hour of
// main time and one period of 30 seconds (by hand from the record), on a Chinese slip
// 「计时方式：每方基本时间 60 分钟，之后读秒 1 次，每次 30 秒；…」.
func TestSlipSaysTheTimeSystemInItsLanguage(t *testing.T) {
	col, err := sgf.Read([]byte("(;GM[1]SZ[9]TM[3600]OT[1x30 byo-yomi];B[ee])"))
	if err != nil {
		t.Fatal(err)
	}
	tb, err := table.Open(col.Games[0], rules.Chinese, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	for lang, want := range map[string]string{
		"zh-Hans": "计时方式：每方基本时间 60 分钟，之后读秒 1 次，每次 30 秒；在一次读秒内落子，该次不扣。",
		"en":      "Time system: Each player has 60 minutes of main time, then 1 period of 30 s; a move inside a period keeps it.",
	} {
		items, _, _ := contents(Input{Table: tb, Record: []byte("(;GM[1]SZ[9])"), Lang: lang})
		var text []string
		for _, it := range items {
			text = append(text, it.value)
		}
		if !slices.Contains(text, want) {
			t.Errorf("%s slip lacks the line %q:\n%q", lang, want, text)
		}
	}
}
