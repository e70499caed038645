package sgf

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/text/encoding/simplifiedchinese"

	"goref/board"
	"goref/internal/corpus"
)

func TestLenientMainLineSkipsBadMoves(t *testing.T) {
	c, err := Read([]byte("(;GM[1]SZ[9]AB[cc][zz]AW[aa:jj][dd]\n;B[ee]\n;W[R16];B[ff]\n;W[ab]B[tt]\n;AE[ee]AB[xx];W[gg])"))
	if err != nil {
		t.Fatal(err)
	}
	l, err := LenientMainLine(c.Games[0], 9, 9)
	if err != nil {
		t.Fatal(err)
	}
	if got := vertices(l.Setup.Black); got != "cc" || vertices(l.Setup.White) != "dd" {
		t.Errorf("setup B %s W %s, want cc and dd", got, vertices(l.Setup.White))
	}
	var got []string
	for _, m := range l.Moves {
		switch {
		case m.Bad != nil:
			if m.Color != board.Empty {
				t.Errorf("a bad move keeps colour %v: it would be played", m.Color)
			}
			got = append(got, "bad:"+m.Bad.Value)
		case m.Color == board.Empty:
			got = append(got, "setup")
		default:
			got = append(got, m.Color.String()+":"+m.Vertex.SGF())
		}
	}
	// B[tt] is a pass on boards up to 19×19.
	if want := "B:ee bad:R16 B:ff W:ab B: setup W:gg"; strings.Join(got, " ") != want {
		t.Errorf("moves %q, want %q", strings.Join(got, " "), want)
	}
	var skipped []string
	for _, s := range l.Skipped {
		skipped = append(skipped, s.Error())
	}
	want := []string{
		"line 1, column 2 (node 0): AB[zz] skipped: off-board",
		"line 1, column 2 (node 0): AW[aa:jj] skipped: off-board",
		"line 3, column 1 (node 2): W[R16] skipped: malformed",
		"line 5, column 1 (node 5): AB[xx] skipped: off-board",
	}
	if strings.Join(skipped, "\n") != strings.Join(want, "\n") {
		t.Errorf("skipped:\n%s\nwant:\n%s", strings.Join(skipped, "\n"), strings.Join(want, "\n"))
	}
	if s := l.Skipped[2]; s.Color != board.White || s.Prop != "W" || s.Reason != SkipMalformed {
		t.Errorf("W[R16]: %+v", s)
	}
	// The strict reader still refuses the game.
	if _, err := MainLine(c.Games[0], 9, 9); err == nil {
		t.Error("MainLine accepted W[R16]")
	}
	if _, err := LenientMainLine(mustRead(t, "(;SZ[9]PL[X])").Games[0], 9, 9); err == nil {
		t.Error("an invalid PL was accepted")
	}
}

func vertices(vs []board.Vertex) string {
	var s []string
	for _, v := range vs {
		s = append(s, v.SGF())
	}
	return strings.Join(s, ",")
}

