package sgf

import (
	"fmt"
	"strings"
	"unicode/utf8"

	tsgf "github.com/toikarin/sgf"
)

// The trees are built by github.com/toikarin/sgf. The scanner has read the file (normalize.go:
// its repairs, limits and positions); its skeleton is written back as SGF text in the form
// toikarin's parser takes (names of capitals, no white space, every value escaped and closed),
// toikarin parses it into its Collection of GameTrees, and each of its nodes becomes a Node
// once. A value toikarin read must be the scanner's, and the scanner's is kept: a piece of the
// decoded text, where toikarin's strings are an allocation each (16 bytes a value more: 23 MB
// for a file of 499,000 games).
//
// What toikarin is not given whole, and why:
//   - a game is given in pieces of about pieceBytes of text. Its lexer keeps a 40-byte token
//     per name, value and bracket and its tree stands beside ours until the piece is made
//     into Nodes: given a game of a million nodes at once, its tokens took 80 MB and its
//     tree 109 MB, beside the 125 MB of our Nodes. An ordinary record is one piece (the
//     corpus's largest file is 77 KB). A piece ends before a node or a variation, or between
//     two values of a property (a hostile node of a million values); the next piece's trees
//     hang from the nodes already made.
//   - a value longer than inlineMax, or not valid UTF-8, or holding a NUL byte, is written as
//     byRef and the scanner's text of it is kept: toikarin grows a value one character at a
//     time (a new string each), so a 4 KB value costs it 9 ms and a 1 MB comment some ten
//     minutes; and it reads text as runes, so bytes that are not UTF-8 would come back as
//     U+FFFD.
const (
	pieceBytes = 128 << 10
	inlineMax  = 64
	byRef      = "\x00"
)

// level is one '(' of the skeleton still open in the game being built.
type level struct {
	inPiece bool  // the piece's text has a '(' open for it
	last    *Node // its last node, once made
	lastAt  int   // or its last node's index in the piece, not made yet (-1: last)
}

// top is where one tree at the top of a piece hangs.
type top struct {
	parent *Node // nil: the tree is a game
	cont   bool  // its first node is parent itself, cut between two values
}

// builder turns a skeleton into games, piece by piece.
type builder struct {
	sk         *skeleton
	yield      func(root *Node)
	pieceBytes int

	// the piece being written
	text   []byte
	tops   []top
	levels []level // the game's open '(', innermost last
	pieceN int     // nodes in the piece's text

	// making Nodes of toikarin's
	made      []*Node // the piece's nodes in document order
	k, v      int     // the next node (sk.nodeAt) and the next value (sk.values)
	game      *Node
	gameNodes int // nodes of the game being read, for its blocks
	cur       *Node
	index     map[string]int // cur's properties, once it has many
	occFirst  int            // the first value of cur's last property occurrence
	occMerged bool           // that occurrence was merged into an earlier one
	nodes     nodeBlocks
	props     propBlocks
	names     propertyNames
}

// buildTree makes the games' trees from the skeleton and hands each to yield once its last ')'
// is read. An error is an internal one: toikarin refused what the scanner wrote.
func buildTree(sk *skeleton, yield func(root *Node)) *Error {
	return buildPieces(sk, pieceBytes, yield)
}

// buildPieces is buildTree with pieces of about size bytes (the tests cut small ones).
func buildPieces(sk *skeleton, size int, yield func(root *Node)) *Error {
	b := &builder{sk: sk, yield: yield, pieceBytes: size, props: propBlocks{left: sk.props}}
	src := sk.src
	ev := 0       // the next value to write
	var id []byte // the property being written
	vals := 0     // its values written so far
	for i := 0; i < len(src); i++ {
		switch c := src[i]; c {
		case '(':
			if err := b.cutIfFull(); err != nil {
				return err
			}
			if len(b.levels) == 0 {
				b.gameNodes = nodesUntilClosed(src[i+1:])
			}
			b.open()
		case ')':
			if err := b.close(); err != nil {
				return err
			}
		case ';':
			if i > 0 && src[i-1] != '(' { // never cut between a '(' and its first node
				if err := b.cutIfFull(); err != nil {
					return err
				}
			}
			b.node()
			id = nil
		case '[':
			if vals > 0 && len(b.text) >= b.pieceBytes {
				if err := b.finishPiece(); err != nil {
					return err
				}
				b.continueNode(id)
			}
			b.value(sk.values[ev])
			ev++
			vals++
		default: // a property name: letters up to its first '['
			j := i
			for src[j] != '[' {
				j++
			}
			id, vals = src[i:j], 0
			b.text = append(b.text, id...)
			i = j - 1
		}
	}
	if len(b.levels) > 0 { // the scanner closes every tree: not reached
		return b.finishGame()
	}
	return nil
}

