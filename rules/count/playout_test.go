package count

import (
	"testing"

	"goref/board"
)

// A chain the last move put in atari extends when that gives it two liberties, and not when
// the extension is still in atari (it would only feed the opponent more stones).
func TestPlayoutEscape(t *testing.T) {
	for _, tc := range []struct {
		rows []string
		want board.Vertex // {-1, -1}: no escape
	}{
		{[]string{".....", ".....", ".OXO.", "..O..", "....."}, board.Vertex{X: 2, Y: 1}},
		{[]string{".....", ".O.O.", ".OXO.", "..O..", "....."}, board.Vertex{X: -1, Y: -1}},
	} {
		p, err := analyse(mustRows(t, tc.rows...), nil)
		if err != nil {
			t.Fatal(err)
		}
		pb := newPboard(p.w, p.h)
		pb.load(p.col)
		want := -1
		if tc.want.X >= 0 {
			want = pb.pt(p.index(tc.want))
		}
		// White's last move was c2 (2,3), under Black's c3.
		if got := pb.escapeNear(board.Black, pb.pt(p.index(board.Vertex{X: 2, Y: 3}))); got != want {
			t.Errorf("%v: escape at %d, want %d (%v)", tc.rows, got, want, tc.want)
		}
	}
}
