package count

import (
	"fmt"

	"goref/board"
	"goref/rules/reading"
)

// position is the board as counting sees it: the agreed dead stones taken off, chains and
// empty regions labelled, chains joined into blocks (living groups that share eye space).
// Points are indices y*w+x.
type position struct {
	w, h    int
	col     []board.Color // after dead removal
	dead    [3]int        // dead stones by colour
	deadPts []int

	chainOf  []int32 // chain per stone, -1 on empty points
	chains   []chain
	regionOf []int32 // region per empty point, -1 on stones
	regions  []region
	blocks   []block
	readDead map[int]bool    // capturable (reading.go) by block, once read
	reader   *reading.Reader // the readings' boards
}

type chain struct {
	color   board.Color
	stones  []int
	regions []int // adjacent empty regions
	block   int
	seki    bool
}

type region struct {
	points []int
	black  bool // a black stone borders it
	white  bool
	chains []int
}

// owner is the only colour bordering r, or Empty for shared points (and an empty board).
func (r *region) owner() board.Color {
	switch {
	case r.black && !r.white:
		return board.Black
	case r.white && !r.black:
		return board.White
	}
	return board.Empty
}

// block is a living group: chains of one colour joined through regions only they border.
type block struct {
	color    board.Color
	chains   []int
	own      []int // regions bordered only by this block's colour
	ownSize  int
	shared   bool // touches a shared region
	realEyes int  // own regions that are not false one-point eyes
}

// independent tells whether the block can make two eyes on its own: two real eyes, or one
// region of three or more points that it can split.
func (b *block) independent(p *position) bool {
	if b.realEyes >= 2 {
		return true
	}
	for _, r := range b.own {
		if len(p.regions[r].points) >= 3 {
			return true
		}
	}
	return false
}

func (p *position) nbrs(i int, buf *[4]int) []int {
	x, y := i%p.w, i/p.w
	out := buf[:0]
	if y > 0 {
		out = append(out, i-p.w)
	}
	if x > 0 {
		out = append(out, i-1)
	}
	if x < p.w-1 {
		out = append(out, i+1)
	}
	if y < p.h-1 {
		out = append(out, i+p.w)
	}
	return out
}

func (p *position) vertex(i int) board.Vertex { return board.Vertex{X: i % p.w, Y: i / p.w} }

func (p *position) index(v board.Vertex) int { return v.Y*p.w + v.X }

// analyse reads b, takes off the chains of dead (any stone marks its chain) and labels the
// rest. A dead mark on an empty point or off the board is an error.
func analyse(b *board.Board, dead []board.Vertex) (*position, error) {
	w, h := b.Width(), b.Height()
	p := &position{w: w, h: h, col: make([]board.Color, w*h)}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			p.col[y*w+x] = b.At(board.Vertex{X: x, Y: y})
		}
	}
	p.label()
	if len(dead) > 0 {
		gone := make([]bool, len(p.chains))
		for _, v := range dead {
			if !v.In(w, h) {
				return nil, fmt.Errorf("dead stone %s is off the %dx%d board", v.GTP(h), w, h)
			}
			c := p.chainOf[p.index(v)]
			if c < 0 {
				return nil, fmt.Errorf("dead stone %s: the point is empty", v.GTP(h))
			}
			gone[c] = true
		}
		for c, g := range gone {
			if !g {
				continue
			}
			ch := p.chains[c]
			for _, s := range ch.stones {
				p.col[s] = board.Empty
				p.deadPts = append(p.deadPts, s)
			}
			p.dead[ch.color] += len(ch.stones)
		}
		p.label()
	}
	p.joinBlocks()
	return p, nil
}

