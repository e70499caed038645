package count

import (
	"fmt"

	"goref/rules"
	"goref/rules/clock"
	"goref/rules/result"
)

// checkIngPenalties refuses more time penalties than Ing allows: 「罚点以三次为限」 (Art. 9);
// a player who would need a fourth has lost on time (逾时败), which is no count.
func checkIngPenalties(in Input) error {
	if in.Rules.Counting != rules.CountIngFill {
		return nil
	}
	for _, s := range []struct {
		side string
		n    int
	}{{"B", in.Penalties.Black}, {"W", in.Penalties.White}} {
		if s.n > clock.IngMaxPenalties {
			return fmt.Errorf("penalties %s=%d: Ing allows at most %d time penalties (罚点以三次为限); a fourth is a loss on time, not a count",
				s.side, s.n, clock.IngMaxPenalties)
		}
	}
	return nil
}

// foldIngPenalties turns point penalties into Ing 罚子 (二点折一子): they are filled like time
// penalties, so the fill and the arithmetic stay one count.
func foldIngPenalties(in Input) (Input, error) {
	if in.Rules.Counting != rules.CountIngFill || in.PenaltyPoints == (Pair{}) {
		return in, nil
	}
	if in.PenaltyPoints.Black%2 != 0 || in.PenaltyPoints.White%2 != 0 {
		return in, fmt.Errorf("Ing penalty points come in twos (二点折一子), not %d and %d", in.PenaltyPoints.Black, in.PenaltyPoints.White)
	}
	in.Penalties.Black += in.PenaltyPoints.Black / 2
	in.Penalties.White += in.PenaltyPoints.White / 2
	in.PenaltyPoints = Pair{}
	return in, nil
}

// applyPenaltyPoints takes the referee's point penalties off each side's lead, in the result's
// unit (a 子 is two points), and decides again.
func applyPenaltyPoints(bd *Breakdown, in Input) {
	p := in.PenaltyPoints
	if p == (Pair{}) {
		return
	}
	bd.PenaltyPoints = p
	d := float64(p.White - p.Black)
	if bd.Result.Unit == result.Stone {
		d /= 2
	}
	bd.Net += d
	reason := bd.Result.Reason
	bd.Result = decide(bd.Net, tieRules(in), bd.Result.Unit)
	if bd.Net != 0 || bd.Result.Winner != result.White || reason != result.ByContract {
		return
	}
	bd.Result.Reason = reason
}
