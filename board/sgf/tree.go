package sgf

import "slices"

// fewProps is the most properties of a node looked through one by one (a root has a dozen
// or two); beyond, a map finds a name (a hostile node has a hundred thousand).
const fewProps = 32

// buildTree makes the games' node trees from the skeleton, without recursion, and hands each
// game to yield once its last ')' is read. A '(' keeps the node its variation hangs from; ')'
// goes back to it; a ';' with nothing to hang from starts a game.
//
// The nodes cost what they hold (a file of a million one-property nodes is a million of
// them) and come in few allocations: a game's nodes and its nodes' first children from
// blocks of the game's own (nodeBlocks), a node's properties from blocks shared with the
// nodes read before it (propBlocks), a property's values as its run of sk.values (capacity
// cut, so a later append copies), themselves pieces of the decoded text.
func buildTree(sk *skeleton, yield func(root *Node)) {
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

// nodesUntilClosed counts the nodes of src up to the ')' that closes the tree src starts in.
func nodesUntilClosed(src []byte) int {
	n, depth := 0, 0
	for _, c := range src {
		switch c {
		case ';':
			n++
		case '(':
			depth++
		case ')':
			if depth == 0 {
				return n
			}
			depth--
		}
	}
	return n
}

// repeatedProperty is the first property name repeated within one node of the skeleton (which
// buildTree merges into its first occurrence), or "".
func repeatedProperty(src []byte) string {
	var few [fewProps][]byte // the current node's names, while there are few
	n := 0                   // how many of few are in use
	var many map[string]bool // the same, once there are many
	for i := 0; i < len(src); i++ {
		switch c := src[i]; c {
		case '(', ')', ';':
			n, many = 0, nil
		case '[':
		default:
			j := i
			for src[j] != '[' {
				j++
			}
			name := src[i:j]
			i = j - 1
			if many == nil && n < len(few) {
				for _, f := range few[:n] {
					if string(f) == string(name) {
						return string(name)
					}
				}
				few[n] = name
				n++
				continue
			}
			if many == nil {
				many = make(map[string]bool, 16)
				for _, f := range few {
					many[string(f)] = true
				}
			}
			if many[string(name)] {
				return string(name)
			}
			many[string(name)] = true
		}
	}
	return ""
}

// addProperty adds a property read from the file to n. A property repeated in one node
// (FF[3] "GaMe" next to "GM", Fox's two AP) is merged into the first occurrence, so the
// output has each property once; values already there are left out unless the list is
// long (a hostile file must not make this quadratic). index, when not nil, maps names
// to places in n.Props. It reports a merge.
func addProperty(n *Node, index map[string]int, id string, values []string) bool {
	i, ok := index[id]
	if index == nil {
		i = slices.IndexFunc(n.Props, func(p Property) bool { return p.ID == id })
		ok = i >= 0
	}
	if !ok {
		if index != nil {
			index[id] = len(n.Props)
		}
		n.Props = append(n.Props, Property{ID: id, Values: values})
		return false
	}
	p := &n.Props[i]
	for _, v := range values {
		if len(p.Values) > 16 || !slices.Contains(p.Values, v) {
			p.Values = append(p.Values, v)
		}
	}
	return true
}
