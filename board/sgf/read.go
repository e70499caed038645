package sgf

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"slices"
)

// Read parses an SGF file's raw bytes. It never panics; every problem is an *Error with
// the line and column in data. Recoverable oddities are listed in Collection.Warnings.
func Read(data []byte) (*Collection, error) {
	var games []*Node
	c, err := ReadEach(data, func(_ *Collection, root *Node) { games = append(games, root) })
	if err != nil {
		return nil, err
	}
	c.Games = games
	return c, nil
}

// ReadEach is Read for a file of many games: it hands each game's tree to fn as soon as it is
// built and keeps none, so the nodes of one game at a time are in memory, besides the file's
// one-byte-a-token skeleton. The whole file is checked before the first call: a file Read
// refuses gives no call and the same error. c has the encoding and every warning of the file
// (Games empty); it is the Collection returned.
func ReadEach(data []byte, fn func(c *Collection, root *Node)) (c *Collection, err error) {
	inFn := false
	defer func() {
		// Last resort: a panic in the reader must not take the program down (fn's is fn's).
		if r := recover(); r != nil {
			if inFn {
				panic(r)
			}
			c, err = nil, &Error{Msg: fmt.Sprintf("internal error reading SGF: %v", r)}
		}
	}()
	if len(data) > MaxFileSize {
		return nil, &Error{Msg: fmt.Sprintf("file larger than %d MB", MaxFileSize>>20)}
	}
	d := decode(data)
	sk, serr := normalize(d.text)
	if serr != nil {
		return nil, serr
	}
	if sk.nodes() == 0 {
		return nil, &Error{Line: 1, Col: 1, Msg: "no game tree in the file"}
	}
	if id := repeatedProperty(sk.src); id != "" {
		sk.warnings = append(sk.warnings, fmt.Sprintf("property %s repeated in one node: values merged", id))
	}
	c = &Collection{
		Encoding:        d.charset,
		EncodingGuessed: d.guessed,
		Warnings:        append(d.warnings, sk.warnings...),
	}
	buildTree(sk, func(root *Node) {
		inFn = true
		fn(c, root)
		inFn = false
	})
	return c, nil
}

// ReadFileEach is ReadEach of the file at path.
func ReadFileEach(path string, fn func(c *Collection, root *Node)) (*Collection, error) {
	data, err := readLimited(path)
	if err != nil {
		return nil, err
	}
	return ReadEach(data, fn)
}

// ReadFile reads and parses the file at path.
func ReadFile(path string) (*Collection, error) {
	data, err := readLimited(path)
	if err != nil {
		return nil, err
	}
	return Read(data)
}

// readLimited reads up to MaxFileSize+1 bytes of path: enough for Read to tell a file that is
// too large, without holding more of it. A regular file is read into a buffer of its size, in
// one read and the one that finds its end (io.ReadAll grew from 512 bytes: seven reads and as
// many buffers for a record of 20 KB).
func readLimited(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var buf bytes.Buffer
	if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
		buf.Grow(int(min(st.Size(), MaxFileSize+1)) + bytes.MinRead)
	}
	_, err = buf.ReadFrom(io.LimitReader(f, MaxFileSize+1))
	return buf.Bytes(), err
}

// buildTree makes the games' node trees from the skeleton, without recursion, and hands each
// game to yield once its last ')' is read. A '(' keeps the node its variation hangs from; ')'
// goes back to it; a ';' with nothing to hang from starts a game.
//
// The nodes cost what they hold (a file of a million one-property nodes is a million of
// them): a property's values are its run of sk.values (capacity cut, so a later append
// copies), and a node's properties, gathered in a scratch list while it is read, are moved
// into a shared block of exactly their number.
func buildTree(sk *skeleton, yield func(root *Node)) {
	var game *Node   // the game being read
	var open []*Node // per open '(', the node its variation hangs from (nil at the top)
	var cur *Node
	var index map[string]int     // for the current node, once it has many properties
	var id string                // the property whose values are being read
	first := 0                   // its first value in sk.values
	names := map[string]string{} // one string per property name, however often it occurs
	k, v := 0, 0                 // the next node (nodeAt) and the next value (values)
	var props propBlocks
	flush := func() {
		if id == "" {
			return
		}
		if len(cur.Props) == 8 && index == nil {
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
			cur, open = open[len(open)-1], open[:len(open)-1]
			if len(open) == 0 && game != nil {
				yield(game)
				game = nil
			}
		case ';':
			flush()
			props.done()
			n := &Node{}
			if k < len(sk.nodeAt) {
				n.at = sk.nodeAt[k]
			}
			k++
			if cur == nil {
				game = n
			} else {
				cur.AddChild(n)
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
			name, ok := names[string(src[i:j])]
			if !ok {
				name = string(src[i:j])
				names[name] = name
			}
			id = name
			i = j - 1
		}
	}
	flush()
	props.done()
	if game != nil {
		yield(game)
	}
}

// repeatedProperty is the first property name repeated within one node of the skeleton (which
// buildTree merges into its first occurrence), or "".
func repeatedProperty(src []byte) string {
	var names []string       // the current node's
	var many map[string]bool // the same, once there are many
	for i := 0; i < len(src); i++ {
		switch c := src[i]; c {
		case '(', ')', ';':
			names, many = names[:0], nil
		case '[':
		default:
			j := i
			for src[j] != '[' {
				j++
			}
			name := string(src[i:j])
			if many == nil && len(names) == 8 {
				many = make(map[string]bool, 16)
				for _, n := range names {
					many[n] = true
				}
			}
			if many != nil && many[name] || many == nil && slices.Contains(names, name) {
				return name
			}
			if many != nil {
				many[name] = true
			} else {
				names = append(names, name)
			}
			i = j - 1
		}
	}
	return ""
}

// propBlocks gives the nodes being read their property lists: a node's properties are
// appended to a scratch list, then moved into a block shared with the nodes read before it
// (no list of the append's doubled capacity, no small allocation per node).
type propBlocks struct {
	node    *Node // the node whose properties are in scratch
	scratch []Property
	block   []Property
}

func (pb *propBlocks) start(n *Node) {
	pb.node = n
	n.Props = pb.scratch[:0]
}

func (pb *propBlocks) done() {
	n := pb.node
	if n == nil {
		return
	}
	pb.node = nil
	k := len(n.Props)
	pb.scratch = n.Props[:0]
	if k == 0 {
		n.Props = nil
		return
	}
	if cap(pb.block)-len(pb.block) < k {
		pb.block = make([]Property, 0, max(256, k))
	}
	at := len(pb.block)
	pb.block = append(pb.block, n.Props...)
	n.Props = pb.block[at:len(pb.block):len(pb.block)]
	clear(pb.scratch[:k]) // the values live on in the block only
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
