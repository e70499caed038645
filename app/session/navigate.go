package session

import (
	"fmt"
	"slices"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
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
	if s.game == nil || s.apply(n) != nil {
		return s.goTo(n) == nil
	}
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

// goTo rebuilds the game from the root along the path to n.
func (s *Session) goTo(n *sgf.Node) error {
	w, h := s.Info.Width, s.Info.Height
	b, err := board.New(w, h)
	if err != nil {
		return err
	}
	setup, _, err := sgf.LenientNodeSetup(s.root, w, h)
	if err != nil {
		return err
	}
	if err := b.Setup(setup.Black, setup.White, setup.Empty); err != nil {
		return err
	}
	first := s.Info.Rules.FirstPlayer
	if first == board.Empty {
		first = board.Black
	}
	b.SetToMove(first)
	if setup.ToPlay != board.Empty {
		b.SetToMove(setup.ToPlay)
	}
	s.game = rules.NewGame(s.Info.Rules, b)
	s.restoreActions(s.root)
	var line []*sgf.Node
	for m := n; m.Parent != nil; m = m.Parent {
		line = append([]*sgf.Node{m}, line...)
	}
	s.cur = s.root
	for _, m := range line {
		if err := s.apply(m); err != nil {
			return err
		}
		s.cur = m
	}
	s.atTableEnd()
	return nil
}

// apply plays the moves (and setup) of node n on the game.
func (s *Session) apply(n *sgf.Node) error {
	w, h := s.Info.Width, s.Info.Height
	if n.Has("AB") || n.Has("AW") || n.Has("AE") || n.Has("PL") {
		st, _, err := sgf.LenientNodeSetup(n, w, h) // what it skips, Load reported
		if err != nil {
			return err
		}
		b := s.game.Board()
		if len(st.Black)+len(st.White)+len(st.Empty) > 0 {
			if err := b.Setup(st.Black, st.White, st.Empty); err != nil {
				return err
			}
		}
		if st.ToPlay != board.Empty {
			b.SetToMove(st.ToPlay)
		}
	}
	for _, m := range sgf.LenientNodeMoves(n, w, h) {
		if m.Bad != nil {
			continue // a value naming no point: skipped, as Load reported
		}
		if _, err := s.game.Play(m.Color, m.Vertex); err != nil {
			return fmt.Errorf("move %s %s: %w", m.Color, m.Vertex.GTP(h), err)
		}
	}
	s.restoreActions(n)
	return nil
}

// restoreActions puts the referee actions recorded on n (GR) back into the game's log as
// they were; their consequences (a forced pass, a result) are in the record already.
func (s *Session) restoreActions(n *sgf.Node) {
	for _, v := range n.GetAll("GR") {
		a, err := rules.ParseGR(v)
		if err != nil {
			continue // a damaged GR value loses that action, not the game
		}
		a.Ply = len(s.game.Moves())
		s.game.Log.Actions = append(s.game.Log.Actions, a)
	}
}
