package rules

import (
	"math/rand/v2"
	"testing"

	"goref/board"
)

// C88 Art. 10 「对局前猜先」 and J89 practice: the guesser who is right takes Black, the first
// move; the one who is wrong leaves it to the holder. By hand: 13 stones are odd, 12 even.
func TestNigiriRightGuesserTakesBlack(t *testing.T) {
	for _, tc := range []struct {
		rs     Ruleset
		stones int
		odd    bool
		black  int
	}{
		{Chinese, 13, true, NigiriGuesser},
		{Chinese, 12, true, NigiriHolder},
		{Japanese, 12, false, NigiriGuesser},
		{Japanese, 1, false, NigiriHolder},
	} {
		r, err := Nigiri(tc.rs, tc.stones, tc.odd, false)
		if err != nil || r.NeedChoice || r.BlackPlayer() != tc.black {
			t.Errorf("%s, %d stones, odd %v: Black is %d (err %v, choice %v), want %d", tc.rs.Name, tc.stones, tc.odd, r.BlackPlayer(), err, r.NeedChoice, tc.black)
		}
	}
	if _, err := Nigiri(Chinese, 0, true, false); err == nil {
		t.Error("a nigiri of no stones was judged")
	}
}

// 计活子 Art. 7 白先黑后 and Art. 34: a tie between the players' offers is decided by 猜先, the
// guess for the first move, which is White's: the right guesser takes White, so Black is the
// other (the code named the winner Black, as under C88).
func TestNigiriJihuoziWinnerMovesFirstWithWhite(t *testing.T) {
	r, _ := Nigiri(Jihuozi, 13, true, false)
	if r.BlackPlayer() != NigiriHolder {
		t.Fatalf("计活子, the guesser right: Black is %d, want the holder", r.BlackPlayer())
	}
	want := "Kim held 13 stones; Lee guessed odd: right. Lee takes White and moves first (白先黑后)."
	if got := r.Explain("en", [2]string{"Lee", "Kim"}, board.Empty); got != want {
		t.Fatalf("计活子 nigiri says %q, want %q", got, want)
	}
}

// Ing art. 8: with 规定还点 the right guesser chooses his colour; with 设定还点 the one who
// guessed wrong sets the komi, 「必须为偶数」, and the winner then chooses.
func TestNigiriIngWinnerChooses(t *testing.T) {
	r, _ := Nigiri(Ing, 12, true, false) // 12 is even: the guesser is wrong, the holder chooses
	if !r.NeedChoice || r.Chooser != NigiriHolder || r.SetsKomi != -1 || r.BlackPlayer() != -1 {
		t.Fatalf("Ing 规定还点: %+v", r)
	}
	if r.BlackWith(board.White) != NigiriGuesser || r.BlackWith(board.Black) != NigiriHolder {
		t.Fatal("the holder's choice of a colour did not give him that colour")
	}
	names := [2]string{"Lee", "Kim"}
	if got, want := r.Explain("en", names, board.Empty), "Kim held 12 stones; Lee guessed odd: wrong. Kim chooses Black or White."; got != want {
		t.Fatalf("before the choice: %q, want %q", got, want)
	}
	if got, want := r.Explain("zh-Hans", names, board.White), "Kim 握子12颗，Lee 猜单：未猜中。Kim 选择执白。"; got != want {
		t.Fatalf("after the choice: %q, want %q", got, want)
	}
	r, _ = Nigiri(Ing, 7, true, true)
	if r.Chooser != NigiriGuesser || r.SetsKomi != NigiriHolder {
		t.Fatalf("Ing 设定还点, the guesser right: chooser %d, sets the komi %d", r.Chooser, r.SetsKomi)
	}
	if got, want := r.Explain("en", names, board.Empty), "Kim held 7 stones; Lee guessed odd: right. Kim sets the komi, an even number of points (设定还点); then Lee chooses Black or White."; got != want {
		t.Fatalf("设定还点: %q, want %q", got, want)
	}
	for k, even := range map[float64]bool{8: true, 2: true, 0: true, 7: false, 6.5: false, -3: false} {
		if (ValidateSetKomi(k) == nil) != even {
			t.Errorf("设定还点 %v accepted %v, want %v", k, ValidateSetKomi(k) == nil, even)
		}
	}
}

// One stone is a stone, not "stones"; the Japanese sentence runs on after 。, and a Latin name
// stands apart from the kana after it (JIS X 4051's space between Western text and kana).
func TestNigiriExplainWords(t *testing.T) {
	r, _ := Nigiri(Chinese, 1, false, false)
	names := [2]string{"Lee", "Kim"}
	if got, want := r.Explain("en", names, board.Empty), "Kim held 1 stone; Lee guessed even: wrong. Kim takes Black."; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	if got, want := r.Explain("ja", names, board.Empty), "Kim の握った石は1個、Lee の予想は偶数：外れ。Kim が黒を持ちます。"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
}

// The handful drawn on screen is a fair nigiri: a plausible handful (never empty), odd as often
// as even. 20000 draws: the odd share lies within four standard deviations (0.0035 each) of ½.
func TestDrawHandfulFair(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	odd := 0
	const n = 20000
	for range n {
		h := DrawHandful(r)
		if h < 1 || h > 40 {
			t.Fatalf("a handful of %d stones", h)
		}
		odd += h % 2
	}
	if share := float64(odd) / n; share < 0.486 || share > 0.514 {
		t.Fatalf("odd in %.3f of the draws", share)
	}
}
