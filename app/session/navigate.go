package session

import (
	"slices"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/record"
)

// Back steps to the previous node (a replay of the record up to it).
func (s *Session) Back() bool {
	p := s.cur.Parent
	if p == nil {
		return false
	}
	return s.goTo(p) == nil
}

// Forward steps into the first child.
func (s *Session) Forward() bool { return s.Into(0) }

// Into steps into child i (a variation for i > 0).
func (s *Session) Into(i int) bool {
	if i < 0 || i >= len(s.cur.Children) {
		return false
	}
	n := s.cur.Children[i]
	if s.game == nil {
		return s.goTo(n) == nil
	}
	s.apply(n)
	s.cur = n
	s.atTableEnd()
	return true
}

// atTableEnd hands the cursor back to the table at its position.
func (s *Session) atTableEnd() {
	if s.cur == s.at {
		s.game = nil
	}
}

// First goes to the root.
func (s *Session) First() { _ = s.goTo(s.root) }

// Last brings the cursor back to the table's position (End).
func (s *Session) Last() { s.cur, s.game = s.at, nil }

// AtEnd tells whether the cursor is at the end of its line.
func (s *Session) AtEnd() bool { return len(s.cur.Children) == 0 }

// Sibling moves to the next (+1) or previous (−1) variation of the current move.
func (s *Session) Sibling(delta int) bool {
	p := s.cur.Parent
	if p == nil {
		return false
	}
	i := indexOf(p.Children, s.cur) + delta
	if i < 0 || i >= len(p.Children) {
		return false
	}
	return s.goTo(p.Children[i]) == nil
}

// Variations returns how many alternatives the current move has (1 when none).
func (s *Session) Variations() (index, count int) {
	if s.cur.Parent == nil {
		return 0, 1
	}
	return indexOf(s.cur.Parent.Children, s.cur), len(s.cur.Parent.Children)
}

// Depth is the number of nodes from the root to the cursor.
func (s *Session) Depth() int {
	d := 0
	for n := s.cur; n.Parent != nil; n = n.Parent {
		d++
	}
	return d
}

// Path returns the child indexes from the root to the cursor.
func (s *Session) Path() []int {
	var p []int
	for n := s.cur; n.Parent != nil; n = n.Parent {
		p = append(p, indexOf(n.Parent.Children, n))
	}
	slices.Reverse(p)
	return p
}

// Follow moves the cursor along path from the root, as far as it goes.
func (s *Session) Follow(path []int) {
	s.First()
	for _, i := range path {
		if !s.Into(i) {
			return
		}
	}
}

// cut takes n (and what follows it) out of its parent's children.
func cut(n *sgf.Node) {
	p := n.Parent
	i := indexOf(p.Children, n)
	p.Children = append(p.Children[:i], p.Children[i+1:]...)
}

func indexOf(list []*sgf.Node, n *sgf.Node) int {
	for i, c := range list {
		if c == n {
			return i
		}
	}
	return -1
}

// goTo rebuilds the game from the root along the path to n, by the one replay of rules/record:
// the record's start, each node's setup and moves (an illegal one skipped), its referee log.
func (s *Session) goTo(n *sgf.Node) error {
	b, err := board.New(s.Info.Width, s.Info.Height)
	if err != nil {
		return err
	}
	if err := record.StartTree(b, s.root, s.Info.Rules); err != nil {
		return err
	}
	s.game = rules.NewGame(s.Info.Rules, b)
	s.replay = record.NewReplay(s.game)
	s.replay.Log = true
	var line []*sgf.Node
	for m := n; m != nil; m = m.Parent {
		line = append(line, m)
	}
	slices.Reverse(line)
	for _, m := range line {
		s.replay.Node(m)
		s.cur = m
	}
	s.atTableEnd()
	return nil
}

// apply plays the moves (and setup) of node n, a child of the cursor, on the cursor's game.
func (s *Session) apply(n *sgf.Node) {
	s.replay.Node(n)
}
