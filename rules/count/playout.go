package count

import (
	"math/rand/v2"

	"goref/board"
)

// pboard is a small board for random playouts: a padded grid (a border row above and below,
// a border column shared between rows, one more border point at the end for the diagonals), chains as circular lists of stones with a head,
// a size and pseudo-liberties (each empty neighbour counted once per adjacent stone: zero
// exactly when the chain has no liberty). It has no history: playouts need only simple ko.
type pboard struct {
	w, h, stride int
	col          []board.Color
	head, next   []int32
	libs, size   []int32 // at the head
	ko           int
	empty        []int32 // empty points
	emptyAt      []int32 // index in empty, -1 when the point is occupied
	dirs         [4]int
	diags        [4]int
}

const pEdge = board.Color(3)

func newPboard(w, h int) *pboard {
	s := w + 1
	n := s*(h+2) + 1
	pb := &pboard{w: w, h: h, stride: s,
		col: make([]board.Color, n), head: make([]int32, n), next: make([]int32, n),
		libs: make([]int32, n), size: make([]int32, n), emptyAt: make([]int32, n),
		dirs: [4]int{-s, -1, 1, s}, diags: [4]int{-s - 1, -s + 1, s - 1, s + 1}}
	return pb
}

// pt is the grid index of the point with row-major index i of a w×h board.
func (pb *pboard) pt(i int) int { return (i/pb.w+1)*pb.stride + i%pb.w + 1 }

// load copies the w×h colours col (row-major) onto pb and labels the chains.
func (pb *pboard) load(col []board.Color) {
	for i := range pb.col {
		pb.col[i] = pEdge
		pb.emptyAt[i] = -1
	}
	pb.empty = pb.empty[:0]
	pb.ko = -1
	for i, c := range col {
		p := pb.pt(i)
		pb.col[p] = c
		if c == board.Empty {
			pb.emptyAt[p] = int32(len(pb.empty))
			pb.empty = append(pb.empty, int32(p))
		}
	}
	for i := range col {
		p := pb.pt(i)
		if pb.col[p] == board.Black || pb.col[p] == board.White {
			pb.head[p], pb.next[p], pb.size[p], pb.libs[p] = int32(p), int32(p), 1, 0
		}
	}
	for i := range col {
		p := pb.pt(i)
		c := pb.col[p]
		if c != board.Black && c != board.White {
			continue
		}
		for _, d := range pb.dirs {
			q := p + d
			switch pb.col[q] {
			case board.Empty:
				pb.libs[pb.head[p]]++
			case c:
				if pb.head[q] != pb.head[p] {
					pb.merge(int(pb.head[p]), int(pb.head[q]))
				}
			}
		}
	}
}

// merge joins the chains with heads a and b (their pseudo-liberties add up).
func (pb *pboard) merge(a, b int) {
	if pb.size[a] < pb.size[b] {
		a, b = b, a
	}
	s := b
	for {
		pb.head[s] = int32(a)
		s = int(pb.next[s])
		if s == b {
			break
		}
	}
	pb.next[a], pb.next[b] = pb.next[b], pb.next[a]
	pb.size[a] += pb.size[b]
	pb.libs[a] += pb.libs[b]
}

// eye tells whether the empty point p is an eye of c: every neighbour c (or the edge) and
// not a false eye by the diagonal test.
func (pb *pboard) eye(c board.Color, p int) bool {
	edge := false
	for _, d := range pb.dirs {
		switch pb.col[p+d] {
		case c:
		case pEdge:
			edge = true
		default:
			return false
		}
	}
	bad := 0
	o := c.Opponent()
	for _, d := range pb.diags {
		if pb.col[p+d] == o {
			bad++
		}
	}
	if edge {
		return bad == 0
	}
	return bad < 2
}

