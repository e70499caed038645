package board

// Legal tells whether c may play at v now under the board's rules, without changing
// anything: nil, or the IllegalError that Play would return. A pass is always legal.
func (b *Board) Legal(c Color, v Vertex) error {
	if c != Black && c != White {
		return ErrNoColor
	}
	if v.IsPass() {
		return nil
	}
	p, ok := b.point(v)
	if !ok {
		return ErrOffBoard
	}
	return b.legalAt(c, p)
}

func (b *Board) legalAt(c Color, p int) error {
	if b.color[p] != Empty {
		return ErrOccupied
	}
	if b.ko != KoNone && int16(p) == b.koPoint && c == b.koColor {
		return ErrKo
	}
	suicide, friendly := b.suicideAt(c, p)
	if suicide && (b.suicide == SuicideForbid || (b.suicide == SuicideMulti && !friendly)) {
		return ErrSuicide
	}
	if b.ko < KoPositional || (!suicide && !b.everOn[p]) {
		// A stone on a point that has never held one makes a board never seen before.
		return nil
	}
	h := b.hashAfter(c, p, suicide)
	if (b.ko == KoPositional && b.hist.has(h)) ||
		(b.ko == KoSituational && b.histSit.has(situational(h, c.Opponent()))) {
		return ErrSuperko
	}
	return nil
}

// HashAfter returns the board hash that c at v would produce (captures and suicide applied),
// without playing it; ok is false when v is not an empty point on the board. Rule sets that
// judge repetitions themselves (Ing's hot stones, Ikeda's cycles, 计活子) build on it.
func (b *Board) HashAfter(c Color, v Vertex) (h uint64, ok bool) {
	p, on := b.point(v)
	if !on || b.color[p] != Empty || (c != Black && c != White) {
		return b.hash, false
	}
	suicide, _ := b.suicideAt(c, p)
	return b.hashAfter(c, p, suicide), true
}

func (b *Board) hashAfter(c Color, p int, suicide bool) uint64 {
	h := b.hash ^ zobrist[c][p]
	var seen [4]int16
	n := 0
	opp := c.Opponent()
	for _, q := range b.neighbours(p) {
		col := b.color[q]
		if col != c && col != opp {
			continue
		}
		hd := b.head[q]
		dup := false
		for _, s := range seen[:n] {
			dup = dup || s == hd
		}
		if dup {
			continue
		}
		seen[n] = hd
		n++
		if (col == opp && b.onlyLiberty(int(hd), p)) || (col == c && suicide) {
			for s := int(hd); ; {
				h ^= zobrist[col][s]
				s = int(b.next[s])
				if s == int(hd) {
					break
				}
			}
		}
	}
	if suicide {
		h ^= zobrist[c][p]
	}
	return h
}

// LegalMoves appends to buf every point where c may play now (passes not included) and
// returns it. With a buffer of capacity Width×Height it does not allocate.
func (b *Board) LegalMoves(c Color, buf []Vertex) []Vertex {
	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			if b.legalAt(c, b.index(x, y)) == nil {
				buf = append(buf, Vertex{x, y})
			}
		}
	}
	return buf
}

// IllegalMoves appends to buf every empty point where c may not play now, with the reason.
func (b *Board) IllegalMoves(c Color, buf []IllegalPoint) []IllegalPoint {
	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			p := b.index(x, y)
			if b.color[p] != Empty {
				continue
			}
			if err := b.legalAt(c, p); err != nil {
				buf = append(buf, IllegalPoint{Vertex{x, y}, err.(IllegalError)})
			}
		}
	}
	return buf
}

// IllegalPoint is an empty point the player may not play on, and why.
type IllegalPoint struct {
	Vertex Vertex
	Reason IllegalError
}
