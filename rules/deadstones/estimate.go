package deadstones

import (
	"goref/board"
	"goref/rules/count"
)

// Status is what an estimator proposes for a chain.
type Status uint8

const (
	Alive Status = iota
	Dead
	Seki
)

func (s Status) String() string {
	switch s {
	case Dead:
		return "dead"
	case Seki:
		return "seki"
	}
	return "alive"
}

// Chain is the estimate for one chain.
type Chain struct {
	Stones []board.Vertex
	Color  board.Color
	Status Status
	// Confidence in [0, 1]: how clearly the estimator holds Status (1 for a pass-alive chain,
	// a seki found by the seki test, or an external program's answer).
	Confidence float64
}

// Estimate is an estimator's view of a final position.
type Estimate struct {
	Chains []Chain
	// Ownership per point (row-major, y*w+x): +1 Black owns it in every playout, −1 White;
	// nil when the estimator gives none.
	Ownership []float64
	Playouts  int
}

// UncertainBelow is the confidence under which the referee panel draws a proposal as
// uncertain: fewer than three playouts in four agree.
const UncertainBelow = 0.5

// Dead lists the stones of the chains proposed dead.
func (e *Estimate) Dead() []board.Vertex { return e.stones(Dead) }

// Seki lists the stones of the chains proposed seki.
func (e *Estimate) Seki() []board.Vertex { return e.stones(Seki) }

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

// FromLists is an estimate made elsewhere (an external program): the chains of b holding a
// stone of dead are dead, of seki seki, the others alive, all with confidence 1.
func FromLists(b *board.Board, dead, seki []board.Vertex) *Estimate {
	status := map[board.Vertex]Status{}
	for _, v := range seki {
		status[v] = Seki
	}
	for _, v := range dead {
		status[v] = Dead
	}
	e := &Estimate{}
	for _, c := range count.Chains(b) {
		ce := Chain{Stones: c.Stones, Color: c.Color, Confidence: 1}
		for _, v := range c.Stones {
			if s, ok := status[v]; ok && ce.Status != Dead {
				ce.Status = s // a chain named in both lists is dead
			}
		}
		e.Chains = append(e.Chains, ce)
	}
	return e
}
