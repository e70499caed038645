package session

import (
	"slices"

	"goref/board"
	"goref/board/sgf"
	"goref/rules/table"
)

// playAfterEnd is a move at the end of a game that was finished when its record was opened, in
// review: it makes or follows a variation, as a move at an earlier position does, and never
// changes the game. A node after
// the last one would continue the main line, which every program (table.Open too) reads as the
// game: the result would have one move more, and a counted game's TB/TW would no longer be on
// its last node. So the variation branches at the last move: a copy of it (the same position),
// then the move.
func (s *Session) playAfterEnd(v board.Vertex) (table.Update, error) {
	branch, made := s.endBranch()
	if err := s.goTo(branch); err != nil {
		s.dropEndBranch(branch, made)
		return table.Update{}, err
	}
	u, err := s.playVariation(v)
	if err != nil {
		s.dropEndBranch(branch, made)
	}
	return u, err
}

// positionProps are the properties that make a node's position: its move and setup.
var positionProps = []string{"B", "W", "AB", "AW", "AE", "PL"}

// endBranch is the sibling of the table's last node that holds the same position (its move
// copied): the variation that review moves after the end of the game go into; made says it is
// new.
func (s *Session) endBranch() (n *sgf.Node, made bool) {
	p := s.at.Parent
	for _, c := range p.Children {
		if c != s.at && samePosition(c, s.at) {
			return c, false
		}
	}
	n = &sgf.Node{}
	for _, id := range positionProps {
		if vals := s.at.GetAll(id); len(vals) > 0 {
			n.Set(id, vals...)
		}
	}
	return p.AddChild(n), true
}

// dropEndBranch takes a branch endBranch made back out when the move in it was refused, and
// puts the cursor back at the end of the game.
func (s *Session) dropEndBranch(n *sgf.Node, made bool) {
	if made {
		cut(n)
	}
	s.Last()
}

// samePosition tells whether a and b hold the same move and setup.
func samePosition(a, b *sgf.Node) bool {
	for _, id := range positionProps {
		if !slices.Equal(a.GetAll(id), b.GetAll(id)) {
			return false
		}
	}
	return true
}
