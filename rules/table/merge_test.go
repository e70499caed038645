package table

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/internal/corpus"
	"goref/rules"
	"goref/rules/clock"
)

// commentedRecords are records of the shared corpus with comments (C) and variations that a
// table opens: the commentaries of games/gogameguru, two AI games with variations, and
// kgs-scored games with TB/TW and a counted RE.
func commentedRecords(t *testing.T) map[string]*sgf.Node {
	t.Helper()
	paths := corpus.Commentaries(t)
	paths = append(paths, corpus.Files(filepath.Join(corpus.Dir(t, "games"), "yenw-ai", "DeepZenGo"), ".sgf")...)
	kgs := corpus.Files(corpus.Dir(t, "kgs-scored"), ".sgf")
	sort.Strings(kgs)
	paths = append(paths, kgs[:min(6, len(kgs))]...)
	out := map[string]*sgf.Node{}
	varied := 0
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		c, err := sgf.Read(data)
		if err != nil || len(c.Games) == 0 {
			continue
		}
		root := c.Games[0]
		if _, err := Open(root, rules.Chinese, &clock.FakeTime{}); err != nil {
			continue
		}
		if countC(root) == 0 {
			continue
		}
		if variations(root) > 0 {
			varied++
		}
		out[filepath.Base(p)] = root
	}
	if varied < 5 {
		t.Fatalf("only %d records with comments and variations open (want 5 or more)", varied)
	}
	return out
}

func countC(root *sgf.Node) int {
	n := 0
	root.Walk(func(x *sgf.Node) bool {
		if x.Has("C") {
			n++
		}
		return true
	})
	return n
}

func variations(root *sgf.Node) int {
	n := 0
	root.Walk(func(x *sgf.Node) bool {
		n += max(len(x.Children)-1, 0)
		return true
	})
	return n
}

func writeSGF(t *testing.T, root *sgf.Node) string {
	t.Helper()
	data, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{root}})
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func mainLineEnd(n *sgf.Node) *sgf.Node {
	for len(n.Children) > 0 {
		n = n.Children[0]
	}
	return n
}

// TestWriteIntoTheOpenedRecordChangesNothing: a table opened from a record writes back exactly
// that record (comments, variations, TB/TW, RE and GR spellings kept), and its position is the
// main line's last node.
func TestWriteIntoTheOpenedRecordChangesNothing(t *testing.T) {
	for name, root := range commentedRecords(t) {
		before := writeSGF(t, root)
		tb, err := Open(root, rules.Chinese, &clock.FakeTime{})
		if err != nil {
			t.Fatal(err)
		}
		at, added := tb.WriteInto(root)
		if after := writeSGF(t, root); after != before || len(added) != 0 {
			t.Errorf("%s: the record changed (%d nodes added)", name, len(added))
		}
		if at != mainLineEnd(root) {
			t.Errorf("%s: the table's node is not the main line's last", name)
		}
	}
}

// same reports how a node of the original differs from its copy: every property kept with
// its values, C kept at the start of the copy's C.
func same(orig, cp *sgf.Node) string {
	for _, p := range orig.Props {
		got := cp.GetAll(p.ID)
		if p.ID == "C" {
			if len(got) != 1 || !strings.HasPrefix(got[0], p.Values[0]) {
				return "C lost"
			}
			continue
		}
		if strings.Join(got, "\x00") != strings.Join(p.Values, "\x00") {
			return p.ID + " changed"
		}
	}
	return ""
}

// compareTrees walks orig and checks that cp holds every node of it at the same place.
func compareTrees(t *testing.T, name string, orig, cp *sgf.Node) {
	t.Helper()
	type pair struct{ a, b *sgf.Node }
	stack := []pair{{orig, cp}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if d := same(p.a, p.b); d != "" {
			t.Fatalf("%s: %s at a node", name, d)
		}
		if len(p.b.Children) < len(p.a.Children) {
			t.Fatalf("%s: a variation lost (%d children, were %d)", name, len(p.b.Children), len(p.a.Children))
		}
		for i := range p.a.Children {
			stack = append(stack, pair{p.a.Children[i], p.b.Children[i]})
		}
	}
}

