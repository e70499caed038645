package count

import (
	"goref/board"
	"goref/rules/reading"
)

// Standing returns the stones of dead (the estimator's proposal: any stone marks its chain)
// that stand in a seki the random playouts break. Playouts fill the shared liberties of a
// seki at random, so a group with one eye that shares liberties with an opponent group that
// has no more than one eye either comes out dead. Such a group is read on the position as it
// stands (fight, Reader.Seki): when the opponent, moving first, cannot capture it, each of
// its fills of a shared liberty putting its own chain into atari, and the group stands
// without taking the opponent's chains, it is in seki (or lives) and is not dead. Only groups
// with an eye of their own are read: an eyeless group in the opponent's area is the common
// dead group, and one in seki without an eye is left to the count's seki test.
func Standing(b *board.Board, dead []board.Vertex) []board.Vertex {
	return StandingOf(b, dead, dead, nil)
}

// StandingOf is Standing read only for the groups holding a stone of among (a subset of
// dead): the other stones of dead are still proposed dead around them, but their own groups
// are not read, which spares a caller that asks about one group the readings of the others.
// The readings spend budget when it is not nil (reading.Budget): one cut short proves no seki.
func StandingOf(b *board.Board, dead, among []board.Vertex, budget *reading.Budget) []board.Vertex {
	p, err := analyse(b, nil)
	if err != nil {
		return nil
	}
	p.readerFor().Share(budget)
	proposed := make([]bool, len(p.chains))
	asked := make([]bool, len(p.chains))
	mark := func(vs []board.Vertex, chains []bool) bool {
		for _, v := range vs {
			if !v.In(p.w, p.h) {
				return false
			}
			if c := p.chainOf[p.index(v)]; c >= 0 {
				chains[c] = true
			}
		}
		return true
	}
	if !mark(dead, proposed) || !mark(among, asked) {
		return nil
	}
	var out []board.Vertex
	for bi := range p.blocks {
		if p.blocks[bi].ownSize == 0 || !p.anyOf(bi, proposed) || !p.anyOf(bi, asked) {
			continue
		}
		f, ok := p.fight(bi, proposed)
		if !ok {
			continue
		}
		if p.readerFor().Seki(p.col, f.area, f.target, f.partners) != reading.Survives {
			continue
		}
		for _, ci := range p.blocks[bi].chains {
			if proposed[ci] {
				for _, s := range p.chains[ci].stones {
					out = append(out, p.vertex(s))
				}
			}
		}
	}
	return out
}

// anyOf tells whether a chain of block bi is marked in chains.
func (p *position) anyOf(bi int, chains []bool) bool {
	for _, ci := range p.blocks[bi].chains {
		if chains[ci] {
			return true
		}
	}
	return false
}
