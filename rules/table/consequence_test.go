package table

import (
	"strings"
	"testing"
	"time"

	"goref/board"
	"goref/rules"
)

// The acceptance that completes the agreement says what it does, by the rule set. Ing 1996
// 「除认输外四虚终局」: two passes suspended play, the agreement clears the dead stones, and two
// more passes end it; the 13th edition 「清完已无歧见之死子，乃三虚手着手终了」: one more. C88
// (area counting, no clearing): the game ends and is counted — Black's 36 points (rows 6–9, the
// two white invaders dead) against half the board, 40½, plus the komi 2¾ 子: 36 − 43¼, White
// wins by 7¼ 子. The first acceptance completes nothing.
func TestAcceptWillSaysWhatTheAgreementDoes(t *testing.T) {
	for _, c := range []struct {
		preset string
		passes int
		words  string // the sentence's words that count the passes
	}{{"ing", 2, "two more passes end the game"}, {"ing13", 1, "one more pass ends the game"}} {
		tb := twoInvaders(t, c.preset, nil)
		ok(t)(tb.MarkDead(vtx(t, tb, "C8")))
		if w := tb.AcceptWill(board.Black); w.Final() {
			t.Errorf("%s: the first acceptance is final: %+v", c.preset, w)
		}
		ok(t)(tb.Accept(board.Black))
		w := tb.AcceptWill(board.White)
		if w.Kind != WillClear || w.Passes != c.passes || w.Player != board.White {
			t.Fatalf("%s: White's acceptance will %+v, want clear, %d passes", c.preset, w, c.passes)
		}
		if s := w.Explain("en"); !strings.HasPrefix(s, "White accepts too") || !strings.Contains(s, c.words) {
			t.Errorf("%s: %q", c.preset, s)
		}
		said := ""
		for _, ev := range ok(t)(tb.Accept(board.White)).Events {
			if ev.Kind == KindHalt {
				said = ev.Text["en"]
			}
		}
		if !strings.Contains(said, strings.TrimSuffix(c.words, " the game")) {
			t.Errorf("%s: the voice says %q after the agreement", c.preset, said)
		}
		if tb.Phase() != rules.PhaseCleared {
			t.Fatalf("%s: phase %v after the agreement", c.preset, tb.Phase())
		}
		if w := tb.AcceptWill(board.Black); w.Final() {
			t.Errorf("%s: after the clearing an acceptance will %+v", c.preset, w)
		}
		for i, who := range []board.Color{board.Black, board.White}[:c.passes] {
			if tb.Ended() {
				t.Fatalf("%s: ended after %d passes, want %d", c.preset, i, c.passes)
			}
			ok(t)(tb.Pass(who))
		}
		if !tb.Ended() {
			t.Errorf("%s: %d passes after the agreement did not end the game", c.preset, c.passes)
		}
	}

	tb := twoInvaders(t, "chinese", nil)
	ok(t)(tb.MarkDead(vtx(t, tb, "C8")))
	ok(t)(tb.Accept(board.White))
	w := tb.AcceptWill(board.Black)
	if w.Kind != WillCount || w.Result == nil {
		t.Fatalf("C88: Black's acceptance will %+v, want the count", w)
	}
	if got := w.Result.SGF(); got != "W+7.25" {
		t.Errorf("C88: the count's result %s, want W+7.25 (36 − 40½ − 2¾)", got)
	}
	if s := w.Explain("zh-Hans"); !strings.Contains(s, "对局结束") || !strings.Contains(s, "W+7.25") {
		t.Errorf("C88 zh-Hans: %q", s)
	}
	// Chinese sets no space after 。 (CLREQ: the full stop holds its own space).
	if s := w.Explain("zh-Hans"); !strings.Contains(s, "记录在案。结果：") {
		t.Errorf("C88 zh-Hans: %q, want 「记录在案。结果：」 with no space", s)
	}
}

