package reading

import "goref/board"

// Eye tells whether the empty point p is an eye of c: every neighbour c (or the edge) and
// not a false eye by the diagonal test.
func (pb *Board) Eye(c board.Color, p int) bool {
	edge := false
	for _, d := range pb.dirs {
		switch pb.col[p+d] {
		case c:
		case Edge:
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

// Liberties counts the liberties of the chain with head h, stopping at limit (at most 4); at
// is the last one found.
func (pb *Board) Liberties(h, limit int) (n, at int) {
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

// CaptureNear returns the liberty of an opponent chain on or next to the point p that has
// one liberty left, or −1.
func (pb *Board) CaptureNear(c board.Color, p int) int {
	o := c.Opponent()
	for _, d := range pb.dirs {
		q := p + d
		if pb.col[q] != o {
			continue
		}
		if n, at := pb.Liberties(int(pb.head[q]), 2); n == 1 {
			return at
		}
	}
	if pb.col[p] == o {
		if n, at := pb.Liberties(int(pb.head[p]), 2); n == 1 {
			return at
		}
	}
	return -1
}

// SelfAtari tells whether c at the empty point p would leave a chain of three stones or more
// with one liberty, capturing nothing. (The size and the liberties are counted first: most
// points fail there, before the opponent's chains around are looked at.)
func (pb *Board) SelfAtari(c board.Color, p int) bool {
	size := 1
	var heads [4]int32
	nh := 0
	for _, d := range pb.dirs {
		q := p + d
		if pb.col[q] != c {
			continue
		}
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
	}
	// A throw-in, or two stones played into an eye (nakade), may be self-atari.
	if size < 3 || pb.LibsAfter(c, p) >= 2 {
		return false
	}
	for _, d := range pb.dirs {
		if q := p + d; pb.col[q] == c.Opponent() {
			if k, _ := pb.Liberties(int(pb.head[q]), 2); k == 1 {
				return false // it captures
			}
		}
	}
	return true
}

// EscapeNear returns the liberty of a chain of c next to the point p that has one liberty
// left when c playing there leaves the chain two liberties or more, or −1.
func (pb *Board) EscapeNear(c board.Color, p int) int {
	for _, d := range pb.dirs {
		q := p + d
		if pb.col[q] != c {
			continue
		}
		if n, at := pb.Liberties(int(pb.head[q]), 2); n == 1 && pb.LibsAfter(c, at) >= 2 {
			return at
		}
	}
	return -1
}

// LibsAfter counts (up to 2) the liberties c's chain at the empty point p would have.
func (pb *Board) LibsAfter(c board.Color, p int) int {
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

// CapturesAt tells whether c at the empty point p would capture a chain of the opponent (one
// whose last liberty is p).
func (pb *Board) CapturesAt(c board.Color, p int) bool {
	o := c.Opponent()
	for _, d := range pb.dirs {
		if q := p + d; pb.col[q] == o {
			if n, _ := pb.Liberties(int(pb.head[q]), 2); n == 1 {
				return true
			}
		}
	}
	return false
}

// AtariPoints lists the last liberty of every chain that has one, once each.
func (pb *Board) AtariPoints() []int {
	var out []int
	seen := map[int]bool{}
	for p, c := range pb.col {
		if (c != board.Black && c != board.White) || int(pb.head[p]) != p {
			continue
		}
		if n, at := pb.Liberties(p, 2); n == 1 && !seen[at] {
			seen[at] = true
			out = append(out, at)
		}
	}
	return out
}

// VitalNear returns the vital point of a three-point eye space next to the point p — an
// empty region of exactly three points whose stones around are all of one colour: its middle
// point (the one next to the other two), where the owner makes two eyes and the opponent
// leaves one — or −1.
func (pb *Board) VitalNear(p int) int {
	for _, d := range pb.dirs {
		q := p + d
		if pb.col[q] != board.Empty {
			continue
		}
		var reg [4]int
		n := 0
		reg[n] = q
		n++
		wall := board.Empty
		ok := true
		for i := 0; i < n && ok; i++ {
			for _, d2 := range pb.dirs {
				x := reg[i] + d2
				switch c := pb.col[x]; c {
				case Edge:
				case board.Empty:
					dup := false
					for _, y := range reg[:n] {
						dup = dup || y == x
					}
					if !dup {
						if n == 4 {
							ok = false
							break
						}
						reg[n] = x
						n++
					}
				default:
					if wall == board.Empty {
						wall = c
					} else if c != wall {
						ok = false
					}
				}
			}
		}
		if !ok || n != 3 || wall == board.Empty {
			continue
		}
		for _, x := range reg[:3] {
			k := 0
			for _, d2 := range pb.dirs {
				for _, y := range reg[:3] {
					if x+d2 == y {
						k++
					}
				}
			}
			if k == 2 {
				return x
			}
		}
	}
	return -1
}
