package count

import (
	"sort"

	"goref/board"
)

// Reading a small enclosed fight to the end. Random playouts refuse the self-atari that
// kills a group with one big eye (a nakade: the opponent's stones inside fill it to a dead
// shape, a bent three, a square four, a bulky five, and once captured leave one eye), and
// the seki test alone cannot tell such a group from a seki. So a block that cannot make two
// eyes on its own and whose neighbouring empty regions are small is read out: the opponent
// moves first, both may pass (two passes end the reading), every move is tried on the empty
// points of those regions and on the points of the stones inside them once captured. The
// block is capturable when the opponent captures its largest chain whatever the owner
// answers. The reading has a node budget and does not play kos; a fight it cannot finish
// counts as not capturable.

const (
	readMaxEmpty = 10    // the largest number of empty points read
	readMaxDepth = 24    // moves and passes
	readMaxNodes = 10000 // per block
	readWallLibs = 4     // an opponent wall with two eyes and this many liberties elsewhere stands
	readUnknown  = int8(0)
	readAttacker = int8(1) // the opponent captures the block
	readDefender = int8(2) // the block survives
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
	v := p.readBlock(bi) == readAttacker
	p.readDead[bi] = v
	return v
}

func (p *position) readBlock(bi int) int8 {
	b := &p.blocks[bi]
	def := b.color
	att := def.Opponent()
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
	target, size := -1, 0
	for _, ci := range b.chains {
		if c := &p.chains[ci]; len(c.stones) > size {
			target, size = c.stones[0], len(c.stones)
		}
	}
	addRegs(b.chains)
	// The moves: the regions' points, and the points of the opponent's stones there that
	// could be captured — the chains inside (bordering only those regions) and the blocks
	// that cannot make two eyes on their own, whose regions are read too (a seki partner's
	// eye is where the owner captures it). Blocks with two eyes stand as walls.
	var area []int
	took := map[int]bool{}
	for i := 0; i < len(regs) && empties <= readMaxEmpty; i++ {
		area = append(area, p.regions[regs[i]].points...)
		for _, ci := range p.regions[regs[i]].chains {
			c := &p.chains[ci]
			if c.color != att || took[c.block] {
				continue
			}
			inside := true
			for _, cr := range c.regions {
				inside = inside && inRegs[cr]
			}
			ob := &p.blocks[c.block]
			if !inside && ob.independent(p) && p.libertiesOutside(ci, inRegs) >= readWallLibs {
				continue
			}
			took[c.block] = true
			for _, oc := range ob.chains {
				area = append(area, p.chains[oc].stones...)
			}
			addRegs(ob.chains)
		}
	}
	if empties == 0 || empties > readMaxEmpty {
		return readUnknown
	}
	if p.readBoards == nil { // one board per depth, shared by the position's readings
		p.readBoards = make([]*pboard, readMaxDepth+1)
		for i := range p.readBoards {
			p.readBoards[i] = newPboard(p.w, p.h)
		}
	}
	pb := p.readBoards[0]
	pb.load(p.col)
	rd := &reader{def: def, att: att, target: pb.pt(target), known: map[uint64]int8{}, stack: p.readBoards}
	for _, s := range area {
		rd.area = append(rd.area, pb.pt(s))
	}
	sort.Ints(rd.area)
	return rd.search(0, true, false)
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

// reader holds one reading: a board per depth, the points tried, the chain to capture.
type reader struct {
	def, att board.Color
	target   int
	area     []int
	stack    []*pboard
	nodes    int
	known    map[uint64]int8 // settled results by key
}

// search returns the result with the board at depth d, the opponent to move when att, after
// a pass when passed.
func (r *reader) search(d int, att, passed bool) int8 {
	r.nodes++
	if r.nodes > readMaxNodes || d == len(r.stack)-1 {
		return readUnknown
	}
	pb := r.stack[d]
	key := r.key(pb, att, passed)
	if v, ok := r.known[key]; ok {
		return v
	}
	good, bad, c := readAttacker, readDefender, r.att
	if !att {
		good, bad, c = readDefender, readAttacker, r.def
	}
	next := r.stack[d+1]
	allBad := true
	try := func(v int8) bool {
		if v == good {
			r.known[key] = good
			return true
		}
		if v != bad {
			allBad = false
		}
		return false
	}
	// A pass first: the owner of a seki passes; two passes end the reading alive.
	v := readDefender
	if !passed {
		next.copyFrom(pb)
		next.ko = -1
		v = r.search(d+1, !att, true)
	}
	if try(v) {
		return good
	}
	for _, pt := range r.area {
		if pb.col[pt] != board.Empty {
			continue
		}
		next.copyFrom(pb)
		if !next.play(c, pt) {
			continue
		}
		switch {
		case next.col[r.target] != r.def:
			v = readAttacker
		case next.ko >= 0:
			v = readUnknown // a ko fight is not read (a double-ko seki stays seki)
		default:
			v = r.search(d+1, !att, false)
		}
		if try(v) {
			return good
		}
	}
	if allBad {
		r.known[key] = bad
		return bad
	}
	return readUnknown
}

// key hashes the colours of the board, the ko point, the side to move and whether the last
// move was a pass.
func (r *reader) key(pb *pboard, att, passed bool) uint64 {
	h := uint64(14695981039346656037)
	mix := func(x uint64) {
		h ^= x
		h *= 1099511628211
	}
	for _, c := range pb.col {
		mix(uint64(c))
	}
	mix(uint64(pb.ko + 1))
	if att {
		mix(7)
	}
	if passed {
		mix(11)
	}
	return h
}

// copyFrom makes pb a copy of o (same size).
func (pb *pboard) copyFrom(o *pboard) {
	copy(pb.col, o.col)
	copy(pb.head, o.head)
	copy(pb.next, o.next)
	copy(pb.libs, o.libs)
	copy(pb.size, o.size)
	copy(pb.emptyAt, o.emptyAt)
	pb.empty = append(pb.empty[:0], o.empty...)
	pb.ko = o.ko
}
