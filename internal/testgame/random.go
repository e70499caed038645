package testgame

import (
	"math/rand/v2"

	"goref/board"
)

// RandomGame plays a random legal game on a w×h board from seed under rules ko and suicide
// and returns its moves (Black first, alternating, Pass included). A player passes when no
// legal move is left that does not fill one of its own eye-like points; the game ends after
// two passes in a row or maxMoves moves. The same arguments always give the same game, so a
// benchmark can replay identical games on goref's board and on a peer's.
func RandomGame(w, h int, seed uint64, maxMoves int, ko board.KoRule, suicide board.SuicideRule) []board.Vertex {
	b := board.MustNew(w, h)
	b.SetRules(ko, suicide)
	r := rand.New(rand.NewPCG(seed, 0x626f617264))
	moves := make([]board.Vertex, 0, maxMoves)
	cand := make([]board.Vertex, 0, w*h)
	c := board.Black
	passes := 0
	for len(moves) < maxMoves && passes < 2 {
		cand = b.LegalMoves(c, cand[:0])
		mv := board.Pass
		for len(cand) > 0 {
			i := r.IntN(len(cand))
			if !b.EyeLike(c, cand[i]) {
				mv = cand[i]
				break
			}
			cand[i] = cand[len(cand)-1]
			cand = cand[:len(cand)-1]
		}
		b.Play(c, mv)
		moves = append(moves, mv)
		if mv.IsPass() {
			passes++
		} else {
			passes = 0
		}
		c = c.Opponent()
	}
	return moves
}
