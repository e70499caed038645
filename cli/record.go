package cli

import (
	"fmt"
	"runtime"
	"slices"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
)

// record is one game of an SGF file, typed for replay.
type record struct {
	root  *sgf.Node
	w, h  int
	setup sgf.Setup
	moves []sgf.Move // the main line
	komi  *float64   // KM in points, nil when the record has none
	ru    string

	scratch sgf.Setup // setupOf's lists, used again for every node
}

// loadRecord reads a game for the headless commands. A move or setup point off the board or
// unreadable makes the record unusable input (cli.md: exit 2, naming the line and column);
// the app opens such records leniently instead. A game that is not Go is an error.
func loadRecord(root *sgf.Node) (*record, error) {
	w, h, line, err := sgf.GoMainLineLazy(root)
	if err != nil {
		return nil, err
	}
	if n := len(line.Skipped); n > 0 {
		s := line.Skipped[0]
		more := ""
		if n > 1 {
			more = fmt.Sprintf(" (and %d more)", n-1)
		}
		return nil, fmt.Errorf("line %d, column %d (node %d): %s[%s] is not a point of the %dx%d board (%s)%s",
			s.Line, s.Col, s.Node, s.Prop, s.Value, w, h, s.Reason, more)
	}
	r := &record{root: root, w: w, h: h, setup: line.Setup, moves: line.Moves}
	// KM in points, with the servers' quirks undone (Fox writes 375 for 3¾ 子 = 7.5 points).
	if k, ok, err := sgf.ParseKomi(root); ok && err == nil {
		r.komi = &k.Points
	}
	r.ru, _ = root.Get("RU")
	return r, nil
}

// setUp puts the record's root setup on b, with the player to move from PL, else from the
// first move, else Black unless there are handicap stones.
func (r *record) setUp(b *board.Board) error {
	if err := b.Setup(r.setup.Black, r.setup.White, r.setup.Empty); err != nil {
		return fmt.Errorf("setup: %v", err)
	}
	switch {
	case r.setup.ToPlay != board.Empty:
		b.SetToMove(r.setup.ToPlay)
	case len(r.moves) > 0 && r.moves[0].Color != board.Empty:
		b.SetToMove(r.moves[0].Color)
	case len(r.setup.Black) > 0 && len(r.setup.White) == 0:
		b.SetToMove(board.White)
	}
	return nil
}

// applySetup applies a node's setup (AB/AW/AE, PL) to b. Before the first move this is still
// the initial setup (some servers write it in the node after the root); later it restarts
// the repetition history.
func applySetup(b *board.Board, s *sgf.Setup) {
	toMove := b.ToMove()
	b.Setup(s.Black, s.White, s.Empty)
	if s.ToPlay != board.Empty {
		toMove = s.ToPlay
	}
	b.SetToMove(toMove)
}

// initialBlack counts the black stones set up before the first move: the root's and those of
// setup nodes ahead of any move.
func (r *record) initialBlack() int {
	n := len(r.setup.Black)
	for _, m := range r.moves {
		if st := r.setupOf(m); st != nil {
			n += len(st.Black)
		}
		if m.Color != board.Empty {
			break
		}
	}
	return n
}

// setupOf returns the setup of a move of r.moves, expanded only now: records re-laying the
// board on every node stay small in memory (sgf.LenientMainLineLazy). The setup is good
// until the next call.
func (r *record) setupOf(m sgf.Move) *sgf.Setup {
	if m.Setup != nil || !m.HasSetup {
		return m.Setup
	}
	return sgf.ExpandSetup(m.Node, r.w, r.h, &r.scratch)
}

// release lets the collector have the game's tree while the record is replayed: the nodes
// the replay still reads (the root, those whose setup is expanded when replayed, and the
// last, whose TB/TW score reads) are cut from it, the others dropped. The tree is not usable
// afterwards.
func (r *record) release() {
	// Every node is cut from its parent and children: a game's nodes are in blocks (sgf's
	// buildTree), and a kept node keeps its block, whose other nodes would keep the rest of
	// the tree. The root's properties are copied: the file's values are one array and its
	// properties are in blocks, which the root alone would keep.
	root := r.root
	for stack := []*sgf.Node{root}; len(stack) > 0; {
		n := stack[len(stack)-1]
		stack = append(stack[:len(stack)-1], n.Children...)
		n.Parent, n.Children = nil, nil
	}
	root.Props = slices.Clone(root.Props)
	for i := range root.Props {
		root.Props[i].Values = slices.Clone(root.Props[i].Values)
	}
	for i := range r.moves {
		m := &r.moves[i]
		if !(m.Setup == nil && m.HasSetup || i == len(r.moves)-1) {
			m.Node = nil
		}
	}
}

// reserve makes room in g for the record's plies (setup-only nodes are not plies). For a long
// record the tree release let go is collected first: the histories of a million plies are
// 180 MB, and reserved at once they would stand beside the tree's garbage at the peak.
func (r *record) reserve(g *rules.Game) {
	n := 0
	for _, m := range r.moves {
		if m.Color != board.Empty {
			n++
		}
	}
	if n > 100_000 {
		runtime.GC()
	}
	g.Reserve(n)
}
