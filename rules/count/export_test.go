package count

import (
	"testing"

	"goref/board"
)

// EstimatorFixture is a position of this package's seki and invader fixtures with the dead
// and seki stones the dead-stone estimator must propose (estimator_fixtures_test.go, in
// package count_test, which may import rules/deadstones).
type EstimatorFixture struct {
	Name       string
	Board      *board.Board
	Dead, Seki []board.Vertex
}

// EstimatorFixtures: the seki fixtures marked suggest (no stone dead, the seki stones as the
// count finds them), the invader fixtures (the invader dead, no seki), and the nakade ring of
// reading_test.go (the eight ring stones dead, White's two inside kept, no seki).
func EstimatorFixtures(t *testing.T) []EstimatorFixture {
	out := []EstimatorFixture{{Name: "nakade ring", Board: mustRows(t, nakadeRing...), Dead: []board.Vertex{
		{X: 1, Y: 0}, {X: 4, Y: 0}, {X: 1, Y: 1}, {X: 4, Y: 1}, {X: 1, Y: 2}, {X: 2, Y: 2}, {X: 3, Y: 2}, {X: 4, Y: 2},
	}}}
	for _, f := range sekiFixtures {
		if !f.suggest {
			continue
		}
		pos, dead := f.position(t)
		bd := score(t, pos, Input{Rules: preset(t, "japanese"), Komi: 0, Dead: dead, Prisoners: f.prisoners})
		out = append(out, EstimatorFixture{Name: f.name, Board: pos, Seki: bd.SekiStones})
	}
	for _, f := range invaderFixtures {
		pos, invader := sekiFixture{rows: f.rows}.position(t)
		out = append(out, EstimatorFixture{Name: f.name, Board: pos, Dead: invader})
	}
	return out
}

// SameVertices tells whether a and b hold the same points.
var SameVertices = sameVertices
