package rules

import (
	"sort"
	"testing"

	"goref/board"
)

func TestBentFourDead(t *testing.T) {
	cases := []struct {
		name string
		rows []string
		dead int // stones the convention removes
	}{
		{"bent four in the corner", []string{
			"X.OX...",
			"XOOX...",
			"X.OX...",
			"OOOX...",
			"XXXX...",
			".......",
			".......",
		}, 7},
		{"the same with the defender's own eye outside", []string{
			"X.OX...",
			"XOOX...",
			"X.OXXXX",
			"OOOOOOO",
			"O.OXXXX",
			"OOOX...",
			"XXXX...",
		}, 0},
		{"bent four in the middle of the edge is alive", []string{
			"XX.OX..",
			"XOOOX..",
			"X.OX...",
			"OOOX...",
			"XXXX...",
			".......",
			".......",
		}, 0},
		{"no attacker inside", []string{
			"..OX...",
			".OOX...",
			"..OX...",
			"OOOX...",
			"XXXX...",
			".......",
			".......",
		}, 0},
	}
	for _, c := range cases {
		b, err := board.FromRows(c.rows...)
		if err != nil {
			t.Fatal(err)
		}
		got := BentFourDead(b)
		if len(got) != c.dead {
			t.Errorf("%s: %d dead %v, want %d", c.name, len(got), got, c.dead)
		}
		for _, v := range got {
			if b.At(v) != board.White {
				t.Errorf("%s: %v is not a white stone", c.name, v)
			}
		}
	}
	// All four corners: the same shape rotated.
	rows := []string{
		"X.OX...XO.X",
		"XOOX...XOOX",
		"X.OX...XO.X",
		"OOOX...XOOO",
		"XXXX...XXXX",
		"...........",
		"XXXX...XXXX",
		"OOOX...XOOO",
		"X.OX...XO.X",
		"XOOX...XOOX",
		"X.OX...XO.X",
	}
	b, _ := board.FromRows(rows...)
	got := BentFourDead(b)
	sort.Slice(got, func(i, j int) bool { return got[i].Y*11+got[i].X < got[j].Y*11+got[j].X })
	if len(got) != 28 {
		t.Fatalf("four corners: %d dead, want 28", len(got))
	}
}
