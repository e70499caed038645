package rules

import "goref/board"

// Ing's cycle rulings as the book reports them (seed 000 ch. 4–5), the Ing presets' default;
// Ruleset.IngShapeCount selects Chen's shape count (Cycle.classify) instead. Ing decides
// 争/搅 by life and death: 「生死未明的棋是"争"，生死已明的棋是"搅"」 (L1184) and, of the
// triple ko with an eye, 「判定为"公活"，任何一方挑起循环都是"搅"」 (L1194). The book reports
// these rulings:
//   - every four-ko cycle Ing judged is 搅 (「他判定的"四劫循环"的例子都是"搅"」, L1722), the
//     side that starts it the 搅方: the four-ko seki, 双摇橹劫 (「应氏规则判定这种情况为黑
//     "搅"…两块白棋均为无条件活」, L1758) and 双向循环劫 (「任何一方均不可以挑起循环，循环者为
//     "搅"」, L1798);
//   - 有眼三劫, a triple ko where a group of the fight has an eye: 公活, the starter 搅 — and the
//     季热子 of 「争三劫」 (L2880) does not apply, the triple ko being no 争 (ingTripleKoSeki);
//   - a triple ko without an eye is 「生死劫」: 争, with 季热子.
// Cycles of other kinds (eternal life, send-two-return-one, the endgame ko cycle) keep the
// lap's own test (classify), which agrees with the book's reports of them.

// ingBookVerdict re-judges a classified cycle by the book's Ing rulings; b is the board the
// cycle's closing move leaves.
func (g *Game) ingBookVerdict(cy *Cycle, b *board.Board) {
	if cy.Verdict == VerdictDisturb && cy.oneSided() {
		return // 自搅: the side that kept the lap going alone
	}
	// Each ko of the lap is taken by both sides, at its two points.
	pts := map[board.Vertex]bool{}
	for _, v := range cy.Kos {
		pts[v] = true
	}
	kos := max((len(pts)+1)/2, linkedKoCount(b, cy.Region))
	switch {
	case kos >= 4, kos == 3 && linkedTripleKoWithEye(b, cy.Region):
		cy.Verdict, cy.Disturber = VerdictDisturb, g.fightOpener(cy)
	case kos == 3:
		cy.Verdict, cy.Disturber = VerdictContest, board.Empty
	}
}

// oneSided tells whether only one side passed inside the lap.
func (cy *Cycle) oneSided() bool {
	var passed [3]bool
	for _, m := range cy.Moves {
		if m.Vertex.IsPass() && (m.Color == board.Black || m.Color == board.White) {
			passed[m.Color] = true
		}
	}
	return passed[board.Black] != passed[board.White]
}

// fightOpener is the side that started the fight the cycle repeats (挑起循环): the mover of
// the earliest ply of the unbroken run of moves on the cycle's points that leads into it.
func (g *Game) fightOpener(cy *Cycle) board.Color {
	in := map[board.Vertex]bool{}
	for _, v := range cy.Region {
		in[v] = true
	}
	opener := cy.Starter
	for i := cy.From - 1; i >= 0 && i < len(g.moves); i-- {
		m := g.moves[i]
		if m.isPass() || (!in[m.vertex()] && !m.has(flagKoCapture)) {
			break
		}
		opener = m.color
	}
	return opener
}

// groupHasEye tells whether a chain touching the region has an eye: an empty point off the
// region whose neighbours are all that chain's colour (有眼三劫's eye, 「一方有一眼气」).
func groupHasEye(b *board.Board, region []board.Vertex) bool {
	in := map[board.Vertex]bool{}
	for _, v := range region {
		in[v] = true
	}
	seen := map[board.Vertex]bool{}
	for _, v := range region {
		for _, n := range b.Neighbours(v) {
			c := b.At(n)
			if c == board.Empty || seen[chainID(b, n)] {
				continue
			}
			seen[chainID(b, n)] = true
			for _, l := range b.Liberties(n) {
				if !in[l] && isEye(b, l, c) {
					return true
				}
			}
		}
	}
	return false
}

func isEye(b *board.Board, v board.Vertex, c board.Color) bool {
	for _, n := range b.Neighbours(v) {
		if b.At(n) != c {
			return false
		}
	}
	return true
}

// ingTripleKoSeki tells whether the triple ko comp is 有眼三劫 under the book's rulings: a
// group of the fight has an eye, so the triple ko is 公活 and not the 「争三劫」 whose 季热子
// binds (L2880).
func (g *Game) ingTripleKoSeki(b *board.Board, comp []ko) bool {
	return !g.Rules.IngShapeCount && koGroupsHaveEye(b, comp)
}

func koGroupsHaveEye(b *board.Board, comp []ko) bool {
	var pts []board.Vertex
	for _, k := range comp {
		pts = append(pts, k.stone, k.point)
	}
	return groupHasEye(b, pts)
}

// linkedKoCount is the size of the largest set of kos linked through common chains (one
// structure: a four-ko seki, a two-way four-ko) that a ko of the region belongs to — a lap
// may go round fewer kos than its structure holds.
func linkedKoCount(b *board.Board, region []board.Vertex) int {
	kos, n := findKos(b), 0
	for _, v := range region {
		n = max(n, len(linkedKos(b, kos, v)))
	}
	return n
}

// linkedTripleKoWithEye tells whether a ko of the region belongs to three kos linked through
// common chains (one fight, not a ko beside an eye-ko seki) whose groups have an eye.
func linkedTripleKoWithEye(b *board.Board, region []board.Vertex) bool {
	kos := findKos(b)
	for _, v := range region {
		if comp := linkedKos(b, kos, v); len(comp) == 3 && koGroupsHaveEye(b, comp) {
			return true
		}
	}
	return false
}