// someLegalPoint is the first empty point where the player to move may play.
func someLegalPoint(t *testing.T, tb *Table) board.Vertex {
	t.Helper()
	b := tb.Board()
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			v := board.Vertex{X: x, Y: y}
			if b.At(v) == board.Empty && tb.Game().Legal(tb.ToMove(), v) == nil {
				return v
			}
		}
	}
	t.Fatal("no legal point")
	return board.Pass
}

// TestEventsOnAnOpenedRecordLoseNothing: an opened record (its result taken off, so play goes
// on) gets a move, a pass and a referee's warning; written, read back and opened again, every
// node, comment and variation is there, the new plies end the main line, the warning's GR
// and explanation stand once on the last node, and a second write adds nothing.
func TestEventsOnAnOpenedRecordLoseNothing(t *testing.T) {
	for name, root := range commentedRecords(t) {
		root.Delete("RE")
		orig, _ := sgf.Read([]byte(writeSGF(t, root)))
		tb, err := Open(root, rules.Chinese, &clock.FakeTime{})
		if err != nil {
			t.Fatal(err)
		}
		if tb.Clock() != nil {
			ok(t)(tb.Start())
		}
		plies := len(tb.Game().Moves())
		v := someLegalPoint(t, tb)
		if _, err := tb.Play(tb.ToMove(), v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if _, err := tb.Play(tb.ToMove(), board.Pass); err != nil {
			t.Fatalf("%s: pass: %v", name, err)
		}
		warn := rules.Action{Kind: rules.ActWarning, Player: board.Black, Note: "talking"}
		if _, err := tb.Referee(warn); err != nil {
			t.Fatalf("%s: warning: %v", name, err)
		}
		at, added := tb.WriteInto(root)
		once := writeSGF(t, root)
		if _, again := tb.WriteInto(root); writeSGF(t, root) != once || len(again) != 0 {
			t.Fatalf("%s: a second write changed the record", name)
		}
		if len(added) != 2 || at != added[1] || mainLineEnd(root) != at {
			t.Fatalf("%s: %d nodes added, the table's node not at the main line's end", name, len(added))
		}
		c, err := sgf.Read([]byte(once))
		if err != nil {
			t.Fatal(err)
		}
		reread := c.Games[0]
		compareTrees(t, name, orig.Games[0], reread)
		last := mainLineEnd(reread)
		gr := last.GetAll("GR")
		if len(gr) != 1 || gr[0] != warn.GRValue() {
			t.Fatalf("%s: GR on the last node %q", name, gr)
		}
		if cm, _ := last.Get("C"); strings.Count(cm, warn.Explain("en")) != 1 {
			t.Fatalf("%s: C %q", name, cm)
		}
		back, err := Open(reread, rules.Chinese, &clock.FakeTime{})
		if err != nil {
			t.Fatalf("%s: reopen: %v", name, err)
		}
		if got := len(back.Game().Moves()); got != plies+2 || len(back.Log().Actions) != len(tb.Log().Actions) {
			t.Fatalf("%s: reopened with %d plies (want %d), %d log entries (want %d)", name, got, plies+2, len(back.Log().Actions), len(tb.Log().Actions))
		}
	}
}

// TestATakeBackAndANewMoveKeepTheOldLineAsAVariation: two plies taken back on an opened
// record, then another move: it is the main line, the record's two plies (and their comments)
// follow as the next variation.
func TestATakeBackAndANewMoveKeepTheOldLineAsAVariation(t *testing.T) {
	forked := 0
	defer func() {
		if forked < 5 {
			t.Errorf("only %d records forked", forked)
		}
	}()
	for name, root := range commentedRecords(t) {
		root.Delete("RE")
		tb, err := Open(root, rules.Chinese, &clock.FakeTime{})
		if err != nil {
			t.Fatal(err)
		}
		if tb.Clock() != nil {
			ok(t)(tb.Start())
		}
		end := mainLineEnd(root)
		if end.Parent == nil || end.Parent.Parent == nil || len(nodeMoves(end, 19, 19)) != 1 || len(nodeMoves(end.Parent, 19, 19)) != 1 {
			continue
		}
		fork := end.Parent.Parent
		old := fork.Children[0]
		oldKids := len(fork.Children)
		for i := 0; i < 2; i++ {
			if _, err := tb.Undo(false, ""); err != nil {
				t.Fatal(err)
			}
		}
		v := someLegalPoint(t, tb)
		if v == nodeMoves(old, 19, 19)[0].Vertex {
			continue // the first legal point is the record's own move
		}
		if _, err := tb.Play(tb.ToMove(), v); err != nil {
			t.Fatal(err)
		}
		at, added := tb.WriteInto(root)
		if len(added) != 1 || fork.Children[0] != at || fork.Children[1] != old || len(fork.Children) != oldKids+1 {
			t.Fatalf("%s: after the fork %d children, the new move first: %v, the old line second: %v",
				name, len(fork.Children), fork.Children[0] == at, fork.Children[1] == old)
		}
		if mainLineEnd(old) != end {
			t.Fatalf("%s: the old line lost its last move", name)
		}
		forked++
	}
}

// TestAnotherProgramsGRIsNotWrittenAgain: a GR spelled otherwise (points "02") is the same
// action: writing the opened record adds no second one.
func TestAnotherProgramsGRIsNotWrittenAgain(t *testing.T) {
	c, err := sgf.Read([]byte("(;GM[1]FF[4]SZ[9]RU[Chinese]KM[7];B[ee]GR[penalty-points:W:02:::::noise]C[W penalised];W[cc])"))
	if err != nil {
		t.Fatal(err)
	}
	root := c.Games[0]
	before := writeSGF(t, root)
	tb, err := Open(root, rules.Chinese, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	if len(tb.Log().Actions) != 1 {
		t.Fatalf("log %v", tb.Log().Actions)
	}
	tb.WriteInto(root)
	if after := writeSGF(t, root); after != before {
		t.Fatalf("written again:\n%s\n%s", before, after)
	}
}

// TestTheResultFollowsTheTable: a record's RE of another spelling stays; a resignation sets
// RE; a flag revived by the referee takes it off again.
func TestTheResultFollowsTheTable(t *testing.T) {
	c, _ := sgf.Read([]byte("(;GM[1]FF[4]SZ[9]RU[Chinese]KM[7]RE[W+Resign];B[ee];W[cc])"))
	root := c.Games[0]
	tb, err := Open(root, rules.Chinese, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	tb.WriteInto(root)
	if re, _ := root.Get("RE"); re != "W+Resign" {
		t.Fatalf("RE[%s]: the record's spelling of W+R is not kept", re)
	}

	tb2, ft := newTable(t, "japanese", 9, time.Minute, "absolute")
	ok(t)(tb2.Start())
	rec := tb2.Record()
	ft.Set(10 * time.Second)
	play(t, tb2, "B E5")
	ft.Set(2 * time.Minute)
	tb2.Tick()
	tb2.WriteInto(rec)
	if re, _ := rec.Get("RE"); re != "B+T" {
		t.Fatalf("RE[%s] after White's flag fell", re)
	}
	if _, err := tb2.Referee(rules.Action{Kind: rules.ActTimeAdjust, Player: board.White, Points: 60}); err != nil {
		t.Fatal(err)
	}
	tb2.WriteInto(rec)
	if rec.Has("RE") {
		t.Fatal("RE stays after the referee revived the flag")
	}
}