// play puts a c stone on the empty point p if the move is legal (no suicide, simple ko) and
// reports whether it did.
func (pb *pboard) play(c board.Color, p int) bool {
	if p == pb.ko {
		return false
	}
	o := c.Opponent()
	var heads [4]int32
	var adj [4]int32
	n := 0
	libOK := false
	for _, d := range pb.dirs {
		q := p + d
		switch pb.col[q] {
		case board.Empty:
			libOK = true
			continue
		case pEdge:
			continue
		}
		h := pb.head[q]
		k := 0
		for k < n && heads[k] != h {
			k++
		}
		if k == n {
			heads[n], adj[n] = h, 0
			n++
		}
		adj[k]++
	}
	if !libOK {
		for k := 0; k < n; k++ {
			h := heads[k]
			if pb.col[h] == c && pb.libs[h] > adj[k] || pb.col[h] == o && pb.libs[h] == adj[k] {
				libOK = true
				break
			}
		}
		if !libOK {
			return false
		}
	}
	// Place the stone.
	pb.removeEmpty(p)
	pb.col[p] = c
	pb.head[p], pb.next[p], pb.size[p], pb.libs[p] = int32(p), int32(p), 1, 0
	for _, d := range pb.dirs {
		if pb.col[p+d] == board.Empty {
			pb.libs[p]++
		}
	}
	for k := 0; k < n; k++ {
		pb.libs[heads[k]] -= adj[k]
	}
	captured, capturedAt := 0, -1
	for k := 0; k < n; k++ {
		h := int(heads[k])
		if pb.col[h] == o && pb.libs[h] == 0 {
			captured += int(pb.size[h])
			capturedAt = h
			pb.remove(h)
		}
	}
	for k := 0; k < n; k++ {
		h := int(heads[k])
		if pb.col[h] == c && pb.head[h] != pb.head[p] {
			pb.merge(int(pb.head[p]), int(pb.head[h]))
		}
	}
	pb.ko = -1
	if h := pb.head[p]; captured == 1 && pb.size[h] == 1 && pb.libs[h] == 1 {
		pb.ko = capturedAt
	}
	return true
}

// remove takes the chain with head h off the board.
func (pb *pboard) remove(h int) {
	s := h
	for {
		nx := int(pb.next[s])
		pb.col[s] = board.Empty
		pb.emptyAt[s] = int32(len(pb.empty))
		pb.empty = append(pb.empty, int32(s))
		s = nx
		if s == h {
			break
		}
	}
	for {
		for _, d := range pb.dirs {
			q := s + d
			if c := pb.col[q]; c == board.Black || c == board.White {
				pb.libs[pb.head[q]]++
			}
		}
		s = int(pb.next[s])
		if s == h {
			break
		}
	}
}

func (pb *pboard) removeEmpty(p int) {
	i := pb.emptyAt[p]
	last := pb.empty[len(pb.empty)-1]
	pb.empty[i] = last
	pb.emptyAt[last] = i
	pb.empty = pb.empty[:len(pb.empty)-1]
	pb.emptyAt[p] = -1
}

// playout plays moves until both pass or the move limit, first from toMove, and adds each
// point's final owner to own (+1 Black, −1 White; an empty point belongs to the colour of all
// its neighbours). The policy: capture a chain that the last move left in atari; else save
// a chain of the mover's that the last move put in atari, when extending gives it two
// liberties (without it a group lost a semeai it wins at a real board); else a random legal
// move that fills no eye of the mover and puts no chain of three stones or more into atari
// (a seki's shared liberty stays open; a throw-in or a two-stone nakade is allowed).
func (pb *pboard) playout(r *rand.Rand, toMove board.Color, own []int32) {
	limit := 3 * pb.w * pb.h
	passes := 0
	c := toMove
	last := -1
	for m := 0; m < limit && passes < 2; m++ {
		played := -1
		if last >= 0 {
			if q := pb.captureNear(c, last); q >= 0 && pb.play(c, q) {
				played = q
			} else if q := pb.escapeNear(c, last); q >= 0 && pb.play(c, q) {
				played = q
			}
		}
		if n := len(pb.empty); played < 0 && n > 0 {
			start := r.IntN(n)
			for i := 0; i < n; i++ {
				p := int(pb.empty[(start+i)%n])
				if pb.eye(c, p) || pb.selfAtari(c, p) {
					continue
				}
				if pb.play(c, p) {
					played = p
					break
				}
			}
		}
		if played >= 0 {
			passes = 0
		} else {
			passes++
			pb.ko = -1
		}
		last = played
		c = c.Opponent()
	}
	for i := range own {
		p := pb.pt(i)
		c := pb.col[p]
		if c == board.Empty {
			for _, d := range pb.dirs {
				if q := pb.col[p+d]; q != pEdge {
					if c == board.Empty {
						c = q
					} else if q != c {
						c = pEdge
					}
				}
			}
		}
		switch c {
		case board.Black:
			own[i]++
		case board.White:
			own[i]--
		}
	}
}

