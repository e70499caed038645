package sgf

// Cursor walks a game tree: forward along the main line or into a variation, back, to
// the root, to the end. It never changes the tree.
type Cursor struct {
	node  *Node
	depth int
}

// NewCursor returns a cursor on n (usually a root).
func NewCursor(n *Node) *Cursor {
	c := &Cursor{node: n}
	for p := n.Parent; p != nil; p = p.Parent {
		c.depth++
	}
	return c
}

// Node returns the current node.
func (c *Cursor) Node() *Node { return c.node }

// Depth returns the number of nodes between the root and the current node (root = 0).
func (c *Cursor) Depth() int { return c.depth }

// Variations returns the number of children of the current node.
func (c *Cursor) Variations() int { return len(c.node.Children) }

// Next moves to the first child (the main line); false at the end.
func (c *Cursor) Next() bool { return c.Into(0) }

// Into moves to child i (0 = main line, 1… = variations); false if there is none.
func (c *Cursor) Into(i int) bool {
	if i < 0 || i >= len(c.node.Children) {
		return false
	}
	c.node = c.node.Children[i]
	c.depth++
	return true
}

// Prev moves to the parent; false at the root.
func (c *Cursor) Prev() bool {
	if c.node.Parent == nil {
		return false
	}
	c.node = c.node.Parent
	c.depth--
	return true
}

// Sibling moves to the sibling variation delta places away (±1: next/previous variation
// of the same move); false if there is none.
func (c *Cursor) Sibling(delta int) bool {
	p := c.node.Parent
	if p == nil {
		return false
	}
	i := c.Index() + delta
	if i < 0 || i >= len(p.Children) {
		return false
	}
	c.node = p.Children[i]
	return true
}

// Index returns the place of the current node among its siblings (0 on the main line of
// its parent, and for the root).
func (c *Cursor) Index() int {
	p := c.node.Parent
	if p == nil {
		return 0
	}
	for i, ch := range p.Children {
		if ch == c.node {
			return i
		}
	}
	return 0
}

// ToRoot moves to the root.
func (c *Cursor) ToRoot() {
	for c.Prev() {
	}
}

// ToEnd follows the first children to the end of the current line.
func (c *Cursor) ToEnd() {
	for c.Next() {
	}
}

// OnMainLine tells whether every node from the root to here is a first child.
func (c *Cursor) OnMainLine() bool {
	for n := c.node; n.Parent != nil; n = n.Parent {
		if n.Parent.Children[0] != n {
			return false
		}
	}
	return true
}

// ToMainLine moves back to the node where the current variation leaves the main line
// (the current node itself when it is on the main line).
func (c *Cursor) ToMainLine() {
	for !c.OnMainLine() {
		c.Prev()
	}
}

// Path returns the child indexes that lead from the root to the current node.
func (c *Cursor) Path() []int {
	path := make([]int, c.depth)
	n := c.node
	for i := c.depth - 1; i >= 0 && n.Parent != nil; i-- {
		for k, ch := range n.Parent.Children {
			if ch == n {
				path[i] = k
				break
			}
		}
		n = n.Parent
	}
	return path
}

// Follow moves along path (child indexes) from the current node; it stops and returns
// false at the first index that does not exist.
func (c *Cursor) Follow(path []int) bool {
	for _, i := range path {
		if !c.Into(i) {
			return false
		}
	}
	return true
}
