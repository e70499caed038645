package ui

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"goref/rules"
	"goref/rules/clock"
)

// TestNewGameTimeFollowsTheNumbers: the time system is a choice plus its numbers; after Ing's
// main time is changed the clock is Ing's with the new T (its blocks T/6), a number that makes
// no clock is shown as typed and keeps Start off, and the game starts with the clock shown.
func TestNewGameTimeFollowsTheNumbers(t *testing.T) {
	u, _ := newTestUI(t)
	f := newNewGameForm(u.Session().Info, true)
	ing, _ := rules.Preset("ing")
	f.rules.SetSelected(rulesName(ing))
	if ot, main := f.time.value(); ot != "3x2100 penalty (Ing)" || main != 210*time.Minute {
		t.Fatalf("Ing's default: %q %v", ot, main)
	}
	f.time.main.SetText("180")
	if ot, main := f.time.value(); ot != "3x1800 penalty (Ing)" || main != 3*time.Hour {
		t.Fatalf("Ing with 180 minutes: %q %v", ot, main)
	}
	f.time.system.SetSelectedIndex(f.time.index(2)) // byo-yomi
	f.time.count.SetText("x")
	if f.time.count.Validate() == nil || f.time.main.Validate() != nil || f.time.schedule.Text != "" {
		t.Fatalf("a bad period count: count %v, main %v, schedule %q", f.time.count.Validate(), f.time.main.Validate(), f.time.schedule.Text)
	}
	f.time.count.SetText("3")
	f.time.secs.SetText("40")
	if f.time.schedule.Validate() != nil || f.time.count.Validate() != nil || f.time.schedule.Text == "" {
		t.Fatalf("3×40 s byo-yomi refused: %v", f.time.schedule.Validate())
	}
	info := f.info()
	if info.TimeSystem != "3x40 byo-yomi" || info.MainTime != 3*time.Hour {
		t.Fatalf("info: %q %v", info.TimeSystem, info.MainTime)
	}
	u.StartGame(info)
	if u.clocks == nil {
		t.Fatal("a timed game started without its clock")
	}
}

// TestRuleSetNamesAreTranslated: every preset's title has a name in every UI language, and
// in English the Chinese and Japanese titles read in English with the original beside it.
func TestRuleSetNamesAreTranslated(t *testing.T) {
	for _, lang := range []string{"en", "zh_Hans", "zh_Hant", "ja", "ko"} {
		data, err := os.ReadFile("../../words/texts/" + lang + ".json")
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]string{}
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		for _, n := range rules.PresetNames() {
			r, _ := rules.Preset(n)
			if m[r.Title] == "" {
				t.Errorf("%s has no name for %s (%q)", lang, n, r.Title)
			}
		}
	}
	u, _ := newTestUI(t)
	u.SetLanguage("en")
	ing, _ := rules.Preset("ing")
	if got := rulesName(ing); !strings.Contains(got, "Ing rules") || !strings.Contains(got, "应氏棋规") {
		t.Fatalf("Ing in English: %q", got)
	}
}

// TestHandicapGameHasNoKomi: choosing a handicap puts the rule set's komi for it in the field
// (none under the Chinese 1988 rules, whose compensation is half the stones, added at the
// count), and the game starts with it; back to an even game the preset's 2¾ 子 returns. Left
// at 2¾, a three-stone game was counted with both and saved as KM[5.5] HA[3].
func TestHandicapGameHasNoKomi(t *testing.T) {
	u, _ := newTestUI(t)
	f := newNewGameForm(u.Session().Info, true)
	f.rules.SetSelected(rulesName(rules.Chinese))
	if f.komi.Text != "2.75" {
		t.Fatalf("even game under C88: komi field %q, want 2.75", f.komi.Text)
	}
	f.handicap.SetSelected("3")
	if f.komi.Text != "0" {
		t.Fatalf("three stones under C88: komi field %q, want 0", f.komi.Text)
	}
	info := f.info()
	if info.Handicap != 3 || info.Komi != 0 {
		t.Fatalf("info: handicap %d komi %v", info.Handicap, info.Komi)
	}
	u.StartGame(info)
	if k := u.Session().Table().Komi(); k != 0 {
		t.Fatalf("the table counts a three-stone game with komi %v", k)
	}
	f.handicap.SetSelected("0")
	if f.komi.Text != "2.75" {
		t.Fatalf("back to an even game: komi field %q, want 2.75", f.komi.Text)
	}
}

