package board

// Region is a maximal set of orthogonally connected points of one kind: all empty, or (from
// StoneRegions) all of one colour. Borders says which colours touch it from outside.
type Region struct {
	Points []Vertex
	Black  bool // a black stone touches the region
	White  bool // a white stone touches the region
}

// Owner is the only colour that borders the region, or Empty when both or neither do.
func (r Region) Owner() Color {
	switch {
	case r.Black && !r.White:
		return Black
	case r.White && !r.Black:
		return White
	}
	return Empty
}

// EmptyRegions returns the empty regions of the board and the colours bordering each.
// Counting builds on this: area scoring's territory is a region with one owner.
func (b *Board) EmptyRegions() []Region {
	return b.regions(func(c Color) bool { return c == Empty })
}

// EmptyRegionsIgnoring is EmptyRegions with the given stones treated as empty points, as
// counting does with agreed dead stones; such points appear in the regions' Points.
func (b *Board) EmptyRegionsIgnoring(dead []Vertex) []Region {
	gone := make(map[int]bool, len(dead))
	for _, v := range dead {
		if p, ok := b.point(v); ok {
			gone[p] = true
		}
	}
	saved := make(map[int]Color, len(gone))
	for p := range gone {
		saved[p] = b.color[p]
		b.color[p] = Empty
	}
	r := b.EmptyRegions()
	for p, c := range saved {
		b.color[p] = c
	}
	return r
}

func (b *Board) regions(in func(Color) bool) []Region {
	b.markTick++
	var out []Region
	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			p := b.index(x, y)
			if !in(b.color[p]) || b.mark[p] == b.markTick {
				continue
			}
			var r Region
			b.mark[p] = b.markTick
			stack := []int{p}
			for len(stack) > 0 {
				s := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				r.Points = append(r.Points, b.vertex(s))
				for _, n := range b.neighbours(s) {
					c := b.color[n]
					switch {
					case c == edge:
					case in(c):
						if b.mark[n] != b.markTick {
							b.mark[n] = b.markTick
							stack = append(stack, n)
						}
					case c == Black:
						r.Black = true
					case c == White:
						r.White = true
					}
				}
			}
			out = append(out, r)
		}
	}
	return out
}

// Neighbours returns the on-board points orthogonally next to v.
func (b *Board) Neighbours(v Vertex) []Vertex {
	out := make([]Vertex, 0, 4)
	for _, d := range [4]Vertex{{0, -1}, {-1, 0}, {1, 0}, {0, 1}} {
		n := Vertex{v.X + d.X, v.Y + d.Y}
		if n.In(b.w, b.h) {
			out = append(out, n)
		}
	}
	return out
}

// EyeLike tells whether the empty point v is surrounded on all sides by stones of c — a
// candidate eye of c (it may still be false, see FalseEye).
func (b *Board) EyeLike(c Color, v Vertex) bool {
	p, ok := b.point(v)
	if !ok || b.color[p] != Empty {
		return false
	}
	for _, n := range b.neighbours(p) {
		if col := b.color[n]; col != c && col != edge {
			return false
		}
	}
	return true
}

// FalseEye tells whether an eye-like point of c is false by the diagonal test: the opponent
// holds two diagonals (one on the edge, where any opponent diagonal suffices).
func (b *Board) FalseEye(c Color, v Vertex) bool {
	if !b.EyeLike(c, v) {
		return false
	}
	opp, off := 0, 0
	for _, d := range [4]Vertex{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
		n := Vertex{v.X + d.X, v.Y + d.Y}
		switch {
		case !n.In(b.w, b.h):
			off++
		case b.At(n) == c.Opponent():
			opp++
		}
	}
	if off > 0 {
		return opp >= 1
	}
	return opp >= 2
}
