package cli

import (
	"fmt"
	"strconv"

	"goref/board"
	"goref/board/sgf"
)

// record is one game of an SGF file, typed for replay.
type record struct {
	root  *sgf.Node
	w, h  int
	setup sgf.Setup
	moves []sgf.Move
	komi  *float64
	ru    string
}

func loadRecord(root *sgf.Node) (*record, error) {
	w, h, err := sgf.Size(root)
	if err != nil {
		return nil, err
	}
	setup, err := sgf.RootSetup(root, w, h)
	if err != nil {
		return nil, err
	}
	moves, err := sgf.MainLine(root, w, h)
	if err != nil {
		return nil, err
	}
	r := &record{root: root, w: w, h: h, setup: setup, moves: moves}
	if km, ok := root.Get("KM"); ok {
		if k, err := strconv.ParseFloat(km, 64); err == nil {
			r.komi = &k
		}
	}
	r.ru, _ = root.Get("RU")
	return r, nil
}

// setUp puts the record's root setup on b, with the player to move from PL, else from the
// first move, else Black unless there are handicap stones.
func (r *record) setUp(b *board.Board) error {
	if err := b.Setup(r.setup.Black, r.setup.White, r.setup.Empty); err != nil {
		return fmt.Errorf("setup: %v", err)
	}
	switch {
	case r.setup.ToPlay != board.Empty:
		b.SetToMove(r.setup.ToPlay)
	case len(r.moves) > 0 && r.moves[0].Color != board.Empty:
		b.SetToMove(r.moves[0].Color)
	case len(r.setup.Black) > 0 && len(r.setup.White) == 0:
		b.SetToMove(board.White)
	}
	return nil
}
