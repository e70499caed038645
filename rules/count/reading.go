package count

import "goref/rules/reading"

// Reading a small enclosed fight to the end. Random playouts refuse the self-atari that
// kills a group with one big eye (a nakade: the opponent's stones inside fill it to a dead
// shape, a bent three, a square four, a bulky five, and once captured leave one eye), and
// the seki test alone cannot tell such a group from a seki. So a block that cannot make two
// eyes on its own and whose neighbouring empty regions are small is read out by
// rules/reading on those regions and on the points of the opponent's stones inside them
// that could be captured. The block is capturable when the opponent captures its largest
// chain whatever the owner answers; a fight the reader cannot finish counts as not
// capturable.

const (
	readMaxEmpty = 10 // the largest number of empty points read
	sekiMaxEmpty = 16 // the same for a seki reading (Standing)
	readWallLibs = 4  // an opponent wall with two eyes and this many liberties elsewhere stands
)

// capturable tells whether block bi can be captured by the opponent moving first (above);
// the answer is kept for the position.
func (p *position) capturable(bi int) bool {
	if p.readDead == nil {
		p.readDead = map[int]bool{}
	}
	if v, ok := p.readDead[bi]; ok {
		return v
	}
	v := p.readBlock(bi) == reading.Captured
	p.readDead[bi] = v
	return v
}

func (p *position) readBlock(bi int) reading.Result {
	f, ok := p.fight(bi, nil)
	if !ok {
		return reading.Unknown
	}
	return p.readerFor().Capture(p.col, f.area, f.target)
}

func (p *position) readerFor() *reading.Reader {
	if p.reader == nil { // shared by the position's readings
		p.reader = reading.NewReader(p.w, p.h)
	}
	return p.reader
}

// fight is what a reading of block bi plays on.
type fight struct {
	area     []int // the points moves are tried on
	target   int   // a stone of the block's largest chain
	partners []int // a stone of each opponent chain read that is not inside the regions
}

// fight gathers the regions around block bi and the opponent blocks that cannot make two
// eyes on their own (above). For a seki reading, weak (by chain: the owner's chains the
// estimator proposes dead) adds the regions of such chains of the owner next to those
// regions, since the target may join them, and the owner's chains inside, whose points are
// played again once captured; it reads up to sekiMaxEmpty points. ok is false when the
// regions hold no empty point or too many.
func (p *position) fight(bi int, weak []bool) (f fight, ok bool) {
	b := &p.blocks[bi]
	att := b.color.Opponent()
	seki := weak != nil
	limit := readMaxEmpty
	if seki {
		limit = sekiMaxEmpty
	}
	inRegs := map[int]bool{}
	var regs []int
	empties := 0
	addRegs := func(chains []int) {
		for _, ci := range chains {
			for _, r := range p.chains[ci].regions {
				if !inRegs[r] {
					inRegs[r] = true
					regs = append(regs, r)
					empties += len(p.regions[r].points)
				}
			}
		}
	}
	size := 0
	for _, ci := range b.chains {
		if c := &p.chains[ci]; len(c.stones) > size {
			f.target, size = c.stones[0], len(c.stones)
		}
	}
	addRegs(b.chains)
	// The moves: the regions' points, and the points of the opponent's stones there that
	// could be captured — the chains inside (bordering only those regions) and the blocks
	// that cannot make two eyes on their own, whose regions are read too (a seki partner's
	// eye is where the owner captures it). Blocks with two eyes stand as walls.
	took := map[int]bool{bi: true}
	for i := 0; i < len(regs) && empties <= limit; i++ {
		f.area = append(f.area, p.regions[regs[i]].points...)
		for _, ci := range p.regions[regs[i]].chains {
			c := &p.chains[ci]
			if took[c.block] {
				continue
			}
			if c.color != att {
				if seki && weak[ci] {
					took[c.block] = true
					addRegs(p.blocks[c.block].chains)
				}
				continue
			}
			inside := p.inside(ci, inRegs)
			ob := &p.blocks[c.block]
			if !inside && ob.independent(p) && p.libertiesOutside(ci, inRegs) >= readWallLibs {
				continue
			}
			took[c.block] = true
			for _, oc := range ob.chains {
				f.area = append(f.area, p.chains[oc].stones...)
				if !inside {
					f.partners = append(f.partners, p.chains[oc].stones[0])
				}
			}
			addRegs(ob.chains)
		}
	}
	if empties == 0 || empties > limit {
		return f, false
	}
	if seki {
		seen := map[int]bool{}
		for _, r := range regs {
			for _, ci := range p.regions[r].chains {
				c := &p.chains[ci]
				if c.color == att || seen[ci] || c.stones[0] == f.target {
					continue
				}
				seen[ci] = true
				if p.inside(ci, inRegs) {
					f.area = append(f.area, c.stones...)
				}
			}
		}
	}
	return f, true
}

// inside tells whether every region chain ci borders is one of regs.
func (p *position) inside(ci int, regs map[int]bool) bool {
	for _, r := range p.chains[ci].regions {
		if !regs[r] {
			return false
		}
	}
	return true
}

// libertiesOutside counts the liberties of chain ci that lie outside the regions in regs.
func (p *position) libertiesOutside(ci int, regs map[int]bool) int {
	n := 0
	var buf [4]int
	seen := map[int]bool{}
	for _, s := range p.chains[ci].stones {
		for _, q := range p.nbrs(s, &buf) {
			if r := p.regionOf[q]; r >= 0 && !regs[int(r)] && !seen[q] {
				seen[q] = true
				n++
			}
		}
	}
	return n
}
