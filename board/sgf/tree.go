package sgf

import "slices"

// fewProps is the most properties of a node looked through one by one (a root has a dozen
// or two); beyond, a map finds a name (a hostile node has a hundred thousand).
const fewProps = 32

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
