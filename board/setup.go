package board

// Setup changes stones without captures (SGF AB/AW/AE, handicap placement): every vertex in
// black gets a black stone, in white a white stone, in empty nothing. It clears the simple-ko
// ban and starts a new history whose ply 0 is the resulting position; the player to move is
// unchanged. A vertex off the board is an error and nothing changes.
func (b *Board) Setup(black, white, empty []Vertex) error {
	for _, list := range [][]Vertex{black, white, empty} {
		for _, v := range list {
			if !v.In(b.w, b.h) {
				return ErrOffBoard
			}
		}
	}
	set := func(list []Vertex, c Color) {
		for _, v := range list {
			p := b.index(v.X, v.Y)
			if old := b.color[p]; old == Black || old == White {
				b.hash ^= zobrist[old][p]
			}
			b.color[p] = c
			if c != Empty {
				b.hash ^= zobrist[c][p]
			}
		}
	}
	set(empty, Empty)
	set(black, Black)
	set(white, White)
	b.rebuildAll()
	b.koPoint, b.koColor = 0, Empty
	b.undo = b.undo[:0]
	b.removed = b.removed[:0]
	b.restartHistory()
	return nil
}

func (b *Board) rebuildAll() {
	b.markTick++
	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			p := b.index(x, y)
			b.everOn[p] = b.color[p] != Empty
			b.rebuildChain(p)
		}
	}
}
