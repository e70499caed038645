package board

// Undo takes back the last ply (move or pass) and reports whether there was one. Setup
// starts a new history, so Undo never goes back past it.
func (b *Board) Undo() bool {
	n := len(b.undo)
	if n == 0 {
		return false
	}
	rec := b.undo[n-1]
	b.undo = b.undo[:n-1]
	b.popHistory()
	b.takeBack(rec)
	return true
}

// takeBack restores the board to what it was before rec's move, whose position is the last of
// the history (the caller's: Undo has taken the move's out, a refused move never put it in).
func (b *Board) takeBack(rec undoRecord) {
	b.koPoint, b.koColor, b.toMove = rec.koPoint, rec.koColor, rec.toMove
	b.hash = b.plyHash[len(b.plyHash)-1]
	if rec.p == 0 {
		return
	}
	p := int(rec.p)
	k := len(b.removed) - int(rec.nRemoved)
	removed := b.removed[k:]
	b.removed = b.removed[:k]

	back := rec.color.Opponent()
	if rec.suicide {
		back = rec.color
		b.captured[rec.color.Opponent()] -= len(removed)
	} else {
		b.captured[rec.color] -= len(removed)
	}
	b.color[p] = Empty
	for _, s := range removed {
		b.color[s] = back
	}
	if rec.suicide {
		b.color[p] = Empty
	}

	b.markTick++
	b.rebuildAround(p)
	for _, s := range removed {
		b.rebuildAround(int(s))
	}
}

// rebuildAround rebuilds the chain on p (if any) and the chains next to it, each once per tick.
func (b *Board) rebuildAround(p int) {
	b.rebuildChain(p)
	for _, n := range b.neighbours(p) {
		b.rebuildChain(n)
	}
}

// rebuildChain recomputes, from scratch, the chain containing the stone on p: its list,
// head, size and pseudo-liberties. Points already rebuilt in this tick are skipped.
func (b *Board) rebuildChain(p int) {
	c := b.color[p]
	if (c != Black && c != White) || b.mark[p] == b.markTick {
		return
	}
	h := p
	b.head[h], b.next[h], b.size[h] = int16(h), int16(h), 0
	b.libs[h], b.libSum[h], b.libSum2[h] = 0, 0, 0
	b.mark[p] = b.markTick
	top := 0
	b.stack[top] = int16(p)
	top++
	for top > 0 {
		top--
		s := int(b.stack[top])
		b.head[s] = int16(h)
		if s != h {
			b.next[s], b.next[h] = b.next[h], int16(s)
		}
		b.size[h]++
		for _, n := range b.neighbours(s) {
			switch b.color[n] {
			case Empty:
				b.addLib(h, n)
			case c:
				if b.mark[n] != b.markTick {
					b.mark[n] = b.markTick
					b.stack[top] = int16(n)
					top++
				}
			}
		}
	}
}

// LastRemoved returns the stones the last ply took off the board (captures, or the mover's own
// chain after a suicide).
func (b *Board) LastRemoved() []Vertex {
	if len(b.undo) == 0 {
		return nil
	}
	rec := b.undo[len(b.undo)-1]
	out := make([]Vertex, 0, rec.nRemoved)
	for _, s := range b.removed[len(b.removed)-int(rec.nRemoved):] {
		out = append(out, b.vertex(int(s)))
	}
	return out
}
