package reading

import (
	"sort"

	"goref/board"
)

// Reading a small enclosed fight to the end: the opponent of the chain to capture moves
// first, both may pass (two passes end the reading with the chain standing), every move is
// tried on the points given (empty ones, and the points of stones once they are captured).
// The chain is captured when the opponent takes it whatever its owner answers. The reading
// has a node budget and does not play kos; a fight it cannot finish is Unknown.

const (
	maxDepth = 24    // moves and passes
	maxNodes = 10000 // per reading
	// A seki reading (Seki) goes deeper: the opponent fills shared liberties one by one
	// while the owner passes, and must be refuted on every order.
	sekiDepth = 36
	sekiNodes = 40000
)

// Result is the outcome of a reading.
type Result int8

const (
	Unknown  Result = iota // not settled inside the budget, or a ko
	Captured               // the opponent captures the chain whatever its owner answers
	Survives               // the chain stands whatever the opponent tries
)

// Reader reads fights on boards of one size; it keeps one board per depth between readings.
type Reader struct {
	stack  []*Board
	budget *Budget
}

// Budget is a number of nodes shared by several readings, so that the readings of one
// position together cost no more than it: each reading may search at most what is left (and
// at most its own limit) and takes what it searched. A reading cut short is Unknown, as one
// that runs out of its own nodes. Nodes, not time, so a position reads the same everywhere.
type Budget struct {
	Left int // nodes still to spend
	Used int // nodes searched so far
}

// Share makes the reader's readings spend b (nil: each reading has only its own limit).
func (rd *Reader) Share(b *Budget) { rd.budget = b }

// NewReader returns a reader for w×h boards.
func NewReader(w, h int) *Reader {
	rd := &Reader{stack: make([]*Board, sekiDepth+1)}
	for i := range rd.stack {
		rd.stack[i] = New(w, h)
	}
	return rd
}

// Capture reads whether the chain at row-major index target of the position col (row-major
// colours) is captured, its opponent moving first, with moves tried on the row-major points
// of area.
func (rd *Reader) Capture(col []board.Color, area []int, target int) Result {
	return rd.read(col, area, target, nil, false)
}

// Seki reads whether the chain at target stands in mutual life with the opponent's chains
// at the row-major points partners, the opponent moving first, on the points of area
// (above). The opponent putting a partner into atari loses it: filling a shared liberty
// is self-atari, the rule of a seki. The owner answers, passes or captures stones inside,
// but a line where it captures a partner or puts one into atari proves no seki (it won a
// fight the playouts saw lost, or the partner had room the area misses): Unknown there.
// Survives means a seki (or life) the opponent cannot break.
func (rd *Reader) Seki(col []board.Color, area []int, target int, partners []int) Result {
	return rd.read(col, area, target, partners, true)
}

func (rd *Reader) read(col []board.Color, area []int, target int, partners []int, seki bool) Result {
	pb := rd.stack[0]
	pb.Load(col)
	s := &search{def: col[target], att: col[target].Opponent(), target: pb.Pt(target), known: map[uint64]Result{},
		stack: rd.stack[:maxDepth+1], maxNodes: maxNodes, seki: seki}
	if seki {
		s.stack, s.maxNodes = rd.stack[:sekiDepth+1], sekiNodes
	}
	for _, i := range area {
		s.area = append(s.area, pb.Pt(i))
	}
	sort.Ints(s.area)
	for _, i := range partners {
		s.partners = append(s.partners, pb.Pt(i))
	}
	if rd.budget != nil {
		s.maxNodes = min(s.maxNodes, rd.budget.Left)
	}
	res := s.run(0, true, false)
	if rd.budget != nil {
		used := min(s.nodes, s.maxNodes)
		rd.budget.Left -= used
		rd.budget.Used += used
	}
	return res
}

// search holds one reading: a board per depth, the points tried, the chain to capture.
type search struct {
	def, att board.Color
	target   int
	area     []int
	partners []int // the seki reading's partners
	seki     bool  // a seki reading (Seki)
	maxNodes int
	stack    []*Board
	nodes    int
	known    map[uint64]Result // settled results by key
}

// run returns the result with the board at depth d, the opponent to move when att, after a
// pass when passed. A seki reading tries a capture first, then the pass, then the other
// moves, where neither side fills an eye of its own and the owner puts no chain of three
// stones or more into atari (SelfAtari: that only gives the opponent the capture).
func (r *search) run(d int, att, passed bool) Result {
	r.nodes++
	if r.nodes > r.maxNodes || d == len(r.stack)-1 {
		return Unknown
	}
	pb := r.stack[d]
	key := r.key(pb, att, passed)
	if v, ok := r.known[key]; ok {
		return v
	}
	good, bad, c := Captured, Survives, r.att
	if !att {
		good, bad, c = Survives, Captured, r.def
	}
	next := r.stack[d+1]
	allBad := true
	try := func(v Result) bool {
		if v == good {
			r.known[key] = good
			return true
		}
		if v != bad {
			allBad = false
		}
		return false
	}
	for _, pt := range r.area {
		if !r.seki || pb.col[pt] != board.Empty || !pb.CapturesAt(c, pt) {
			continue
		}
		next.CopyFrom(pb)
		if next.Play(c, pt) && try(r.after(d, att, next)) {
			return good
		}
	}
	// A pass: the owner of a seki passes; two passes end the reading alive.
	v := Survives
	if !passed {
		next.CopyFrom(pb)
		next.ko = -1
		v = r.run(d+1, !att, true)
	}
	if try(v) {
		return good
	}
	for _, pt := range r.area {
		if pb.col[pt] != board.Empty || r.seki && (pb.CapturesAt(c, pt) || pb.Eye(c, pt) || !att && pb.SelfAtari(c, pt)) {
			continue
		}
		next.CopyFrom(pb)
		if next.Play(c, pt) && try(r.after(d, att, next)) {
			return good
		}
	}
	if allBad {
		r.known[key] = bad
		return bad
	}
	return Unknown
}

// after is the result once the move that made next (the board at depth d+1) is played, the
// opponent having moved when att.
func (r *search) after(d int, att bool, next *Board) Result {
	switch {
	case next.col[r.target] != r.def:
		return Captured
	case next.ko >= 0:
		return Unknown // a ko fight is not read (a double-ko seki stays seki)
	}
	for _, p := range r.partners {
		switch {
		case next.col[p] == board.Empty: // the owner took a partner
			return Unknown
		case next.col[p] == r.att:
			if n, _ := next.Liberties(int(next.head[p]), 2); n == 1 {
				if att {
					return Survives
				}
				return Unknown
			}
		}
	}
	return r.run(d+1, !att, false)
}

// key hashes the stones of the board (Board.stones, kept as they come and go), the ko point,
// the side to move and whether the last move was a pass.
func (r *search) key(pb *Board, att, passed bool) uint64 {
	h := uint64(14695981039346656037)
	mix := func(x uint64) {
		h ^= x
		h *= 1099511628211
	}
	mix(pb.stones)
	mix(uint64(pb.ko + 1))
	if att {
		mix(7)
	}
	if passed {
		mix(11)
	}
	return h
}
