package count

import "fmt"

// ikedaLine words one side of an Ikeda count the way scoreIkeda adds it up: Art. 14 (II′)
// leaves seki eyes out and takes wasted stones off; Art. 14′ (I′) adds seki eyes and one-sided
// dame. Either way the side loses its own stones the opponent holds.
func ikedaLine(name string, s, o *Side, i1 bool) string {
	line := fmt.Sprintf("%s: %d territory", name, s.Territory)
	if i1 {
		line += fmt.Sprintf(" + %d seki eye points", s.SekiEyes)
		if s.OneSidedDame > 0 {
			line += fmt.Sprintf(" + %d one-sided dame", s.OneSidedDame)
		}
	}
	line += fmt.Sprintf(" − %d own stones held by %s", o.Prisoners+o.Dead, opponentName(name))
	if s.Wasted > 0 {
		line += fmt.Sprintf(" − %d wasted", s.Wasted)
	}
	line += fmt.Sprintf(" → %v", s.Score)
	if !i1 && s.SekiEyes > 0 {
		line += fmt.Sprintf(" (%d points in seki not counted)", s.SekiEyes)
	}
	return line
}

func opponentName(name string) string {
	if name == "Black" {
		return "White"
	}
	return "Black"
}
