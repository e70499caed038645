package rules

import (
	"slices"

	"goref/board"
)

// Reset starts a new game under rs on b (already sized and set up), as NewGame does, but keeps
// the buffers of the record and its histories: a program that plays game after game (check
// over many files, gtp's clear_board, the benchmarks) allocates nothing per move once they
// have grown. Moves returned before the reset must not be used after it.
func (g *Game) Reset(rs Ruleset, b *board.Board) {
	appear := g.appear
	clear(appear)
	clear(g.extras) // their events and cycles go with the game
	*g = Game{
		Rules: rs, b: b,
		moves: g.moves[:0], extras: g.extras[:0], undo: g.undo[:0], sits: g.sits[:0],
		appear: appear,
	}
	g.b.SetRules(g.boardKo(), rs.Suicide)
	g.resync()
}

// Reserve makes room for plies more plies in the record, its histories and the board's (see
// board.Board.Reserve): a replay of a known record grows them once.
func (g *Game) Reserve(plies int) {
	g.moves = slices.Grow(g.moves, plies)
	g.undo = slices.Grow(g.undo, plies)
	g.sits = slices.Grow(g.sits, plies)
	g.b.Reserve(plies)
}
