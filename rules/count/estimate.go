package count

import (
	"hash/fnv"
	"math/rand/v2"

	"goref/board"
)

// The dead-stone estimator. Random playouts from the final position, both colours playing
// any legal move that fills no eye of their own until both pass, say who ends up owning each
// point (the method of Sabaki's deadstones and of Monte-Carlo programs). A chain that the
// opponent ends up owning in most playouts is proposed dead, with the share of playouts as
// its confidence. On top: chains that are pass-alive by Benson's test are never dead, and
// the groups that remain are tested for seki (trueSeki), which random play cannot judge; a
// group that test reads out as capturable (reading.go) is dead.
// The random generator is seeded from the position, so a position always gets the same
// estimate.

// Status is what the estimator proposes for a chain.
type Status uint8

const (
	StatusAlive Status = iota
	StatusDead
	StatusSeki
)

func (s Status) String() string {
	switch s {
	case StatusDead:
		return "dead"
	case StatusSeki:
		return "seki"
	}
	return "alive"
}

// ChainEstimate is the estimate for one chain.
type ChainEstimate struct {
	Stones []board.Vertex
	Color  board.Color
	Status Status
	// Confidence in [0, 1]: how clearly the playouts agree with Status (1 for a pass-alive
	// chain or a seki found by the seki test).
	Confidence float64
}

// Estimate is the estimator's view of a final position.
type Estimate struct {
	Chains []ChainEstimate
	// Ownership per point (row-major, y*w+x): +1 Black owns it in every playout, −1 White.
	Ownership []float64
	Playouts  int
}

// UncertainBelow is the confidence under which the referee panel draws a proposal as
// uncertain: fewer than three playouts in four agree.
const UncertainBelow = 0.5

// estimatePlayouts is the number of playouts, half with Black to move first.
const estimatePlayouts = 640

// EstimateStatus runs the estimator on b (not changed).
func EstimateStatus(b *board.Board) *Estimate {
	p, err := analyse(b, nil)
	if err != nil {
		return &Estimate{}
	}
	n := p.w * p.h
	own := make([]int32, n)
	pb := newPboard(p.w, p.h)
	r := rand.New(rand.NewPCG(positionSeed(p), 0x9e3779b97f4a7c15))
	for i := 0; i < estimatePlayouts; i++ {
		pb.load(p.col)
		first := board.Black
		if i%2 == 1 {
			first = board.White
		}
		pb.playout(r, first, own)
	}
	e := &Estimate{Ownership: make([]float64, n), Playouts: estimatePlayouts}
	for i, o := range own {
		e.Ownership[i] = float64(o) / estimatePlayouts
	}
	alive := map[board.Color][]bool{board.Black: p.benson(board.Black), board.White: p.benson(board.White)}
	// A block (chains joined through their own empty points) lives or dies as one.
	keep := make([]float64, len(p.blocks))
	for bi := range p.blocks {
		sum, stones := 0.0, 0
		for _, ci := range p.blocks[bi].chains {
			c := &p.chains[ci]
			for _, s := range c.stones {
				sum += e.Ownership[s] * sign(c.color)
			}
			stones += len(c.stones)
		}
		keep[bi] = sum / float64(stones)
	}
	var dead []board.Vertex
	for ci := range p.chains {
		c := &p.chains[ci]
		ce := ChainEstimate{Color: c.color, Status: StatusAlive}
		for _, s := range c.stones {
			ce.Stones = append(ce.Stones, p.vertex(s))
		}
		k := keep[c.block]
		switch {
		case alive[c.color][ci]:
			ce.Confidence = 1
		case k < 0:
			ce.Status, ce.Confidence = StatusDead, -k
			dead = append(dead, ce.Stones...)
		default:
			ce.Confidence = k
		}
		e.Chains = append(e.Chains, ce)
	}
	e.markSeki(b, dead)
	return e
}

// markSeki marks the chains that are seki once the dead chains are off, and the chains of
// blocks the seki test read as capturable (a nakade the playouts would not play) dead.
func (e *Estimate) markSeki(b *board.Board, dead []board.Vertex) {
	q, err := analyse(b, dead)
	if err != nil {
		return
	}
	status := map[board.Vertex]Status{}
	set := func(q *position, bi int, s Status) {
		for _, ci := range q.blocks[bi].chains {
			for _, st := range q.chains[ci].stones {
				status[q.vertex(st)] = s
			}
		}
	}
	for _, bi := range q.trueSeki() {
		set(q, bi, StatusSeki)
	}
	for bi, captured := range q.readDead {
		if captured {
			set(q, bi, StatusDead)
		}
	}
	for i := range e.Chains {
		c := &e.Chains[i]
		if s, ok := status[c.Stones[0]]; ok && c.Status == StatusAlive {
			c.Status, c.Confidence = s, 1
		}
	}
}

func sign(c board.Color) float64 {
	if c == board.White {
		return -1
	}
	return 1
}

// positionSeed hashes the size and the colour of every point.
func positionSeed(p *position) uint64 {
	h := fnv.New64a()
	buf := make([]byte, 0, len(p.col)+2)
	buf = append(buf, byte(p.w), byte(p.h))
	for _, c := range p.col {
		buf = append(buf, byte(c))
	}
	h.Write(buf)
	return h.Sum64()
}

// Dead lists the stones of the chains proposed dead.
func (e *Estimate) Dead() []board.Vertex { return e.stones(StatusDead) }

// Seki lists the stones of the chains proposed seki.
func (e *Estimate) Seki() []board.Vertex { return e.stones(StatusSeki) }

func (e *Estimate) stones(s Status) []board.Vertex {
	var out []board.Vertex
	for _, c := range e.Chains {
		if c.Status == s {
			out = append(out, c.Stones...)
		}
	}
	return out
}

// Uncertain lists the stones of the chains whose confidence is below UncertainBelow.
func (e *Estimate) Uncertain() []board.Vertex {
	var out []board.Vertex
	for _, c := range e.Chains {
		if c.Confidence < UncertainBelow {
			out = append(out, c.Stones...)
		}
	}
	return out
}

// EstimateFrom is an estimate made elsewhere (an external program): the chains of b holding
// a stone of dead are dead, of seki seki, the others alive, all with confidence 1.
func EstimateFrom(b *board.Board, dead, seki []board.Vertex) *Estimate {
	p, err := analyse(b, nil)
	if err != nil {
		return &Estimate{}
	}
	status := make([]Status, len(p.chains))
	for _, l := range []struct {
		vs []board.Vertex
		s  Status
	}{{seki, StatusSeki}, {dead, StatusDead}} {
		for _, v := range l.vs {
			if v.In(p.w, p.h) {
				if ci := p.chainOf[p.index(v)]; ci >= 0 {
					status[ci] = l.s
				}
			}
		}
	}
	e := &Estimate{}
	for ci := range p.chains {
		c := &p.chains[ci]
		ce := ChainEstimate{Color: c.color, Status: status[ci], Confidence: 1}
		for _, s := range c.stones {
			ce.Stones = append(ce.Stones, p.vertex(s))
		}
		e.Chains = append(e.Chains, ce)
	}
	return e
}
