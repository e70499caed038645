package rules

import "goref/board"

// BentFourDead returns the stones the J89 convention holds dead because they enclose a
// bent four in the corner (盘角曲四, 隅の曲がり四目): an attacking chain of three stones
// with two liberties, both inside the enclosure, such that throwing in at one and being
// captured leaves the defender the four-point bent shape whose bend is the board's corner.
// The attacker can start that ko whenever he likes and the defender never can, so the
// Japanese rules remove the defender without play and whatever ko threats the board holds
// (Chen ch. 3 on the former custom; J89 Art. 7-2 has the same effect in confirmation).
// Area rule sets prove it by play instead and do not call this.
func BentFourDead(b *board.Board) []board.Vertex {
	var dead []board.Vertex
	seen := map[board.Vertex]bool{}
	for _, c := range []board.Color{board.Black, board.White} {
		for _, s := range b.Stones(c) {
			id, _ := b.ChainID(s)
			if seen[id] {
				continue
			}
			seen[id] = true
			for _, v := range bentFourDefender(b, s) {
				if !seen[v] {
					seen[v] = true
					dead = append(dead, v)
				}
			}
		}
	}
	return dead
}

// bentFourDefender returns the defender's stones when the chain at s is the attacker of a
// bent four in the corner, else nil.
func bentFourDefender(b *board.Board, s board.Vertex) []board.Vertex {
	att := b.At(s)
	def := att.Opponent()
	chain := b.Chain(s)
	libs := b.Liberties(s)
	if len(chain) != 3 || len(libs) != 2 {
		return nil
	}
	region := map[board.Vertex]bool{libs[0]: true, libs[1]: true}
	for _, v := range chain {
		region[v] = true
	}
	// The region must be walled in by the defender alone.
	var wall []board.Vertex
	walled := map[board.Vertex]bool{}
	for v := range region {
		for _, n := range neighbours(b, v) {
			if region[n] {
				continue
			}
			if b.At(n) != def {
				return nil
			}
			if id, _ := b.ChainID(n); !walled[id] {
				walled[id] = true
				wall = append(wall, b.Chain(n)...)
			}
		}
	}
	if hasEyeOutside(b, wall, region, def) {
		return nil
	}
	for i := range libs {
		throw, take := libs[i], libs[1-i]
		t := b.Clone()
		t.SetRules(board.KoSimple, board.SuicideForbid)
		if _, err := t.Play(att, throw); err != nil {
			continue
		}
		if n, err := t.Play(def, take); err != nil || n != 4 {
			continue
		}
		space := append(append([]board.Vertex{}, chain...), throw)
		if bentInCorner(space, b.Width(), b.Height()) {
			return wall
		}
	}
	return nil
}

// hasEyeOutside tells whether the wall has an eye of its own outside the region: then the
// defender lives whatever happens in the corner.
func hasEyeOutside(b *board.Board, wall []board.Vertex, region map[board.Vertex]bool, def board.Color) bool {
	for _, s := range wall {
		for _, l := range b.Liberties(s) {
			if region[l] {
				continue
			}
			eye := true
			for _, n := range neighbours(b, l) {
				if b.At(n) != def {
					eye = false
				}
			}
			if eye {
				return true
			}
		}
	}
	return false
}

// bentInCorner tells whether four points are three along one edge from a corner and two
// along the other: the bent four whose bend is the corner point.
func bentInCorner(pts []board.Vertex, w, h int) bool {
	for _, cx := range []int{0, w - 1} {
		for _, cy := range []int{0, h - 1} {
			alongX, alongY, corner := 0, 0, false
			for _, p := range pts {
				switch {
				case p.X == cx && p.Y == cy:
					corner = true
				case p.Y == cy && abs(p.X-cx) <= 2:
					alongX++
				case p.X == cx && abs(p.Y-cy) <= 2:
					alongY++
				}
			}
			if corner && alongX+alongY == 3 && (alongX == 2 && alongY == 1 || alongX == 1 && alongY == 2) {
				return true
			}
		}
	}
	return false
}

func neighbours(b *board.Board, v board.Vertex) []board.Vertex {
	var out []board.Vertex
	for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		n := board.Vertex{X: v.X + d[0], Y: v.Y + d[1]}
		if n.In(b.Width(), b.Height()) {
			out = append(out, n)
		}
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
