package ui

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"goref/app/i18n"
	"goref/board"
	"goref/rules/count"
)

// TestFillCountOnScreenEqualsArithmetic steps the on-screen fill count of an Ing game stone
// by stone: every stone is on the board or in its owner's bowl, the board read off before
// 收子 is Fill's, the margin is the arithmetic's, and the 量斗 end at 40 a side (9×9) in all
// three designs.
func TestFillCountOnScreenEqualsArithmetic(t *testing.T) {
	u := countedIng9(t)
	bd, _ := u.ref.breakdown()
	if bd == nil || bd.Fill == nil {
		t.Fatalf("no fill count: %s", u.Status.Text)
	}
	f := bd.Fill
	for bi := range count.Bowls {
		u.ref.ShowFillCount()
		fc := u.fill
		fc.halt()
		fc.setBowl(bi)
		if st := fc.current(); st.Bowl.Black != f.BlackBowl || st.Bowl.White != f.WhiteBowl {
			t.Fatalf("bowls start at %+v, Fill says %d/%d", st.Bowl, f.BlackBowl, f.WhiteBowl)
		}
		for fc.current().Phase < count.FillCollect {
			st := fc.current()
			for _, c := range []board.Color{board.Black, board.White} {
				if got := fc.onBoard(c) + st.Bowl.Of(c); got != f.PerSide {
					t.Fatalf("phase %d: %v has %d stones on the board and in the bowl, not %d", st.Phase, c, got, f.PerSide)
				}
			}
			if st.Phase == count.FillRead {
				for _, p := range f.Points {
					if fc.stones[p.Vertex.Y*9+p.Vertex.X] != p.Color {
						t.Fatalf("the board shown differs from the filled board at %s", p.Vertex.GTP(9))
					}
				}
				if !strings.Contains(fc.text(), fmt.Sprintf("= %d", f.Margin)) {
					t.Fatalf("reading %q lacks the margin %d", fc.text(), f.Margin)
				}
			}
			if !fc.step() {
				t.Fatal("the count ended before 收子")
			}
			fc.show()
		}
		if math.Abs(bd.Net) != float64(f.Margin) {
			t.Fatalf("fill margin %d, arithmetic %v", f.Margin, bd.Net)
		}
		fc.skip()
		for _, c := range []board.Color{board.Black, board.White} {
			if got := fc.bowls[c].shown(); got != fmt.Sprint(f.PerSide) {
				t.Fatalf("%s: %v's bowl shows %q, not %d", count.Bowls[bi].Name, c, got, f.PerSide)
			}
			if fc.onBoard(c) != 0 {
				t.Fatalf("%v stones left on the board after 收子", c)
			}
		}
		if !strings.Contains(fc.text(), "40") {
			t.Fatalf("final text %q", fc.text())
		}
	}
}

// onBoard counts c's stones on the board shown.
func (fc *fillCount) onBoard(c board.Color) int {
	n := 0
	for _, s := range fc.stones {
		if s == c {
			n++
		}
	}
	return n
}

// shown is the total the bowl displays (what the referee reads off it).
func (v *bowlView) shown() string { return v.total.Text }

// TestFillCountBoardKeepsItsSize (issue 25 item 10): the board of the fill count keeps its size
// from the first step to the last, while the text under it goes from one line to three (the
// reading, 收子, the proof); it rescaled mid-animation.
func TestFillCountBoardKeepsItsSize(t *testing.T) {
	u := countedIng9(t)
	u.ref.ShowFillCount()
	fc := u.fill
	if fc == nil {
		t.Fatalf("no fill count: %s", u.Status.Text)
	}
	fc.halt()
	first := fc.board.Size()
	lines := map[int]bool{}
	for more := true; more; more = fc.step() {
		fc.show()
		lines[strings.Count(fc.status.Text, "\n")+1] = true
		if got := fc.board.Size(); got != first {
			t.Fatalf("step %d (%q): the board is %v, it was %v", fc.at, fc.status.Text, got, first)
		}
	}
	if !lines[1] || !lines[3] {
		t.Fatalf("the text had %v lines: the test does not see the text change height", lines)
	}
}

// countedIng9 is a finished 9×9 Ing game with a dead stone, counted.
func countedIng9(t *testing.T) *UI {
	u, _ := newTestUI(t)
	startRules(t, u, "ing", 9)
	playAll(t, u, ingWalls9()...)
	playAll(t, u, pass, pass)
	setDead(t, u, board.Vertex{X: 2, Y: 7})
	u.ref.Count()
	return u
}

// The fill reading counts in the right number: "1 winning empty point", "1 point" (issue 25
// item 8 saw "1 winning empty points").
func TestFillReadingCountNounsAgree(t *testing.T) {
	i18n.Set("en")
	for _, c := range []struct {
		f    count.Fill
		want string
	}{
		{count.Fill{Winner: board.Black, Remaining: 1, LosingStones: 1, Margin: 3},
			"Black: 1 winning empty point (胜空) × 1 + 1 losing stone (负子) × 2 = 3 points."},
		{count.Fill{Winner: board.White, Remaining: 1, LosingStones: 0, Margin: 1},
			"White: 1 winning empty point (胜空) × 1 + 0 losing stones (负子) × 2 = 1 point."},
		{count.Fill{Winner: board.Empty, Remaining: 2, LosingStones: 1},
			"Nothing left over (2 winning empty points 胜空, 1 losing stone 负子): a tie."},
	} {
		fc := &fillCount{f: &c.f}
		if got := fc.reading(); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}
