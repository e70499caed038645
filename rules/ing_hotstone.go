package rules

import "goref/board"

// Ing's hot stones (应氏棋规 art. 5; 13th edition art. 6, seed 004). The single hot stone is the
// board's simple ko, reported as hot-stone. The Game adds, for the next ply only:
//   - 双热子: a move that captures exactly two stones and leaves its own two-stone chain with
//     a single liberty on a captured point may not be answered by capturing that chain at
//     once (the two-for-two exchange of eternal life, 长生);
//   - 季热子 (李热子 in the OCR): after a ko capture in a triple ko — three single-stone kos
//     whose stones and ko points touch common chains — the capturer's other ko stone is hot
//     too, so the triple ko behaves as one ko (「依此规定三劫等于单劫」).

// hotBan is the set of points the player to move may not take this ply.
type hotBan struct {
	color board.Color
	n     int
	pts   [4]board.Vertex
}

func (h *hotBan) add(c board.Color, v board.Vertex) {
	if h.n < len(h.pts) {
		h.color = c
		h.pts[h.n] = v
		h.n++
	}
}

func (h hotBan) bans(c board.Color, v board.Vertex) bool {
	if h.n == 0 || c != h.color {
		return false
	}
	for _, p := range h.pts[:h.n] {
		if p == v {
			return true
		}
	}
	return false
}

// Points returns the hot points and the player they bind (for the overlay's legend).
func (h hotBan) Points() (board.Color, []board.Vertex) { return h.color, h.pts[:h.n] }

// ingHotAfter computes the hot points after c played v capturing n stones.
func (g *Game) ingHotAfter(c board.Color, v board.Vertex, n int) hotBan {
	var ban hotBan
	b := g.b
	opp := c.Opponent()
	if n == 2 {
		chain := b.Chain(v)
		libs := b.Liberties(v)
		if len(chain) == 2 && len(libs) == 1 {
			for _, r := range b.LastRemoved() {
				if r == libs[0] {
					ban.add(opp, r)
				}
			}
		}
	}
	if _, _, ok := b.KoPoint(); ok && n == 1 {
		kos := findKos(b)
		comp := linkedKos(b, kos, v)
		if len(comp) == 3 && !g.ingTripleKoSeki(b, comp) {
			for _, k := range comp {
				if k.holder == c && k.stone != v {
					ban.add(opp, k.point)
				}
			}
		}
	}
	return ban
}

// ko is a single-stone ko: holder's lone stone with its one liberty point, which the
// opponent would fill to capture it and stand as a lone stone in atari.
type ko struct {
	holder       board.Color
	stone, point board.Vertex
}

// findKos lists every ko shape on the board.
func findKos(b *board.Board) []ko {
	var out []ko
	for y := 0; y < b.Height(); y++ {
		for x := 0; x < b.Width(); x++ {
			q := board.Vertex{X: x, Y: y}
			c := b.At(q)
			if c == board.Empty {
				continue
			}
			if len(b.Chain(q)) != 1 {
				continue
			}
			libs := b.Liberties(q)
			if len(libs) != 1 {
				continue
			}
			r := libs[0]
			shape := true
			for _, n := range b.Neighbours(r) {
				if n != q && b.At(n) != c {
					shape = false
				}
			}
			if shape {
				out = append(out, ko{c, q, r})
			}
		}
	}
	return out
}

// linkedKos returns the kos connected to the ko whose stone is at v through shared
// neighbouring chains (v's own ko included), or nil when v holds no ko.
func linkedKos(b *board.Board, kos []ko, v board.Vertex) []ko {
	touch := make([]map[board.Vertex]bool, len(kos))
	start := -1
	for i, k := range kos {
		touch[i] = map[board.Vertex]bool{}
		for _, p := range []board.Vertex{k.stone, k.point} {
			for _, n := range b.Neighbours(p) {
				if n == k.stone || b.At(n) == board.Empty {
					continue
				}
				touch[i][chainID(b, n)] = true
			}
		}
		if k.stone == v {
			start = i
		}
	}
	if start < 0 {
		return nil
	}
	in := make([]bool, len(kos))
	in[start] = true
	for changed := true; changed; {
		changed = false
		for i := range kos {
			if in[i] {
				continue
			}
			for j := range kos {
				if in[j] && shares(touch[i], touch[j]) {
					in[i], changed = true, true
					break
				}
			}
		}
	}
	var out []ko
	for i, k := range kos {
		if in[i] {
			out = append(out, k)
		}
	}
	return out
}

func shares(a, b map[board.Vertex]bool) bool {
	for k := range a {
		if b[k] {
			return true
		}
	}
	return false
}

// chainID names a chain by its first stone in reading order.
func chainID(b *board.Board, v board.Vertex) board.Vertex {
	best := v
	for _, s := range b.Chain(v) {
		if s.Y < best.Y || (s.Y == best.Y && s.X < best.X) {
			best = s
		}
	}
	return best
}
