package sgf

import (
	"fmt"
	"path/filepath"
	"strings"

	"goref/internal/corpus"
)

// The shared test corpus (../shared/corpus beside the repository, or $GOREF_CORPUS): a test
// that needs it skips when it is absent, and fails under CI.
func gamesDir(tb corpus.TB) string { return corpus.Dir(tb, "games") }
func edgeDir(tb corpus.TB) string  { return corpus.Dir(tb, "sgf-edge") }

// isGamesDir tells the real games apart from the edge cases.
func isGamesDir(dir string) bool { return filepath.Base(dir) == "games" }

// corpusFiles lists the .sgf files under dir (sorted), or nil if dir does not exist.
func corpusFiles(dir string) []string { return corpus.Files(dir, ".sgf") }

// Properties Write sets itself in every root.
var writerProps = map[string]bool{"FF": true, "CA": true, "AP": true}

// diffTrees compares two game trees property by property (values and order), ignoring
// FF/CA/AP in the roots, without recursion. It returns "" when they are the same.
func diffTrees(a, b *Node) string {
	type pair struct {
		a, b  *Node
		depth int
	}
	stack := []pair{{a, b, 0}}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		isRoot := p.a.Parent == nil
		pa, pb := comparableProps(p.a, isRoot), comparableProps(p.b, isRoot)
		if pa != pb {
			return fmt.Sprintf("node at depth %d: properties differ:\n%s\n%s", p.depth, pa, pb)
		}
		if len(p.a.Children) != len(p.b.Children) {
			return fmt.Sprintf("node at depth %d: %d children vs %d", p.depth, len(p.a.Children), len(p.b.Children))
		}
		for i := range p.a.Children {
			if p.a.Children[i].Parent != p.a || p.b.Children[i].Parent != p.b {
				return fmt.Sprintf("node at depth %d: broken parent link", p.depth)
			}
			stack = append(stack, pair{p.a.Children[i], p.b.Children[i], p.depth + 1})
		}
	}
	return ""
}

func comparableProps(n *Node, root bool) string {
	var b strings.Builder
	for _, p := range n.Props {
		if root && writerProps[p.ID] {
			continue
		}
		fmt.Fprintf(&b, "%s%q", p.ID, p.Values)
	}
	return b.String()
}

// roundTrip writes c, reads it back and compares every game.
func roundTrip(c *Collection) error {
	out, err := Write(c)
	if err != nil {
		return fmt.Errorf("write: %w", err)
	}
	back, err := Read(out)
	if err != nil {
		return fmt.Errorf("read back: %w\n%s", err, out)
	}
	if back.Encoding != "UTF-8" || back.EncodingGuessed {
		return fmt.Errorf("read back as %s (guessed %v)", back.Encoding, back.EncodingGuessed)
	}
	if len(back.Games) != len(c.Games) {
		return fmt.Errorf("%d games read back, %d written", len(back.Games), len(c.Games))
	}
	for i := range c.Games {
		if d := diffTrees(c.Games[i], back.Games[i]); d != "" {
			return fmt.Errorf("game %d: %s", i, d)
		}
	}
	return nil
}

// dump renders a tree compactly for test expectations: "(;GM[1];B[aa](;W[bb])(;W[cc]))".
// Values are shown raw (no escaping). Test trees are small, so recursion is fine here.
func dump(n *Node) string {
	var b strings.Builder
	var walk func(n *Node)
	walk = func(n *Node) {
		b.WriteByte(';')
		for _, p := range n.Props {
			b.WriteString(p.ID)
			for _, v := range p.Values {
				b.WriteString("[" + v + "]")
			}
		}
		switch len(n.Children) {
		case 0:
		case 1:
			walk(n.Children[0])
		default:
			for _, c := range n.Children {
				b.WriteByte('(')
				walk(c)
				b.WriteByte(')')
			}
		}
	}
	b.WriteByte('(')
	walk(n)
	b.WriteByte(')')
	return b.String()
}

func dumpAll(c *Collection) string {
	var b strings.Builder
	for _, g := range c.Games {
		b.WriteString(dump(g))
	}
	return b.String()
}

func mustRead(t interface {
	Helper()
	Fatalf(string, ...any)
}, s string) *Collection {
	t.Helper()
	c, err := Read([]byte(s))
	if err != nil {
		t.Fatalf("Read(%q): %v", s, err)
	}
	return c
}
