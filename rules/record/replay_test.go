package record

import (
	"fmt"
	"strings"
	"testing"

	"goref/board"
	"goref/rules"
)

// plies replays text under rs and writes each entry as "N C V ok|reason", a setup in the middle
// as "N setup".
func plies(t *testing.T, text string, rs rules.Ruleset) (string, *rules.Game) {
	t.Helper()
	return recordPlies(t, readRecord(t, text), rs)
}

// recordPlies is plies of a record read.
func recordPlies(t *testing.T, rec *Record, rs rules.Ruleset) (string, *rules.Game) {
	t.Helper()
	var out []string
	g, err := rec.Play(rs, func(p *Ply) {
		if p.MidSetup {
			out = append(out, fmt.Sprintf("%d setup", p.N))
		}
		if p.IsMove() {
			verdict := "ok"
			if !p.Legal() {
				verdict = string(p.Reason())
			}
			out = append(out, fmt.Sprintf("%d %s %s %s", p.N, p.Color, p.Name(rec.Height), verdict))
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	return strings.Join(out, ", "), g
}

// TestIllegalMoveSkipped: cli.md's policy — an illegal move is reported and skipped, the
// position stays as it was and the next move is tried from there, as the colour the record
// gives (moves need not alternate).
func TestIllegalMoveSkipped(t *testing.T) {
	// A ko on a 4×4 board: White B3 has one liberty, C3; Black takes it there, White retakes
	// at once (ko: refused), then White plays elsewhere, the record giving White twice.
	const ko = "(;GM[1]SZ[4]AB[ba][ab][bc]AW[bb][ca][db][cc]PL[B];B[cb];W[bb];W[dd];B[aa])"
	got, g := plies(t, ko, rules.Chinese)
	want := "1 B C3 ok, 2 W B3 ko, 3 W D1 ok, 4 B A4 ok"
	if got != want {
		t.Errorf("plies %s\nwant %s", got, want)
	}
	if n := len(g.Moves()); n != 3 {
		t.Errorf("%d moves played, want 3", n)
	}
	if g.Board().At(board.Vertex{X: 1, Y: 1}) != board.Empty || g.Board().At(board.Vertex{X: 2, Y: 1}) != board.Black {
		t.Error("the refused retake changed the position")
	}
}

// TestSetupInTheLine: setup before the first move completes the opening (no note); after a
// move it is put on the board as it stands, the repetition history restarts (a ko retake the
// setup makes new is legal), and PL alone changes the player only.
func TestSetupInTheLine(t *testing.T) {
	const text = "(;GM[1]SZ[4];AB[ba][ab][bc]AW[bb][ca][db][cc]PL[B];B[cb];AB[dd];W[bb];B[aa];PL[B];B[ad])"
	got, g := plies(t, text, rules.Chinese)
	want := "1 B C3 ok, 2 setup, 2 W B3 ok, 3 B A4 ok, 4 B A1 ok"
	if got != want {
		t.Errorf("plies %s\nwant %s", got, want)
	}
	if g.Board().At(board.Vertex{X: 3, Y: 3}) != board.Black {
		t.Error("the setup stone D1 is missing")
	}
	rec := readRecord(t, text)
	black, white, toMove, err := rec.Opening(rules.Chinese)
	if err != nil || len(black) != 3 || len(white) != 4 || toMove != board.Black {
		t.Errorf("opening %v %v %v %v", black, white, toMove, err)
	}
}

// TestVirtualMovesUnderOtherRules: VM is a 计活子 virtual move; under a rule set without them it
// is the pass it is written as.
func TestVirtualMovesUnderOtherRules(t *testing.T) {
	_, g := plies(t, "(;GM[1]SZ[9];B[ee];W[]VM[];B[]VM[])", rules.Chinese)
	for _, m := range g.Moves()[1:] {
		if m.Virtual || !m.Vertex.IsPass() {
			t.Errorf("%v under C88: virtual %v", m.Color, m.Virtual)
		}
	}
	_, g = plies(t, "(;GM[1]SZ[9];W[ee];B[]VM[])", rules.Jihuozi)
	if m := g.Moves()[1]; !m.Virtual {
		t.Error("VM under 计活子 is not a virtual move")
	}
}

// TestToMove: PL, else the first move's colour, else White after black stones alone (a
// handicap), else the rule set's first player (计活子: White first, Art. 7).
func TestToMove(t *testing.T) {
	for _, c := range []struct {
		text string
		rs   rules.Ruleset
		want board.Color
	}{
		{"(;GM[1]PL[W];B[dd])", rules.Chinese, board.White},
		{"(;GM[1];W[dd])", rules.Chinese, board.White},
		{"(;GM[1];C[x];B[dd])", rules.Jihuozi, board.Black},
		{"(;GM[1]AB[dd][pp])", rules.Chinese, board.White},
		{"(;GM[1]AB[dd]AW[pp])", rules.Chinese, board.Black},
		{"(;GM[1])", rules.Jihuozi, board.White},
		{"(;GM[1])", rules.Japanese, board.Black},
	} {
		if got := readRecord(t, c.text).ToMove(c.rs); got != c.want {
			t.Errorf("%s under %s: %v to move, want %v", c.text, c.rs.Name, got, c.want)
		}
		b := board.MustNew(19, 19)
		if err := StartTree(b, root(t, c.text), c.rs); err != nil || b.ToMove() != c.want {
			t.Errorf("%s under %s, as a tree: %v to move (%v), want %v", c.text, c.rs.Name, b.ToMove(), err, c.want)
		}
	}
}

// TestLogAndLastNode: with Log, every GR of the main line goes into the log at its ply — the
// root's, a move's, that of a node without a move, that of an illegal move's node — and Last
// is the line's last node even when it holds no move.
func TestLogAndLastNode(t *testing.T) {
	const text = "(;GM[1]SZ[9]GR[warning:B::::::a];B[ee]GR[warning:W::::::b];C[x]GR[warning:B::::::c]" +
		";W[ee]GR[warning:W::::::d];W[dd];B[]W[]GR[warning:B::::::e];C[end]GR[warning:W::::::f]TB[aa])"
	rec := readRecord(t, text)
	g := rules.NewGame(rules.Chinese, board.MustNew(9, 9))
	if err := rec.Start(g.Board(), rules.Chinese); err != nil {
		t.Fatal(err)
	}
	rp := rec.NewReplay(g)
	rp.Log = true
	for i := range rec.Moves {
		rp.Step(&rec.Moves[i])
	}
	rp.End()
	var got []string
	for _, a := range g.Log.Actions {
		got = append(got, fmt.Sprintf("%s@%d", a.Note, a.Ply))
	}
	// e is on the node holding B[] and W[]: after both (ply 4), logged once.
	if s := strings.Join(got, " "); s != "a@0 b@1 c@1 d@1 e@4 f@4" {
		t.Errorf("log %s, want a@0 b@1 c@1 d@1 e@4 f@4", s)
	}
	if c, _ := rec.Last.Get("C"); c != "end" {
		t.Errorf("last node %q", c)
	}
	// Through a tree, node by node, the same log.
	g2 := rules.NewGame(rules.Chinese, board.MustNew(9, 9))
	tr := root(t, text)
	if err := StartTree(g2.Board(), tr, rules.Chinese); err != nil {
		t.Fatal(err)
	}
	rp = NewReplay(g2)
	rp.Log = true
	for n := tr; n != nil; {
		rp.Node(n)
		if len(n.Children) == 0 {
			break
		}
		n = n.Children[0]
	}
	var got2 []string
	for _, a := range g2.Log.Actions {
		got2 = append(got2, fmt.Sprintf("%s@%d", a.Note, a.Ply))
	}
	if strings.Join(got2, " ") != strings.Join(got, " ") || g2.Board().String() != g.Board().String() {
		t.Errorf("tree replay: log %v, board\n%s\nwant %v\n%s", got2, g2.Board(), got, g.Board())
	}
}

// TestReadReleased: the command line's reading lets the tree go as it reads it, and replays
// as Read does. Kept: the root's game information, the setup node in the line (expanded when
// replayed) and the last node (its TW marks the dead stones); gone: every other node, the
// variation with them.
func TestReadReleased(t *testing.T) {
	const text = "(;GM[1]SZ[4]PB[Kuro]AB[ba][ab][bc]AW[bb][ca][db][cc]PL[B];B[cb](;C[a comment]" +
		";AB[dd];W[bb];B[aa];PL[B];B[ad]TW[ad])(;W[aa]))"
	want, _ := plies(t, text, rules.Chinese)
	tree := root(t, text)
	first := tree.Children[0]
	rec, err := ReadReleased(tree)
	if err != nil {
		t.Fatal(err)
	}
	got, g := recordPlies(t, rec, rules.Chinese)
	if got != want {
		t.Errorf("released: %s\nread:     %s", got, want)
	}
	if rec.Info.Black != "Kuro" || len(tree.Children) != 0 || len(first.Children) != 0 || first.Parent != nil {
		t.Errorf("root: PB %q, %d children; first node: %d children, parent %v", rec.Info.Black, len(tree.Children), len(first.Children), first.Parent)
	}
	var kept []string
	for i := range rec.Moves {
		if n := rec.Moves[i].Node; n != nil {
			kept = append(kept, fmt.Sprintf("%d:%d props", i, len(n.Props)))
		}
	}
	// entries: 0 B C3, 1 AB[dd], 2 W B3, 3 B A4, 4 PL, 5 B A1 with TW (the comment is none)
	if s := strings.Join(kept, " "); s != "1:1 props 4:1 props 5:2 props" {
		t.Errorf("nodes kept %s; want the two setup nodes and the last", s)
	}
	dead, err := DeadStones(rec.Last, 4, 4, g.Board().At)
	if err != nil || len(dead) != 1 || dead[0] != (board.Vertex{X: 0, Y: 3}) {
		t.Errorf("dead stones of the last node: %v %v; want A1", dead, err)
	}
}
