package table

import (
	"goref/board"
	"goref/rules"
)

// Refusals of the free handicap placement.
const (
	RefusedPlacing    = "placing-handicap" // a move, pass or clock start before the last free handicap stone
	RefusedNotPlacing = "not-placing"      // a handicap stone when none is due
)

// Placing is how many free handicap stones Black has still to place (Config.FreeHandicap);
// 0 once they stand, and in every other game.
func (t *Table) Placing() int {
	if !t.cfg.FreeHandicap || t.cfg.Setup != nil {
		return 0
	}
	return t.cfg.Handicap - len(t.placed)
}

// Place puts one of Black's free handicap stones at v. Until the last one stands nothing else
// is played and the clock does not start; after it White moves. The stones go into the journal,
// so a table saved during the placement restores in the middle of it.
func (t *Table) Place(v board.Vertex) (Update, error) {
	return t.do(Input{Op: opPlace, Player: board.Black, Vertex: v}, func(*Update) error { return t.place(v) })
}

func (t *Table) place(v board.Vertex) error {
	if t.outcome != nil {
		return errGameOver
	}
	if t.Placing() == 0 {
		return &Refused{Kind: KindRefused, Reason: RefusedNotPlacing}
	}
	w, h := t.cfg.Width, t.cfg.Height
	if !v.In(w, h) {
		return &Refused{Kind: KindIllegal, Reason: string(board.ErrOffBoard)}
	}
	if t.game.Board().At(v) != board.Empty {
		return &Refused{Kind: KindIllegal, Reason: string(board.ErrOccupied)}
	}
	return t.setPlaced(append(append([]board.Vertex(nil), t.placed...), v))
}

// unplace takes back the last handicap stone Black placed (Undo during the placement: a stone
// put on the wrong point is moved before play begins).
func (t *Table) unplace() error {
	n := len(t.placed) - 1
	return t.setPlaced(t.placed[:n:n])
}

// setPlaced makes the position of the placed stones: Black places until the last one
// stands, then White moves.
func (t *Table) setPlaced(placed []board.Vertex) error {
	b, err := board.New(t.cfg.Width, t.cfg.Height)
	if err != nil {
		return err
	}
	if err := b.Setup(placed, nil, nil); err != nil {
		return err
	}
	t.placed = placed
	b.SetToMove(board.Black)
	if t.Placing() == 0 {
		b.SetToMove(board.White)
	}
	log := t.game.Log
	t.game = rules.NewGame(t.cfg.Rules, b)
	t.game.Log = log
	return nil
}

// handicapStones are the handicap stones on the board: the fixed points, or the ones Black
// placed (none with a Setup, which holds every stone).
func (t *Table) handicapStones() []board.Vertex {
	switch {
	case t.cfg.Handicap < 2 || t.cfg.Setup != nil:
		return nil
	case t.cfg.FreeHandicap:
		return t.placed
	}
	hs, _ := board.FixedHandicap(t.cfg.Width, t.cfg.Height, t.cfg.Handicap)
	return hs
}
