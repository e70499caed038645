package count

import (
	"fmt"

	"goref/board"
	"goref/rules"
)

// scoreIkeda: II′ Art. 14 — territory (no seki eyes, no dame) − own stones held by the
// opponent − wasted stones; I′ Art. 14′ — territory including seki eyes − own stones held.
// A side's own stones held by the opponent are the prisoners it lost, its dead stones and the
// stones it handed over by passing after the first resumption (Art. 10).
func scoreIkeda(p *position, in Input, bd *Breakdown) error {
	ii := in.Rules.Counting == rules.CountIkeda2
	if ii {
		if err := p.wasted(in.Resumed, bd); err != nil {
			return err
		}
	} else if err := p.oneSided(in.OneSided, bd); err != nil {
		return err
	}
	for _, c := range []board.Color{board.Black, board.White} {
		s, o := bd.side(c), bd.side(c.Opponent())
		t := s.Territory
		if !ii {
			t += s.SekiEyes + s.OneSidedDame
		}
		lost := o.Prisoners + o.Dead + o.PassStones
		s.Score = float64(t - lost - s.Wasted)
	}
	bd.Net = bd.Black.Score - bd.White.Score - in.Komi
	bd.Result = decide(bd.Net, in.Rules, ResultUnit(in.Rules))
	return nil
}

// wasted counts II′'s 無駄石: stones placed after the first resumption that are in seki, or
// from which a path through such stones of the same colour reaches an opponent stone or a dame.
func (p *position) wasted(resumed []board.Vertex, bd *Breakdown) error {
	post := make(map[int]bool, len(resumed))
	for _, v := range resumed {
		if !v.In(p.w, p.h) {
			return fmt.Errorf("resumed stone %s is off the board", v.GTP(p.h))
		}
		if i := p.index(v); p.col[i] != board.Empty {
			post[i] = true
		}
	}
	var buf [4]int
	touches := func(i int) bool {
		for _, q := range p.nbrs(i, &buf) {
			switch c := p.col[q]; {
			case c == p.col[i].Opponent():
				return true
			case c == board.Empty && p.regions[p.regionOf[q]].owner() == board.Empty:
				return true
			}
		}
		return false
	}
	for i := range post {
		c := p.col[i]
		waste := p.chains[p.chainOf[i]].seki
		if !waste {
			seen := map[int]bool{i: true}
			stack := []int{i}
			for len(stack) > 0 && !waste {
				s := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				if touches(s) {
					waste = true
					break
				}
				var nb [4]int
				for _, q := range p.nbrs(s, &nb) {
					if post[q] && p.col[q] == c && !seen[q] {
						seen[q] = true
						stack = append(stack, q)
					}
				}
			}
		}
		if waste {
			bd.side(c).Wasted++
		}
	}
	return nil
}

// oneSided counts I′'s one-sided dame (Art. 8′: a dame only one side has the right to play)
// for the side the agreement gives them to; they leave the shared points.
func (p *position) oneSided(marks SidePoints, bd *Breakdown) error {
	seen := map[int]bool{}
	for _, c := range []board.Color{board.Black, board.White} {
		list := marks.Black
		if c == board.White {
			list = marks.White
		}
		for _, v := range list {
			if !v.In(p.w, p.h) {
				return fmt.Errorf("one-sided dame %s is off the board", v.GTP(p.h))
			}
			i := p.index(v)
			if p.col[i] != board.Empty || p.regions[p.regionOf[i]].owner() != board.Empty {
				return fmt.Errorf("one-sided dame %s is not a dame (an empty point next to both colours' regions)", v.GTP(p.h))
			}
			if seen[i] {
				return fmt.Errorf("one-sided dame %s is marked twice", v.GTP(p.h))
			}
			seen[i] = true
			bd.side(c).OneSidedDame++
			bd.Shared--
		}
	}
	return nil
}

// IkedaOf is what an Ikeda count takes from the game as played: the stones handed over by
// passing (Art. 10, with Art. 8's refund at a stop and Art. 13's waiver at the complete end)
// and the stones placed after the first resumption that are still on the board (Art. 14's
// candidates for wasted stones). Other rule sets: nothing.
func IkedaOf(g *rules.Game) (pass Pair, resumed []board.Vertex) {
	if g.Rules.Cycle != rules.CycleIkedaGameEnds {
		return Pair{}, nil
	}
	// Black holds the white stones White handed over, and the other way round.
	pass = Pair{Black: g.PassStonesCounted(board.White), White: g.PassStonesCounted(board.Black)}
	from := g.FirstResumption()
	if from < 0 {
		return pass, nil
	}
	b := g.Board()
	for i := min(from, g.NumMoves()); i < g.NumMoves(); i++ {
		if m := g.Move(i); !m.Vertex.IsPass() && b.At(m.Vertex) == m.Color {
			resumed = append(resumed, m.Vertex)
		}
	}
	return pass, resumed
}
