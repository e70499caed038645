package table

import (
	"time"

	"goref/board"
	"goref/rules/clock"
)

// Public is what a table shows beyond itself — the hall's room view, the projector, the relay
// page — read at one instant from the table's own data: players, rule set, position, last move,
// both clocks (with byo-yomi periods or Ing penalties), phase, a pending referee call, result.
type Public struct {
	Black, White  string
	Rules         string  // the rule set's name
	Width, Height int     //
	Komi          float64 // in points, as the record's KM
	Handicap      int     `json:",omitempty"`
	// Board is the position standing (Standing: Ing's cleared dead stones off), one string per
	// row from the top: '.' empty, 'X' black, 'O' white.
	Board     []string
	ToMove    string // "B" or "W"
	Plies     int
	LastMove  string `json:",omitempty"` // GTP vertex or "pass" of the last ply
	LastColor string `json:",omitempty"`
	Prisoners [2]int // held by Black, by White: captured, with Ikeda's pass stones (as the players' cards)
	Penalties [2]int // points against Black, White (Ing 罚点 and the referee's)
	Started   bool
	Phase     string
	At        time.Duration // the table's instant of this reading
	Clock     *clock.State  `json:",omitempty"`
	Call      *Call         `json:",omitempty"`
	Result    string        `json:",omitempty"` // RE
	Reason    string        `json:",omitempty"` // why it ended: time, resign, count …
	// ResultText is the result in the rule set's notation, by language.
	ResultText map[string]string `json:",omitempty"`
}

// Public reads what the table shows now.
func (t *Table) Public() Public {
	b := t.Standing()
	w, h := b.Width(), b.Height()
	p := Public{Black: t.cfg.Black, White: t.cfg.White, Rules: t.cfg.Rules.Name, Width: w, Height: h,
		Komi: t.cfg.Rules.KomiPoints(t.komi), Handicap: t.cfg.Handicap, ToMove: t.ToMove().String(),
		Started: t.started, Phase: t.Phase().String(), At: t.Now(), Call: t.PendingCall()}
	for y := 0; y < h; y++ {
		row := make([]byte, w)
		for x := 0; x < w; x++ {
			switch b.At(board.Vertex{X: x, Y: y}) {
			case board.Black:
				row[x] = 'X'
			case board.White:
				row[x] = 'O'
			default:
				row[x] = '.'
			}
		}
		p.Board = append(p.Board, string(row))
	}
	p.Plies = t.game.NumMoves()
	if m, ok := t.game.LastMove(); ok {
		p.LastMove, p.LastColor = m.Vertex.GTP(h), m.Color.String()
		if m.Vertex.IsPass() {
			p.LastMove = "pass"
		}
	}
	pr, pen := t.PrisonersHeld(t.game), t.Penalties()
	p.Prisoners = [2]int{pr.Black, pr.White}
	p.Penalties = [2]int{int(pen.Black), int(pen.White)}
	if t.clk != nil {
		st := t.clk.State()
		p.Clock = &st
	}
	if o := t.outcome; o != nil {
		p.Result, p.Reason = o.RE(), o.Reason
		p.ResultText = resultTexts(*o)
	}
	return p
}
