package board

// undoRecord is what Undo needs to take a ply back; the stones the move removed are the
// last nRemoved entries of Board.removed, and the hash before it is the history's (a board
// keeps one record per ply: 12 bytes).
type undoRecord struct {
	p        int16 // 0 for a pass
	color    Color
	suicide  bool // the removed stones are the mover's own chain (p included)
	nRemoved int32
	koPoint  int16
	koColor  Color
	toMove   Color
}

// Play plays c at v, or passes when v is Pass, under the board's ko and suicide rules. It
// returns the number of opponent stones captured. An illegal move returns an IllegalError and
// leaves the board unchanged. Moves need not alternate: c may be either colour.
func (b *Board) Play(c Color, v Vertex) (int, error) {
	if c != Black && c != White {
		return 0, ErrNoColor
	}
	if v.IsPass() {
		b.pass(c)
		return 0, nil
	}
	p, ok := b.point(v)
	if !ok {
		return 0, ErrOffBoard
	}
	return b.playAt(c, p)
}

// PlayMoves plays a sequence of alternating moves starting with c and stops at the first
// illegal one, returning how many were played. With the board's superko history this is the
// whole replay a benchmark needs.
func (b *Board) PlayMoves(c Color, moves []Vertex) (int, error) {
	for i, v := range moves {
		if _, err := b.Play(c, v); err != nil {
			return i, err
		}
		c = c.Opponent()
	}
	return len(moves), nil
}

func (b *Board) pass(c Color) {
	b.undo = append(b.undo, undoRecord{koPoint: b.koPoint, koColor: b.koColor, toMove: b.toMove, color: c})
	b.koPoint, b.koColor = 0, Empty
	b.toMove = c.Opponent()
	b.pushHistory()
}

func (b *Board) playAt(c Color, p int) (int, error) {
	if b.color[p] != Empty {
		return 0, ErrOccupied
	}
	if b.ko != KoNone && int16(p) == b.koPoint && c == b.koColor {
		return 0, ErrKo
	}
	suicide, friendly := b.suicideAt(c, p)
	if suicide && (b.suicide == SuicideForbid || (b.suicide == SuicideMulti && !friendly)) {
		return 0, ErrSuicide
	}

	rec := undoRecord{p: int16(p), color: c, koPoint: b.koPoint, koColor: b.koColor, toMove: b.toMove}
	before := len(b.removed)
	b.place(c, p)
	opp := c.Opponent()
	captured := 0
	for _, n := range b.neighbours(p) {
		if b.color[n] == opp && b.libs[b.head[n]] == 0 {
			captured += b.removeChain(int(b.head[n]))
		}
	}
	if suicide {
		b.captured[opp] += b.removeChain(int(b.head[p]))
		rec.suicide = true
	} else {
		b.captured[c] += captured
	}
	rec.nRemoved = int32(len(b.removed) - before)
	b.undo = append(b.undo, rec)

	if (b.ko == KoPositional && b.hist.has(b.hash)) ||
		(b.ko == KoSituational && b.histSit.has(situational(b.hash, opp))) {
		b.undo = b.undo[:len(b.undo)-1]
		b.takeBack(rec)
		return 0, ErrSuperko
	}

	b.koPoint, b.koColor = 0, Empty
	if h := b.head[p]; captured == 1 && b.size[h] == 1 && b.libs[h] == 1 {
		b.koPoint, b.koColor = b.removed[len(b.removed)-1], opp
	}
	b.toMove = opp
	b.pushHistory()
	return captured, nil
}

// suicideAt tells whether c at the empty point p would leave its chain without liberties,
// and whether p touches a chain of c (a multi-stone suicide).
func (b *Board) suicideAt(c Color, p int) (suicide, friendly bool) {
	suicide = true
	for _, n := range b.neighbours(p) {
		switch b.color[n] {
		case Empty:
			suicide = false
		case c:
			friendly = true
			if !b.onlyLiberty(int(b.head[n]), p) {
				suicide = false
			}
		case c.Opponent():
			if b.onlyLiberty(int(b.head[n]), p) {
				suicide = false
			}
		}
	}
	return suicide, friendly
}

// onlyLiberty tells whether p is the one and only liberty of the chain headed by h: every
// pseudo-liberty equals p exactly when their sum is n·p and their sum of squares is n·p².
func (b *Board) onlyLiberty(h, p int) bool {
	n := int64(b.libs[h])
	return n > 0 && int64(b.libSum[h]) == n*int64(p) && int64(b.libSum2[h]) == n*int64(p)*int64(p)
}

func (b *Board) addLib(h, p int) {
	b.libs[h]++
	b.libSum[h] += int32(p)
	b.libSum2[h] += int32(p * p)
}

func (b *Board) removeLib(h, p int) {
	b.libs[h]--
	b.libSum[h] -= int32(p)
	b.libSum2[h] -= int32(p * p)
}

// place puts a stone of c on p, updates the liberties around it and joins friendly chains.
func (b *Board) place(c Color, p int) {
	b.color[p] = c
	b.hash ^= zobrist[c][p]
	b.everOn[p] = true
	b.head[p], b.next[p], b.size[p] = int16(p), int16(p), 1
	b.libs[p], b.libSum[p], b.libSum2[p] = 0, 0, 0
	for _, n := range b.neighbours(p) {
		switch b.color[n] {
		case Empty:
			b.addLib(p, n)
		case Black, White:
			b.removeLib(int(b.head[n]), p)
		}
	}
	for _, n := range b.neighbours(p) {
		if b.color[n] == c && b.head[n] != b.head[p] {
			b.merge(int(b.head[p]), int(b.head[n]))
		}
	}
}

// merge joins the chains headed by x and y, relabelling the smaller one.
func (b *Board) merge(x, y int) {
	if b.size[x] < b.size[y] {
		x, y = y, x
	}
	for s := y; ; {
		b.head[s] = int16(x)
		s = int(b.next[s])
		if s == y {
			break
		}
	}
	b.next[x], b.next[y] = b.next[y], b.next[x]
	b.size[x] += b.size[y]
	b.libs[x] += b.libs[y]
	b.libSum[x] += b.libSum[y]
	b.libSum2[x] += b.libSum2[y]
}

// removeChain takes the chain headed by h off the board, gives its points back as liberties
// to the chains around it, records the stones for undo and returns how many there were.
func (b *Board) removeChain(h int) int {
	c := b.color[h]
	n := 0
	for s := h; ; {
		b.color[s] = Empty
		b.hash ^= zobrist[c][s]
		b.removed = append(b.removed, int16(s))
		n++
		for _, m := range b.neighbours(s) {
			if col := b.color[m]; (col == Black || col == White) && int(b.head[m]) != h {
				b.addLib(int(b.head[m]), s)
			}
		}
		s = int(b.next[s])
		if s == h {
			break
		}
	}
	return n
}
