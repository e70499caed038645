package sgf

import (
	"slices"
	"strings"

	"goref/board"
)

// Points expands the values of a point-list property (AB, AW, AE, TB, TW, …) on a w×h
// board, compressed rectangles "aa:cc" included. An empty value ("AE[]") is no point.
// Duplicates are kept once, in order of first appearance.
func Points(n *Node, id string, w, h int) ([]board.Vertex, error) {
	var ps pointSet
	for _, val := range n.GetAll(id) {
		if err := ps.addValue(val, w, h); err != nil {
			return nil, errorAt(n, ErrPoint, "%s[%s]: %v", id, strings.TrimSpace(val), err)
		}
	}
	return ps.list, nil
}

// pointSet collects points of a w×h board once each, in order of first appearance. The
// points seen are a bitmap: a record re-laying the whole board on every node costs a few
// words per node, not a map of every point.
type pointSet struct {
	list      []board.Vertex
	seen      []uint64
	checkOnly bool // only check the values: collect nothing
}

func (ps *pointSet) add(v board.Vertex, w, h int) {
	if ps.seen == nil {
		ps.seen = make([]uint64, (w*h+63)/64)
	}
	i := v.Y*w + v.X
	if ps.seen[i/64]&(1<<(i%64)) == 0 {
		ps.seen[i/64] |= 1 << (i % 64)
		ps.list = append(ps.list, v)
	}
}

// addValue adds the points of one value: a point, a rectangle "aa:cc", or nothing for "".
// On error nothing is added.
func (ps *pointSet) addValue(val string, w, h int) error {
	val = strings.TrimSpace(val)
	if val == "" {
		return nil
	}
	a, b, rect := strings.Cut(val, ":")
	p, err := point(a, w, h)
	if err != nil {
		return err
	}
	if !rect {
		if !ps.checkOnly {
			ps.add(p, w, h)
		}
		return nil
	}
	q, err := point(b, w, h)
	if err != nil || ps.checkOnly {
		return err
	}
	ps.list = slices.Grow(ps.list, (abs(p.X-q.X)+1)*(abs(p.Y-q.Y)+1))
	for y := min(p.Y, q.Y); y <= max(p.Y, q.Y); y++ {
		for x := min(p.X, q.X); x <= max(p.X, q.X); x++ {
			ps.add(board.Vertex{X: x, Y: y}, w, h)
		}
	}
	return nil
}

// point reads a board point (not a pass).
func point(s string, w, h int) (board.Vertex, error) {
	v, err := board.ParseSGF(strings.TrimSpace(s), w, h)
	if err != nil {
		return v, err
	}
	if v.IsPass() {
		return v, errorAt(nil, ErrPassNotPoint, "%q is a pass, not a point", s)
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
			return Setup{}, errorAt(n, ErrPlayer, "invalid player PL[%s]", pl)
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

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