// label finds chains and empty regions of col.
func (p *position) label() {
	n := p.w * p.h
	if p.chainOf == nil {
		p.chainOf = make([]int32, n)
		p.regionOf = make([]int32, n)
	}
	for i := range p.chainOf {
		p.chainOf[i], p.regionOf[i] = -1, -1
	}
	p.chains, p.regions = p.chains[:0], p.regions[:0]
	var buf [4]int
	stack := make([]int, 0, n)
	for i := 0; i < n; i++ {
		if p.col[i] == board.Empty || p.chainOf[i] >= 0 {
			continue
		}
		id := int32(len(p.chains))
		c := chain{color: p.col[i]}
		p.chainOf[i] = id
		stack = append(stack[:0], i)
		for len(stack) > 0 {
			s := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			c.stones = append(c.stones, s)
			for _, q := range p.nbrs(s, &buf) {
				if p.col[q] == c.color && p.chainOf[q] < 0 {
					p.chainOf[q] = id
					stack = append(stack, q)
				}
			}
		}
		p.chains = append(p.chains, c)
	}
	for i := 0; i < n; i++ {
		if p.col[i] != board.Empty || p.regionOf[i] >= 0 {
			continue
		}
		id := int32(len(p.regions))
		var r region
		p.regionOf[i] = id
		stack = append(stack[:0], i)
		for len(stack) > 0 {
			s := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r.points = append(r.points, s)
			for _, q := range p.nbrs(s, &buf) {
				switch p.col[q] {
				case board.Empty:
					if p.regionOf[q] < 0 {
						p.regionOf[q] = id
						stack = append(stack, q)
					}
				case board.Black:
					r.black = true
					r.chains = addOnce(r.chains, int(p.chainOf[q]))
				case board.White:
					r.white = true
					r.chains = addOnce(r.chains, int(p.chainOf[q]))
				}
			}
		}
		for _, c := range r.chains {
			p.chains[c].regions = append(p.chains[c].regions, int(id))
		}
		p.regions = append(p.regions, r)
	}
}

func addOnce(list []int, v int) []int {
	for _, x := range list {
		if x == v {
			return list
		}
	}
	return append(list, v)
}

// joinBlocks groups chains into blocks through the regions that only their colour borders.
func (p *position) joinBlocks() {
	parent := make([]int, len(p.chains))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for ri := range p.regions {
		r := &p.regions[ri]
		if r.owner() == board.Empty || len(r.chains) < 2 {
			continue
		}
		a := find(r.chains[0])
		for _, c := range r.chains[1:] {
			if b := find(c); b != a {
				parent[b] = a
			}
		}
	}
	idx := make(map[int]int)
	p.blocks = p.blocks[:0]
	for c := range p.chains {
		root := find(c)
		bi, ok := idx[root]
		if !ok {
			bi = len(p.blocks)
			idx[root] = bi
			p.blocks = append(p.blocks, block{color: p.chains[c].color})
		}
		p.chains[c].block = bi
		p.blocks[bi].chains = append(p.blocks[bi].chains, c)
	}
	for ri := range p.regions {
		r := &p.regions[ri]
		if len(r.chains) == 0 {
			continue
		}
		if r.owner() == board.Empty {
			for _, c := range r.chains {
				p.blocks[p.chains[c].block].shared = true
			}
			continue
		}
		b := &p.blocks[p.chains[r.chains[0]].block]
		b.own = append(b.own, ri)
		b.ownSize += len(r.points)
		if len(r.points) > 1 || !p.falseEye(r.points[0], b.color) {
			b.realEyes++
		}
	}
}

// falseEye applies the diagonal test to a one-point eye of c: the opponent (or, for the
// diagonal, any point not of c that is not an own eye) holds two diagonals, or one on the edge.
func (p *position) falseEye(i int, c board.Color) bool {
	x, y := i%p.w, i/p.w
	bad, off := 0, 0
	for _, d := range [4][2]int{{-1, -1}, {1, -1}, {-1, 1}, {1, 1}} {
		nx, ny := x+d[0], y+d[1]
		if nx < 0 || ny < 0 || nx >= p.w || ny >= p.h {
			off++
			continue
		}
		if p.col[ny*p.w+nx] == c.Opponent() {
			bad++
		}
	}
	if off > 0 {
		return bad >= 1
	}
	return bad >= 2
}

// stones counts the live stones of c.
func (p *position) stones(c board.Color) int {
	n := 0
	for _, x := range p.col {
		if x == c {
			n++
		}
	}
	return n
}
