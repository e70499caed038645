package table

import (
	"math/rand"
	"testing"

	"goref/board"
	"goref/rules"
)

// Ikeda II′ at the table, the pass stones (Art. 8, 10) in the count. 9×9, Black's wall on
// column E, White's on F, a white invader at B5; komi 0. Black (F, the first to move at the
// first resumption) captures the invader in four moves while White plays three inside its
// own area, then White passes — Art. 10 「対局再開後にパスをするときには相手にハマを1つ渡さ
// なければいけない」: a white stone to Black — and Black passes, the stop's last pass, made by F:
// Art. 8 「そのパスのペナルティとして渡されたハマを返却してから、双方の得点を計算する」 returns it.
// Black: 36 − 4 stones = 32 territory, White holds no black stone: 32. White: 27 − 3 = 24
// territory, Black holds 2 white stones (B5 and the pass stone): 22. B+10 — both in the count
// the players see at the stop and in the result after they accept.
func TestIkedaPassStonesReachTheCount(t *testing.T) {
	tb := ikedaSplit(t)
	play(t, tb, "B pass", "W pass")
	ok(t)(tb.Dispute(board.White))
	ok(t)(tb.Resume(board.Black))
	play(t, tb, "B A5", "W H1", "B C5", "W H2", "B B4", "W H3", "B B6", "W pass", "B pass")
	bd, err := tb.Count()
	if err != nil {
		t.Fatal(err)
	}
	if bd.Result.SGF() != "B+10" || bd.Black.PassStones != 1 || bd.White.PassStones != 0 {
		t.Fatalf("count at the stop %s, pass stones held B%d W%d; want B+10, B1 W0", bd.Result.SGF(), bd.Black.PassStones, bd.White.PassStones)
	}
	ok(t)(tb.Accept(board.Black))
	ok(t)(tb.Accept(board.White))
	if o := tb.Result(); o == nil || o.RE() != "B+10" {
		t.Fatalf("result %+v, want B+10", o)
	}
	if back := saveRestore(t, tb); back.Result().RE() != "B+10" {
		t.Fatalf("restored: %s", back.Result().RE())
	}
}

