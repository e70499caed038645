package count

import "goref/board"

// What counting reads of a position, for the dead-stone estimator (rules/deadstones): the
// chains with their blocks and Benson's pass-alive test, and the seki test of the count.

// Chain is one chain of stones as counting labels it.
type Chain struct {
	Color  board.Color
	Stones []board.Vertex
	// Block numbers the living groups: chains of one colour joined through empty regions
	// only that colour borders share one.
	Block int
	// PassAlive: no sequence of the opponent's moves can capture the chain even if its owner
	// always passes (Benson).
	PassAlive bool
}

// Chains lists the chains of b, in the order of their first stone (row by row).
func Chains(b *board.Board) []Chain {
	p, err := analyse(b, nil)
	if err != nil {
		return nil
	}
	alive := map[board.Color][]bool{board.Black: p.benson(board.Black), board.White: p.benson(board.White)}
	out := make([]Chain, len(p.chains))
	for ci := range p.chains {
		c := &p.chains[ci]
		out[ci] = Chain{Color: c.color, Block: c.block, PassAlive: alive[c.color][ci]}
		for _, s := range c.stones {
			out[ci].Stones = append(out[ci].Stones, p.vertex(s))
		}
	}
	return out
}

// SekiTest takes the dead stones off b (any stone marks its chain) and returns the stones
// the count's seki test finds in seki (the count's own reading when no seki is marked), and
// the stones of the groups that test read out as capturable (a group with one eye that the
// opponent's stones inside fill to a dead shape: dead, not seki).
func SekiTest(b *board.Board, dead []board.Vertex) (seki, capturable []board.Vertex, err error) {
	p, err := analyse(b, dead)
	if err != nil {
		return nil, nil, err
	}
	stones := func(bi int) (out []board.Vertex) {
		for _, ci := range p.blocks[bi].chains {
			for _, s := range p.chains[ci].stones {
				out = append(out, p.vertex(s))
			}
		}
		return out
	}
	for _, bi := range p.trueSeki() {
		seki = append(seki, stones(bi)...)
	}
	for bi := range p.blocks {
		if p.readDead[bi] {
			capturable = append(capturable, stones(bi)...)
		}
	}
	return seki, capturable, nil
}
