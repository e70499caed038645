package ui

import (
	"slices"
	"testing"
)

// TestStatusLineSaysEachSentenceOnce (issue 25 item 8): the table's events are said as
// sentences, each ending as its script ends one, and a result said by the count and again by
// the end is said once ("Black wins by 6.5 points Black wins by 6.5 points", "Ten: loss on time
// White wins on time" were seen).
func TestStatusLineSaysEachSentenceOnce(t *testing.T) {
	for _, c := range []struct{ in, want []string }{
		{[]string{"Black wins by 6.5 points", "Black wins by 6.5 points"}, []string{"Black wins by 6.5 points."}},
		{[]string{"Ten: loss on time", "White wins on time"}, []string{"Ten: loss on time.", "White wins on time."}},
		{[]string{"十，超时判负", "白超时胜"}, []string{"十，超时判负。", "白超时胜。"}},
		{[]string{"10, 시간패", "백 시간승"}, []string{"10, 시간패.", "백 시간승."}},
		{[]string{"Play stops.", "", "「黑方」"}, []string{"Play stops.", "「黑方」"}},
		// A sentence ending in a parenthesis is not finished by it (issue 25 item 8): the
		// script of the words before the parenthesis chooses the full stop.
		{[]string{"Draw (jigo)", "White passes."}, []string{"Draw (jigo).", "White passes."}},
		{[]string{"White loses on time: penalty extensions exhausted (逾时败)"}, []string{"White loses on time: penalty extensions exhausted (逾时败)."}},
		{[]string{"白超时负（逾时败）"}, []string{"白超时负（逾时败）。"}},
		{[]string{"白超時負け(逾時敗)"}, []string{"白超時負け(逾時敗)。"}},
		{[]string{"백 시간패 (逾時敗)"}, []string{"백 시간패 (逾時敗)."}},
		{[]string{"Black resigns (see Art. 9.)"}, []string{"Black resigns (see Art. 9.)"}},
		{[]string{"(the record ends here)"}, []string{"(the record ends here)."}},
	} {
		if got := sentences(c.in); !slices.Equal(got, c.want) {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}

// TestSentencesJoinAsTheirScriptJoinsThem: a space after an English full stop, none after 。.
func TestSentencesJoinAsTheirScriptJoinsThem(t *testing.T) {
	for _, c := range []struct {
		in   []string
		want string
	}{
		{[]string{"White passes.", "Both passed: play stops."}, "White passes. Both passed: play stops."},
		{[]string{"白方停一手。", "双方停着，对局停止。"}, "白方停一手。双方停着，对局停止。"},
		{[]string{"백 패스.", "양쪽 패스."}, "백 패스. 양쪽 패스."},
	} {
		if got := joinSentences(c.in); got != c.want {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
}