// liberties counts the liberties of the chain with head h, stopping at limit (at most 4); at
// is the last one found.
func (pb *pboard) liberties(h, limit int) (n, at int) {
	var seen [4]int
	at = -1
	s := h
	for {
		for _, d := range pb.dirs {
			q := s + d
			if pb.col[q] != board.Empty {
				continue
			}
			dup := false
			for _, x := range seen[:n] {
				dup = dup || x == q
			}
			if !dup {
				seen[n], at = q, q
				n++
				if n >= limit {
					return n, at
				}
			}
		}
		s = int(pb.next[s])
		if s == h {
			return n, at
		}
	}
}

// captureNear returns the liberty of an opponent chain next to the point p that has one
// liberty left, or −1.
func (pb *pboard) captureNear(c board.Color, p int) int {
	o := c.Opponent()
	for _, d := range pb.dirs {
		q := p + d
		if pb.col[q] != o {
			continue
		}
		if n, at := pb.liberties(int(pb.head[q]), 2); n == 1 {
			return at
		}
	}
	if pb.col[p] == o {
		if n, at := pb.liberties(int(pb.head[p]), 2); n == 1 {
			return at
		}
	}
	return -1
}

// selfAtari tells whether c at the empty point p would leave a chain of three stones or more
// with one liberty, capturing nothing.
func (pb *pboard) selfAtari(c board.Color, p int) bool {
	size := 1
	var heads [4]int32
	nh := 0
	for _, d := range pb.dirs {
		q := p + d
		switch pb.col[q] {
		case c:
			h := pb.head[q]
			dup := false
			for k := 0; k < nh; k++ {
				dup = dup || heads[k] == h
			}
			if !dup {
				heads[nh] = h
				nh++
				size += int(pb.size[h])
			}
		case c.Opponent():
			if k, _ := pb.liberties(int(pb.head[q]), 2); k == 1 {
				return false // it captures
			}
		}
	}
	// A throw-in, or two stones played into an eye (nakade), may be self-atari.
	return size >= 3 && pb.libsAfter(c, p) < 2
}

// escapeNear returns the liberty of a chain of c next to the point p that has one liberty
// left when c playing there leaves the chain two liberties or more, or −1.
func (pb *pboard) escapeNear(c board.Color, p int) int {
	for _, d := range pb.dirs {
		q := p + d
		if pb.col[q] != c {
			continue
		}
		if n, at := pb.liberties(int(pb.head[q]), 2); n == 1 && pb.libsAfter(c, at) >= 2 {
			return at
		}
	}
	return -1
}

// libsAfter counts (up to 2) the liberties c's chain at the empty point p would have.
func (pb *pboard) libsAfter(c board.Color, p int) int {
	var libs [2]int
	n := 0
	add := func(q int) {
		if q == p || n == 2 {
			return
		}
		for k := 0; k < n; k++ {
			if libs[k] == q {
				return
			}
		}
		libs[n] = q
		n++
	}
	for _, d := range pb.dirs {
		q := p + d
		switch pb.col[q] {
		case board.Empty:
			add(q)
		case c:
			h := int(pb.head[q])
			s := h
			for n < 2 {
				for _, d2 := range pb.dirs {
					if x := s + d2; pb.col[x] == board.Empty {
						add(x)
					}
				}
				s = int(pb.next[s])
				if s == h {
					break
				}
			}
		}
	}
	return n
}