// A second warning loses the game under C88 (Art. 25.2 「对局者被判的警告，应记录在案，在一局棋里满
// 二次者，判该局为负」) and the table says so with the article; J89 has no such rule: a second
// warning is a warning. A time correction that leaves one side no time loses it on time — when
// it is given to both players, the side whose clock it empties (Black, with 55 s left, not White
// with 60 s), which the app named wrongly when it worded this itself.
func TestRefereeWillSaysWhyTheGameEnds(t *testing.T) {
	tb, _ := newTable(t, "chinese", 9, 0, "")
	warn := rules.Action{Kind: rules.ActWarning, Player: board.Black}
	if w := tb.RefereeWill(warn); w.Final() || tb.EndsGame(warn) {
		t.Fatalf("C88 first warning: %+v", w)
	}
	ok(t)(tb.Referee(warn))
	w := tb.RefereeWill(warn)
	if w.Kind != WillSecondWarning || w.Player != board.Black || w.Article != "C88 Art. 25.2" || !tb.EndsGame(warn) {
		t.Fatalf("C88 second warning: %+v", w)
	}
	if s := w.Explain("zh-Hans"); !strings.Contains(s, "满二次者") || !strings.Contains(s, "黑方") {
		t.Errorf("C88 zh-Hans: %q", s)
	}
	if s := w.Explain("en"); !strings.Contains(s, "Art. 25.2") {
		t.Errorf("C88 en: %q", s)
	}

	j, _ := newTable(t, "japanese", 9, 0, "")
	ok(t)(j.Referee(warn))
	if w := j.RefereeWill(warn); w.Final() {
		t.Errorf("J89 second warning: %+v", w)
	}

	tc, ft := newTable(t, "chinese", 9, 60*time.Second, "sudden death")
	ok(t)(tc.Start())
	ft.Set(5 * time.Second)
	play(t, tc, "B D4")
	adjust := rules.Action{Kind: rules.ActTimeAdjust, Player: board.Empty, Points: -57}
	w = tc.RefereeWill(adjust)
	if w.Kind != WillTimeLoss || w.Player != board.Black {
		t.Fatalf("−57 s to both (55 s and 60 s left): %+v, want Black loses on time", w)
	}
	if s := w.Explain("en"); s != "This correction leaves Black no time: Black loses on time." {
		t.Errorf("en: %q", s)
	}
	ok(t)(tc.Referee(adjust))
	if r := tc.Result(); r == nil || r.RE() != "W+T" {
		t.Errorf("after the correction: %v, want W+T", r)
	}

	loss := rules.Action{Kind: rules.ActLoss, Player: board.White}
	tl, _ := newTable(t, "japanese", 9, 0, "")
	if w := tl.RefereeWill(loss); w.Kind != WillRuling || w.Explain("en") != loss.Explain("en") {
		t.Errorf("a loss: %+v %q", w, w.Explain("en"))
	}
}

// A J89 dispute waits for the referee's choice, and the table names the two paths: the
// confirmation by play (Art. 7) and resumption (9-3), the disputer's opponent moving first on
// both. C88 resumes at once: nothing to choose.
func TestDisputeChoicesAreTheTables(t *testing.T) {
	tb := twoInvaders(t, "japanese", nil)
	ok(t)(tb.MarkDead(vtx(t, tb, "C8")))
	if cs := tb.DisputeChoices(); cs != nil {
		t.Fatalf("choices before a dispute: %+v", cs)
	}
	ok(t)(tb.Dispute(board.White))
	cs := tb.DisputeChoices()
	if len(cs) != 2 || cs[0] != (Choice{ChoiceConfirm, board.Black}) || cs[1] != (Choice{ChoiceResume, board.Black}) {
		t.Fatalf("J89 choices %+v", cs)
	}
	if s := ChoicesText(cs, "en"); s != "Choose: confirm the disputed group by play (Art. 7), or resume the game (9-3)." {
		t.Errorf("en: %q", s)
	}
	if s := ChoicesText(cs, "ja"); !strings.Contains(s, "第7条") || !strings.Contains(s, "9-3") {
		t.Errorf("ja: %q", s)
	}
	ok(t)(tb.ConfirmStart(board.Black))
	if cs := tb.DisputeChoices(); cs != nil {
		t.Errorf("choices during the confirmation: %+v", cs)
	}

	tc := twoInvaders(t, "chinese", nil)
	ok(t)(tc.Dispute(board.White))
	if cs := tc.DisputeChoices(); cs != nil {
		t.Errorf("C88 choices %+v", cs)
	}
}

// J89 Art. 13-1 (both lose when, after the stop, neither resumes and no end can be agreed) is
// the referee's ruling at the halt of a J89 game only: not during play, not during a
// confirmation by play, not under C88, whose disputes are settled by playing on.
func TestBothLoseIsOfferedAtAJ89HaltOnly(t *testing.T) {
	j, _ := newTable(t, "japanese", 9, 0, "")
	if j.BothLoseOffered() {
		t.Error("J89 during play")
	}
	tb := twoInvaders(t, "japanese", nil)
	if !tb.BothLoseOffered() {
		t.Error("J89 at the halt: not offered")
	}
	ok(t)(tb.MarkDead(vtx(t, tb, "C8")))
	ok(t)(tb.Dispute(board.White))
	ok(t)(tb.ConfirmStart(board.Black))
	if tb.BothLoseOffered() {
		t.Error("J89 during the confirmation")
	}
	if twoInvaders(t, "chinese", nil).BothLoseOffered() {
		t.Error("C88 at the halt")
	}
}

// A dispute is open at the halt of a rule set with a dispute procedure (C88 settles it by
// play, Art. 21.3); Tromp-Taylor has none — two passes end the game and every stone on the
// board counts, at once — and a dispute is not offered. Nor is one offered during play.
func TestDisputableByTheRuleSet(t *testing.T) {
	if j, _ := newTable(t, "chinese", 9, 0, ""); j.Disputable() {
		t.Error("C88 during play")
	}
	if !twoInvaders(t, "chinese", nil).Disputable() {
		t.Error("C88 at the halt")
	}
	tt := twoInvaders(t, "tromp-taylor", nil)
	if tt.Disputable() || !tt.Ended() {
		t.Errorf("Tromp-Taylor after the passes: disputable %v, ended %v", tt.Disputable(), tt.Ended())
	}
}