// startEnabled tells whether the open New game dialog's Start button can be pressed.
func startEnabled(t *testing.T, u *UI) bool {
	t.Helper()
	start := shownButton(t, u, L("Start"))
	if start == nil {
		t.Fatal("no Start button in the New game dialog")
	}
	return !start.Disabled()
}

// shownButton is the button saying text in the window's dialogs (its overlays), nil if none.
func shownButton(t *testing.T, u *UI, text string) *widget.Button {
	t.Helper()
	if u.newGame == nil {
		t.Fatal("no New game dialog open")
	}
	var found *widget.Button
	for _, o := range u.win.Canvas().Overlays().List() {
		walkDrawn(o, func(o fyne.CanvasObject, _, _ bool) {
			if b, ok := o.(*widget.Button); ok && b.Text == text {
				found = b
			}
		})
	}
	return found
}

// TestNewGameRefusesWhatItCannotRead (issue 25 item 2): komi "abc" is not replaced by the rule
// set's komi: the row says what is wrong, in the UI's language (here Chinese), and Start stays
// off; a European "6,5" is 6.5; byo-yomi with no main time is byo-yomi from the first move, not
// a game without a clock; a click on the chosen mode leaves it chosen.
func TestNewGameRefusesWhatItCannotRead(t *testing.T) {
	u, _ := newTestUI(t)
	u.SetLanguage("zh_Hans")
	u.ShowNewGame()
	f := u.newGame
	if !startEnabled(t, u) {
		t.Fatal("Start is off for the defaults")
	}
	f.komi.SetText("abc")
	err := f.form.Validate()
	if err == nil || startEnabled(t, u) {
		t.Fatalf("komi abc: form error %v, Start on %v", err, startEnabled(t, u))
	}
	if want := "例如 6.5、6,5 或 2¾"; !strings.Contains(err.Error(), want) {
		t.Fatalf("komi abc says %q, want it in Chinese (%q)", err, want)
	}
	if !shownText(f.form, err.Error()) {
		t.Fatalf("the form does not show %q under the komi", err)
	}
	f.komi.SetText("6,5")
	if !startEnabled(t, u) || f.info().Komi != 6.5 {
		t.Fatalf("komi 6,5: Start on %v, komi %v", startEnabled(t, u), f.info().Komi)
	}
	f.komi.SetText("2¾")
	if f.info().Komi != 2.75 {
		t.Fatalf("komi 2¾: %v", f.info().Komi)
	}
	f.time.system.SetSelectedIndex(f.time.index(clock.Japanese))
	f.time.main.SetText("0")
	f.time.count.SetText("3")
	f.time.secs.SetText("30")
	if !startEnabled(t, u) {
		t.Fatalf("byo-yomi with no main time refused: %v", f.form.Validate())
	}
	info := f.info()
	// the mode: a tap on the chosen option does not leave none chosen
	for _, o := range test.WidgetRenderer(f.mode).Objects() {
		if tp, ok := o.(fyne.Tappable); ok {
			tp.Tapped(&fyne.PointEvent{})
			break
		}
	}
	if f.mode.Selected == "" {
		t.Fatal("a tap cleared the mode")
	}
	test.Tap(shownButton(t, u, L("Start")))
	clk := u.Session().Table().Clock()
	if clk == nil || info.MainTime != 0 {
		t.Fatalf("byo-yomi from the first move started without a clock (main %v)", info.MainTime)
	}
	if c := clk.Config(); c.System != clock.Japanese || c.Main != 0 || c.Periods != 3 || c.Period != 30*time.Second {
		t.Fatalf("the clock: %+v", c)
	}
}

// TestC88TimeIsNamedAsTheRulesNameIt (issue 25 item 5): under the Chinese 1988 rules the first
// number is the time limit with the 读秒 minutes in it (Art. 12: 「在时限内保留几分钟开始读秒」), so
// labelled, and the sentence under the fields says what 1 + 1 means: one minute in all, all of
// it 读秒 — and 60 + 5 fifty-five minutes of free time first.
func TestC88TimeIsNamedAsTheRulesNameIt(t *testing.T) {
	u, _ := newTestUI(t)
	f := newNewGameForm(u.Session().Info, true)
	f.time.system.SetSelectedIndex(f.time.index(clock.Chinese88))
	if !strings.Contains(f.time.mainLbl.Text, "时限") || !strings.Contains(f.time.mainLbl.Text, "读秒") || !strings.Contains(f.time.countLbl.Text, "读秒") {
		t.Fatalf("labels %q / %q", f.time.mainLbl.Text, f.time.countLbl.Text)
	}
	f.time.main.SetText("1")
	f.time.count.SetText("1")
	if s := f.time.schedule.Text; !strings.Contains(s, "1 minute in all") || !strings.Contains(s, "0 minutes of free time") {
		t.Fatalf("1 + 1: %q", s)
	}
	f.time.main.SetText("60")
	f.time.count.SetText("5")
	if s := f.time.schedule.Text; !strings.Contains(s, "60 minutes in all") || !strings.Contains(s, "55 minutes of free time") || !strings.Contains(s, "last 5 minutes") {
		t.Fatalf("60 + 5: %q", s)
	}
	f.time.count.SetText("90") // more reserved minutes than the limit
	if err := f.time.schedule.Validate(); err == nil || f.time.schedule.Text != "" {
		t.Fatalf("90 of 60 minutes reserved: %v, %q", err, f.time.schedule.Text)
	}
}

