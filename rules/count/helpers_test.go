package count

import (
	"testing"

	"goref/board"
	"goref/rules"
)

// areaBoard builds a 19×19 final position in which Black's area is b points, White's w and
// s points are shared (s = 361 − b − w): owners run column by column, the shared points sit
// between them, and some interior points of each area are left empty as territory.
func areaBoard(t testing.TB, b, s int) *board.Board {
	t.Helper()
	const n = 19
	owner := make([]byte, n*n) // by column-major index
	for i := range owner {
		switch {
		case i < b:
			owner[i] = 'X'
		case i < b+s:
			owner[i] = '-'
		default:
			owner[i] = 'O'
		}
	}
	at := func(x, y int) byte {
		if x < 0 || y < 0 || x >= n || y >= n {
			return 0
		}
		return owner[x*n+y]
	}
	rows := make([]string, n)
	for y := 0; y < n; y++ {
		line := make([]byte, n)
		for x := 0; x < n; x++ {
			o := at(x, y)
			line[x] = o
			if o == '-' {
				line[x] = '.'
				continue
			}
			same := true
			for _, d := range [][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}} {
				if q := at(x+d[0], y+d[1]); q != 0 && q != o {
					same = false
				}
			}
			if same && (x+2*y)%5 == 0 {
				line[x] = '.'
			}
		}
		rows[y] = string(line)
	}
	return mustRows(t, rows...)
}

func mustRows(t testing.TB, rows ...string) *board.Board {
	t.Helper()
	bd, err := board.FromRows(rows...)
	if err != nil {
		t.Fatal(err)
	}
	return bd
}

func preset(t testing.TB, name string) rules.Ruleset {
	t.Helper()
	r, err := rules.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func score(t testing.TB, b *board.Board, in Input) *Breakdown {
	t.Helper()
	bd, err := Score(b, in)
	if err != nil {
		t.Fatal(err)
	}
	return bd
}

func gtp(t testing.TB, h int, names ...string) []board.Vertex {
	t.Helper()
	var out []board.Vertex
	for _, s := range names {
		v, err := board.ParseVertex(s, 19, h)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	return out
}
