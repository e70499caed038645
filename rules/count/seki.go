package count

import (
	"fmt"

	"goref/board"
)

// sekiRule says which chains count as seki.
type sekiRule uint8

const (
	sekiTrue   sekiRule = iota // groups that cannot make two eyes and share liberties with such a group
	sekiNone                   // the referee declared there is none
	sekiMarked                 // exactly the groups the referee marked
)

// markSeki sets chain.seki by the rule; marks name groups (any stone of a group).
func (p *position) markSeki(rule sekiRule, marks []board.Vertex) error {
	for i := range p.chains {
		p.chains[i].seki = false
	}
	switch rule {
	case sekiNone:
	case sekiMarked:
		for _, v := range marks {
			if !v.In(p.w, p.h) {
				return fmt.Errorf("seki mark %s is off the %dx%d board", v.GTP(p.h), p.w, p.h)
			}
			c := p.chainOf[p.index(v)]
			if c < 0 {
				return fmt.Errorf("seki mark %s: no live stone there", v.GTP(p.h))
			}
			for _, ci := range p.blocks[p.chains[c].block].chains {
				p.chains[ci].seki = true
			}
		}
	case sekiTrue:
		for _, bi := range p.trueSeki() {
			for _, ci := range p.blocks[bi].chains {
				p.chains[ci].seki = true
			}
		}
	}
	return nil
}

// trueSeki returns the blocks in seki by a conservative test: the block cannot make two eyes
// on its own and faces a block that cannot either — across shared points that are all
// liberties of the two (between), or, when it has none (a double-ko seki lives on ko points
// that each side borders alone), stone to stone — and neither of the two can be captured by
// approaching (approachable) or by reading the fight out (capturable: a group with one eye
// that the opponent's stones inside fill to a dead shape). A lone invader in the opponent's
// area is not in seki with the wall around it: the wall approaches it with liberties to spare.
func (p *position) trueSeki() []int {
	var out []int
	for bi := range p.blocks {
		b := &p.blocks[bi]
		if b.independent(p) || p.approachable(bi) || p.capturable(bi) {
			continue
		}
		if b.shared && p.facesWeak(bi) || !b.shared && p.touchesWeak(bi) {
			out = append(out, bi)
		}
	}
	return out
}

// weakPartner tells whether opponent block ob can be bi's partner in a seki: it cannot make
// two eyes on its own and cannot be captured by approaching or by reading (capturable).
func (p *position) weakPartner(ob int) bool {
	return !p.blocks[ob].independent(p) && !p.approachable(ob) && !p.capturable(ob)
}

// touchesWeak tells whether a stone of block bi touches a weak partner (weakPartner).
func (p *position) touchesWeak(bi int) bool {
	var buf [4]int
	for _, ci := range p.blocks[bi].chains {
		for _, s := range p.chains[ci].stones {
			for _, q := range p.nbrs(s, &buf) {
				oc := p.chainOf[q]
				if oc < 0 || p.chains[oc].color == p.blocks[bi].color {
					continue
				}
				if p.weakPartner(p.chains[oc].block) {
					return true
				}
			}
		}
	}
	return false
}

func (p *position) facesWeak(bi int) bool {
	for _, ci := range p.blocks[bi].chains {
		for _, r := range p.chains[ci].regions {
			reg := &p.regions[r]
			if reg.owner() != board.Empty {
				continue
			}
			for _, oc := range reg.chains {
				ob := p.chains[oc].block
				if p.chains[oc].color != p.blocks[bi].color && p.weakPartner(ob) && p.between(reg, bi, ob) {
					return true
				}
			}
		}
	}
	return false
}

// between tells whether every point of region reg is a liberty of block a or of block b:
// seki partners face each other on their own liberties (c9-d9 of an eyeless seki, or a2-a3
// where either side's approach is self-atari), not somewhere in one open area.
func (p *position) between(reg *region, a, b int) bool {
	var buf [4]int
	for _, pt := range reg.points {
		ok := false
		for _, q := range p.nbrs(pt, &buf) {
			if c := p.chainOf[q]; c >= 0 && (p.chains[c].block == a || p.chains[c].block == b) {
				ok = true
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// approachable tells whether the opponent can capture block bi by approaching: bi has no eye
// space (no region of its own colour), and on one of its liberties an opponent stone either
// captures at once, or stands with two liberties or more and more liberties than the chain of
// bi it approaches keeps, so it wins the race from there. In a seki every approach to an
// eyeless block fills a liberty the approacher shares with it and leaves the approaching
// chain one liberty (seki_proof_test.go); a lone invader's wall approaches it with liberties
// to spare.
func (p *position) approachable(bi int) bool {
	b := &p.blocks[bi]
	if b.ownSize > 0 {
		return false
	}
	var buf [4]int
	tried := map[int]bool{}
	for _, ci := range b.chains {
		for _, s := range p.chains[ci].stones {
			for _, v := range p.nbrs(s, &buf) {
				if p.col[v] != board.Empty || tried[v] {
					continue
				}
				tried[v] = true
				if p.approachWins(b.color.Opponent(), v) {
					return true
				}
			}
		}
	}
	return false
}

// approachWins tells whether c at the empty point v captures something, or leaves its chain
// two liberties or more and more than any opponent chain next to v keeps; p is unchanged
// afterwards.
func (p *position) approachWins(c board.Color, v int) bool {
	p.col[v] = c
	defer func() { p.col[v] = board.Empty }()
	n := p.w * p.h
	own, _ := p.liberties(v, n)
	var buf [4]int
	for _, q := range p.nbrs(v, &buf) {
		if p.col[q] != c.Opponent() {
			continue
		}
		l, _ := p.liberties(q, n)
		if l == 0 {
			return true
		}
		if l >= own {
			return false
		}
	}
	return own >= 2
}

// liberties counts the liberties of the chain (by p.col) at point s, stopping at limit, and
// returns the last one found (−1 for none).
func (p *position) liberties(s, limit int) (n, last int) {
	c := p.col[s]
	seen := map[int]bool{s: true}
	libs := map[int]bool{}
	last = -1
	stack := []int{s}
	var buf [4]int
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, q := range p.nbrs(x, &buf) {
			switch {
			case p.col[q] == board.Empty:
				if !libs[q] {
					libs[q], last = true, q
				}
				if len(libs) >= limit {
					return len(libs), last
				}
			case p.col[q] == c && !seen[q]:
				seen[q] = true
				stack = append(stack, q)
			}
		}
	}
	return len(libs), last
}

// regionSeki tells whether a region of one owner borders a seki chain (its points are seki
// eyes, not territory).
func (p *position) regionSeki(r *region) bool {
	for _, c := range r.chains {
		if p.chains[c].seki {
			return true
		}
	}
	return false
}

func vertexList(vs []board.Vertex, h int) string {
	s := ""
	for i, v := range vs {
		if i > 0 {
			s += ","
		}
		if i == 12 {
			return s + fmt.Sprintf("… (%d points)", len(vs))
		}
		s += v.GTP(h)
	}
	return s
}
