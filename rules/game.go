package rules

import (
	"goref/board"
)

// Move is one ply of a game as the Game saw it.
type Move struct {
	Color      board.Color
	Vertex     board.Vertex // board.Pass for a pass or a virtual move
	Virtual    bool         // 计活子 虚着
	Captures   int          // opponent stones removed
	OwnRemoved []board.Vertex
	RepeatsPly int // earliest ply with the same board, -1 if none (always -1 for passes)
	Events     []Event
}

// Game applies a rule set to a board: it owns the board and the record of plies since setup.
type Game struct {
	Rules  Ruleset
	b      *board.Board
	moves  []Move
	passes int  // consecutive passes
	inRun  bool // the last board move repeated an earlier board
	ended  *Event
}

// NewGame takes over b (already sized and set up) and plays it under rs.
func NewGame(rs Ruleset, b *board.Board) *Game {
	b.SetRules(rs.Ko, rs.Suicide)
	return &Game{Rules: rs, b: b}
}

// Board is the position; callers must not play on it directly.
func (g *Game) Board() *board.Board { return g.b }

// Moves is the record since setup; the slice is the game's own.
func (g *Game) Moves() []Move { return g.moves }

// Ended returns the event that ended the game, if any.
func (g *Game) Ended() *Event { return g.ended }

// Legal tells whether c may play at v now, and if not, why.
func (g *Game) Legal(c board.Color, v board.Vertex) error {
	if err := g.b.Legal(c, v); err != nil {
		return illegal(err)
	}
	return nil
}

// Play plays c at v (board.Pass to pass). An illegal move returns *Illegal and changes nothing.
func (g *Game) Play(c board.Color, v board.Vertex) (Move, error) {
	before := g.b.Captures(c.Opponent())
	n, err := g.b.Play(c, v)
	if err != nil {
		return Move{}, illegal(err)
	}
	m := Move{Color: c, Vertex: v, Captures: n, RepeatsPly: -1}
	if g.b.Captures(c.Opponent()) > before {
		m.OwnRemoved = g.b.LastRemoved() // a suicide took the mover's own chain off
	}
	if v.IsPass() {
		g.passes++
		g.inRun = false
		if g.passes == g.Rules.PassesToHalt {
			kind := EventHalt
			if g.Rules.Dispute == DisputeNone || g.Rules.Name == Chen.Name {
				kind = EventGameEnd
			}
			ev := Event{Kind: kind, Reason: "passes"}
			m.Events = append(m.Events, ev)
			if kind == EventGameEnd {
				g.ended = &ev
			}
		}
	} else {
		g.passes = 0
		if ply, ok := g.b.Repeats(); ok {
			m.RepeatsPly = ply
			if !g.inRun {
				m.Events = append(m.Events, g.cycleEvent(ply)...)
			}
			g.inRun = true
		} else {
			g.inRun = false
		}
	}
	g.moves = append(g.moves, m)
	return m, nil
}

// cycleEvent is the rule set's verdict when a board move recreates the board of ply.
func (g *Game) cycleEvent(ply int) []Event {
	switch g.Rules.Cycle {
	case CycleRefereeDecides:
		return []Event{{Kind: EventCycle, Verdict: VerdictRefereeDrawOrReplay}}
	case CycleNoResultAgreed:
		return []Event{{Kind: EventCycle, Verdict: VerdictNoResultByAgreement}}
	}
	return nil
}

// Undo takes back the last ply.
func (g *Game) Undo() bool {
	if !g.b.Undo() {
		return false
	}
	g.moves = g.moves[:len(g.moves)-1]
	g.passes = 0
	for i := len(g.moves) - 1; i >= 0 && g.moves[i].Vertex.IsPass(); i-- {
		g.passes++
	}
	g.inRun = len(g.moves) > 0 && g.moves[len(g.moves)-1].RepeatsPly >= 0
	g.ended = nil
	return true
}
