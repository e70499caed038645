package rules

import (
	"errors"
	"math"
	"testing"
)

// 计活子 Art. 34 1(1): 「在自由公平的竞争中，愿意贴出较多子数的一方，理应得到执白先行的权利。例如，甲方
// 愿意贴出7子，乙方愿意贴出8子，这一局棋就由乙方执白先行。」 The text's own example: 甲 offers 7, 乙
// 8, so 乙 takes White and moves first, giving the 8 he offered; 甲 plays Black.
func TestBiddingHigherOfferTakesWhite(t *testing.T) {
	for _, c := range []struct {
		offers       [2]float64
		white, black int
	}{
		{[2]float64{7, 8}, NigiriHolder, NigiriGuesser},
		{[2]float64{8, 7}, NigiriGuesser, NigiriHolder},
		{[2]float64{0, 0.5}, NigiriHolder, NigiriGuesser},
	} {
		b, err := Bid(Jihuozi, c.offers)
		if err != nil || !b.Done() || b.Tied() || b.WhitePlayer() != c.white || b.BlackPlayer() != c.black || b.Komi() != max(c.offers[0], c.offers[1]) {
			t.Errorf("offers %v: White %d, Black %d, komi %v, done %v, err %v; want White %d", c.offers, b.WhitePlayer(), b.BlackPlayer(), b.Komi(), b.Done(), err, c.white)
		}
		if _, err := b.Draw(Jihuozi, 13, true); !errors.Is(err, ErrBidNoTie) {
			t.Errorf("offers %v: a nigiri was drawn although the offers differ: err %v", c.offers, err)
		}
	}
	b, _ := Bid(Jihuozi, [2]float64{7, 8})
	names := [2]string{"甲", "乙"}
	if got, want := b.Explain("zh-Hans", names), "甲愿意贴出7子，乙愿意贴出8子（公平竞争）。乙愿意贴出的子数较多，执白先行，贴8子。"; got != want {
		t.Errorf("the text's example: %q, want %q", got, want)
	}
	if got, want := b.Explain("en", [2]string{"Lee", "Kim"}), "Lee offers 7 stones for White, Kim offers 8 stones (公平竞争). Kim offers more: takes White, moves first and gives 8 stones."; got != want {
		t.Errorf("in English: %q, want %q", got, want)
	}
}

// 「若对局者双方在竞争时作出同样的表示（愿意贴出的子数恰好相同），则由猜先来决定。」 Equal offers wait
// for the nigiri; its winner takes White (Art. 7 白先黑后) and gives the offer both made. By hand:
// 13 stones are odd, Lee (the guesser) called odd and is right, so Lee takes White; on 12 he is
// wrong and Kim, the holder, takes White.
func TestBiddingTieGoesToTheNigiri(t *testing.T) {
	b, err := Bid(Jihuozi, [2]float64{7, 7})
	if err != nil || !b.Tied() || b.Done() || b.WhitePlayer() != -1 || b.BlackPlayer() != -1 {
		t.Fatalf("a tie before the nigiri: %+v, err %v", b, err)
	}
	names := [2]string{"Lee", "Kim"}
	if got, want := b.Explain("en", names), "Lee offers 7 stones for White, Kim offers 7 stones (公平竞争). The offers are equal: the nigiri decides (猜先)."; got != want {
		t.Fatalf("a tie: %q, want %q", got, want)
	}
	right, err := b.Draw(Jihuozi, 13, true)
	if err != nil || !right.Done() || right.WhitePlayer() != NigiriGuesser || right.Komi() != 7 {
		t.Fatalf("Lee right: White %d, komi %v, err %v", right.WhitePlayer(), right.Komi(), err)
	}
	if got, want := right.Explain("en", names), "Lee offers 7 stones for White, Kim offers 7 stones (公平竞争). The offers are equal: the nigiri decides (猜先). Kim held 13 stones; Lee guessed odd: right. Lee takes White, moves first and gives 7 stones."; got != want {
		t.Errorf("after the nigiri: %q, want %q", got, want)
	}
	if _, err := right.Draw(Jihuozi, 12, true); !errors.Is(err, ErrBidDrawn) {
		t.Errorf("a second nigiri: err %v", err)
	}
	wrong, _ := b.Draw(Jihuozi, 12, true)
	if wrong.WhitePlayer() != NigiriHolder || wrong.BlackPlayer() != NigiriGuesser {
		t.Errorf("Lee wrong: White %d, Black %d; want Kim White", wrong.WhitePlayer(), wrong.BlackPlayer())
	}
}

// Offers are stones given (贴出); below zero, not a number, or another rule set are refused in
// the user's language. A fraction is taken with the advice 「笔者建议，贴子数量为整数」.
func TestBiddingRefusals(t *testing.T) {
	for _, c := range []struct {
		rs     Ruleset
		offers [2]float64
		want   error
	}{
		{Jihuozi, [2]float64{-1, 7}, ErrChoiceNegative},
		{Jihuozi, [2]float64{7, math.NaN()}, ErrChoiceNotANumber},
		{Jihuozi, [2]float64{math.Inf(1), 7}, ErrChoiceNotANumber},
		{Chinese, [2]float64{7, 8}, ErrBidRules},
	} {
		if _, err := Bid(c.rs, c.offers); !errors.Is(err, c.want) {
			t.Errorf("%s %v: err %v, want %v", c.rs.Name, c.offers, err, c.want)
		}
	}
	if got := ErrBidRules.In("zh-Hans"); got != "公平竞争是计活子规则（第三十四条）的办法：请选择该规则。" {
		t.Errorf("the refusal in Chinese: %q", got)
	}
	half, _ := Bid(Jihuozi, [2]float64{7.5, 7})
	whole, _ := Bid(Jihuozi, [2]float64{7, 8})
	if half.Note("en") == "" || whole.Note("en") != "" {
		t.Errorf("the advice: %q for 7½, %q for 8", half.Note("en"), whole.Note("en"))
	}
}
