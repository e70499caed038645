package count

import (
	"goref/rules/result"
)

// TerritoryForm is AGA's territory count: territory (seki eyes included) + prisoners + the
// opponent's dead stones + the stones the opponent handed over by passing. With White making
// the last move (both sides used the same number of turns, Black's handicap placement counting
// as one turn) its margin equals the area count's, which includes the N−1 handicap points.
type TerritoryForm struct {
	Black TerritorySide `json:"black"`
	White TerritorySide `json:"white"`
	Net   float64       `json:"net"` // Black's lead after komi, in points
	// Turns are the turns each side used: stones placed (less the handicap stones after the
	// first) plus passes; stones placed = stones on the board + own dead + own captured.
	Turns  Pair `json:"turns"`
	Agrees bool `json:"agrees"` // Net equals the area count's Net
}

// TerritorySide is one side of the territory form.
type TerritorySide struct {
	Territory  int     `json:"territory"`
	Prisoners  int     `json:"prisoners"`
	Dead       int     `json:"dead"`
	PassStones int     `json:"pass_stones"` // stones the opponent handed over by passing
	Score      float64 `json:"score"`
}

// territoryForm adds AGA's territory count to an area count bd.
func territoryForm(in Input, bd *Breakdown) {
	tf := &TerritoryForm{}
	sides := [2]*Side{&bd.Black, &bd.White}
	out := [2]*TerritorySide{&tf.Black, &tf.White}
	passes := [2]int{in.Passes.Black, in.Passes.White}
	for i, s := range sides {
		o := sides[1-i]
		t := out[i]
		t.Territory = s.Territory + s.SekiEyes
		t.Prisoners = s.Prisoners
		t.Dead = s.Dead
		t.PassStones = passes[1-i]
		t.Score = float64(t.Territory + t.Prisoners + t.Dead + t.PassStones)
		placed := s.Stones + o.Dead + o.Prisoners
		turns := placed + passes[i]
		if i == 0 && in.Handicap >= 2 {
			turns -= in.Handicap - 1
		}
		if i == 0 {
			tf.Turns.Black = turns
		} else {
			tf.Turns.White = turns
		}
	}
	tf.Net = tf.Black.Score - tf.White.Score - in.Komi
	tf.Agrees = tf.Net == bd.Net
	bd.TerritoryForm = tf
	if !tf.Agrees {
		who := term("Black")
		if tf.Turns.White > tf.Turns.Black {
			who = "White"
		}
		bd.warn(phrase{"AGA territory count (Black %s) differs from the area count by %s: %s used %d more turns (White must pass last; each pass hands the opponent a stone)",
			[]any{result.Decimal(tf.Net), result.Decimal(tf.Net - bd.Net), who, abs(tf.Turns.Black - tf.Turns.White)}})
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