// ikedaSplit is the 9×9 position above, Black to move, komi 0.
func ikedaSplit(t *testing.T) *Table {
	t.Helper()
	rows := []string{}
	for y := 0; y < 9; y++ {
		r := []byte("....XO...")
		if y == 4 {
			r[1] = 'O'
		}
		rows = append(rows, string(r))
	}
	komi := 0.0
	tb, err := New(Config{Rules: rules.Ikeda2, Width: 9, Komi: &komi, Setup: setupRows(rows)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// Art. 12: four passes in a row are the complete end, counted at once with every stone on the
// board alive — no acceptance. Seed 001's Example B (ikeda-davis.md A.4, 5×5, komi 0): after
// A4, B5, E1 and four passes (W, B, stop, resume, W, B) Black handed over 1 stone (his last
// pass waived by Art. 13, Black being F), White 2; Black 2 − 1 − 2 wasted = −1, White
// 2 − 2 = 0: W+1 (「白の1目勝ち」).
func TestIkedaCompleteEndIsCounted(t *testing.T) {
	s := setupRows([]string{"O.OO.", ".OXOO", "XXXO.", ".XXOO", "X.XX."})
	komi := 0.0
	tb, err := New(Config{Rules: rules.Ikeda2, Width: 5, Komi: &komi, Setup: s}, nil)
	if err != nil {
		t.Fatal(err)
	}
	play(t, tb, "B pass", "W pass")
	ok(t)(tb.Dispute(board.Black))
	ok(t)(tb.Resume(board.Black))
	play(t, tb, "B A4", "W B5", "B E1", "W pass", "B pass")
	ok(t)(tb.Dispute(board.White))
	ok(t)(tb.Resume(board.White))
	play(t, tb, "W pass")
	u := ok(t)(tb.Pass(board.Black))
	if !u.Ended || tb.Result() == nil || tb.Result().RE() != "W+1" || tb.Result().Reason != EndCount {
		t.Fatalf("after four passes: ended %v, result %+v; want W+1 by count", u.Ended, tb.Result())
	}
	bd := tb.Breakdown()
	if bd.Black.Wasted != 2 || bd.White.Wasted != 0 || bd.Black.PassStones != 2 || bd.White.PassStones != 1 {
		t.Fatalf("wasted B%d W%d, pass stones held B%d W%d; want 2 0, 2 1", bd.Black.Wasted, bd.White.Wasted, bd.Black.PassStones, bd.White.PassStones)
	}
}

// The purpose of Art. 13 (「完全打ち切り手順において双方の着手数が同数になる」, and J4 of
// ikeda-davis.md C.5): counted from the first resumption, stones placed plus passes that cost
// a stone are the same for both sides whenever the game is counted — at an agreement (Art. 8's
// refund) or at the complete end (Art. 13's waiver). Random II′ games on 5×5, each played
// until the table ends it.
func TestIkedaEqualMovesAfterResumption(t *testing.T) {
	r := rand.New(rand.NewSource(24))
	counted := 0
	for game := 0; game < 250; game++ {
		tb, err := New(Config{Rules: rules.Ikeda2, Width: 5}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; step < 300 && !tb.Ended(); step++ {
			if tb.Markable() {
				if r.Intn(4) == 0 {
					tb.Accept(board.Black)
					tb.Accept(board.White)
				} else {
					tb.Dispute(board.Black)
					tb.Resume(tb.ResumeExpected())
				}
				continue
			}
			c := tb.ToMove()
			v := board.Pass
			if r.Intn(3) != 0 {
				var buf [25]board.Vertex
				if legal := tb.Board().LegalMoves(c, buf[:0]); len(legal) > 0 {
					v = legal[r.Intn(len(legal))]
				}
			}
			if _, err := tb.Play(c, v); err != nil && !IsRefused(err) {
				t.Fatal(err)
			}
		}
		from := tb.ResumedAt()
		if !tb.Ended() || tb.Result().Reason != EndCount || from < 0 {
			continue
		}
		counted++
		var placed [3]int
		for _, m := range tb.Game().Moves()[from:] {
			if !m.Vertex.IsPass() {
				placed[m.Color]++
			}
		}
		bd := tb.Breakdown()
		// Black holds the stones White handed over, White those Black handed over.
		b := placed[board.Black] + bd.White.PassStones
		w := placed[board.White] + bd.Black.PassStones
		if b != w {
			t.Fatalf("game %d: after the resumption at ply %d Black %d placed + %d passes, White %d + %d (%d plies, %s)",
				game, from, placed[board.Black], bd.White.PassStones, placed[board.White], bd.Black.PassStones, len(tb.Game().Moves()), tb.Result().RE())
		}
	}
	if counted < 50 {
		t.Fatalf("only %d of the games were counted after a resumption", counted)
	}
}

// The prisoners each side holds, as the players' capture counts show them, include Ikeda's
// pass stones (the game of TestIkedaPassStonesReachTheCount). Black's four moves capture the
// invader at B5: Black holds 1 stone. White then passes after the resumption — Art. 10
// 「対局再開後にパスをするときには相手にハマを1つ渡さなければいけない」 — Black holds 2.
// Black's pass stops play again and hands White a stone, but it is F's last pass, returned at
// the agreement by Art. 8 (「そのパスのペナルティとして渡されたハマを返却してから」): as the count
// takes them, Black 2, White 0. The same position replayed from the record's moves holds the
// same, and the table's public view (the hall, the projector) shows the same numbers.
func TestIkedaPrisonersHeldIncludePassStones(t *testing.T) {
	tb := ikedaSplit(t)
	play(t, tb, "B pass", "W pass")
	ok(t)(tb.Dispute(board.White))
	ok(t)(tb.Resume(board.Black))
	play(t, tb, "B A5", "W H1", "B C5", "W H2", "B B4", "W H3", "B B6")
	held := func(want [2]int, when string) {
		t.Helper()
		if got := tb.PrisonersHeld(tb.Game()); got.Black != want[0] || got.White != want[1] {
			t.Fatalf("%s: held B%d W%d, want B%d W%d", when, got.Black, got.White, want[0], want[1])
		}
		if got := tb.Public().Prisoners; got != want {
			t.Fatalf("%s: the public view shows B%d W%d, want B%d W%d", when, got[0], got[1], want[0], want[1])
		}
	}
	held([2]int{1, 0}, "after B6 captures B5")
	play(t, tb, "W pass")
	held([2]int{2, 0}, "after White's pass")
	play(t, tb, "B pass")
	held([2]int{2, 0}, "after Black's stopping pass")
	if bd, err := tb.Count(); err != nil || bd.Black.Prisoners+bd.Black.PassStones != 2 || bd.White.Prisoners+bd.White.PassStones != 0 {
		t.Fatalf("the count holds otherwise: %+v, %v", bd, err)
	}
}
