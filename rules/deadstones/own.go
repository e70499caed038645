package deadstones

import (
	"hash/fnv"
	"math/rand/v2"

	"goref/board"
	"goref/rules/count"
	"goref/rules/reading"
)

// goref's own estimator. Random playouts from the final position, both colours taking the
// chains left in atari first and then playing any legal move that fills no eye of their own
// until both pass, say who ends up owning each point (the method of Sabaki's deadstones and
// of Monte-Carlo programs). A chain that the opponent ends up owning in most playouts is
// proposed dead, with the share of playouts as its confidence, unless its owner's answer at
// the middle of a three-point eye space saves it (answer.go), or one answer of its owner
// makes it pass-alive or seki by a reading (proof.go): unsettled, shown uncertain. On top: chains that are pass-alive by Benson's test are never dead, and the groups that remain
// are tested for seki (the count's seki test), which random play cannot judge; a group that
// test reads out as capturable is dead. The random generator is seeded from the position, so
// a position always gets the same estimate.

// Own is goref's own estimator, in process. It never fails.
var Own Estimator = own{}

type own struct{}

func (own) Name() string { return "goref" }

func (own) Estimate(b *board.Board) (*Estimate, error) { return estimateOwn(b), nil }

// playouts is the number of playouts, half with Black to move first.
const playouts = 640

// readNodes is the reading budget of one estimate, shared by the proofs of the owner's
// answers (proof.go) and the seki readings of standSeki, in that order: one seki reading's
// worth (some 80 ms), so a position whose readings all run out of nodes still costs no more
// than one of them on top of its playouts. The readings that settle anything on the tuning
// half take far less (a proof at most some 7,000 nodes, a seki some 24,000). A reading cut
// short proves nothing: the group stays as the playouts said.
const readNodes = 40000

func estimateOwn(b *board.Board) *Estimate {
	return estimateWith(b, &reading.Budget{Left: readNodes})
}

// estimateWith is the estimate whose readings spend budget.
func estimateWith(b *board.Board, budget *reading.Budget) *Estimate {
	w, h := b.Width(), b.Height()
	col := make([]board.Color, w*h)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			col[y*w+x] = b.At(board.Vertex{X: x, Y: y})
		}
	}
	chains := count.Chains(b)
	own := make([]int32, w*h)
	pb := reading.New(w, h)
	r := rand.New(rand.NewPCG(positionSeed(w, h, col), 0x9e3779b97f4a7c15))
	pb.Load(col)
	atari := pb.AtariPoints()
	for i := 0; i < playouts; i++ {
		pb.Load(col)
		first := board.Black
		if i%2 == 1 {
			first = board.White
		}
		playout(pb, r, first, own, atari)
	}
	e := &Estimate{Ownership: make([]float64, w*h), Playouts: playouts}
	for i, o := range own {
		e.Ownership[i] = float64(o) / playouts
	}
	// A block (chains joined through their own empty points) lives or dies as one.
	sum := map[int]float64{}
	stones := map[int]int{}
	for _, c := range chains {
		for _, v := range c.Stones {
			sum[c.Block] += e.Ownership[v.Y*w+v.X] * sign(c.Color)
		}
		stones[c.Block] += len(c.Stones)
	}
	saved := savedByAnswer(b, col, chains, sum, pb, r, atari)
	var dead []board.Vertex
	for _, c := range chains {
		ce := Chain{Stones: c.Stones, Color: c.Color, Status: Alive}
		k := sum[c.Block] / float64(stones[c.Block])
		switch {
		case c.PassAlive:
			ce.Confidence = 1
		case saved[c.Block]:
			ce.Confidence = 0 // unsettled: uncertain, never proposed dead
		case k < 0:
			ce.Status, ce.Confidence = Dead, -k
			dead = append(dead, ce.Stones...)
		default:
			ce.Confidence = k
		}
		e.Chains = append(e.Chains, ce)
	}
	dead = e.unsettle(b, dead, budget)
	dead = e.standSeki(b, dead, budget)
	e.markSeki(b, dead)
	return e
}

// standSeki puts back the chains of dead that stand in a seki the playouts broke
// (count.Standing) as alive with confidence 0, drawn as uncertain, and returns the stones
// still proposed dead.
func (e *Estimate) standSeki(b *board.Board, dead []board.Vertex, budget *reading.Budget) []board.Vertex {
	up := count.StandingOf(b, dead, dead, budget)
	if len(up) == 0 {
		return dead
	}
	back := map[board.Vertex]bool{}
	for _, v := range up {
		back[v] = true
	}
	for i := range e.Chains {
		if c := &e.Chains[i]; c.Status == Dead && back[c.Stones[0]] {
			c.Status, c.Confidence = Alive, 0
		}
	}
	return e.Dead()
}

// markSeki marks the chains that are seki once the dead chains are off, and the chains of
// blocks the seki test read as capturable (a nakade the playouts would not play) dead.
func (e *Estimate) markSeki(b *board.Board, dead []board.Vertex) {
	seki, capturable, err := count.SekiTest(b, dead)
	if err != nil {
		return
	}
	status := map[board.Vertex]Status{}
	for _, v := range seki {
		status[v] = Seki
	}
	for _, v := range capturable {
		status[v] = Dead
	}
	for i := range e.Chains {
		c := &e.Chains[i]
		if s, ok := status[c.Stones[0]]; ok && c.Status == Alive {
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
func positionSeed(w, h int, col []board.Color) uint64 {
	f := fnv.New64a()
	buf := make([]byte, 0, len(col)+2)
	buf = append(buf, byte(w), byte(h))
	for _, c := range col {
		buf = append(buf, byte(c))
	}
	f.Write(buf)
	return f.Sum64()
}
