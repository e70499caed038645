package sgf

import (
	"goref/board"
)

// Move is one node of the main line: a move (B or W), possibly with setup, or setup only
// (Color is board.Empty then).
// The small fields stand together: a record holds one Move per node (48 bytes, not 64).
type Move struct {
	Color   board.Color
	Virtual bool // a pass carrying VM[]: a virtual move (计活子 虚着)
	// HasSetup: LenientMainLineLazy left Setup nil for a node that has one (see ExpandSetup).
	HasSetup bool

	Vertex board.Vertex // board.Pass for a pass (B[], or B[tt] on boards up to 19×19)
	Node   *Node
	Setup  *Setup   // non-nil when the node also (or only) holds AB/AW/AE/PL
	Bad    *Skipped // LenientMainLine: a B or W value naming no point (Color is Empty then)
}

// NodeMoves reads the moves of a node: none, one, or (in some old files, "B[tt]W[tt]")
// both colours, in the order they are written.
func NodeMoves(n *Node, w, h int) ([]Move, error) {
	return nodeMoves(n, depth(n), w, h)
}

// nodeMoves is NodeMoves of the node number num of its line.
func nodeMoves(n *Node, num, w, h int) ([]Move, error) {
	var skipped []*Skipped
	moves := lenientMoves(n, num, w, h, &skipped, nil)
	for _, m := range moves {
		if m.Bad != nil {
			return nil, errorAt(n, ErrMove, "move %s[%s]: %v", m.Bad.Color, m.Bad.Value, m.Bad.Err)
		}
	}
	return moves, nil
}

// MainLine returns the moves of the main line (Children[0] from the root), root excluded.
// Nodes with neither a move nor setup (comments, markup) are left out; a node with setup
// only gives a Move with Color board.Empty. A node holding both B and W gives two moves.
func MainLine(root *Node, w, h int) ([]Move, error) {
	var out []Move
	num := 0
	for n := first(root); n != nil; n = first(n) {
		num++
		moves, err := nodeMoves(n, num, w, h) // the node's number counted, not walked up to the root for each
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
