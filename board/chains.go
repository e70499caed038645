package board

// Chain returns the stones of the chain on v (nil on an empty point).
func (b *Board) Chain(v Vertex) []Vertex {
	p, ok := b.point(v)
	if !ok || (b.color[p] != Black && b.color[p] != White) {
		return nil
	}
	h := int(b.head[p])
	out := make([]Vertex, 0, b.size[h])
	for s := h; ; {
		out = append(out, b.vertex(s))
		s = int(b.next[s])
		if s == h {
			break
		}
	}
	return out
}

// Liberties returns the distinct liberties of the chain on v (nil on an empty point).
func (b *Board) Liberties(v Vertex) []Vertex {
	p, ok := b.point(v)
	if !ok || (b.color[p] != Black && b.color[p] != White) {
		return nil
	}
	b.markTick++
	var out []Vertex
	h := int(b.head[p])
	for s := h; ; {
		for _, n := range b.neighbours(s) {
			if b.color[n] == Empty && b.mark[n] != b.markTick {
				b.mark[n] = b.markTick
				out = append(out, b.vertex(n))
			}
		}
		s = int(b.next[s])
		if s == h {
			break
		}
	}
	return out
}

// ChainID names the chain on v with one of its points (the same for every stone of the
// chain, until the chain changes); ok is false on an empty point.
func (b *Board) ChainID(v Vertex) (Vertex, bool) {
	p, ok := b.point(v)
	if !ok || (b.color[p] != Black && b.color[p] != White) {
		return Pass, false
	}
	return b.vertex(int(b.head[p])), true
}

// Stones returns every stone of colour c.
func (b *Board) Stones(c Color) []Vertex {
	var out []Vertex
	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			if b.color[b.index(x, y)] == c {
				out = append(out, Vertex{x, y})
			}
		}
	}
	return out
}

// Count returns the number of stones of colour c on the board.
func (b *Board) Count(c Color) int {
	n := 0
	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			if b.color[b.index(x, y)] == c {
				n++
			}
		}
	}
	return n
}
