package rules

import (
	"errors"
	"math"
	"testing"

	"goref/board"
)

// 计活子 Art. 34 1(2): 「第一步、由对局者双方猜先；第二步、由猜中者提出贴子数量；第三步、由另一方选择
// 执白先下或执黑后下。」 By hand: 13 stones are odd, so Lee (the guesser, who called odd) wins
// the guess and names the compensation; Kim, the other, chooses. Kim taking Black leaves White,
// the first move and the compensation to Lee; Kim taking White leaves Black to Lee.
func TestDoubleChoiceWinnerNamesOtherChooses(t *testing.T) {
	d, err := StartDoubleChoice(Jihuozi, 13, true)
	if err != nil || d.Namer() != NigiriGuesser || d.Picker() != NigiriHolder || d.BlackPlayer() != -1 || d.Done() {
		t.Fatalf("after the guess: %+v, err %v", d, err)
	}
	names := [2]string{"Lee", "Kim"}
	if got, want := d.Explain("en", names), "Kim held 13 stones; Lee guessed odd: right. Lee names the compensation; then Kim chooses White (moves first and gives it) or Black (双选制)."; got != want {
		t.Fatalf("after the guess: %q, want %q", got, want)
	}
	if _, err := d.Choose(board.White); !errors.Is(err, ErrChoiceUnnamed) {
		t.Fatalf("a colour chosen before the compensation was named: err %v", err)
	}
	d, err = d.Name(7)
	if err != nil || d.Komi() != 7 {
		t.Fatalf("Lee names 7: komi %v, err %v", d.Komi(), err)
	}
	if got, want := d.Explain("zh-Hans", names), "Kim 握子13颗，Lee 猜单：猜中。Lee 提出贴子数量：白方贴7子。由 Kim 选择执白先下或执黑后下。"; got != want {
		t.Fatalf("named: %q, want %q", got, want)
	}
	black, err := d.Choose(board.Black)
	if err != nil || black.BlackPlayer() != NigiriHolder || !black.Done() {
		t.Fatalf("Kim chooses Black: Black is %d, err %v", black.BlackPlayer(), err)
	}
	if got, want := black.Explain("en", names), "Kim held 13 stones; Lee guessed odd: right. Lee names the compensation: White gives 7 stones. Kim chooses Black; Lee takes White, moves first and gives the compensation."; got != want {
		t.Fatalf("Kim chose Black: %q, want %q", got, want)
	}
	white, _ := d.Choose(board.White)
	if white.BlackPlayer() != NigiriGuesser || white.Komi() != 7 {
		t.Fatalf("Kim chooses White: Black is %d, komi %v; want Lee Black, 7", white.BlackPlayer(), white.Komi())
	}
	if _, err := white.Choose(board.Black); !errors.Is(err, ErrChoiceDone) {
		t.Fatalf("a second colour was taken: err %v", err)
	}
	if _, err := white.Name(3); !errors.Is(err, ErrChoiceDone) {
		t.Fatalf("the compensation changed after the colour was chosen: err %v", err)
	}
}

// The guesser wrong: 12 stones are even, Lee called odd, so Kim (the holder) names and Lee chooses.
func TestDoubleChoiceHolderWinsWhenTheGuessIsWrong(t *testing.T) {
	d, _ := StartDoubleChoice(Jihuozi, 12, true)
	d, _ = d.Name(1)
	d, _ = d.Choose(board.White)
	if d.Namer() != NigiriHolder || d.BlackPlayer() != NigiriHolder {
		t.Fatalf("Kim names, Lee takes White: namer %d, Black %d", d.Namer(), d.BlackPlayer())
	}
	if got, want := d.Explain("en", [2]string{"Lee", "Kim"}), "Kim held 12 stones; Lee guessed odd: wrong. Kim names the compensation: White gives 1 stone. Lee chooses White: moves first and gives the compensation."; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
}

// 「笔者建议，贴子数量为整数」 is advice, not a rule: 7½ is taken (the text itself calls 8 子 with
// 定约胜 「等价于白先贴7.5子」) and the advice said; a number of stones given is not below zero;
// 0 is a number (the text's Fig. 4 is a game with none). The double choice is 计活子's alone.
func TestDoubleChoiceCompensation(t *testing.T) {
	d, _ := StartDoubleChoice(Jihuozi, 5, false)
	for _, k := range []float64{-1, -0.5, math.NaN(), math.Inf(1)} {
		if _, err := d.Name(k); err == nil {
			t.Errorf("a compensation of %v was taken", k)
		}
	}
	if _, err := d.Name(-2); err.(*ChoiceError).In("zh-Hans") != "贴子数量是白方贴出的子数，不能小于0。" {
		t.Errorf("the refusal in Chinese: %q", err.(*ChoiceError).In("zh-Hans"))
	}
	half, err := d.Name(7.5)
	if err != nil || half.Komi() != 7.5 || half.Note("en") != "The text recommends a whole number of stones (贴子数量为整数)." {
		t.Fatalf("7½: komi %v, err %v, note %q", half.Komi(), err, half.Note("en"))
	}
	if got := half.Explain("en", [2]string{"Lee", "Kim"}); got != "Kim held 5 stones; Lee guessed even: wrong. Kim names the compensation: White gives 7½ stones. Lee chooses White or Black." {
		t.Fatalf("7½ said %q", got)
	}
	if zero, err := d.Name(0); err != nil || zero.Note("en") != "" {
		t.Fatalf("0 stones: err %v, note %q", err, zero.Note("en"))
	}
	if _, err := StartDoubleChoice(Chinese, 5, false); !errors.Is(err, ErrChoiceRules) {
		t.Fatalf("a double choice under C88: err %v", err)
	}
	if _, err := StartDoubleChoice(Jihuozi, 0, false); err == nil {
		t.Fatal("a double choice with no stones in the hand")
	}
}
