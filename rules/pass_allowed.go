package rules

import (
	"fmt"

	"goref/board"
)

// ReasonDameOpen refuses a pass while a 单官 can still be contested (Ing 可争禁虚).
const ReasonDameOpen Reason = "dame-open"

// PassRefused is PassAllowed's error: the pass is refused for Reason, and Point is a point the
// player can still contest.
type PassRefused struct {
	Reason Reason
	Point  board.Vertex
	height int
}

func (e *PassRefused) Error() string {
	return fmt.Sprintf("pass refused: %s at %s", e.Reason, e.Point.GTP(e.height))
}

// PassAllowed tells whether c may pass now, with the stones in dead (any stone marks its chain)
// taken as dead: nil, or *PassRefused naming a 单官 c can still contest. Only a rule set with
// NoPassWhileDame refuses: the Ing 13th edition's 「实手尚可争点，除认输外，禁止虚手」 (seed 004
// art. 3). The 1996 text softens the sanction (a pass with a dame open is a 漏着, ActOversight:
// the opponent takes the dame), so the panel may let a referee record the pass anyway.
//
// A point can be contested when it lies in an empty region that both colours' live stones
// border, c may play there, and the stone does not put itself in atari without capturing: the
// shared liberties of a seki (公空) are not contested, and neither is a dame only the opponent
// can fill safely (偏面单官: 「一方无点可争」 may pass).
func (g *Game) PassAllowed(c board.Color, dead []board.Vertex) error {
	if !g.Rules.NoPassWhileDame {
		return nil
	}
	g.resync()
	gone := g.chainsOf(dead)
	for _, r := range g.b.EmptyRegionsIgnoring(gone) {
		if !r.Black || !r.White {
			continue
		}
		for _, v := range r.Points {
			if g.b.At(v) == board.Empty && g.check(c, v) == "" && !selfAtari(g.b, c, v) {
				return &PassRefused{Reason: ReasonDameOpen, Point: v, height: g.b.Height()}
			}
		}
	}
	return nil
}

// chainsOf expands stones to their whole chains.
func (g *Game) chainsOf(stones []board.Vertex) []board.Vertex {
	seen := map[board.Vertex]bool{}
	var out []board.Vertex
	for _, s := range stones {
		if seen[s] || g.b.At(s) == board.Empty {
			continue
		}
		for _, x := range g.b.Chain(s) {
			if !seen[x] {
				seen[x] = true
				out = append(out, x)
			}
		}
	}
	return out
}

// selfAtari tells whether c at v leaves its own chain with one liberty and captures nothing.
func selfAtari(b *board.Board, c board.Color, v board.Vertex) bool {
	t := b.Clone()
	n, err := t.Play(c, v)
	if err != nil {
		return true
	}
	return n == 0 && len(t.Liberties(v)) < 2
}
