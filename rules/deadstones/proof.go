package deadstones

import (
	"goref/board"
	"goref/rules/count"
	"goref/rules/reading"
)

// The owner's one move, then a proof. A group is proposed dead only when it is dead whatever
// it answers, so for each group the playouts call dead its owner plays each of its answers
// once: a liberty of the group or a point of an empty region only its colour borders (its eye
// space) that joins two of its chains, captures, or stands next to an eye of its own (any
// other move only fills a liberty of its own). When after one of them the group has an eye of
// its own and is pass-alive (Benson) or stands in seki by the count's seki reading
// (count.Standing: the opponent, moving first, cannot capture it; the other proposed dead
// stones still off), its life turns on who plays there first: it is unsettled, alive with
// confidence 0 (shown uncertain), not dead. The proof after the answer is static, because
// random playouts after it make dead groups look alive; and it is a reading, because the
// count's seki test alone, asked after the answer, called a dead stone inside the opponent's
// area seki once its neighbours' dead stones were off (the opponent's wall then looks short
// of eyes). A reading costs up to some 80 ms when it runs out of nodes, so the answers that
// only fill a liberty are not read: they leave the group's shape as it was, and the proofs
// spend the estimate's reading budget (readNodes), each at most proofNodes of it, so that
// answers the reading cannot settle leave nodes for the seki readings after them.

// proofNodes is the most one answer's proof may read: the proofs that settle a group on the
// tuning half take some 7,000 nodes at most.
const proofNodes = 10000

// eyeSpaceMax is the largest empty region of the owner's colour whose points are tried
// besides the block's liberties; a larger one is not the eye space of a dead group.
const eyeSpaceMax = 8

// sekiEyeMax is the largest eye the proofs are tried for (the count's seki reading reads
// up to 16 empty points).
const sekiEyeMax = 16

// unsettle turns the dead chains of e that an answer of their owner proves pass-alive or
// seki into alive with confidence 0, and returns the stones still dead.
// The dead chains of one colour that share a liberty are answered for together: one stone
// may join them (a group's chains are often cut apart only by the point it answers on).
func (e *Estimate) unsettle(b *board.Board, dead []board.Vertex, budget *reading.Budget) []board.Vertex {
	groups := deadGroups(b, e)
	if len(groups) == 0 {
		return dead
	}
	tb, err := board.FromRows(b.Rows()...)
	if err != nil {
		return dead
	}
	for _, g := range groups {
		inGroup := map[board.Vertex]bool{}
		for _, i := range g {
			for _, v := range e.Chains[i].Stones {
				inGroup[v] = true
			}
		}
		var others []board.Vertex
		for _, v := range dead {
			if !inGroup[v] {
				others = append(others, v)
			}
		}
		proved := map[int]bool{}
		for _, m := range answers(tb, e, g) {
			for _, i := range provedAfter(tb, e, g, m, others, budget) {
				proved[i] = true
			}
			if len(proved) == len(g) {
				break
			}
		}
		for i := range proved {
			e.Chains[i].Status, e.Chains[i].Confidence = Alive, 0
		}
	}
	return e.Dead()
}

// deadGroups gathers the dead chains of e into groups: chains of one colour sharing a
// liberty, in the order of their first chain.
func deadGroups(b *board.Board, e *Estimate) [][]int {
	group := make([]int, len(e.Chains))
	for i := range group {
		group[i] = -1
	}
	libs := map[board.Vertex][]int{} // liberty → dead chains next to it
	for i, c := range e.Chains {
		if c.Status == Dead {
			for _, l := range b.Liberties(c.Stones[0]) {
				libs[l] = append(libs[l], i)
			}
		}
	}
	var out [][]int
	for i, c := range e.Chains {
		if c.Status != Dead || group[i] >= 0 {
			continue
		}
		g := len(out)
		group[i] = g
		members := []int{i}
		for j := 0; j < len(members); j++ {
			for _, l := range b.Liberties(e.Chains[members[j]].Stones[0]) {
				for _, k := range libs[l] {
					if group[k] < 0 && e.Chains[k].Color == c.Color {
						group[k] = g
						members = append(members, k)
					}
				}
			}
		}
		out = append(out, members)
	}
	return out
}