func (b *builder) cutIfFull() *Error {
	if len(b.text) < b.pieceBytes {
		return nil
	}
	return b.finishPiece()
}

// open writes a '(': nested in the piece's tree of the level around it, or a tree at the
// top of the piece hanging from that level's last node (nil for a game).
func (b *builder) open() {
	l := level{inPiece: true, lastAt: -1}
	if n := len(b.levels); n == 0 {
		b.tops = append(b.tops, top{})
	} else if outer := b.levels[n-1]; !outer.inPiece {
		b.tops = append(b.tops, top{parent: outer.last})
	} else {
		l.last, l.lastAt = outer.last, outer.lastAt
	}
	b.text = append(b.text, '(')
	b.levels = append(b.levels, l)
}

// close writes a ')' if its '(' is in the piece; the last one of a game finishes it.
func (b *builder) close() *Error {
	n := len(b.levels)
	if b.levels[n-1].inPiece {
		b.text = append(b.text, ')')
	}
	b.levels = b.levels[:n-1]
	if n > 1 {
		return nil
	}
	return b.finishGame()
}

// node writes a ';', in a new tree at the top of the piece if its level has none open there.
func (b *builder) node() {
	l := &b.levels[len(b.levels)-1]
	if !l.inPiece {
		b.tops = append(b.tops, top{parent: l.last})
		b.text = append(b.text, '(')
		l.inPiece = true
	}
	b.text = append(b.text, ';')
	l.last, l.lastAt = nil, b.pieceN
	b.pieceN++
}

// continueNode starts a piece in the middle of a node, in the middle of property id: a tree
// whose first node is the node already made.
func (b *builder) continueNode(id []byte) {
	l := &b.levels[len(b.levels)-1]
	b.tops = append(b.tops, top{parent: l.last, cont: true})
	b.text = append(b.text, "(;"...)
	b.text = append(b.text, id...)
	l.inPiece, l.lastAt = true, b.pieceN
	b.pieceN++
}

// value writes one value as toikarin reads it back: '\' and ']' escaped, or byRef.
func (b *builder) value(v string) {
	b.text = append(b.text, '[')
	if len(v) > inlineMax || strings.IndexByte(v, 0) >= 0 || !utf8.ValidString(v) {
		b.text = append(b.text, byRef...)
	} else {
		for i := 0; i < len(v); i++ {
			if v[i] == ']' || v[i] == '\\' {
				b.text = append(b.text, '\\')
			}
			b.text = append(b.text, v[i])
		}
	}
	b.text = append(b.text, ']')
}

// finishGame makes the last piece of a game and hands the game over, held by nothing here.
func (b *builder) finishGame() *Error {
	if err := b.finishPiece(); err != nil {
		return err
	}
	game := b.game
	b.game, b.cur, b.index = nil, nil, nil
	b.levels = b.levels[:0]
	b.nodes = nodeBlocks{}
	b.yield(game)
	return nil
}

