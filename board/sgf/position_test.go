package sgf

import (
	"fmt"
	"strings"
	"testing"

	"goref/board"
)

func TestSize(t *testing.T) {
	cases := []struct {
		in   string
		w, h int
		err  string
	}{
		{"(;GM[1])", 19, 19, ""},
		{"(;SZ[9])", 9, 9, ""},
		{"(;SZ[ 13 ])", 13, 13, ""},
		{"(;SZ[19:13])", 19, 13, ""},
		{"(;SZ[25])", 25, 25, ""},
		{"(;SZ[2:25])", 2, 25, ""},
		{"(;SZ[26])", 0, 0, "larger than goref supports (25)"},
		{"(;SZ[52])", 0, 0, "larger than goref supports"},
		{"(;SZ[53])", 0, 0, "larger than SGF allows"},
		{"(;SZ[1])", 0, 0, "smaller than 2"},
		{"(;SZ[0:5])", 0, 0, "smaller than 2"},
		{"(;SZ[-19])", 0, 0, "smaller"},
		{"(;SZ[nineteen])", 0, 0, "invalid board size"},
		{"(;SZ[19:])", 0, 0, "invalid board size"},
		{"(;SZ[99999999999999999999])", 0, 0, "invalid board size"},
	}
	for _, c := range cases {
		w, h, err := Size(mustRead(t, c.in).Games[0])
		switch {
		case c.err == "" && (err != nil || w != c.w || h != c.h):
			t.Errorf("%s: %dx%d %v, want %dx%d", c.in, w, h, err, c.w, c.h)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: error %v, want %q", c.in, err, c.err)
		case c.err != "" && !strings.HasPrefix(err.Error(), "line 1, column 2: "):
			t.Errorf("%s: error %q has no position", c.in, err)
		}
	}
}

func vs(v []board.Vertex) string {
	var b strings.Builder
	for _, x := range v {
		b.WriteString(x.SGF() + " ")
	}
	return strings.TrimSpace(b.String())
}

func TestRootSetup(t *testing.T) {
	root := mustRead(t, "(;SZ[19:5]AB[aa:cb][dd]AW[ea]AW[ae:be]AE[]PL[w])").Games[0]
	s, err := RootSetup(root, 19, 5)
	if err != nil {
		t.Fatal(err)
	}
	if got := vs(s.Black); got != "aa ba ca ab bb cb dd" {
		t.Errorf("black %s", got)
	}
	if got := vs(s.White); got != "ea ae be" {
		t.Errorf("white %s", got)
	}
	if len(s.Empty) != 0 || s.ToPlay != board.White {
		t.Errorf("empty %v to play %v", s.Empty, s.ToPlay)
	}
	// reversed corners, duplicates, upper-case letters on a big board
	root = mustRead(t, "(;SZ[25]AB[cc:aa][bb]AW[yA])").Games[0]
	if _, err := RootSetup(root, 25, 25); err == nil || !strings.Contains(err.Error(), `"yA" is off the 25x25 board`) {
		t.Errorf("yA on 25x25: %v", err)
	}
	root = mustRead(t, "(;SZ[25]AB[cc:aa][bb])").Games[0]
	if s, _ := RootSetup(root, 25, 25); vs(s.Black) != "aa ba ca ab bb cb ac bc cc" {
		t.Errorf("reversed rectangle %s", vs(s.Black))
	}
	for _, bad := range []string{"AB[tt]", "AB[a]", "AB[aa:]", "AB[aa:zz]", "PL[X]", "AW[]AE[A1]"} {
		root := mustRead(t, "(;"+bad+")").Games[0]
		if _, err := RootSetup(root, 19, 19); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	if s, err := RootSetup(mustRead(t, "(;GM[1])").Games[0], 19, 19); err != nil || s.ToPlay != board.Empty {
		t.Errorf("no PL: %v %v", s.ToPlay, err)
	}
}

func TestMainLine(t *testing.T) {
	root := mustRead(t, "(;SZ[19]AB[dd];W[pp]C[hi];B[];W[tt];B[aa]VM[];W[]VM[];C[comment only]"+
		";AW[qq]PL[B];B[bb]AE[aa](;W[cc];B[tt]W[tt])(;W[dd]))").Games[0]
	moves, err := MainLine(root, 19, 19)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, m := range moves {
		s := fmt.Sprintf("%v%s", m.Color, m.Vertex.SGF())
		if m.Virtual {
			s += "v"
		}
		if m.Setup != nil {
			s += "+setup(" + vs(m.Setup.White) + "/" + vs(m.Setup.Empty) + "/" + m.Setup.ToPlay.String() + ")"
		}
		got = append(got, s)
	}
	want := "Wpp B W Baa Wv .+setup(qq//B) Bbb+setup(/aa/.) Wcc B W"
	if g := strings.Join(got, " "); g != want {
		t.Errorf("main line\n got %s\nwant %s", g, want)
	}
	if moves[0].Node != root.Children[0] {
		t.Error("Move.Node is not the node")
	}
	// tt is a point on boards larger than 19
	root = mustRead(t, "(;SZ[21];B[tt];W[uu])").Games[0]
	if moves, err := MainLine(root, 21, 21); err != nil || moves[0].Vertex != (board.Vertex{X: 19, Y: 19}) {
		t.Errorf("tt on 21x21: %v %v", moves, err)
	}
	// errors carry the node's position
	root = mustRead(t, "(;SZ[9]\n;B[aa]\n;W[zz])").Games[0]
	if _, err := MainLine(root, 9, 9); err == nil || !strings.HasPrefix(err.Error(), "line 3, column 1:") {
		t.Errorf("off-board move: %v", err)
	}
}