// answers lists the owner's answers for the chains idx of e: their liberties, and the points
// of the empty regions through them that border no opponent stone and hold at most
// eyeSpaceMax points, in the order found.
func answers(b *board.Board, e *Estimate, idx []int) []board.Vertex {
	own := e.Chains[idx[0]].Color
	seen := map[board.Vertex]bool{}
	var out []board.Vertex
	add := func(v board.Vertex) {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	for _, i := range idx {
		for _, l := range b.Liberties(e.Chains[i].Stones[0]) {
			add(l)
		}
	}
	for _, l := range append([]board.Vertex(nil), out...) {
		if reg, ok := ownRegion(b, l, own, eyeSpaceMax); ok {
			for _, v := range reg {
				add(v)
			}
		}
	}
	return out
}

// ownRegion returns the empty region through v when it borders no stone of c's opponent and
// holds at most max points.
func ownRegion(b *board.Board, v board.Vertex, c board.Color, max int) ([]board.Vertex, bool) {
	reg := []board.Vertex{v}
	in := map[board.Vertex]bool{v: true}
	for j := 0; j < len(reg); j++ {
		for _, q := range b.Neighbours(reg[j]) {
			switch b.At(q) {
			case board.Empty:
				if !in[q] {
					if len(reg) == max {
						return nil, false
					}
					in[q] = true
					reg = append(reg, q)
				}
			case c:
			default:
				return nil, false
			}
		}
	}
	return reg, true
}

// provedAfter plays the owner's answer m on b and returns the chains of g (indexes in
// e.Chains) that are then pass-alive or in seki by the count's seki test, with the stones of
// others still on the board dead, reading at most proofNodes of budget; b is unchanged
// afterwards.
func provedAfter(b *board.Board, e *Estimate, g []int, m board.Vertex, others []board.Vertex, budget *reading.Budget) []int {
	c := e.Chains[g[0]].Color
	joins := joinsChains(b, c, m)
	took, err := b.Play(c, m)
	if err != nil {
		return nil
	}
	defer b.Undo()
	if !joins && took == 0 && !eyeNext(b, c, m) || !hasEye(b, e, g, m) {
		return nil
	}
	alive := map[board.Vertex]bool{}
	for _, ch := range count.Chains(b) {
		if ch.PassAlive {
			for _, v := range ch.Stones {
				alive[v] = true
			}
		}
	}
	dead := []board.Vertex{}
	for _, i := range g {
		dead = append(dead, e.Chains[i].Stones...)
	}
	group := len(dead)
	for _, v := range others {
		if b.At(v) != board.Empty {
			dead = append(dead, v)
		}
	}
	part := &reading.Budget{Left: min(proofNodes, budget.Left)}
	seki := count.StandingOf(b, dead, dead[:group], part)
	budget.Left -= part.Used
	budget.Used += part.Used
	for _, v := range seki {
		alive[v] = true
	}
	var out []int
	for _, i := range g {
		if alive[e.Chains[i].Stones[0]] {
			out = append(out, i)
		}
	}
	return out
}

// hasEye tells whether a chain of g, or the chain at m, borders an empty region of its own
// colour small enough to be read (sekiEyeMax points): without one, the group has no eye to
// live by, and neither proof is tried.
func hasEye(b *board.Board, e *Estimate, g []int, m board.Vertex) bool {
	c := e.Chains[g[0]].Color
	stones := []board.Vertex{m}
	for _, i := range g {
		stones = append(stones, e.Chains[i].Stones[0])
	}
	for _, s := range stones {
		if b.At(s) != c {
			continue
		}
		for _, l := range b.Liberties(s) {
			if _, ok := ownRegion(b, l, c, sekiEyeMax); ok {
				return true
			}
		}
	}
	return false
}

// joinsChains tells whether c at the empty point m would join two chains of c or more.
func joinsChains(b *board.Board, c board.Color, m board.Vertex) bool {
	var first board.Vertex
	n := 0
	for _, q := range b.Neighbours(m) {
		if b.At(q) != c {
			continue
		}
		id, _ := b.ChainID(q)
		if n > 0 && id != first {
			return true
		}
		first, n = id, n+1
	}
	return false
}

// eyeNext tells whether a point next to c's stone at m is in an empty region of c's own
// (at most sekiEyeMax points): the stone made an eye or shaped one.
func eyeNext(b *board.Board, c board.Color, m board.Vertex) bool {
	for _, q := range b.Neighbours(m) {
		if b.At(q) == board.Empty {
			if _, ok := ownRegion(b, q, c, sekiEyeMax); ok {
				return true
			}
		}
	}
	return false
}
