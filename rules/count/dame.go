package count

import (
	"goref/board"
)

// Dame and 手入れ under territory counting. At a J89 table the dame are filled before the count
// (Art. 9-2); a record often leaves them open. In practice (a record's count) goref counts open
// dame as neutral and takes from each side's territory the points where filling them forces it
// to protect (手入れ): a chain left with one liberty, inside its own territory, once the
// opponent has filled every dame next to it. Read literally (Input.DameStrict, the table's
// count), Art. 8 makes every live group next to an open dame a seki (双活棋) whose 目 are not
// territory.

// dame lists the shared points that are not liberties of a seki (those are never filled).
func (p *position) dame() []int {
	var out []int
	for ri := range p.regions {
		r := &p.regions[ri]
		if r.owner() != board.Empty || p.regionSeki(r) {
			continue
		}
		out = append(out, r.points...)
	}
	return out
}

// strictDame applies J89 Art. 8 as it is written: 「有单官存在的活棋称为"双活棋"」 and only the 目
// of live stones other than 双活棋 are 地 (Fig. 15: both groups sharing the dame a are seki, and
// to make their points territory a must be played). Every live group — a block: the chains of
// one colour joined through the empty regions only they border — with a stone next to an open
// dame is marked seki, so its 目 count as seki eyes, for nobody. It returns the dame.
func (p *position) strictDame() []int {
	dame := p.dame()
	touched := map[int]bool{}
	var buf [4]int
	for _, d := range dame {
		for _, q := range p.nbrs(d, &buf) {
			if p.col[q] != board.Empty {
				touched[p.chains[p.chainOf[q]].block] = true
			}
		}
	}
	for ci := range p.chains {
		if touched[p.chains[ci].block] {
			p.chains[ci].seki = true
		}
	}
	return dame
}

// teire returns the points of c's territory where c must protect once the opponent has filled
// the dame: each is the last liberty of a c chain, and filling it may leave another chain
// short, so it repeats.
func (p *position) teire(c board.Color, dame []int) []int {
	if len(dame) == 0 {
		return nil
	}
	q := &position{w: p.w, h: p.h, col: append([]board.Color(nil), p.col...)}
	isDame := make(map[int]bool, len(dame))
	for _, d := range dame {
		q.col[d] = c.Opponent()
		isDame[d] = true
	}
	var out []int
	for changed := true; changed; {
		changed = false
		for i, x := range q.col {
			if x != c {
				continue
			}
			n, lib := q.liberties(i, 2)
			if n != 1 || !p.territoryOf(lib, c) || q.savedByDame(i, isDame) {
				continue
			}
			q.col[lib] = c
			if m, _ := q.liberties(lib, 2); m < 2 {
				q.col[lib] = board.Empty // connecting there does not save it: no 手入れ to count
				continue
			}
			out = append(out, lib)
			changed = true
		}
	}
	return out
}

// savedByDame tells whether the owner of the chain at s, short of liberties once the opponent
// has filled the dame, could fill one of those dame itself and keep two liberties: it takes
// that dame in turn and needs no 手入れ.
func (q *position) savedByDame(s int, isDame map[int]bool) bool {
	c := q.col[s]
	var buf [4]int
	for _, x := range q.chainStones(s) {
		for _, d := range q.nbrs(x, &buf) {
			if !isDame[d] || q.col[d] == c {
				continue
			}
			o := q.col[d]
			q.col[d] = c
			n, _ := q.liberties(s, 2)
			q.col[d] = o
			if n >= 2 {
				return true
			}
		}
	}
	return false
}

// chainStones lists the stones of the chain at s in q.col.
func (q *position) chainStones(s int) []int {
	c := q.col[s]
	seen := map[int]bool{s: true}
	out := []int{s}
	var buf [4]int
	for i := 0; i < len(out); i++ {
		for _, n := range q.nbrs(out[i], &buf) {
			if q.col[n] == c && !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	return out
}

// territoryOf tells whether the empty point i lies in a region of c's that is not a seki eye.
func (p *position) territoryOf(i int, c board.Color) bool {
	ri := p.regionOf[i]
	if ri < 0 {
		return false
	}
	r := &p.regions[ri]
	return r.owner() == c && !p.regionSeki(r)
}

// countDame takes the 手入れ out of each side's territory and says once what was done with the
// open dame: in a record they count for nobody; at the table (atTable) the players are asked
// to fill them, with the 手入れ that filling forces. strict are the dame strictDame read Art. 8
// literally for: the groups next to them are seki already, and the warning says so.
func (p *position) countDame(bd *Breakdown, atTable bool, strict []int) {
	if len(strict) > 0 {
		parts := []phrase{{"open dame %s: the live groups next to them are seki (双活棋, J89 Art. 8, Fig. 15) and the points they surround are not territory", []any{p.vertexList(strict)}}}
		if atTable {
			parts = append(parts, phrase{"; fill them before the count (Art. 9-2)", nil})
		}
		for _, d := range strict {
			bd.Dame = append(bd.Dame, p.vertex(d))
		}
		bd.warn(parts...)
		return
	}
	dame := p.dame()
	if len(dame) == 0 {
		return
	}
	parts := []phrase{{"open dame %s counted as neutral (J89 Art. 9-2: at the table they are filled before the count)", []any{p.vertexList(dame)}}}
	if atTable {
		parts = []phrase{{"open dame %s: fill them before the count (J89 Art. 9-2); until then they count for nobody", []any{p.vertexList(dame)}}}
	}
	for _, c := range []board.Color{board.Black, board.White} {
		t := p.teire(c, dame)
		if len(t) == 0 {
			continue
		}
		s := bd.side(c)
		s.Territory -= len(t)
		s.Teire = len(t)
		for _, i := range t {
			bd.Teire.add(c, p.vertex(i))
		}
		parts = append(parts, phrase{"; filling them forces %s to protect at %s (手入れ, not territory)", []any{colourName(c), p.vertexList(t)}})
	}
	for _, d := range dame {
		bd.Dame = append(bd.Dame, p.vertex(d))
	}
	bd.warn(parts...)
}

func (p *position) vertexList(pts []int) string {
	vs := make([]board.Vertex, len(pts))
	for i, x := range pts {
		vs[i] = p.vertex(x)
	}
	return vertexList(vs, p.h)
}

func (s *SidePoints) add(c board.Color, v board.Vertex) {
	if c == board.White {
		s.White = append(s.White, v)
	} else {
		s.Black = append(s.Black, v)
	}
}
