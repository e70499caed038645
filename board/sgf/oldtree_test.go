package sgf

import (
	"fmt"
	"slices"
)

// The node builder the reader had before github.com/toikarin/sgf built its trees again (issue
// 30), kept for TestSameTreesAsTheOldBuilder only: it goes with that test once the new builder
// has been in use for a while.

// oldBuildTree makes the games' node trees from the skeleton, without recursion, and hands each
// game to yield once its last ')' is read. A '(' keeps the node its variation hangs from; ')'
// goes back to it; a ';' with nothing to hang from starts a game.
//
// The nodes cost what they hold (a file of a million one-property nodes is a million of
// them) and come in few allocations: a game's nodes and its nodes' first children from
// blocks of the game's own (nodeBlocks), a node's properties from blocks shared with the
// nodes read before it (propBlocks), a property's values as its run of sk.values (capacity
// cut, so a later append copies), themselves pieces of the decoded text.
func oldBuildTree(sk *skeleton, yield func(root *Node)) {
	var game *Node   // the game being read
	var open []*Node // per open '(', the node its variation hangs from (nil at the top)
	var cur *Node
	var index map[string]int // for the current node, once it has many properties
	var id string            // the property whose values are being read
	first := 0               // its first value in sk.values
	var names propertyNames
	k, v := 0, 0 // the next node (nodeAt) and the next value (values)
	var nodes nodeBlocks
	props := propBlocks{left: sk.props}
	flush := func() {
		if id == "" {
			return
		}
		if len(cur.Props) == fewProps && index == nil {
			index = make(map[string]int, 16)
			for i, p := range cur.Props {
				index[p.ID] = i
			}
		}
		addProperty(cur, index, id, sk.values[first:v:v]) // a repetition is merged (repeatedProperty warns)
		id = ""
	}
	src := sk.src
	for i := 0; i < len(src); i++ {
		switch c := src[i]; c {
		case '(':
			flush()
			props.done()
			open = append(open, cur)
		case ')':
			flush()
			props.done()
			cur = open[len(open)-1]
			open[len(open)-1] = nil // a game handed over is held by no stale entry
			open = open[:len(open)-1]
			if len(open) == 0 && game != nil {
				nodes = nodeBlocks{} // nor by its blocks while yield runs
				yield(game)
				game = nil
			}
		case ';':
			flush()
			props.done()
			if cur == nil {
				nodes.startGame(nodesUntilClosed(src[i:]))
			}
			n := nodes.next()
			if k < len(sk.nodeAt) {
				n.at = sk.nodeAt[k]
			}
			k++
			if cur == nil {
				game = n
			} else {
				nodes.addChild(cur, n)
			}
			cur, index = n, nil
			props.start(n)
		case '[':
			v++
		default: // a property name: letters up to its first '['
			flush()
			first = v
			j := i
			for src[j] != '[' {
				j++
			}
			id = names.intern(src[i:j])
			props.left--
			i = j - 1
		}
	}
	flush()
	props.done()
	if game != nil {
		yield(game)
	}
}

// oldRead is Read with oldBuildTree.
func oldRead(data []byte) (*Collection, error) {
	c, sk, err := scan(data)
	if err != nil {
		return nil, err
	}
	oldBuildTree(sk, func(root *Node) { c.Games = append(c.Games, root) })
	return c, nil
}

// readInPieces is Read with toikarin given pieces of about size bytes.
func readInPieces(data []byte, size int) (*Collection, error) {
	c, sk, err := scan(data)
	if err != nil {
		return nil, err
	}
	if err := buildPieces(sk, size, func(root *Node) { c.Games = append(c.Games, root) }); err != nil {
		return nil, err
	}
	return c, nil
}

// sameReading says how two readings of one file differ: the error, the encoding, the
// warnings, and each game's tree (its shape, every property and value in order, and where
// each node stands in the file), or "".
func sameReading(a *Collection, aerr error, b *Collection, berr error) string {
	if aerr != nil || berr != nil {
		if fmt.Sprint(aerr) != fmt.Sprint(berr) {
			return fmt.Sprintf("error %v, now %v", aerr, berr)
		}
		return ""
	}
	if a.Encoding != b.Encoding || a.EncodingGuessed != b.EncodingGuessed {
		return fmt.Sprintf("encoding %s %v, now %s %v", a.Encoding, a.EncodingGuessed, b.Encoding, b.EncodingGuessed)
	}
	if !slices.Equal(a.Warnings, b.Warnings) {
		return fmt.Sprintf("warnings %q, now %q", a.Warnings, b.Warnings)
	}
	if len(a.Games) != len(b.Games) {
		return fmt.Sprintf("%d games, now %d", len(a.Games), len(b.Games))
	}
	for i := range a.Games {
		type pair struct{ a, b *Node }
		for stack := []pair{{a.Games[i], b.Games[i]}}; len(stack) > 0; {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			la, ca := p.a.Pos()
			lb, cb := p.b.Pos()
			switch {
			case la != lb || ca != cb:
				return fmt.Sprintf("game %d: a node at %d:%d, now at %d:%d", i, la, ca, lb, cb)
			case !slices.EqualFunc(p.a.Props, p.b.Props, func(x, y Property) bool {
				return x.ID == y.ID && slices.Equal(x.Values, y.Values)
			}):
				return fmt.Sprintf("game %d, node at %d:%d: %v, now %v", i, la, ca, p.a.Props, p.b.Props)
			case len(p.a.Children) != len(p.b.Children):
				return fmt.Sprintf("game %d, node at %d:%d: %d children, now %d", i, la, ca, len(p.a.Children), len(p.b.Children))
			case (p.a.Parent == nil) != (p.b.Parent == nil):
				return fmt.Sprintf("game %d, node at %d:%d: a root only in one", i, la, ca)
			}
			for j := range p.a.Children {
				if p.b.Children[j].Parent != p.b {
					return fmt.Sprintf("game %d, node at %d:%d: a child's parent link is wrong", i, la, ca)
				}
				stack = append(stack, pair{p.a.Children[j], p.b.Children[j]})
			}
		}
	}
	return ""
}
