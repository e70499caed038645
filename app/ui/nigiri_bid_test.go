package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"goref/rules"
	"goref/rules/record"
)

// 计活子 Art. 34 1(1): 「愿意贴出较多子数的一方，理应得到执白先行的权利。例如，甲方愿意贴出7子，乙方
// 愿意贴出8子，这一局棋就由乙方执白先行。若对局者双方…愿意贴出的子数恰好相同，则由猜先来决定。」 In the
// dialog: Lee (typed as Black) offers 7, Kim 8: Kim takes White and the komi is 8. Lee then
// changes his offer to 8: equal, so Start stays off until the nigiri; 13 stones, Lee calls odd,
// right, so Lee takes White (the names change places) and gives 8. A negative offer is refused.
// Offered under 计活子 only, and exclusive with the double choice.
func TestNigiriBidding(t *testing.T) {
	u, f, n := biddingForm(t)
	test.Tap(n.double.check)
	test.Tap(n.bid.check)
	if n.double.check.Checked || !n.bid.rows.Visible() || n.startRow.Visible() {
		t.Fatalf("bidding ticked: double choice %v, offers shown %v, Nigiri on screen shown %v", n.double.check.Checked, n.bid.rows.Visible(), n.startRow.Visible())
	}
	if startEnabled(t, u) {
		t.Fatal("Start is on before the offers are compared")
	}
	compare := func(a, b string) {
		n.bid.offers[0].SetText(a)
		n.bid.offers[1].SetText(b)
		test.Tap(n.bid.rows.Objects[2].(*fyne.Container).Objects[0].(*widget.Button))
	}
	compare("-1", "8")
	if !strings.HasSuffix(n.says.Text, "The compensation is a number of stones White gives: 0 or more.") || f.black.Text != "Lee" || f.info().Nigiri != "" || startEnabled(t, u) {
		t.Fatalf("-1 offered: says %q, Black %q, recorded %q", n.says.Text, f.black.Text, f.info().Nigiri)
	}
	compare("7", "8")
	want := "Lee offers 7 stones for White, Kim offers 8 stones (公平竞争). Kim offers more: takes White, moves first and gives 8 stones."
	if f.black.Text != "Lee" || f.white.Text != "Kim" || f.komi.Text != "8" || f.info().Nigiri != want || !startEnabled(t, u) {
		t.Fatalf("7 against 8: Black %q, White %q, komi %q, recorded %q, Start on %v", f.black.Text, f.white.Text, f.komi.Text, f.info().Nigiri, startEnabled(t, u))
	}
	f.komi.SetText("7")
	if f.komi.Validate() == nil {
		t.Fatal("a komi other than the higher offer was taken")
	}
	f.komi.SetText("8")
	compare("8", "8")
	if !n.call.Visible() || startEnabled(t, u) || f.info().Nigiri != "" {
		t.Fatalf("a tie: Odd/Even shown %v, Start on %v, recorded %q", n.call.Visible(), startEnabled(t, u), f.info().Nigiri)
	}
	n.counted.SetText("13")
	test.Tap(n.call.Objects[0].(*widget.Button)) // Odd: right
	want = "Lee offers 8 stones for White, Kim offers 8 stones (公平竞争). The offers are equal: the nigiri decides (猜先). Kim held 13 stones; Lee guessed odd: right. Lee takes White, moves first and gives 8 stones."
	if f.black.Text != "Kim" || f.white.Text != "Lee" || f.info().Nigiri != want || f.info().Komi != 8 || !startEnabled(t, u) {
		t.Fatalf("the tie's nigiri: Black %q, White %q, recorded %q, komi %v, Start on %v", f.black.Text, f.white.Text, f.info().Nigiri, f.info().Komi, startEnabled(t, u))
	}
	test.Tap(shownButton(t, u, L("Start")))
	tb := u.Session().Table()
	gi, _ := record.ReadInfo(tb.Record())
	gc, _ := tb.Record().Get("GC")
	if tb.Komi() != 8 || gi.Black != "Kim" || gi.White != "Lee" || gc != want {
		t.Fatalf("the game: komi %v, Black %q, White %q, GC %q", tb.Komi(), gi.Black, gi.White, gc)
	}
}

// biddingForm is jihuoziForm for the bidding.
func biddingForm(t *testing.T) (*UI, *newGameForm, *nigiriPart) {
	return jihuoziForm(t, "the bidding", func(n *nigiriPart) *widget.Check { return n.bid.check })
}

// jihuoziForm is the New game dialog under 计活子 with Lee typed as Black and Kim as White; the
// procedure whose box check gives (the bidding, the double choice) is offered there and not
// under C88, and is not ticked.
func jihuoziForm(t *testing.T, what string, check func(*nigiriPart) *widget.Check) (*UI, *newGameForm, *nigiriPart) {
	t.Helper()
	u, _ := newTestUI(t)
	u.ShowNewGame()
	f := u.newGame
	n := f.nigiri
	f.rules.SetSelected(rulesName(rules.Chinese))
	if check(n).Visible() {
		t.Fatalf("C88 offers %s", what)
	}
	f.rules.SetSelected(rulesName(rules.Jihuozi))
	if c := check(n); !c.Visible() || c.Checked {
		t.Fatalf("计活子: %s shown %v, ticked %v; want shown, not ticked", what, c.Visible(), c.Checked)
	}
	f.black.SetText("Lee")
	f.white.SetText("Kim")
	return u, f, n
}

// Unticking the bidding, or another rule set, undoes a bidding done: the names go back.
func TestNigiriBiddingUndone(t *testing.T) {
	_, f, n := biddingForm(t)
	lee := func() {
		test.Tap(n.bid.check)
		n.bid.offers[0].SetText("9")
		n.bid.offers[1].SetText("8")
		n.compareOffers() // Lee takes White
		if f.black.Text != "Kim" || f.info().Nigiri == "" {
			t.Fatalf("Lee offered more: Black %q, recorded %q", f.black.Text, f.info().Nigiri)
		}
	}
	lee()
	test.Tap(n.bid.check)
	if f.black.Text != "Lee" || f.info().Nigiri != "" || n.bid.rows.Visible() || f.komi.Validate() != nil {
		t.Fatalf("unticked, the bidding stays: Black %q, recorded %q", f.black.Text, f.info().Nigiri)
	}
	lee()
	f.rules.SetSelected(rulesName(rules.Chinese))
	if f.black.Text != "Lee" || f.info().Nigiri != "" || n.bid.check.Checked || n.bid.rows.Visible() || !n.startRow.Visible() || f.komi.Validate() != nil {
		t.Fatalf("C88 kept the bidding: Black %q, recorded %q, ticked %v", f.black.Text, f.info().Nigiri, n.bid.check.Checked)
	}
}
