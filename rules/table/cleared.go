package table

import "goref/board"

// Cleared is the stones Ing's agreement took off the board: once both players accepted the
// dead stones (rules.PhaseCleared), 「死子清完，双方再虚手，着手终了」 — the dead stones are
// cleared, and the passes that follow end the game. They stay off until play resumes; nil
// under every other rule set, and while nothing was agreed. The record and the count keep
// them as dead stones (Dead).
func (t *Table) Cleared() []board.Vertex {
	if !t.agreedCleared || t.conf != nil {
		return nil
	}
	return sorted(t.dead)
}

// Standing is the position on the table's board as the players see it: Board, without the
// stones Ing's agreement cleared (Cleared): what a view of the table draws.
func (t *Table) Standing() *board.Board {
	b := t.Board()
	off := t.Cleared()
	if len(off) == 0 {
		return b
	}
	s := b.Clone()
	if err := s.Setup(nil, nil, off); err != nil {
		return b // the marks are on the board by construction (MarkDead refuses others)
	}
	return s
}

// MarksOpen tells whether a dead or seki mark is taken now, at the end of play: play has
// stopped (Markable) and Ing's agreement has not taken the dead stones off yet — after it the
// marks are the agreement and a mark is refused (RefusedCleared: a disagreement is a Dispute).
// A view offers marking (a click on a stone marks it) only while they are open.
func (t *Table) MarksOpen() bool { return t.Markable() && !t.agreedCleared }
