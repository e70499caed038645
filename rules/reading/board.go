package reading

import (
	"goref/board"
)

// Board is a small board for random playouts and reading: a padded grid (a border row above
// and below, a border column shared between rows, one more border point at the end for the
// diagonals), chains as circular lists of stones with a head, a size and pseudo-liberties
// (each empty neighbour counted once per adjacent stone: zero exactly when the chain has no
// liberty). It has no history: playouts and the reader need only simple ko.
type Board struct {
	w, h, stride int
	col          []board.Color
	head, next   []int32
	libs, size   []int32 // at the head
	ko           int
	empty        []int32 // empty points
	emptyAt      []int32 // index in empty, -1 when the point is occupied
	stones       uint64  // the xor of stoneKey of every stone: the reader's key, kept as stones come and go
	dirs         [4]int
	diags        [4]int
}

// Edge is the colour of the border points around the board.
const Edge = board.Color(3)

// New returns an empty w×h board (all points off the board until Load).
func New(w, h int) *Board {
	s := w + 1
	n := s*(h+2) + 1
	return &Board{w: w, h: h, stride: s,
		col: make([]board.Color, n), head: make([]int32, n), next: make([]int32, n),
		libs: make([]int32, n), size: make([]int32, n), emptyAt: make([]int32, n),
		dirs: [4]int{-s, -1, 1, s}, diags: [4]int{-s - 1, -s + 1, s - 1, s + 1}}
}

// Pt is the grid index of the point with row-major index i of the w×h board.
func (pb *Board) Pt(i int) int { return (i/pb.w+1)*pb.stride + i%pb.w + 1 }

// At is the colour at grid point p (Edge off the board).
func (pb *Board) At(p int) board.Color { return pb.col[p] }

// Empties lists the empty points (grid indices, in no fixed order); the caller must not
// change it.
func (pb *Board) Empties() []int32 { return pb.empty }

// Ko is the point the simple ko rule forbids now, or −1.
func (pb *Board) Ko() int { return pb.ko }

// ClearKo lifts the ko ban (after a pass).
func (pb *Board) ClearKo() { pb.ko = -1 }

// Load copies the w×h colours col (row-major) onto pb and labels the chains.
func (pb *Board) Load(col []board.Color) {
	for i := range pb.col {
		pb.col[i] = Edge
		pb.emptyAt[i] = -1
	}
	pb.empty = pb.empty[:0]
	pb.ko = -1
	pb.stones = 0
	for i, c := range col {
		p := pb.Pt(i)
		pb.col[p] = c
		if c == board.Black || c == board.White {
			pb.stones ^= stoneKey(c, p)
		}
		if c == board.Empty {
			pb.emptyAt[p] = int32(len(pb.empty))
			pb.empty = append(pb.empty, int32(p))
		}
	}
	for i := range col {
		p := pb.Pt(i)
		if pb.col[p] == board.Black || pb.col[p] == board.White {
			pb.head[p], pb.next[p], pb.size[p], pb.libs[p] = int32(p), int32(p), 1, 0
		}
	}
	for i := range col {
		p := pb.Pt(i)
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

// CopyFrom makes pb a copy of o (same size).
func (pb *Board) CopyFrom(o *Board) {
	copy(pb.col, o.col)
	copy(pb.head, o.head)
	copy(pb.next, o.next)
	copy(pb.libs, o.libs)
	copy(pb.size, o.size)
	copy(pb.emptyAt, o.emptyAt)
	pb.empty = append(pb.empty[:0], o.empty...)
	pb.ko = o.ko
	pb.stones = o.stones
}

// merge joins the chains with heads a and b (their pseudo-liberties add up).
func (pb *Board) merge(a, b int) {
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

// Play puts a c stone on the empty point p if the move is legal (no suicide, simple ko) and
// reports whether it did.
func (pb *Board) Play(c board.Color, p int) bool {
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
		case Edge:
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
	pb.stones ^= stoneKey(c, p)
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
func (pb *Board) remove(h int) {
	s := h
	for {
		nx := int(pb.next[s])
		pb.stones ^= stoneKey(pb.col[s], s)
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

func (pb *Board) removeEmpty(p int) {
	i := pb.emptyAt[p]
	last := pb.empty[len(pb.empty)-1]
	pb.empty[i] = last
	pb.emptyAt[last] = i
	pb.empty = pb.empty[:len(pb.empty)-1]
	pb.emptyAt[p] = -1
}

// Owner is the colour of the stone at grid point p, or for an empty point the colour of all
// its neighbours on the board; Empty when they differ (or p has none).
func (pb *Board) Owner(p int) board.Color {
	c := pb.col[p]
	if c != board.Empty {
		return c
	}
	for _, d := range pb.dirs {
		if q := pb.col[p+d]; q != Edge {
			if c == board.Empty {
				c = q
			} else if q != c {
				return board.Empty
			}
		}
	}
	return c
}

// stoneKey is a fixed random 64-bit number for a stone of colour c on point p (Zobrist
// hashing: the xor over the stones names a position, updated by one xor a stone).
func stoneKey(c board.Color, p int) uint64 {
	x := uint64(p)<<2 | uint64(c) // splitmix64 of the stone
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
