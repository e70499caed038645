package count

import (
	"goref/board"
)

// Pass-alive chains (Benson's algorithm): chains that no sequence of the opponent's moves
// can capture even if their owner always passes.

// area is a maximal connected set of points not of colour c, with the c chains around it and
// the opponent chains inside it.
type area struct {
	points []int
	border []int
	inside []int
}

func (p *position) areasOf(c board.Color) []area {
	n := p.w * p.h
	seen := make([]bool, n)
	var out []area
	var buf [4]int
	for i := 0; i < n; i++ {
		if p.col[i] == c || seen[i] {
			continue
		}
		var a area
		seen[i] = true
		stack := []int{i}
		for len(stack) > 0 {
			s := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			a.points = append(a.points, s)
			if ci := p.chainOf[s]; ci >= 0 {
				a.inside = addOnce(a.inside, int(ci))
			}
			for _, q := range p.nbrs(s, &buf) {
				if p.col[q] == c {
					a.border = addOnce(a.border, int(p.chainOf[q]))
				} else if !seen[q] {
					seen[q] = true
					stack = append(stack, q)
				}
			}
		}
		out = append(out, a)
	}
	return out
}

// benson marks the chains of c that are pass-alive by Benson's algorithm: chains with two
// vital regions among regions whose bordering chains all survive.
func (p *position) benson(c board.Color) []bool {
	areas := p.areasOf(c)
	alive := make([]bool, len(p.chains))
	for ci := range p.chains {
		alive[ci] = p.chains[ci].color == c
	}
	// vital[a] lists the chains to which every empty point of area a is a liberty.
	vital := make([][]int, len(areas))
	var buf [4]int
	for ai, a := range areas {
		for _, ci := range a.border {
			ok := true
			for _, pt := range a.points {
				if p.col[pt] != board.Empty {
					continue
				}
				touch := false
				for _, q := range p.nbrs(pt, &buf) {
					touch = touch || p.chainOf[q] == int32(ci)
				}
				if !touch {
					ok = false
					break
				}
			}
			if ok {
				vital[ai] = append(vital[ai], ci)
			}
		}
	}
	valid := make([]bool, len(areas))
	for i := range valid {
		valid[i] = true
	}
	for changed := true; changed; {
		changed = false
		count := make([]int, len(p.chains))
		for ai := range areas {
			if !valid[ai] {
				continue
			}
			for _, ci := range vital[ai] {
				count[ci]++
			}
		}
		for ci := range p.chains {
			if alive[ci] && count[ci] < 2 {
				alive[ci] = false
				changed = true
			}
		}
		for ai, a := range areas {
			if !valid[ai] {
				continue
			}
			for _, ci := range a.border {
				if !alive[ci] {
					valid[ai] = false
					changed = true
					break
				}
			}
		}
	}
	return alive
}
