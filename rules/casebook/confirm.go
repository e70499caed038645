package casebook

import (
	"errors"
	"fmt"
	"strings"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
)

// confirmMove reads CF[B|W] and CQ[] of a node: the pseudo-move that opens a confirmation.
func confirmMove(n *sgf.Node, w, h int, label string) (*Move, error) {
	v, ok := n.Get("CF")
	if !ok {
		if n.Has("CQ") {
			return nil, fmt.Errorf("CQ without CF")
		}
		return nil, nil
	}
	col, ok := board.ParseColor(strings.TrimSpace(v))
	if !ok || col == board.Empty {
		return nil, fmt.Errorf("CF[%s] is not a colour", v)
	}
	q, err := sgf.Points(n, "CQ", w, h)
	if err != nil {
		return nil, err
	}
	if len(q) == 0 {
		return nil, fmt.Errorf("CF without CQ: the confirmation decides no stones")
	}
	return &Move{Color: col, Vertex: board.Pass, Confirm: true, Query: q, Label: label}, nil
}

// passKo reads PK[]: the ko a confirmation pass is for.
func passKo(n *sgf.Node, w, h int) (board.Vertex, error) {
	ps, err := sgf.Points(n, "PK", w, h)
	if err != nil || len(ps) == 0 {
		return board.Pass, err
	}
	if len(ps) > 1 {
		return board.Pass, fmt.Errorf("PK names %d kos, want one", len(ps))
	}
	return ps[0], nil
}

// confirmer runs the confirmations of a run on a halted game.
type confirmer struct {
	g      *rules.Game
	cur    *rules.Confirmation // nil outside a confirmation, or when it could not open
	query  []board.Vertex
	active bool // a Confirm move was seen: the following moves belong to a confirmation
}

// open starts the confirmation of a Confirm move and returns its outcome notation:
// "confirm:B", or why the rule set has none ("no-confirmation", "not-halted").
func (cr *confirmer) open(mv Move) string {
	cr.active, cr.query = true, mv.Query
	var err error
	cr.cur, err = cr.g.StartConfirmation(mv.Color)
	switch {
	case errors.Is(err, rules.ErrNotConfirmation):
		return "no-confirmation"
	case errors.Is(err, rules.ErrNotHalted):
		return "not-halted"
	case err != nil:
		return err.Error()
	}
	return "confirm:" + mv.Color.String()
}

// play tries one ply of the open confirmation: "ok", an illegal reason, or "skipped" when the
// confirmation did not open.
func (cr *confirmer) play(mv Move) (string, error) {
	if cr.cur == nil {
		return "skipped", nil
	}
	var err error
	if mv.Vertex.IsPass() && !mv.PassKo.IsPass() {
		err = cr.cur.PassFor(mv.Color, mv.PassKo)
	} else {
		err = cr.cur.Play(mv.Color, mv.Vertex)
	}
	var ie *rules.Illegal
	switch {
	case err == nil:
		return "ok", nil
	case errors.As(err, &ie):
		return string(ie.Reason), nil
	}
	return "", err
}

// outcome is the verdict of the open confirmation on its stones: "dead" or "alive"; "" when
// none is open.
func (cr *confirmer) outcome() string {
	if cr.cur == nil {
		return ""
	}
	if cr.cur.Dead(cr.query) {
		return "dead"
	}
	return "alive"
}
