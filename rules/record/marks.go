package record

import (
	"goref/board"
	"goref/board/sgf"
)

// TerritoryMarks returns the TB and TW points of a node (compressed lists expanded).
func TerritoryMarks(n *sgf.Node, w, h int) (black, white []board.Vertex, err error) {
	if black, err = sgf.Points(n, "TB", w, h); err != nil {
		return nil, nil, err
	}
	if white, err = sgf.Points(n, "TW", w, h); err != nil {
		return nil, nil, err
	}
	return black, white, nil
}

// DeadStones reads the dead stones a record marks at node n (its last node), by the CGoban
// convention: a white stone on a TB point (Black's territory) is dead, and a black stone on a
// TW point. at tells what stands on a point of the final position.
func DeadStones(n *sgf.Node, w, h int, at func(board.Vertex) board.Color) ([]board.Vertex, error) {
	tb, tw, err := TerritoryMarks(n, w, h)
	if err != nil {
		return nil, err
	}
	var dead []board.Vertex
	for _, v := range tb {
		if at(v) == board.White {
			dead = append(dead, v)
		}
	}
	for _, v := range tw {
		if at(v) == board.Black {
			dead = append(dead, v)
		}
	}
	return dead, nil
}
