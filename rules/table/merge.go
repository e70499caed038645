package table

import (
	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/result"
)

// WriteInto writes the game at the table into tree, a record of the same game: the one it was
// opened from, or one Record wrote and the app kept since, with whatever else it holds
// (comments, markup, game information the table does not own, unknown properties,
// variations). Nothing of it is lost:
//
//   - the table's plies follow the tree's main line; a node of the same move keeps everything
//     it had and gets the table's own properties: the mover's clock (BL/OB, WL/OW), VM;
//   - where the table's line departs from the tree (a move after a take-back, a new move at
//     the end), the table's node becomes the main line child and the tree's continuation stays
//     as a variation; a variation of the same move is followed and becomes the main line;
//   - nodes without a move on the main line (comments, setup, a value naming no point, a move
//     the replay of the opened record refused: Skipped) are passed by: they belong to the ply
//     before them;
//   - each log entry is written once: a GR the nodes of its ply already hold (compared as
//     actions, so another program's spelling counts) is not written again; a new one goes on
//     the last node of its ply, its explanation appended to that node's C;
//   - TB/TW from the table's count go on the last node (an opened record's result is not
//     counted into it: its own TB/TW, or none, stay); RE on the root (a readable RE the
//     table no longer holds, after a revived flag, goes).
//
// It returns the node of the table's position (the last node of its line) and the nodes it
// added. Writing twice writes nothing more the second time.
func (t *Table) WriteInto(tree *sgf.Node) (at *sgf.Node, added []*sgf.Node) {
	return t.writeInto(tree, false)
}

// writeInto is WriteInto; fresh: tree is Record's new header, which gets the territory of an
// opened record's count too.
func (t *Table) writeInto(tree *sgf.Node, fresh bool) (at *sgf.Node, added []*sgf.Node) {
	w, h := t.cfg.Width, t.cfg.Height
	moves := t.game.Moves()
	segOf := make([]int, len(moves)+1) // ply → its stretch of nodes
	segs := [][]*sgf.Node{t.stretch(tree, 0, w, h)}
	for i := 0; i < len(moves); {
		seg := segs[len(segs)-1]
		parent := seg[len(seg)-1]
		n, k := matchChild(parent, moves[i:], w, h)
		if n == nil {
			n, k = moveNode(moves[i]), 1
			n.Parent = parent
			parent.Children = append([]*sgf.Node{n}, parent.Children...)
			added = append(added, n)
		} else {
			promote(n)
		}
		for j := i; j < i+k; j++ {
			t.writeMove(n, j+1, moves[j])
			segOf[j+1] = len(segs)
		}
		i += k
		segs = append(segs, t.stretch(n, i, w, h))
	}
	t.writeLog(segs, segOf)
	last := segs[len(segs)-1]
	at = last[len(last)-1]
	if t.bd != nil && (fresh || !t.bdOpened) {
		at.Delete("TB")
		at.Delete("TW")
		writeTerritory(at, t.bd.Labels)
	}
	t.writeResult(tree)
	return at, added
}

// writeMove writes the table's properties of ply (1-based) m on n.
func (t *Table) writeMove(n *sgf.Node, ply int, m rules.Move) {
	if m.Virtual && !n.Has("VM") {
		n.Set("VM", "")
	}
	mt, ok := t.times[ply]
	if !ok {
		return
	}
	l, o := "BL", "OB"
	if m.Color == board.White {
		l, o = "WL", "OW"
	}
	if mt.Left != "" {
		n.Set(l, mt.Left)
	}
	if mt.Over != "" {
		n.Set(o, mt.Over)
	}
}

// writeLog writes each log entry the nodes of its ply do not hold yet.
func (t *Table) writeLog(segs [][]*sgf.Node, segOf []int) {
	bySeg := map[int][]rules.Action{}
	for _, a := range t.game.Log.Actions {
		s := segOf[min(max(a.Ply, 0), len(segOf)-1)]
		bySeg[s] = append(bySeg[s], a)
	}
	for s, acts := range bySeg {
		held := map[string]int{}
		for _, n := range segs[s] {
			for _, v := range n.GetAll("GR") {
				held[grKey(v)]++
			}
		}
		n := segs[s][len(segs[s])-1]
		for _, a := range acts {
			v := a.GRValue()
			if held[v] > 0 {
				held[v]--
				continue
			}
			n.Set("GR", append(n.GetAll("GR"), v)...)
			c, _ := n.Get("C")
			if c != "" {
				c += "\n"
			}
			n.Set("C", c+a.Explain(t.cfg.Lang))
		}
	}
}

// writeResult sets RE on the root, keeping the record's own spelling of the same result.
func (t *Table) writeResult(root *sgf.Node) {
	old, has := root.Get("RE")
	r, err := result.ParseSGF(old)
	readable := has && old != "" && err == nil
	if t.outcome == nil {
		if readable {
			root.Delete("RE")
		}
		return
	}
	if re := t.outcome.RE(); !readable || r.SGF() != re {
		root.Set("RE", re)
	}
}

// grKey is a GR value as the table writes it, so that one action spelled two ways is one.
func grKey(v string) string {
	if a, err := rules.ParseGR(v); err == nil {
		return a.GRValue()
	}
	return v
}

// stretch is n, the node of the table's ply, and the nodes that follow it on its main line and
// belong to that ply: nodes without a move, and those holding only moves the replay of the
// opened record refused there.
func (t *Table) stretch(n *sgf.Node, ply, w, h int) []*sgf.Node {
	out := []*sgf.Node{n}
	for len(n.Children) > 0 && t.passedBy(n.Children[0], ply, w, h) {
		n = n.Children[0]
		out = append(out, n)
	}
	return out
}

// passedBy tells whether every move of n is one the opened record's replay refused after ply
// (true for a node without a move).
func (t *Table) passedBy(n *sgf.Node, ply, w, h int) bool {
	for _, m := range nodeMoves(n, w, h) {
		refused := false
		for _, s := range t.skipped {
			refused = refused || s.after == ply && s.Color == m.Color && s.Vertex == m.Vertex
		}
		if !refused {
			return false
		}
	}
	return true
}

// matchChild is the child of parent whose moves are the next of moves (a node holding "B[tt]W[tt]"
// is two), and how many.
func matchChild(parent *sgf.Node, moves []rules.Move, w, h int) (*sgf.Node, int) {
	for _, c := range parent.Children {
		ms := nodeMoves(c, w, h)
		if len(ms) == 0 || len(ms) > len(moves) {
			continue
		}
		same := true
		for i, m := range ms {
			same = same && m.Color == moves[i].Color && m.Vertex == moves[i].Vertex
		}
		if same {
			return c, len(ms)
		}
	}
	return nil, 0
}

// nodeMoves are a node's moves that name a point (or pass), as Open replays them.
func nodeMoves(n *sgf.Node, w, h int) []sgf.Move {
	var out []sgf.Move
	for _, m := range sgf.LenientNodeMoves(n, w, h) {
		if m.Bad == nil {
			out = append(out, m)
		}
	}
	return out
}

// promote makes n its parent's first child (the main line), the others keeping their order.
func promote(n *sgf.Node) {
	p := n.Parent
	i := 0
	for i < len(p.Children) && p.Children[i] != n {
		i++
	}
	if i == 0 || i == len(p.Children) {
		return
	}
	copy(p.Children[1:i+1], p.Children[:i])
	p.Children[0] = n
}

// moveNode is a new node for move m.
func moveNode(m rules.Move) *sgf.Node {
	n := &sgf.Node{}
	n.Set(m.Color.String(), m.Vertex.SGF())
	return n
}
