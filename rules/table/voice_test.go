package table

import (
	"encoding/json"
	"os"
	"testing"
	"time"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
)

// appWords reads the app's words for key in language code (the catalogue, words/texts).
func appWords(t *testing.T, code, key string) string {
	t.Helper()
	data, err := os.ReadFile("../../words/texts/" + code + ".json")
	if err != nil {
		t.Fatal(err)
	}
	var tr map[string]string
	if err := json.Unmarshal(data, &tr); err != nil {
		t.Fatal(err)
	}
	if tr[key] == "" {
		t.Fatalf("%s.json has no %q", code, key)
	}
	return tr[key]
}

// TestEventsSpeakFiveLanguages: every event of an Ing game to 逾时败 and of a game counted
// after the passes has its words in zh, zh-Hant, en, ja and ko; the Ing loss says what the
// app's clock face says in Korean and Traditional Chinese ("OVERTIME EXCEEDED"), and the
// Traditional text carries none of the Simplified characters.
func TestEventsSpeakFiveLanguages(t *testing.T) {
	tb, ft := newTable(t, "ing", 9, time.Minute, "3x10 penalty (Ing)")
	ok(t)(tb.Start())
	ft.Set(2 * time.Minute)
	tb.Tick()
	tb2, _ := newTable(t, "chinese", 9, time.Hour, "absolute")
	ok(t)(tb2.Start())
	play(t, tb2, "B E5")
	ok(t)(tb2.PauseClock("a call"))
	ok(t)(tb2.ResumeClock(""))
	play(t, tb2, "W pass", "B pass")
	if _, err := tb2.ResumeClock(""); !IsRefused(err) {
		t.Fatalf("restart at a halt: %v", err)
	}
	ok(t)(tb2.Referee(rules.Action{Kind: rules.ActWarning, Player: board.White}))
	ok(t)(tb2.CountNow())
	events := append(tb.Events(), tb2.Events()...)
	kinds := map[string]bool{}
	for _, ev := range events {
		kinds[ev.Kind] = true
		for _, l := range []string{"zh", "zh-Hant", "en", "ja", "ko"} {
			if ev.Text[l] == "" {
				t.Errorf("%s %s: no %s text: %v", ev.Kind, ev.Reason, l, ev.Text)
			}
		}
		for _, r := range "钟还时间开读进后罚点败负两双着对终确认虚现复则无胜环争搅规" {
			for _, c := range ev.Text["zh-Hant"] {
				if c == r && ev.Kind != KindRefused {
					t.Errorf("%s: Simplified %c in %q", ev.Kind, r, ev.Text["zh-Hant"])
				}
			}
		}
	}
	for _, k := range []string{KindPenalty, KindTimeLoss, KindEnd, KindHalt, KindReferee, KindRefused, KindCount} {
		if !kinds[k] {
			t.Errorf("no %s event", k)
		}
	}
	var loss Event
	for _, ev := range tb.Events() {
		if ev.Kind == KindTimeLoss {
			loss = ev
		}
	}
	if loss.Clock == nil || loss.Clock.Loss != clock.IngOvertime {
		t.Fatalf("no Ing time loss: %+v", loss)
	}
	if got, want := loss.Text["ko"], appWords(t, "ko", "OVERTIME EXCEEDED"); got != want {
		t.Errorf("ko %q, the app's face says %q", got, want)
	}
	if got, want := loss.Text["zh-Hant"], appWords(t, "zh_Hant", "OVERTIME EXCEEDED"); got != want {
		t.Errorf("zh-Hant %q, the app's face says %q", got, want)
	}
}
