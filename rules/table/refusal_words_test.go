package table

import (
	"strings"
	"testing"
	"time"

	"goref/board"
	"goref/rules"
	"goref/words"
)

// A refusal reads as a sentence in every language, and its code stays where table.md puts it
// (the event's reason) and after the sentence in the event's text. The correction of both
// clocks to zero at one instant is refused because no rule says whose flag fell first (60 s
// sudden death, Black 55 s left, White 60 s, −120 s to both): the sentence says so in each of
// the five languages, not the code alone.
func TestRefusalsAreSentencesWithTheirCode(t *testing.T) {
	tb, ft := newTable(t, "chinese", 9, 60*time.Second, "sudden death")
	ok(t)(tb.Start())
	ft.Set(5 * time.Second)
	play(t, tb, "B D4")
	u, err := tb.Referee(rules.Action{Kind: rules.ActTimeAdjust, Player: board.Empty, Points: -120})
	r, isR := asRefused(err)
	if !isR || r.Reason != RefusedBothFlags {
		t.Fatalf("refusal %v", err)
	}
	want := map[string]string{"en": "whose flag fell first", "zh-Hans": "谁先超时", "zh-Hant": "誰先超時", "ja": "先に時間切れ", "ko": "먼저 끝났는지"}
	for lang, piece := range want {
		if s := r.Explain(lang); !strings.Contains(s, piece) || strings.Contains(s, RefusedBothFlags) {
			t.Errorf("%s: %q", lang, s)
		}
	}
	if len(u.Events) != 1 || u.Events[0].Reason != RefusedBothFlags {
		t.Fatalf("events %+v", u.Events)
	}
	for _, tag := range words.Tags {
		s := u.Events[0].Text[tag.JSONKey()]
		if !strings.Contains(s, r.Explain(string(tag))) || !strings.Contains(s, "("+RefusedBothFlags+")") && !strings.Contains(s, "（"+RefusedBothFlags+"）") {
			t.Errorf("%s text %q: the sentence and the code", tag, s)
		}
	}

	// What the reason names after its code is filled in: the player the rules give the move.
	rs := &Refused{Kind: KindRefused, Reason: RefusedResumeOrder + " B"}
	if s := rs.Explain("zh-Hans"); s != "按规则应由黑方走。" {
		t.Errorf("resume order: %q", s)
	}
	fd := &Refused{Kind: KindRefused, Reason: RefusedFillDame + " C4,D5"}
	if s := fd.Explain("en"); !strings.Contains(s, "Art. 9-2") || !strings.HasSuffix(s, "C4, D5.") {
		t.Errorf("fill the dame: %q", s)
	}
	// An error's own text has no sentence of its own and is said as it is.
	raw := &Refused{Kind: KindRefused, Reason: "a time adjustment is at most 3600 seconds either way, not 4000"}
	if s := raw.Explain("ja"); s != raw.Reason {
		t.Errorf("raw: %q", s)
	}
}

// After the end a refusal names the result the game ended with, in the app's status line and
// in the event's text `goref table` prints; the reason stays the code alone.
func TestGameOverNamesTheResult(t *testing.T) {
	tb, _ := newTable(t, "chinese", 9, 0, "")
	ok(t)(tb.Start())
	play(t, tb, "B D4")
	ok(t)(tb.Resign(board.White))
	u, err := tb.Play(board.White, vtx(t, tb, "E5"))
	r, isR := asRefused(err)
	if !isR || r.Reason != RefusedGameOver {
		t.Fatalf("refusal %v", err)
	}
	if s, want := r.Explain("en"), "The game is over: Black wins by resignation"; s != want {
		t.Errorf("said %q, want %q", s, want)
	}
	if s, want := r.Explain("zh-Hans"), "对局已结束：黑中盘胜"; s != want {
		t.Errorf("said %q, want %q", s, want)
	}
	if len(u.Events) != 1 || u.Events[0].Reason != RefusedGameOver || u.Events[0].Text["en"] != "White refused: The game is over: Black wins by resignation (game-over)" {
		t.Fatalf("events %+v", u.Events)
	}
}
