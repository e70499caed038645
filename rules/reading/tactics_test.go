package reading

import (
	"testing"

	"goref/board"
)

// load puts the rows on a new Board and returns it with the row-major width.
func load(t *testing.T, rows ...string) *Board {
	t.Helper()
	b, err := board.FromRows(rows...)
	if err != nil {
		t.Fatal(err)
	}
	w, h := b.Width(), b.Height()
	col := make([]board.Color, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			col[y*w+x] = b.At(board.Vertex{X: x, Y: y})
		}
	}
	pb := New(w, h)
	pb.Load(col)
	return pb
}

// at is the grid point of v on pb.
func (pb *Board) at(v board.Vertex) int { return pb.Pt(v.Y*pb.w + v.X) }

// A chain the last move put in atari extends when that gives it two liberties, and not when
// the extension is still in atari (it would only feed the opponent more stones).
func TestEscapeNear(t *testing.T) {
	for _, tc := range []struct {
		rows []string
		want board.Vertex // {-1, -1}: no escape
	}{
		{[]string{".....", ".....", ".OXO.", "..O..", "....."}, board.Vertex{X: 2, Y: 1}},
		{[]string{".....", ".O.O.", ".OXO.", "..O..", "....."}, board.Vertex{X: -1, Y: -1}},
	} {
		pb := load(t, tc.rows...)
		want := -1
		if tc.want.X >= 0 {
			want = pb.at(tc.want)
		}
		// White's last move was c2 (2,3), under Black's c3.
		if got := pb.EscapeNear(board.Black, pb.at(board.Vertex{X: 2, Y: 3})); got != want {
			t.Errorf("%v: escape at %d, want %d (%v)", tc.rows, got, want, tc.want)
		}
	}
}

// The chains in atari of a position and the moves that take them: White's c3 (last liberty
// c4), Black's a1-b1 (last liberty b2) and White's c1 (last liberty d1); White's a2, Black's c2
// and a5 have two liberties. Black at c4 captures c3, White there does not; White at b2
// captures a1-b1, Black there does not.
func TestAtariPoints(t *testing.T) {
	pb := load(t,
		"X....",
		".....",
		".XOX.",
		"O.X..",
		"XXO..",
	)
	got := map[int]bool{}
	for _, p := range pb.AtariPoints() {
		got[p] = true
	}
	c4, b2, d1 := pb.at(board.Vertex{X: 2, Y: 1}), pb.at(board.Vertex{X: 1, Y: 3}), pb.at(board.Vertex{X: 3, Y: 4})
	if len(got) != 3 || !got[c4] || !got[b2] || !got[d1] {
		t.Errorf("atari points %v, want c4 %d, b2 %d, d1 %d", pb.AtariPoints(), c4, b2, d1)
	}
	for _, tc := range []struct {
		c    board.Color
		p    int
		want bool
	}{{board.Black, c4, true}, {board.White, c4, false}, {board.White, b2, true}, {board.Black, b2, false}} {
		if got := pb.CapturesAt(tc.c, tc.p); got != tc.want {
			t.Errorf("%v at %d captures: %v, want %v", tc.c, tc.p, got, tc.want)
		}
	}
}

// The vital point of a three-point eye space next to a point: its middle, the point next to
// the other two. The last move is given as the stone next to the space.
func TestVitalNear(t *testing.T) {
	none := board.Vertex{X: -1, Y: -1}
	for _, tc := range []struct {
		name string
		rows []string
		last board.Vertex
		want board.Vertex
	}{
		// a5-b5-a4: a bent three in White's corner; its middle is a5.
		{"bent three", []string{"..O..", ".OO..", "OO...", ".....", "....."}, board.Vertex{X: 2, Y: 0}, board.Vertex{X: 0, Y: 0}},
		// a5-b5-c5 along the edge: a straight three; its middle is b5.
		{"straight three", []string{"...O.", "OOOO.", ".....", ".....", "....."}, board.Vertex{X: 3, Y: 0}, board.Vertex{X: 1, Y: 0}},
		// Black's c4 beside the space: not one colour's eye space.
		{"both colours", []string{"...O.", "OOXO.", ".....", ".....", "....."}, board.Vertex{X: 3, Y: 0}, none},
		// a5-b5-c5-a4: four points.
		{"four points", []string{"...O.", ".OOO.", "OO...", ".....", "....."}, board.Vertex{X: 3, Y: 0}, none},
	} {
		pb := load(t, tc.rows...)
		want := -1
		if tc.want != none {
			want = pb.at(tc.want)
		}
		if got := pb.VitalNear(pb.at(tc.last)); got != want {
			t.Errorf("%s: vital point %d, want %d (%v)", tc.name, got, want, tc.want)
		}
	}
}