// finishPiece closes the piece's open trees, has toikarin parse it, makes its nodes and starts
// an empty piece.
func (b *builder) finishPiece() *Error {
	if len(b.tops) == 0 {
		return nil
	}
	for _, l := range b.levels {
		if l.inPiece {
			b.text = append(b.text, ')')
		}
	}
	tc, err := tsgf.ParseSgf(string(b.text))
	if err == nil && len(tc.GameTrees) != len(b.tops) {
		err = fmt.Errorf("%d trees for %d", len(tc.GameTrees), len(b.tops))
	}
	if err != nil {
		return newError(0, 0, ErrInternal, "internal error reading SGF: toikarin/sgf: %v", err)
	}
	if err := b.make(tc); err != nil {
		return err
	}
	for i := range b.levels {
		l := &b.levels[i]
		if l.lastAt >= 0 {
			l.last, l.lastAt = b.made[l.lastAt], -1
		}
		l.inPiece = false
	}
	clear(b.made)
	b.made, b.text, b.tops, b.pieceN = b.made[:0], b.text[:0], b.tops[:0], 0
	return nil
}

// make makes the Nodes of a piece parsed by toikarin, in document order (the order of the
// skeleton's ';', whose positions they take), without recursion.
func (b *builder) make(tc *tsgf.Collection) *Error {
	type frame struct {
		gt     *tsgf.GameTree
		parent *Node
		cont   bool
	}
	var stack []frame
	for i, t := range b.tops {
		stack = append(stack[:0], frame{tc.GameTrees[i], t.parent, t.cont})
		for len(stack) > 0 {
			f := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			parent := f.parent
			for j, tn := range f.gt.Nodes {
				var n *Node
				if f.cont && j == 0 {
					n = parent
				} else {
					n = b.newNode(parent)
				}
				if err := b.addProperties(n, tn, f.cont && j == 0); err != nil {
					return err
				}
				b.made = append(b.made, n)
				parent = n
			}
			for j := len(f.gt.GameTrees) - 1; j >= 0; j-- {
				stack = append(stack, frame{f.gt.GameTrees[j], parent, false})
			}
		}
	}
	return nil
}

// newNode makes the next node of the game, a child of parent (nil: the game's root).
func (b *builder) newNode(parent *Node) *Node {
	if b.game == nil {
		b.nodes.startGame(b.gameNodes)
	}
	n := b.nodes.next()
	if b.k < len(b.sk.nodeAt) {
		n.at = b.sk.nodeAt[b.k]
	}
	b.k++
	if parent == nil {
		b.game = n
	} else {
		b.nodes.addChild(parent, n)
	}
	b.cur, b.index = n, nil
	return n
}

// addProperties gives n the properties of toikarin's node tn. For a node continued from the
// piece before (cont), tn's first property is the rest of n's last one.
func (b *builder) addProperties(n *Node, tn *tsgf.Node, cont bool) *Error {
	if !cont {
		b.props.start(n)
		defer b.props.done()
	}
	for i, tp := range tn.Properties {
		first := b.v
		for _, tv := range tp.Values {
			if b.v >= len(b.sk.values) {
				return newError(0, 0, ErrInternal, "internal error reading SGF: toikarin/sgf gave more values than the file has")
			}
			if tv != byRef && tv != b.sk.values[b.v] {
				return newError(0, 0, ErrInternal, "internal error reading SGF: toikarin/sgf read %q where the scanner read %q", tv, b.sk.values[b.v])
			}
			b.v++
		}
		id := b.names.internString(tp.Ident)
		if cont && i == 0 && !b.occMerged {
			// The occurrence was added whole as far as it went: it is the run from occFirst.
			p := &n.Props[b.propIndex(n, id)]
			p.Values = b.sk.values[b.occFirst:b.v:b.v]
			continue
		}
		if cont && i == 0 {
			addProperty(n, b.index, id, b.sk.values[first:b.v:b.v])
			continue
		}
		if len(n.Props) == fewProps && b.index == nil {
			b.index = make(map[string]int, 16)
			for i, p := range n.Props {
				b.index[p.ID] = i
			}
		}
		b.occFirst = first
		b.occMerged = addProperty(n, b.index, id, b.sk.values[first:b.v:b.v]) // a repetition is merged (repeatedProperty warns)
		b.props.left--
	}
	return nil
}

// propIndex is the place of property id in n.Props.
func (b *builder) propIndex(n *Node, id string) int {
	if i, ok := b.index[id]; ok {
		return i
	}
	for i := range n.Props {
		if n.Props[i].ID == id {
			return i
		}
	}
	return -1
}
