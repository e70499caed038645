package sgf

import (
	"fmt"
	"strings"
	"testing"
)

// The reader gives nodes, child lists, property lists and values out of shared blocks. A
// change to one node read from a file (a property set or added, a value appended, a child
// added) must change no other node: each piece is cut to its length, so that an append
// copies instead of writing into its neighbour's place.
func TestChangingOneReadNodeChangesNoOther(t *testing.T) {
	const data = "(;GM[1]SZ[9]AB[aa][bb]C[root];B[cc]C[one]BL[30];W[dd]" +
		"(;B[ee]C[v1];W[ff];B[fe])(;B[gg];W[gh]))(;GM[1];B[hh];W[ii];B[ij])"
	mutations := map[string]func(n *Node){
		"Set a new property":     func(n *Node) { n.Set("ZZ", "new") },
		"Set a property":         func(n *Node) { n.Set(n.Props[0].ID, "new", "values") },
		"append to Props":        func(n *Node) { n.Props = append(n.Props, Property{ID: "ZZ", Values: []string{"x"}}) },
		"Delete a property":      func(n *Node) { n.Delete(n.Props[0].ID) },
		"AddChild":               func(n *Node) { n.AddChild(&Node{Props: []Property{{ID: "C", Values: []string{"added"}}}}) },
		"append to Children":     func(n *Node) { n.Children = append(n.Children, &Node{}) },
		"append to every Values": appendToEveryValues,
	}
	nodes := func(c *Collection) []*Node {
		var all []*Node
		for _, g := range c.Games {
			g.Walk(func(n *Node) bool { all = append(all, n); return true })
		}
		return all
	}
	count := len(nodes(mustRead(t, data)))
	for name, mutate := range mutations {
		for target := range count {
			c := mustRead(t, data)
			all := nodes(c)
			before := make([]string, len(all))
			for i, n := range all {
				before[i] = describeNode(n)
			}
			mutate(all[target])
			if describeNode(all[target]) == before[target] {
				t.Fatalf("%s on node %d changed nothing: the test tests nothing", name, target)
			}
			for i, n := range all {
				if i != target && describeNode(n) != before[i] {
					t.Errorf("%s on node %d (%s) changed node %d:\n was %s\n now %s", name, target, before[target], i, before[i], describeNode(n))
				}
			}
		}
	}
}

func appendToEveryValues(n *Node) {
	for i := range n.Props {
		n.Props[i].Values = append(n.Props[i].Values, "appended")
	}
}

// describeNode is a node's properties, parent and children (by address).
func describeNode(n *Node) string {
	var b strings.Builder
	for _, p := range n.Props {
		fmt.Fprintf(&b, "%s%q", p.ID, p.Values)
	}
	fmt.Fprintf(&b, " parent %p children", n.Parent)
	for _, c := range n.Children {
		fmt.Fprintf(&b, " %p", c)
	}
	return b.String()
}
