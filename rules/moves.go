package rules

import (
	"slices"

	"goref/board"
)

// moveRec is one ply as the game keeps it: 12 bytes, where a Move is 96. A game holds one per
// ply (a record of 250,000 plies is replayed whole); what few plies have — stones of the
// mover's own removed, events, a cycle — stands apart in Game.extras.
type moveRec struct {
	repeats  int32  // RepeatsPly
	captures uint16 // at most 25×25 stones
	point    board.Packed
	color    board.Color
	flags    moveFlags
}

type moveFlags uint8

const (
	flagVirtual moveFlags = 1 << iota
	flagPassStone
	flagKoCapture
	flagExtra // the ply has an entry in Game.extras
)

// moveExtra is what a ply rarely has, by ply (Game.extras is in ply order).
type moveExtra struct {
	ply        int
	ownRemoved []board.Vertex
	events     []Event
	cycle      *Cycle
}

func (r moveRec) has(f moveFlags) bool { return r.flags&f != 0 }

func (r moveRec) isPass() bool { return r.point < 0 }

func (r moveRec) vertex() board.Vertex { return r.point.Vertex() }

// compact is m as the game keeps it, and its extra part (nil when it has none).
func compact(m *Move, ply int) (moveRec, *moveExtra) {
	r := moveRec{repeats: int32(m.RepeatsPly), captures: uint16(m.Captures), point: m.Vertex.Pack(), color: m.Color}
	if m.Virtual {
		r.flags |= flagVirtual
	}
	if m.PassStone {
		r.flags |= flagPassStone
	}
	if m.koCapture {
		r.flags |= flagKoCapture
	}
	if len(m.OwnRemoved) == 0 && len(m.Events) == 0 && m.Cycle == nil {
		return r, nil
	}
	r.flags |= flagExtra
	return r, &moveExtra{ply: ply, ownRemoved: m.OwnRemoved, events: m.Events, cycle: m.Cycle}
}

// push appends m to the record.
func (g *Game) push(m *Move) {
	r, x := compact(m, len(g.moves))
	g.moves = append(g.moves, r)
	if x != nil {
		g.extras = append(g.extras, *x)
	}
}

// pop takes the last ply off the record.
func (g *Game) pop() {
	n := len(g.moves) - 1
	if g.moves[n].has(flagExtra) {
		g.extras = g.extras[:len(g.extras)-1]
	}
	g.moves = g.moves[:n]
}

// extra is the extra part of ply i, which has one.
func (g *Game) extra(i int) *moveExtra {
	k, _ := slices.BinarySearchFunc(g.extras, i, func(x moveExtra, ply int) int { return x.ply - ply })
	return &g.extras[k]
}

// move is ply i whole.
func (g *Game) move(i int) Move {
	r := g.moves[i]
	m := Move{Color: r.color, Vertex: r.vertex(), Captures: int(r.captures), RepeatsPly: int(r.repeats),
		Virtual: r.has(flagVirtual), PassStone: r.has(flagPassStone), koCapture: r.has(flagKoCapture)}
	if r.has(flagExtra) {
		x := g.extra(i)
		m.OwnRemoved, m.Events, m.Cycle = x.ownRemoved, x.events, x.cycle
	}
	return m
}

// movesIn is plies from … to-1 whole; ply len(g.moves), when asked for, is next (a move about
// to be committed).
func (g *Game) movesIn(from, to int, next *Move) []Move {
	out := make([]Move, 0, to-from)
	for i := from; i < to; i++ {
		if i == len(g.moves) {
			out = append(out, *next)
		} else {
			out = append(out, g.move(i))
		}
	}
	return out
}

// NumMoves is the number of plies since setup (len(Moves()) without making them).
func (g *Game) NumMoves() int { return len(g.moves) }

// Move is ply i (from 0) of the record since setup.
func (g *Game) Move(i int) Move { return g.move(i) }

// Moves is the record since setup, made anew from the game's compact record at each call: for
// one ply use Move, for the count NumMoves.
func (g *Game) Moves() []Move { return g.movesIn(0, len(g.moves), nil) }

// LastMove is the last ply of the record since setup, if there is one.
func (g *Game) LastMove() (Move, bool) {
	if len(g.moves) == 0 {
		return Move{}, false
	}
	return g.move(len(g.moves) - 1), true
}
