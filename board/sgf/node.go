package sgf

// Property is one SGF property: an identifier of upper-case letters and its raw values
// (escapes removed, UTF-8).
type Property struct {
	ID     string
	Values []string
}

// Node is one SGF node. Children[0] continues the main line; the others are variations.
type Node struct {
	Props    []Property
	Parent   *Node
	Children []*Node

	at lineCol // where the node's ';' stands in the original file; 0 if unknown
}

// Get returns the first value of property id.
func (n *Node) Get(id string) (string, bool) {
	for _, p := range n.Props {
		if p.ID == id {
			if len(p.Values) == 0 {
				return "", true
			}
			return p.Values[0], true
		}
	}
	return "", false
}

// Has tells whether the node holds property id.
func (n *Node) Has(id string) bool {
	_, ok := n.Get(id)
	return ok
}

// GetAll returns all values of property id (of every occurrence, in order). Compressed
// point lists ("aa:cc") are returned as they are; see Points to expand them.
func (n *Node) GetAll(id string) []string {
	var vs []string
	for _, p := range n.Props {
		if p.ID == id {
			vs = append(vs, p.Values...)
		}
	}
	return vs
}

// Set replaces property id by the given values, keeping its place; with no values the
// property is removed. A new property is appended.
func (n *Node) Set(id string, values ...string) {
	if len(values) == 0 {
		n.Delete(id)
		return
	}
	vs := append([]string(nil), values...)
	for i := range n.Props {
		if n.Props[i].ID == id {
			n.Props[i].Values = vs
			n.deleteFrom(id, i+1)
			return
		}
	}
	n.Props = append(n.Props, Property{ID: id, Values: vs})
}

// Delete removes every occurrence of property id.
func (n *Node) Delete(id string) { n.deleteFrom(id, 0) }

func (n *Node) deleteFrom(id string, from int) {
	kept := n.Props[:from]
	for _, p := range n.Props[from:] {
		if p.ID != id {
			kept = append(kept, p)
		}
	}
	n.Props = kept
}

// AddChild appends c as the last child of n and returns it.
func (n *Node) AddChild(c *Node) *Node {
	c.Parent = n
	n.Children = append(n.Children, c)
	return c
}

// Pos returns the line and column (1-based) of the node's ';' in the file it was read
// from, or 0, 0 for a node made in memory.
func (n *Node) Pos() (line, col int) { return int(n.at.line), int(n.at.col) }

// Root returns the root of the tree n belongs to.
func (n *Node) Root() *Node {
	for n.Parent != nil {
		n = n.Parent
	}
	return n
}

// Walk calls fn for n and every node below it in document order (pre-order, Children in
// order). It uses an explicit stack: trees of any depth are safe. If fn returns false the
// children of that node are skipped.
func (n *Node) Walk(fn func(*Node) bool) {
	stack := []*Node{n}
	for len(stack) > 0 {
		cur := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !fn(cur) {
			continue
		}
		for i := len(cur.Children) - 1; i >= 0; i-- {
			stack = append(stack, cur.Children[i])
		}
	}
}

// Count returns the number of nodes in the tree below and including n.
func (n *Node) Count() int {
	c := 0
	n.Walk(func(*Node) bool { c++; return true })
	return c
}