// TestLenientEdgeCorpus: the records of the sgf-edge corpus that MainLine refuses for a bad
// point read leniently, with every bad value reported; a game that is not Go stays an error.
func TestLenientEdgeCorpus(t *testing.T) {
	corpusEdge := edgeDir(t)
	if corpusFiles(corpusEdge) == nil {
		corpus.Missing(t, corpusEdge+"/*.sgf")
	}
	for _, tc := range []struct {
		file    string
		moves   string // good moves, in SGF
		skipped []string
	}{
		{"gogui/sgf/human-readable.sgf", "", []string{"B[R16] skipped: malformed", "W[D4] skipped: malformed",
			"B[C16] skipped: malformed", "W[Q4] skipped: malformed", "B[R6] skipped: malformed", "W[Pass] skipped: malformed"}},
		{"gogui/sgf/invalidmove.sgf", "cg ee cb", []string{"line 2, column 13 (node 3): B[rs] skipped: off-board"}},
		{"gogui/sgf/size-after-invalid-points.sgf", "", []string{"AB[pp] skipped: off-board", "AW[cp] skipped: off-board"}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			c, err := ReadFile(filepath.Join(corpusEdge, tc.file))
			if err != nil {
				t.Fatal(err)
			}
			g := c.Games[0]
			if err := GoGame(g); err != nil {
				t.Fatal(err)
			}
			w, h, err := Size(g)
			if err != nil {
				t.Fatal(err)
			}
			l, err := LenientMainLine(g, w, h)
			if err != nil {
				t.Fatal(err)
			}
			var good []string
			for _, m := range l.Moves {
				if m.Color != board.Empty {
					good = append(good, m.Vertex.SGF())
				}
			}
			if strings.Join(good, " ") != tc.moves {
				t.Errorf("moves %q, want %q", strings.Join(good, " "), tc.moves)
			}
			if len(l.Skipped) != len(tc.skipped) {
				t.Fatalf("skipped %v, want %d", l.Skipped, len(tc.skipped))
			}
			for i, s := range l.Skipped {
				if !strings.HasSuffix(s.Error(), tc.skipped[i]) {
					t.Errorf("skipped %q, want … %q", s.Error(), tc.skipped[i])
				}
			}
		})
	}
	c, err := ReadFile(filepath.Join(corpusEdge, "libsgfcplusplus/escaping.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	var e *Error
	if err := GoGame(c.Games[0]); !errors.As(err, &e) || e.Line == 0 || !strings.Contains(e.Msg, "GM[19]") {
		t.Errorf("GM[19]: %v", err)
	}
}

// TestOnlyTheRootsCADecides: GB18030 records that mention "CA[UTF-8]" in text before the
// tree or in an escaped root comment, ahead of their real CA[GB2312], are decoded as
// GB18030 from the CA, not guessed.
func TestOnlyTheRootsCADecides(t *testing.T) {
	for _, src := range []string{
		"Exported by a tool that writes CA[UTF-8] elsewhere\n(;FF[4]CA[GB2312]PB[柯洁]PW[古力];B[pd])",
		`(;FF[4]C[converted from CA[UTF-8\] by hand]CA[GB2312]PB[柯洁]PW[古力];B[pd])`,
	} {
		data, err := simplifiedchinese.GB18030.NewEncoder().Bytes([]byte(src))
		if err != nil {
			t.Fatal(err)
		}
		c, err := Read(data)
		if err != nil {
			t.Fatal(err)
		}
		if pb, _ := c.Games[0].Get("PB"); c.Encoding != "GB18030" || c.EncodingGuessed || pb != "柯洁" || strings.Contains(strings.Join(c.Warnings, ";"), "CA") {
			t.Errorf("%q: encoding %s (guessed %v), PB %q, warnings %v", src, c.Encoding, c.EncodingGuessed, pb, c.Warnings)
		}
	}
}

// LenientMainLineEach hands over every node of the main line after the root, in order, with
// the entries LenientMainLineLazy gives for it, and walks on when fn cuts the node from its
// parent (the command line lets the tree go that way).
func TestLenientMainLineEach(t *testing.T) {
	const text = "(;GM[1]SZ[9]AB[cc];B[ee];C[talk];AB[dd]PL[W](;W[R16];W[ff]B[gg]TB[aa])(;W[aa]))"
	c, err := Read([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	l, err := LenientMainLineEach(c.Games[0], 9, 9, func(n *Node, ms []Move) {
		s := fmt.Sprintf("%d:", len(n.Props))
		for _, m := range ms {
			switch {
			case m.Bad != nil:
				s += " bad " + m.Bad.Value
			case m.Color == board.Empty:
				s += " setup"
			default:
				s += " " + m.Color.String() + m.Vertex.SGF()
			}
			if m.HasSetup {
				s += "+"
			}
		}
		got = append(got, s)
		n.Parent.Children, n.Parent = nil, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	want := "1: Bee | 1: | 2: setup+ | 1: bad R16 | 3: Wff Bgg"
	if s := strings.Join(got, " | "); s != want {
		t.Errorf("nodes %s\nwant  %s", s, want)
	}
	if vertices(l.Setup.Black) != "cc" || len(l.Moves) != 0 || len(l.Skipped) != 1 {
		t.Errorf("line: setup %s, %d moves, %d skipped; want cc, none (fn has them), one", vertices(l.Setup.Black), len(l.Moves), len(l.Skipped))
	}
}
