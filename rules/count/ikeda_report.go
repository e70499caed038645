package count

import (
	"fmt"

	"goref/words"
)

// ikedaLine words one side of an Ikeda count the way scoreIkeda adds it up: Art. 14 (II′)
// leaves seki eyes out and takes wasted stones off; Art. 14′ (I′) adds seki eyes and one-sided
// dame. Either way the side loses its own stones the opponent holds.
func ikedaLine(tr func(string) string, name string, s, o *Side, i1 bool) string {
	f := func(format string, a ...any) string { return words.Counted(fmt.Sprintf(tr(format), a...)) }
	line := f("%s: %d territory", tr(name), s.Territory)
	if i1 {
		line += f(" + %d seki eye {point|points}", s.SekiEyes)
		if s.OneSidedDame > 0 {
			line += f(" + %d one-sided dame", s.OneSidedDame)
		}
	}
	line += f(" − %d own {stone|stones} held by %s", o.Prisoners+o.Dead+o.PassStones, tr(opponentName(name)))
	if o.PassStones > 0 {
		line += f(" (%d handed over by passing)", o.PassStones)
	}
	if s.Wasted > 0 {
		line += f(" − %d wasted", s.Wasted)
	}
	line += fmt.Sprintf(" → %v", s.Score)
	if !i1 && s.SekiEyes > 0 {
		line += f(" (%d {point|points} in seki not counted)", s.SekiEyes)
	}
	return line
}

func opponentName(name string) string {
	if name == "Black" {
		return "White"
	}
	return "Black"
}
