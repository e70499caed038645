package ui

import (
	"os"
	"path/filepath"
	"testing"

	"goref/board"
)

// Under J89 the eyes of a seki are nobody's (Art. 8): the board shades exactly the points the
// record's TB/TW give each side, and the seki eyes A9 (Black's) and E9 (White's) are among the
// points nobody counts. (The shading once took the seki eyes as territory while TB/TW left
// them out.) The position is examples/table/seki-eyes.sgf, the "one eye each" seki.
func TestJ89SekiEyesShadedAsTBTW(t *testing.T) {
	u, _ := newTestUI(t)
	path := filepath.Join(t.TempDir(), "seki.sgf")
	rec := "(;GM[1]FF[4]SZ[9]RU[japanese]KM[0]PL[B]" +
		"AB[ba][ga][ia][ab][bb][cb][gb][hb][ib][dc][ec][fc][gc][hc][ic][dd][de][df][dg][dh][di]" +
		"AW[da][fa][db][eb][fb][ac][bc][cc][ad][bd][cd][be][ce][af][bf][cf][cg][ch][ci])"
	if err := os.WriteFile(path, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	playAll(t, u, pass, pass)
	setDead(t, u)
	bothAccept(u)
	if u.Session().Result() != "B+24" { // the hand count of examples/table/j89-seki-eyes.tbl
		t.Fatalf("result %q, want B+24 (%s)", u.Session().Result(), u.Status.Text)
	}
	v := u.Board.View()
	if v.Territory == nil {
		t.Fatal("no territory shown after the count")
	}
	node := u.Session().Node()
	scored := map[board.Vertex]board.Color{}
	for _, p := range []struct {
		id string
		c  board.Color
	}{{"TB", board.Black}, {"TW", board.White}} {
		for _, s := range node.GetAll(p.id) {
			pt, err := board.ParseSGF(s, 9, 9)
			if err != nil {
				t.Fatal(err)
			}
			scored[pt] = p.c
		}
	}
	for y := 0; y < 9; y++ {
		for x := 0; x < 9; x++ {
			p := board.Vertex{X: x, Y: y}
			if got := v.Territory[y*9+x]; got != scored[p] {
				t.Errorf("%s shaded %v, TB/TW say %v", p.GTP(9), got, scored[p])
			}
		}
	}
	for _, eye := range []board.Vertex{{X: 0, Y: 0}, {X: 4, Y: 0}} {
		if !contains(v.Shared, eye) {
			t.Errorf("the seki eye %s is not shown as counted for nobody", eye.GTP(9))
		}
	}
}
