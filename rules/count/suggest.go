package count

import (
	"goref/board"
)

// SuggestDead proposes dead stones and seki for the final position b, for the referee to
// confirm or change: the referee's marks always win. A chain is proposed dead when it is not
// pass-alive (Benson) and lies, without two eyes of its own, in an area the opponent encloses
// with pass-alive chains, or with groups that have two eyes while it is a minority of that
// area — also when the wall has them only once the chain is off, if the chain has no eye
// space, fewer liberties than the wall and can be captured by approaching (a lone invader).
// Seki are groups that cannot make two eyes and face such a group on their shared liberties
// where neither can be captured by approaching (trueSeki).
func SuggestDead(b *board.Board) (dead, seki []board.Vertex) {
	p, err := analyse(b, nil)
	if err != nil {
		return nil, nil
	}
	var deadChains []int
	for _, c := range []board.Color{board.Black, board.White} {
		deadChains = append(deadChains, p.deadOf(c.Opponent())...)
	}
	for _, ci := range deadChains {
		for _, s := range p.chains[ci].stones {
			dead = append(dead, p.vertex(s))
		}
	}
	var gone []board.Vertex
	gone = append(gone, dead...)
	q, _ := analyse(b, gone)
	for _, bi := range q.trueSeki() {
		for _, ci := range q.blocks[bi].chains {
			for _, s := range q.chains[ci].stones {
				seki = append(seki, q.vertex(s))
			}
		}
	}
	return dead, seki
}

// deadOf returns the chains of the opponent of c that c's areas hold as dead.
func (p *position) deadOf(o board.Color) []int {
	c := o.Opponent()
	alive := p.benson(c)
	oAlive := p.benson(o)
	areas := p.areasOf(c)
	var out []int
	for _, a := range areas {
		enclosed, strong := true, true
		for _, ci := range a.border {
			if !alive[ci] {
				enclosed = false
				if !p.blocks[p.chains[ci].block].independent(p) {
					strong = false
				}
			}
		}
		var mine []int
		stones, lives := 0, false
		for _, ci := range a.inside {
			if p.chains[ci].color != o {
				continue
			}
			mine = append(mine, ci)
			stones += len(p.chains[ci].stones)
			if oAlive[ci] || p.blocks[p.chains[ci].block].independent(p) || p.inSeki(ci) {
				lives = true
			}
		}
		if len(mine) == 0 || lives {
			continue
		}
		if !enclosed && !strong && len(a.border) > 0 && 3*stones <= len(a.points) {
			strong = p.wallLivesWithout(a, mine, alive)
		}
		if enclosed || (strong && len(a.border) > 0 && 3*stones <= len(a.points)) {
			out = append(out, mine...)
		}
	}
	return out
}

// wallLivesWithout tells, for an area whose wall is weak only because the opponent's chains
// mine stand in it, whether those chains are eyeless, can be captured by approaching
// (approachable) and have fewer liberties than every chain of the wall that is not
// pass-alive, and every chain of the wall is pass-alive or can make two eyes once they are
// taken off.
func (p *position) wallLivesWithout(a area, mine []int, alive []bool) bool {
	n := p.w * p.h
	least := n
	for _, ci := range a.border {
		if !alive[ci] {
			least = min(least, p.liberties(p.chains[ci].stones[0], n))
		}
	}
	var gone []board.Vertex
	for _, ci := range mine {
		if !p.approachable(p.chains[ci].block) || p.liberties(p.chains[ci].stones[0], n) >= least {
			return false
		}
		for _, s := range p.chains[ci].stones {
			gone = append(gone, p.vertex(s))
		}
	}
	q := p.without(gone)
	qAlive := q.benson(p.chains[a.border[0]].color)
	for _, ci := range a.border {
		qc := q.chainOf[p.chains[ci].stones[0]]
		if !qAlive[qc] && !q.blocks[q.chains[qc].block].independent(q) {
			return false
		}
	}
	return true
}

// without is p with the stones at gone taken off as well.
func (p *position) without(gone []board.Vertex) *position {
	q := &position{w: p.w, h: p.h, col: append([]board.Color(nil), p.col...)}
	for _, v := range gone {
		q.col[q.index(v)] = board.Empty
	}
	q.label()
	q.joinBlocks()
	return q
}

func (p *position) inSeki(ci int) bool {
	bi := p.chains[ci].block
	for _, s := range p.trueSeki() {
		if s == bi {
			return true
		}
	}
	return false
}

// area is a maximal connected set of points not of colour c, with the c chains around it and
// the opponent chains inside it.
type area struct {
	points []int
	border []int
	inside []int
}

func (p *position) areasOf(c board.Color) []area {
	n := p.w * p.h
	seen := make([]bool, n)
	var out []area
	var buf [4]int
	for i := 0; i < n; i++ {
		if p.col[i] == c || seen[i] {
			continue
		}
		var a area
		seen[i] = true
		stack := []int{i}
		for len(stack) > 0 {
			s := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			a.points = append(a.points, s)
			if ci := p.chainOf[s]; ci >= 0 {
				a.inside = addOnce(a.inside, int(ci))
			}
			for _, q := range p.nbrs(s, &buf) {
				if p.col[q] == c {
					a.border = addOnce(a.border, int(p.chainOf[q]))
				} else if !seen[q] {
					seen[q] = true
					stack = append(stack, q)
				}
			}
		}
		out = append(out, a)
	}
	return out
}

// benson marks the chains of c that are pass-alive by Benson's algorithm: chains with two
// vital regions among regions whose bordering chains all survive.
func (p *position) benson(c board.Color) []bool {
	areas := p.areasOf(c)
	alive := make([]bool, len(p.chains))
	for ci := range p.chains {
		alive[ci] = p.chains[ci].color == c
	}
	// vital[a] lists the chains to which every empty point of area a is a liberty.
	vital := make([][]int, len(areas))
	var buf [4]int
	for ai, a := range areas {
		for _, ci := range a.border {
			ok := true
			for _, pt := range a.points {
				if p.col[pt] != board.Empty {
					continue
				}
				touch := false
				for _, q := range p.nbrs(pt, &buf) {
					touch = touch || p.chainOf[q] == int32(ci)
				}
				if !touch {
					ok = false
					break
				}
			}
			if ok {
				vital[ai] = append(vital[ai], ci)
			}
		}
	}
	valid := make([]bool, len(areas))
	for i := range valid {
		valid[i] = true
	}
	for changed := true; changed; {
		changed = false
		count := make([]int, len(p.chains))
		for ai := range areas {
			if !valid[ai] {
				continue
			}
			for _, ci := range vital[ai] {
				count[ci]++
			}
		}
		for ci := range p.chains {
			if alive[ci] && count[ci] < 2 {
				alive[ci] = false
				changed = true
			}
		}
		for ai, a := range areas {
			if !valid[ai] {
				continue
			}
			for _, ci := range a.border {
				if !alive[ci] {
					valid[ai] = false
					changed = true
					break
				}
			}
		}
	}
	return alive
}
