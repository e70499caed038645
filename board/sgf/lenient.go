package sgf

import (
	"fmt"
	"strings"

	"goref/board"
)

// Why a lenient reader left a value out.
const (
	SkipOffBoard  = "off-board" // a point of the SGF alphabet beyond the board's size
	SkipMalformed = "malformed" // not an SGF point at all: GTP style "R16", text, three letters…
)

// Skipped is a move or setup point that names no point of the board, left out by
// LenientMainLine.
type Skipped struct {
	Color  board.Color // the mover, or the colour of the setup stones (Empty for AE)
	Prop   string      // B, W, AB, AW or AE
	Value  string
	Reason string // SkipOffBoard or SkipMalformed
	Err    error  // the point parser's own words
	Node   int    // the node's number on the main line; the root is node 0
	Line   int    // where the node starts in the original file (0: unknown)
	Col    int
}

func (s *Skipped) Error() string {
	where := fmt.Sprintf("node %d", s.Node)
	if s.Line > 0 {
		where = fmt.Sprintf("line %d, column %d (node %d)", s.Line, s.Col, s.Node)
	}
	return fmt.Sprintf("%s: %s[%s] skipped: %s", where, s.Prop, s.Value, s.Reason)
}

// Line is the main line of a game as LenientMainLine reads it.
type Line struct {
	Setup Setup // the root's setup, unreadable points left out
	// Moves is what MainLine returns, except that a B or W value naming no point gives a
	// Move with Bad set and Color board.Empty: a caller that ignores Bad skips it like a
	// node without a move, and never plays it as a pass.
	Moves   []Move
	Skipped []*Skipped // every value left out, in file order, setup points included
}

// LenientMainLine reads the main line like RootSetup and MainLine, but a move or setup point
// that is off the board or not a point at all is reported and left out instead of failing
// the whole game (real records hold "B[R16]" from GTP-minded writers and points beyond SZ).
// Other errors (an invalid PL) still fail.
func LenientMainLine(root *Node, w, h int) (Line, error) {
	return lenientMainLine(root, w, h, true)
}

// LenientMainLineLazy is LenientMainLine for records of any size: every point is checked the
// same way, but a move's Setup is left nil and HasSetup set; ExpandSetup gives it when the
// move is replayed. A record that re-lays the whole board on every node costs a few words
// per node instead of every point of every node at once.
func LenientMainLineLazy(root *Node, w, h int) (Line, error) {
	return lenientMainLine(root, w, h, false)
}

// ExpandSetup returns the setup of a node read by LenientMainLineLazy (points naming no
// point of the board left out, as that reading reported). When reuse is not nil its lists'
// memory is used again and it is returned: replaying a record that re-lays the board on
// every node then allocates nothing per node.
func ExpandSetup(n *Node, w, h int, reuse *Setup) *Setup {
	var skipped []*Skipped
	s, _ := lenientSetup(n, 0, w, h, &skipped, false, reuse)
	if reuse == nil {
		reuse = new(Setup)
	}
	*reuse = s
	return reuse
}

// LenientMainLineEach is LenientMainLineLazy handing fn each node of the main line after the
// root with its entries of Line.Moves (none for a node without a move or setup; the slice is
// good during the call only) instead of gathering them: for a caller that keeps them in a
// form of its own, so that a game's tree never stands beside a list of 48 bytes a node. fn
// may cut n from its parent and its parent from the tree: the walk has left them. The Line
// returned has no Moves.
func LenientMainLineEach(root *Node, w, h int, fn func(n *Node, moves []Move)) (Line, error) {
	return lenientLine(root, w, h, false, fn)
}

func lenientMainLine(root *Node, w, h int, keepSetup bool) (Line, error) {
	nodes := 0
	for n := first(root); n != nil; n = first(n) {
		nodes++
	}
	moves := make([]Move, 0, nodes) // one a node but for the rare node with B and W
	l, err := lenientLine(root, w, h, keepSetup, func(_ *Node, ms []Move) { moves = append(moves, ms...) })
	if err != nil {
		return Line{}, err
	}
	l.Moves = moves
	return l, nil
}

// lenientLine reads the main line, handing fn each node with its entries of Line.Moves.
func lenientLine(root *Node, w, h int, keepSetup bool, fn func(*Node, []Move)) (Line, error) {
	var l Line
	setup, err := lenientSetup(root, 0, w, h, &l.Skipped, false, nil)
	if err != nil {
		return Line{}, err
	}
	l.Setup = setup
	var moves []Move // the node's, used again for each: no list per node
	num := 0
	for n := first(root); n != nil; n = first(n) {
		num++
		moves = lenientMoves(n, num, w, h, &l.Skipped, moves[:0])
		if n.Has("AB") || n.Has("AW") || n.Has("AE") || n.Has("PL") {
			s, err := lenientSetup(n, num, w, h, &l.Skipped, !keepSetup, nil)
			if err != nil {
				return Line{}, err
			}
			if len(moves) == 0 {
				moves = append(moves, Move{Color: board.Empty, Vertex: board.Pass, Node: n})
			}
			var st *Setup
			if keepSetup {
				st = new(Setup)
				*st = s
			}
			for i := range moves {
				moves[i].Setup, moves[i].HasSetup = st, !keepSetup
			}
		}
		fn(n, moves)
	}
	return l, nil
}

