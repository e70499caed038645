package sgf

import (
	"strconv"
	"strings"

	"goref/board"
)

// MaxSGFSize is the largest side SGF coordinates can express (a–z, A–Z).
const MaxSGFSize = 52

// Size reads SZ of a root: "19" or "19:13" (columns:rows). Without SZ the board is 19×19.
// Sizes up to 52 parse, but goref plays on at most board.MaxSize, so larger ones are an
// error, as are sizes below board.MinSize.
func Size(root *Node) (w, h int, err error) {
	v, ok := root.Get("SZ")
	if !ok {
		return 19, 19, nil
	}
	t := strings.TrimSpace(v)
	ws, hs, rect := strings.Cut(t, ":")
	w, err1 := strconv.Atoi(strings.TrimSpace(ws))
	h = w
	var err2 error
	if rect {
		h, err2 = strconv.Atoi(strings.TrimSpace(hs))
	}
	if err1 != nil || err2 != nil {
		return 0, 0, errorAt(root, "invalid board size SZ[%s]", v)
	}
	switch {
	case w < board.MinSize || h < board.MinSize:
		return 0, 0, errorAt(root, "board size SZ[%s] is smaller than %d", v, board.MinSize)
	case w > MaxSGFSize || h > MaxSGFSize:
		return 0, 0, errorAt(root, "board size SZ[%s] is larger than SGF allows (%d)", v, MaxSGFSize)
	case w > board.MaxSize || h > board.MaxSize:
		return 0, 0, errorAt(root, "board size %dx%d is larger than goref supports (%d)", w, h, board.MaxSize)
	}
	return w, h, nil
}

// Points expands the values of a point-list property (AB, AW, AE, TB, TW, …) on a w×h
// board, compressed rectangles "aa:cc" included. An empty value ("AE[]") is no point.
// Duplicates are kept once, in order of first appearance.
func Points(n *Node, id string, w, h int) ([]board.Vertex, error) {
	var out []board.Vertex
	seen := map[board.Vertex]bool{}
	add := func(v board.Vertex) {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	for _, val := range n.GetAll(id) {
		val = strings.TrimSpace(val)
		if val == "" {
			continue
		}
		a, b, rect := strings.Cut(val, ":")
		p, err := point(a, w, h)
		if err != nil {
			return nil, errorAt(n, "%s[%s]: %v", id, val, err)
		}
		if !rect {
			add(p)
			continue
		}
		q, err := point(b, w, h)
		if err != nil {
			return nil, errorAt(n, "%s[%s]: %v", id, val, err)
		}
		for y := min(p.Y, q.Y); y <= max(p.Y, q.Y); y++ {
			for x := min(p.X, q.X); x <= max(p.X, q.X); x++ {
				add(board.Vertex{X: x, Y: y})
			}
		}
	}
	return out, nil
}

// point reads a board point (not a pass).
func point(s string, w, h int) (board.Vertex, error) {
	v, err := board.ParseSGF(strings.TrimSpace(s), w, h)
	if err != nil {
		return v, err
	}
	if v.IsPass() {
		return v, errorAt(nil, "%q is a pass, not a point", s)
	}
	return v, nil
}

// Setup is what a node places on the board: stones added (AB, AW), points cleared (AE)
// and the player to move (PL; board.Empty when not given).
type Setup struct {
	Black, White, Empty []board.Vertex
	ToPlay              board.Color
}

// RootSetup returns the setup of a root node: AB/AW/AE (compressed lists expanded) and PL.
func RootSetup(root *Node, w, h int) (Setup, error) { return NodeSetup(root, w, h) }

// NodeSetup returns the setup properties of any node.
func NodeSetup(n *Node, w, h int) (Setup, error) {
	var s Setup
	var err error
	if s.Black, err = Points(n, "AB", w, h); err != nil {
		return Setup{}, err
	}
	if s.White, err = Points(n, "AW", w, h); err != nil {
		return Setup{}, err
	}
	if s.Empty, err = Points(n, "AE", w, h); err != nil {
		return Setup{}, err
	}
	if pl, ok := n.Get("PL"); ok {
		c, ok := parsePlayer(pl)
		if !ok {
			return Setup{}, errorAt(n, "invalid player PL[%s]", pl)
		}
		s.ToPlay = c
	}
	return s, nil
}

// parsePlayer reads B/W (any case, also "black"/"white" and the FF[1] "1"/"2").
func parsePlayer(s string) (board.Color, bool) {
	t := strings.TrimSpace(s)
	switch t {
	case "1":
		return board.Black, true
	case "2":
		return board.White, true
	}
	return board.ParseColor(t)
}

// Move is one node of the main line: a move (B or W), possibly with setup, or setup only
// (Color is board.Empty then).
type Move struct {
	Color   board.Color
	Vertex  board.Vertex // board.Pass for a pass (B[], or B[tt] on boards up to 19×19)
	Virtual bool         // a pass carrying VM[]: a virtual move (计活子 虚着)
	Node    *Node
	Setup   *Setup // non-nil when the node also (or only) holds AB/AW/AE/PL
}

// NodeMoves reads the moves of a node: none, one, or (in some old files, "B[tt]W[tt]")
// both colours, in the order they are written.
func NodeMoves(n *Node, w, h int) ([]Move, error) {
	var moves []Move
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
			return nil, errorAt(n, "move %s[%s]: %v", c, val, err)
		}
		moves = append(moves, Move{Color: c, Vertex: v, Virtual: v.IsPass() && n.Has("VM"), Node: n})
	}
	return moves, nil
}

// MainLine returns the moves of the main line (Children[0] from the root), root excluded.
// Nodes with neither a move nor setup (comments, markup) are left out; a node with setup
// only gives a Move with Color board.Empty. A node holding both B and W gives two moves.
func MainLine(root *Node, w, h int) ([]Move, error) {
	var out []Move
	for n := first(root); n != nil; n = first(n) {
		moves, err := NodeMoves(n, w, h)
		if err != nil {
			return nil, err
		}
		var setup *Setup
		if n.Has("AB") || n.Has("AW") || n.Has("AE") || n.Has("PL") {
			s, err := NodeSetup(n, w, h)
			if err != nil {
				return nil, err
			}
			setup = &s
		}
		if len(moves) == 0 && setup != nil {
			moves = []Move{{Color: board.Empty, Vertex: board.Pass, Node: n}}
		}
		for i := range moves {
			moves[i].Setup = setup
		}
		out = append(out, moves...)
	}
	return out, nil
}

func first(n *Node) *Node {
	if len(n.Children) == 0 {
		return nil
	}
	return n.Children[0]
}
