package count

import (
	"fmt"
	"math"

	"goref/board"
	"goref/rules"
	"goref/rules/result"
)

// Score counts the final position b under in.Rules. b is not changed.
func Score(b *board.Board, in Input) (*Breakdown, error) {
	if err := checkIngPenalties(in); err != nil {
		return nil, err
	}
	in, err := foldIngPenalties(in)
	if err != nil {
		return nil, err
	}
	rs := in.Rules
	dead := in.Dead
	bd := &Breakdown{Rules: rs.Name, Komi: in.Komi, Handicap: in.Handicap, counting: rs.Counting, ruleset: &rs}
	if rs.Dispute == rules.DisputeNone && len(dead) > 0 {
		bd.warn(phrase{"%s counts every stone on the board: the dead marks are ignored", []any{rulesetName{rs}}})
		dead = nil
	}
	p, err := analyse(b, dead)
	if err != nil {
		return nil, err
	}
	if len(in.OneSided.Black)+len(in.OneSided.White) > 0 && rs.Counting != rules.CountIkeda1 {
		return nil, fmt.Errorf("one-sided dame are an Ikeda I′ mark; %s does not count them", rs.Title)
	}
	for _, i := range p.deadPts {
		bd.DeadStones = append(bd.DeadStones, p.vertex(i))
	}
	rule := sekiTrue
	switch {
	case in.NoSeki:
		rule = sekiNone
	case in.Seki != nil:
		rule = sekiMarked
	}
	if err := p.markSeki(rule, in.Seki); err != nil {
		return nil, err
	}
	var strict []int
	if rs.Counting == rules.CountTerritory && in.DameStrict {
		strict = p.strictDame()
	}
	for _, c := range p.chains {
		if c.seki {
			for _, s := range c.stones {
				bd.SekiStones = append(bd.SekiStones, p.vertex(s))
			}
		}
	}
	p.fillSides(bd, in)
	if rs.Counting == rules.CountTerritory {
		p.countDame(bd, in.AtTable, strict)
	}
	bd.Labels = p.labels(b, bd.Teire, rs)

	switch rs.Counting {
	case rules.CountArea:
		scoreArea(p, in, bd)
	case rules.CountTerritory:
		scoreTerritory(bd, in)
	case rules.CountIkeda2, rules.CountIkeda1:
		if err := scoreIkeda(p, in, bd); err != nil {
			return nil, err
		}
	case rules.CountIngFill:
		if err := scoreIng(p, in, bd); err != nil {
			return nil, err
		}
	case rules.CountJihuozi:
		scoreJihuozi(p, in, bd)
	default:
		return nil, fmt.Errorf("counting method %d is not supported", rs.Counting)
	}
	applyPenaltyPoints(bd, in)
	return bd, nil
}

// fillSides sets what every method shares: stones, dead stones, prisoners, shared points and
// the territory that is not in seki.
func (p *position) fillSides(bd *Breakdown, in Input) {
	for _, c := range []board.Color{board.Black, board.White} {
		s := bd.side(c)
		s.Stones = p.stones(c)
		s.Prisoners = in.Prisoners.Of(c)
		s.PassStones = in.PassStones.Of(c)
		s.Dead = p.dead[c.Opponent()]
	}
	for ri := range p.regions {
		r := &p.regions[ri]
		o := r.owner()
		if o == board.Empty {
			bd.Shared += len(r.points)
			continue
		}
		if p.regionSeki(r) {
			bd.side(o).SekiEyes += len(r.points)
		} else {
			bd.side(o).Territory += len(r.points)
		}
	}
}

func (bd *Breakdown) side(c board.Color) *Side {
	if c == board.White {
		return &bd.White
	}
	return &bd.Black
}

// area is stones plus every empty point only c borders (seki eyes included).
func (s *Side) area() int { return s.Stones + s.Territory + s.SekiEyes }

// handicapBonus is what White receives for h handicap stones, in the komi's unit.
func handicapBonus(rs rules.Ruleset, h int) float64 {
	if h < 2 {
		return 0
	}
	switch rs.HandicapBonus {
	case rules.HandicapBonusN:
		return float64(h)
	case rules.HandicapBonusNMinusOne:
		return float64(h - 1)
	case rules.HandicapBonusHalfStones:
		return float64(h) / 2
	}
	return 0
}

// scoreArea: C88 and Chen count Black's 子 (stones + own empties + half the shared points)
// against half the board plus komi; the others compare both areas in points.
func scoreArea(p *position, in Input, bd *Breakdown) {
	rs := in.Rules
	bd.HandicapBonus = handicapBonus(rs, in.Handicap)
	ab, aw := float64(bd.Black.area()), float64(bd.White.area())
	if rs.KomiUnit == rules.UnitStone {
		half := float64(p.w*p.h) / 2
		b := ab + float64(bd.Shared)/2
		bd.Black.Score, bd.White.Score = b, float64(p.w*p.h)-b
		bd.Net = b - half - in.Komi - bd.HandicapBonus
	} else {
		bd.Black.Score, bd.White.Score = ab, aw
		bd.Net = ab - aw - in.Komi - bd.HandicapBonus
	}
	bd.Result = decide(bd.Net, rs, ResultUnit(rs))
	if rs.PassStones {
		territoryForm(in, bd)
	}
}

// scoreTerritory: J89 — territory (no points in seki) + prisoners + the opponent's dead stones.
func scoreTerritory(bd *Breakdown, in Input) {
	for _, s := range []*Side{&bd.Black, &bd.White} {
		s.Score = float64(s.Territory + s.Prisoners + s.Dead)
	}
	bd.Net = bd.Black.Score - bd.White.Score - in.Komi
	bd.Result = decide(bd.Net, in.Rules, ResultUnit(in.Rules))
}

// ResultUnit is the unit rs's count gives its margin in, the one a result by count of rs is
// written with wherever it was decided (counted here, or read from a record's RE): 子 for C88
// and Chen's area count against half the board (B+0.75 is ¾ 子), living stones for 计活子, moku
// for a territory or Ikeda count, points for the other area counts and Ing's fill.
func ResultUnit(rs rules.Ruleset) result.Unit {
	switch rs.Counting {
	case rules.CountJihuozi:
		return result.Living
	case rules.CountTerritory, rules.CountIkeda1, rules.CountIkeda2:
		return result.Moku
	case rules.CountArea:
		if rs.KomiUnit == rules.UnitStone {
			return result.Stone
		}
	}
	return result.Point
}

// decide turns Black's net lead into a result; an exact tie goes to the rule set's TieWinner,
// else it is a draw.
func decide(net float64, rs rules.Ruleset, unit result.Unit) result.Result {
	r := result.Result{Unit: unit, Reason: result.ByCount, System: rs.Name, Margin: math.Abs(net)}
	switch {
	case net > 0:
		r.Winner = result.Black
	case net < 0:
		r.Winner = result.White
	case rs.TieWinner == board.Black:
		r.Winner = result.Black
	case rs.TieWinner == board.White:
		r.Winner = result.White
	default:
		r.Winner = result.Draw
	}
	return r
}
