package count

import (
	"strings"
	"testing"

	"goref/board"
)

// The fill check reads the filled board, so a fill that went wrong anywhere fails it. The
// worked example of ch. 2 (E.c.3, b=184 w=177, no komi): 4 胜空, 3 负子, one empty left, Black
// by 1 + 3 × 2 = 7, which is also b − w. Each corruption below is one a simulator could make.
func TestFillCheckFailsOnCorruptFill(t *testing.T) {
	fresh := func() *Fill {
		f := score(t, areaBoard(t, 184, 0), Input{Rules: preset(t, "ing"), Komi: 0}).Fill
		if err := f.Check(); err != nil || f.Read() != 7 || f.Arithmetic != 184-177 {
			t.Fatalf("the worked example: check %v, read %d, arithmetic %d; want nil, 7, 7", err, f.Read(), f.Arithmetic)
		}
		return f
	}
	find := func(f *Fill, k FillKind, c board.Color) int {
		for i, p := range f.Points {
			if p.Kind == k && p.Color == c {
				return i
			}
		}
		t.Fatalf("no %d point of colour %v", k, c)
		return -1
	}
	cases := []struct {
		name    string
		corrupt func(f *Fill)
		want    string
	}{
		{"a black stone filled as white", func(f *Fill) { f.Points[find(f, Filled, board.Black)].Color = board.White }, "收子 finds 179 black and 181 white"},
		{"a 负子 never placed", func(f *Fill) {
			i := find(f, LosingStone, board.White)
			f.Points[i].Color, f.Points[i].Kind = board.Empty, WinningEmpty
		}, "收子 finds 180 black and 179 white"},
		{"a 胜空 filled twice", func(f *Fill) { f.Points[find(f, WinningEmpty, board.Empty)].Color = board.Black }, "holds a stone"},
		{"a 负子 of the winner's colour", func(f *Fill) {
			f.Points[find(f, LosingStone, board.White)].Color = board.Black
			f.Points[find(f, Filled, board.Black)].Color = board.White
		}, "not the loser's stone"},
		{"the margin misread", func(f *Fill) { f.Margin = 5 }, "the fill says Black by 5"},
		{"the count it is held against", func(f *Fill) { f.Arithmetic = 9 }, "the area count Black by 9"},
	}
	for _, c := range cases {
		f := fresh()
		c.corrupt(f)
		err := f.Check()
		if err == nil || !strings.Contains(err.Error(), c.want) || f.Proven() {
			t.Errorf("%s: check %v, proven %v; want an error containing %q", c.name, err, f.Proven(), c.want)
		}
	}
}

// The fill count of a 3×3 board, derived by hand: Black holds the A column, White the C
// column, the B column is shared (公空). 4 stones a side; each bowl holds one. The three 公空:
// one each, the interior first (B2 to Black, then the edge points in board order: B3 to
// White), B1 left empty. Nothing left over: a tie, read 0.
func TestFillStepsByHand(t *testing.T) {
	b := mustRows(t,
		"X.O",
		"X.O",
		"X.O",
	)
	bd := score(t, b, Input{Rules: preset(t, "ing"), Komi: 0})
	f := bd.Fill
	if f == nil || f.PerSide != 4 || f.BlackBowl != 1 || f.WhiteBowl != 1 || f.Check() != nil || f.Read() != 0 {
		t.Fatalf("fill %+v", f)
	}
	steps := f.Steps()
	want := []struct {
		phase     FillPhase
		placed    string
		bowl      Pair
		onBoard   Pair
		collected Pair
	}{
		{FillReturned, "", Pair{1, 1}, Pair{3, 3}, Pair{}},
		{FillOwn, "B B2", Pair{0, 1}, Pair{4, 3}, Pair{}},
		{FillOwn, "W B3", Pair{0, 0}, Pair{4, 4}, Pair{}},
		{FillRead, "", Pair{}, Pair{4, 4}, Pair{}},
		{FillCollect, "", Pair{}, Pair{3, 3}, Pair{1, 1}},
		{FillCollect, "", Pair{}, Pair{2, 2}, Pair{2, 2}},
		{FillCollect, "", Pair{}, Pair{1, 1}, Pair{3, 3}},
		{FillCollect, "", Pair{}, Pair{}, Pair{4, 4}},
	}
	if len(steps) != len(want) {
		t.Fatalf("%d steps, want %d: %+v", len(steps), len(want), steps)
	}
	for i, w := range want {
		s := steps[i]
		placed := ""
		if s.Placed != nil {
			placed = s.Placed.Color.String() + " " + s.Placed.Vertex.GTP(3)
		}
		if s.Phase != w.phase || placed != w.placed || s.Bowl != w.bowl || s.OnBoard != w.onBoard || s.Collected != w.collected {
			t.Errorf("step %d: %v %q bowl %v board %v collected %v; want %v %q %v %v %v", i,
				s.Phase, placed, s.Bowl, s.OnBoard, s.Collected, w.phase, w.placed, w.bowl, w.onBoard, w.collected)
		}
	}
	// 收子 takes the top-left stone of each colour first: A3 and B3 (White's filled 公空).
	if got := steps[4].Taken; len(got) != 2 || got[0].GTP(3) != "A3" || got[1].GTP(3) != "B3" {
		t.Errorf("first 收子 takes %v, want A3 and B3", got)
	}
}
