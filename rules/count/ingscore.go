package count

import (
	"fmt"
	"math"
)

// scoreIng: the arithmetic of I96 art. 6 (rules-texts.md E.c.3) — D = b − w, net = D − K −
// 2·penB + 2·penW, a tie to the rule set's TieWinner — and the fill simulation, which must
// agree with it.
func scoreIng(p *position, in Input, bd *Breakdown) error {
	k := in.Komi
	if k != math.Trunc(k) {
		return fmt.Errorf("Ing compensation is a whole even number of points, not %v", k)
	}
	comp := int(k)
	for _, s := range []*Side{&bd.Black, &bd.White} {
		s.Score = float64(s.area())
	}
	d := bd.Black.area() - bd.White.area()
	net := d - comp - 2*in.Penalties.Black + 2*in.Penalties.White
	bd.Net = float64(net)
	bd.Result = decide(bd.Net, in.Rules, ResultUnit(in.Rules))
	f, err := fillCount(p, bd.Labels, comp, in.Penalties)
	if err != nil {
		bd.warn(phrase{"fill count not simulated: %s", []any{err.Error()}})
		return nil
	}
	f.Arithmetic = net
	bd.Fill = f
	if err := f.Check(); err != nil {
		return fmt.Errorf("internal: %v", err)
	}
	return nil
}