// shownText tells whether a visible text in o's tree says text, as drawn.
func shownText(o fyne.CanvasObject, text string) bool {
	found := false
	walkDrawn(o, func(o fyne.CanvasObject, visible, _ bool) {
		if x, ok := o.(*canvas.Text); ok {
			found = found || visible && x.Text == text
		}
	})
	return found
}

// walkDrawn visits o and everything drawn under it (containers' objects, widgets' renderers'
// objects), telling each whether it is visible and whether it is inside a scroll container.
func walkDrawn(o fyne.CanvasObject, visit func(o fyne.CanvasObject, visible, scrolled bool)) {
	var walk func(o fyne.CanvasObject, visible, scrolled bool)
	walk = func(o fyne.CanvasObject, visible, scrolled bool) {
		visible = visible && o.Visible()
		visit(o, visible, scrolled)
		switch x := o.(type) {
		case *container.Scroll:
			walk(x.Content, visible, true)
		case *fyne.Container:
			for _, c := range x.Objects {
				walk(c, visible, scrolled)
			}
		case fyne.Widget:
			for _, c := range test.WidgetRenderer(x).Objects() {
				walk(c, visible, scrolled)
			}
		}
	}
	walk(o, true, false)
}

// Nigiri decides which of two named players takes Black: without both names it says so and
// swaps nothing (it said "Nigiri:  takes Black." and recorded that). With both, the player in
// the White field holds a handful and the one in the Black field guesses.
func TestNigiriNeedsBothNames(t *testing.T) {
	u, _ := newTestUI(t)
	u.ShowNewGame()
	f := u.newGame
	f.black.SetText("Lee")
	f.white.SetText("")
	f.nigiri.start()
	if f.black.Text != "Lee" || f.white.Text != "" || f.info().Nigiri != "" || f.nigiri.call.Visible() {
		t.Fatalf("nigiri with one name: Black %q, White %q, recorded %q", f.black.Text, f.white.Text, f.info().Nigiri)
	}
	if want := "Type both players' names first: nigiri decides which of them takes Black."; f.nigiri.says.Text != want {
		t.Fatalf("nigiri with one name says %q, want %q", f.nigiri.says.Text, want)
	}
	f.white.SetText("Kim")
	f.nigiri.start()
	if want := "Kim holds a handful of stones; Lee guesses odd or even."; f.nigiri.says.Text != want || !f.nigiri.call.Visible() {
		t.Fatalf("nigiri says %q (call shown %v), want %q", f.nigiri.says.Text, f.nigiri.call.Visible(), want)
	}
	if f.info().Nigiri != "" {
		t.Fatalf("a nigiri not yet guessed is recorded: %q", f.info().Nigiri)
	}
}

// The nigiri is the rules' (C88 Art. 10 猜先: the right guesser takes Black): the players' real
// stones typed in, 12 (even), Lee in the Black field calls odd and is wrong, so Kim, who held
// the stones, takes Black; the names change places and the record says the whole nigiri.
func TestNigiriRealStonesDecideBlack(t *testing.T) {
	u, _ := newTestUI(t)
	u.ShowNewGame()
	f := u.newGame
	f.rules.SetSelected(rulesName(rules.Chinese))
	f.black.SetText("Lee")
	f.blackRank.SetText("3d")
	f.white.SetText("Kim")
	f.whiteRank.SetText("5d")
	f.nigiri.start()
	f.nigiri.counted.SetText("abc")
	f.nigiri.guess(true)
	if f.info().Nigiri != "" || f.black.Text != "Lee" {
		t.Fatalf("a count that does not read decided the nigiri: %q", f.info().Nigiri)
	}
	f.nigiri.counted.SetText("12")
	test.Tap(f.nigiri.call.Objects[0].(*widget.Button)) // Odd
	want := "Kim held 12 stones; Lee guessed odd: wrong. Kim takes Black."
	if f.black.Text != "Kim" || f.blackRank.Text != "5d" || f.white.Text != "Lee" || f.whiteRank.Text != "3d" || f.info().Nigiri != want {
		t.Fatalf("Black %q %q, White %q %q, recorded %q; want Kim (5d) Black and %q", f.black.Text, f.blackRank.Text, f.white.Text, f.whiteRank.Text, f.info().Nigiri, want)
	}
}