// LenientNodeMoves reads one node's moves as LenientMainLine does: a value naming no point
// gives a Move with Bad set and Color board.Empty.
func LenientNodeMoves(n *Node, w, h int) []Move {
	var skipped []*Skipped
	return lenientMoves(n, depth(n), w, h, &skipped, nil)
}

// LenientNodeSetup reads one node's setup as LenientMainLine does and returns what it left
// out.
func LenientNodeSetup(n *Node, w, h int) (Setup, []*Skipped, error) {
	var skipped []*Skipped
	s, err := lenientSetup(n, depth(n), w, h, &skipped, false, nil)
	return s, skipped, err
}

// depth is the number of nodes above n: its node number on its line.
func depth(n *Node) int {
	d := 0
	for p := n.Parent; p != nil; p = p.Parent {
		d++
	}
	return d
}

// lenientMoves appends n's moves to moves.
func lenientMoves(n *Node, num, w, h int, skipped *[]*Skipped, moves []Move) []Move {
	for _, p := range n.Props {
		var c board.Color
		switch p.ID {
		case "B":
			c = board.Black
		case "W":
			c = board.White
		default:
			continue
		}
		val := ""
		if len(p.Values) > 0 {
			val = strings.TrimSpace(p.Values[0])
		}
		v, err := board.ParseSGF(val, w, h)
		if err != nil {
			s := skip(n, num, c, p.ID, val, w, h, err)
			*skipped = append(*skipped, s)
			moves = append(moves, Move{Color: board.Empty, Vertex: board.Pass, Node: n, Bad: s})
			continue
		}
		moves = append(moves, Move{Color: c, Vertex: v, Virtual: v.IsPass() && n.Has("VM"), Node: n})
	}
	return moves
}

// lenientSetup reads a node's setup; checkOnly reports what it would skip and returns no points.
func lenientSetup(n *Node, num, w, h int, skipped *[]*Skipped, checkOnly bool, reuse *Setup) (Setup, error) {
	var s Setup
	if reuse != nil {
		s.Black, s.White, s.Empty = reuse.Black[:0], reuse.White[:0], reuse.Empty[:0]
	}
	lists := [3][]board.Vertex{s.Black, s.White, s.Empty} // not &s.Black: s stays off the heap
	for i, list := range [3]struct {
		id string
		c  board.Color
	}{{"AB", board.Black}, {"AW", board.White}, {"AE", board.Empty}} {
		ps := pointSet{checkOnly: checkOnly, list: lists[i]}
		for _, p := range n.Props {
			if p.ID != list.id {
				continue
			}
			for _, val := range p.Values {
				if err := ps.addValue(val, w, h); err != nil {
					*skipped = append(*skipped, skip(n, num, list.c, list.id, strings.TrimSpace(val), w, h, err))
				}
			}
		}
		lists[i] = ps.list
	}
	s.Black, s.White, s.Empty = lists[0], lists[1], lists[2]
	if pl, ok := n.Get("PL"); ok {
		c, ok := parsePlayer(pl)
		if !ok {
			return Setup{}, errorAt(n, ErrPlayer, "invalid player PL[%s]", pl)
		}
		s.ToPlay = c
	}
	return s, nil
}

// skip describes val, which names no point of a w×h board.
func skip(n *Node, num int, c board.Color, prop, val string, w, h int, err error) *Skipped {
	s := &Skipped{Color: c, Prop: prop, Value: val, Reason: SkipMalformed, Node: num, Err: err}
	s.Line, s.Col = n.Pos()
	if a, b, rect := strings.Cut(val, ":"); isSGFPoint(a) && (!rect || isSGFPoint(b)) {
		s.Reason = SkipOffBoard
	}
	return s
}

// isSGFPoint: two letters of the SGF point alphabet (a–z, A–Z).
func isSGFPoint(s string) bool {
	letter := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
	return len(s) == 2 && letter(s[0]) && letter(s[1])
}

// GoGame reports an error when the root declares another game than Go (GM other than 1):
// its points and moves mean something else, so no lenient reading applies.
func GoGame(root *Node) error {
	if gm, ok := root.Get("GM"); ok && strings.TrimSpace(gm) != "1" && strings.TrimSpace(gm) != "" {
		return errorAt(root, ErrNotGo, "GM[%s]: not a game of Go", gm)
	}
	return nil
}
