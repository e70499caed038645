package count

import (
	"fmt"

	"goref/board"
)

// sekiRule says which chains count as seki.
type sekiRule uint8

const (
	sekiTrue   sekiRule = iota // groups that cannot make two eyes and share liberties with such a group
	sekiStrict                 // J89 as formalised: also every live chain touching an unfilled dame
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
	case sekiStrict:
		for i := range p.chains {
			p.chains[i].seki = p.touchesShared(i)
		}
		fallthrough
	case sekiTrue:
		for _, bi := range p.trueSeki() {
			for _, ci := range p.blocks[bi].chains {
				p.chains[ci].seki = true
			}
		}
	}
	return nil
}

func (p *position) touchesShared(ci int) bool {
	for _, r := range p.chains[ci].regions {
		if p.regions[r].owner() == board.Empty {
			return true
		}
	}
	return false
}

// trueSeki returns the blocks in seki by a conservative test: the block cannot make two eyes
// on its own and faces a block that cannot either — across shared points, or, when it has
// none (a double-ko seki lives on ko points that each side borders alone), stone to stone.
func (p *position) trueSeki() []int {
	var out []int
	for bi := range p.blocks {
		b := &p.blocks[bi]
		if b.independent(p) {
			continue
		}
		if b.shared && p.facesWeak(bi) || !b.shared && p.touchesWeak(bi) {
			out = append(out, bi)
		}
	}
	return out
}

// touchesWeak tells whether a stone of block bi touches an opponent block that cannot make two
// eyes on its own.
func (p *position) touchesWeak(bi int) bool {
	var buf [4]int
	for _, ci := range p.blocks[bi].chains {
		for _, s := range p.chains[ci].stones {
			for _, q := range p.nbrs(s, &buf) {
				oc := p.chainOf[q]
				if oc < 0 || p.chains[oc].color == p.blocks[bi].color {
					continue
				}
				if !p.blocks[p.chains[oc].block].independent(p) {
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
				if p.chains[oc].color != p.blocks[bi].color && !p.blocks[ob].independent(p) {
					return true
				}
			}
		}
	}
	return false
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

// dameWarnings lists, for the strict J89 rule, the chains that are seki only because an
// unfilled dame touches them, with those dame.
func (p *position) dameWarning() string {
	truly := map[int]bool{}
	for _, bi := range p.trueSeki() {
		truly[bi] = true
	}
	var dame []board.Vertex
	seen := map[int]bool{}
	for ci := range p.chains {
		c := &p.chains[ci]
		if !c.seki || truly[c.block] || p.blocks[c.block].ownSize == 0 {
			continue
		}
		for _, r := range c.regions {
			if p.regions[r].owner() == board.Empty && !seen[r] {
				seen[r] = true
				for _, pt := range p.regions[r].points {
					dame = append(dame, p.vertex(pt))
				}
			}
		}
	}
	if len(dame) == 0 {
		return ""
	}
	return fmt.Sprintf("unfilled dame %s touch groups with eyes: J89 treats those groups as seki (no territory); dame must be filled before the end (Art. 9-2), or mark seki with --seki", vertexList(dame, p.h))
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
