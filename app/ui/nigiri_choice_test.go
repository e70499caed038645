package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/record"
	"goref/rules/table"
)

// 计活子 Art. 34 1(2): 「第一步、由对局者双方猜先；第二步、由猜中者提出贴子数量；第三步、由另一方选择
// 执白先下或执黑后下。」 In the dialog: 12 stones are even, so Lee (in the Black field, calling odd)
// is wrong and Kim names the compensation; a negative one is refused, 7½ is taken with the
// text's advice of a whole number, 6 replaces it; the komi field holds what was named and
// refuses another; Lee then takes White, so Kim plays Black. The game starts with komi 6 and
// the record's GC says the whole of it. Offered under 计活子 only; bidding's nigiri (off) is
// the default.
func TestNigiriDoubleChoice(t *testing.T) {
	u, f, n := doubleChoiceForm(t)
	test.Tap(n.double.check)
	n.start()
	n.counted.SetText("12")
	test.Tap(n.call.Objects[0].(*widget.Button)) // Odd: wrong
	if !n.double.name.Visible() || n.double.pick.Visible() || f.info().Nigiri != "" {
		t.Fatalf("after the guess: name row %v, colour row %v, recorded %q", n.double.name.Visible(), n.double.pick.Visible(), f.info().Nigiri)
	}
	if want := "Kim held 12 stones; Lee guessed odd: wrong. Kim names the compensation; then Lee chooses White (moves first and gives it) or Black (双选制)."; n.says.Text != want {
		t.Fatalf("says %q, want %q", n.says.Text, want)
	}
	propose := func(s string) {
		n.double.amount.SetText(s)
		test.Tap(n.double.name.Objects[2].(*widget.Button))
	}
	propose("-1")
	if !strings.HasSuffix(n.says.Text, "Black (双选制). The compensation is a number of stones White gives: 0 or more.") || n.double.pick.Visible() || f.komi.Text != "8" {
		t.Fatalf("-1 named: says %q, colour row %v, komi %q", n.says.Text, n.double.pick.Visible(), f.komi.Text)
	}
	propose("7½")
	if f.komi.Text != "7½" || !n.double.pick.Visible() || startEnabled(t, u) {
		t.Fatalf("7½ named: komi %q, colour row %v, Start on %v before the colour is chosen", f.komi.Text, n.double.pick.Visible(), startEnabled(t, u))
	}
	if want := "Kim held 12 stones; Lee guessed odd: wrong. Kim names the compensation: White gives 7½ stones. Lee chooses White or Black. The text recommends a whole number of stones (贴子数量为整数)."; n.says.Text != want {
		t.Fatalf("says %q, want %q", n.says.Text, want)
	}
	propose("6")
	f.komi.SetText("8")
	if f.komi.Validate() == nil || startEnabled(t, u) {
		t.Fatal("a komi other than the compensation named was taken")
	}
	f.komi.SetText("6")
	test.Tap(n.double.pick.Objects[0].(*widget.Button)) // Lee: White
	want := "Kim held 12 stones; Lee guessed odd: wrong. Kim names the compensation: White gives 6 stones. Lee chooses White: moves first and gives the compensation."
	if f.black.Text != "Kim" || f.white.Text != "Lee" || f.info().Nigiri != want || f.info().Komi != 6 || !startEnabled(t, u) {
		t.Fatalf("Lee took White: Black %q, White %q, recorded %q, komi %v; want Kim, Lee, %q, 6", f.black.Text, f.white.Text, f.info().Nigiri, f.info().Komi, want)
	}
	test.Tap(shownButton(t, u, L("Start")))
	tb := u.Session().Table()
	gi, _ := record.ReadInfo(tb.Record())
	gc, _ := tb.Record().Get("GC")
	if tb.Komi() != 6 || gi.Black != "Kim" || gi.White != "Lee" || gc != want {
		t.Fatalf("the game: komi %v, Black %q, White %q, GC %q", tb.Komi(), gi.Black, gi.White, gc)
	}
	// the autosave (what a kill -9 leaves) holds it all
	data, err := tb.Save()
	if err != nil {
		t.Fatal(err)
	}
	saved, err := table.Restore(data, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	if gc, _ := saved.Record().Get("GC"); saved.Komi() != 6 || gc != want {
		t.Fatalf("restored from the saved state: komi %v, GC %q", saved.Komi(), gc)
	}
}

// The double choice ticked or unticked, or another rule set chosen, undoes one under way: the
// names go back, nothing is recorded, and the komi is the field's own again.
func TestNigiriDoubleChoiceUndone(t *testing.T) {
	_, f, n := doubleChoiceForm(t)
	test.Tap(n.double.check)
	n.start()
	n.counted.SetText("12")
	n.guess(true)
	n.double.amount.SetText("5")
	n.propose()
	n.pickColour(board.Black) // Lee keeps Black, Kim White
	if f.black.Text != "Lee" || f.info().Nigiri == "" {
		t.Fatalf("Lee took Black: Black %q, recorded %q", f.black.Text, f.info().Nigiri)
	}
	n.start()
	n.guess(false) // 12 is even: Lee is right and names, Kim takes Black
	n.double.amount.SetText("5")
	n.propose()
	n.pickColour(board.Black)
	if f.black.Text != "Kim" {
		t.Fatalf("the second double choice: Black %q", f.black.Text)
	}
	test.Tap(n.double.check) // unticked: bidding's nigiri
	if f.black.Text != "Lee" || f.info().Nigiri != "" {
		t.Fatalf("unticked, the double choice stays: Black %q, recorded %q", f.black.Text, f.info().Nigiri)
	}
	test.Tap(n.double.check)
	n.start()
	n.guess(true)
	n.double.amount.SetText("5")
	n.propose()
	n.pickColour(board.White) // Kim named; Lee takes White
	f.rules.SetSelected(rulesName(rules.Chinese))
	if f.black.Text != "Lee" || f.white.Text != "Kim" || f.info().Nigiri != "" || n.double.check.Checked || f.komi.Validate() != nil {
		t.Fatalf("C88 kept the double choice: Black %q, White %q, recorded %q", f.black.Text, f.white.Text, f.info().Nigiri)
	}
}

// doubleChoiceForm is jihuoziForm for the double choice.
func doubleChoiceForm(t *testing.T) (*UI, *newGameForm, *nigiriPart) {
	return jihuoziForm(t, "the double choice", func(n *nigiriPart) *widget.Check { return n.double.check })
}