// Ing art. 8 设定还点: the player who guessed wrong sets the komi, an even number (an odd one
// keeps Start off), and the winner chooses his colour with a button of his own.
func TestNigiriIngSetKomiAndChoice(t *testing.T) {
	u, _ := newTestUI(t)
	u.ShowNewGame()
	f := u.newGame
	f.rules.SetSelected(rulesName(rules.Ing))
	if !f.nigiri.setKomi.Visible() {
		t.Fatal("Ing offers no 设定还点")
	}
	f.black.SetText("Lee")
	f.white.SetText("Kim")
	test.Tap(f.nigiri.setKomi)
	f.komi.SetText("7")
	if f.komi.Validate() == nil || f.start.Disabled() == false {
		t.Fatalf("设定还点 7 accepted (Start disabled %v)", f.start.Disabled())
	}
	f.komi.SetText("6")
	if err := f.komi.Validate(); err != nil {
		t.Fatalf("设定还点 6 refused: %v", err)
	}
	f.nigiri.start()
	f.nigiri.counted.SetText("13")
	f.nigiri.guess(true) // right: Lee chooses
	if !f.nigiri.choose.Visible() || f.info().Nigiri != "" {
		t.Fatalf("Ing's winner is not asked for his colour (recorded %q)", f.info().Nigiri)
	}
	if want := "Kim held 13 stones; Lee guessed odd: right. Kim sets the komi, an even number of points (设定还点); then Lee chooses Black or White."; f.nigiri.says.Text != want {
		t.Fatalf("says %q, want %q", f.nigiri.says.Text, want)
	}
	test.Tap(f.nigiri.choose.Objects[1].(*widget.Button)) // White
	if f.black.Text != "Kim" || f.white.Text != "Lee" || !strings.HasSuffix(f.info().Nigiri, "Lee chooses White.") {
		t.Fatalf("Lee chose White: Black %q, White %q, recorded %q", f.black.Text, f.white.Text, f.info().Nigiri)
	}
	// the record says the komi Kim set, as the game starts with it
	f.komi.SetText("8")
	if want := "Kim held 13 stones; Lee guessed odd: right. Kim sets the komi: 8 points (设定还点). Lee chooses White."; f.info().Nigiri != want {
		t.Fatalf("recorded %q, want %q", f.info().Nigiri, want)
	}
	f.rules.SetSelected(rulesName(rules.Chinese))
	if f.nigiri.setKomi.Visible() || f.komi.Validate() != nil {
		t.Fatal("设定还点 stays after leaving Ing's rules")
	}
}

// A nigiri judged under C88 (the right guesser takes Black) is not carried into Ing, whose
// winner chooses: the names go back to where they were and the nigiri is to be done again;
// between C88 and J89, which decide it alike, it stands.
func TestNigiriUndoneByAnotherProcedure(t *testing.T) {
	u, _ := newTestUI(t)
	u.ShowNewGame()
	f := u.newGame
	f.rules.SetSelected(rulesName(rules.Chinese))
	f.black.SetText("Lee")
	f.white.SetText("Kim")
	f.nigiri.start()
	f.nigiri.counted.SetText("12")
	f.nigiri.guess(true) // wrong: Kim takes Black
	f.rules.SetSelected(rulesName(rules.Japanese))
	if f.black.Text != "Kim" || f.info().Nigiri == "" {
		t.Fatalf("J89 undid C88's nigiri: Black %q, recorded %q", f.black.Text, f.info().Nigiri)
	}
	f.rules.SetSelected(rulesName(rules.Ing))
	if f.black.Text != "Lee" || f.white.Text != "Kim" || f.info().Nigiri != "" {
		t.Fatalf("Ing kept C88's nigiri: Black %q, White %q, recorded %q", f.black.Text, f.white.Text, f.info().Nigiri)
	}
}
