package board

import "slices"

// The history holds the board hash after every ply since the last setup (ply 0 is the setup
// position), and multisets of boards and of (board, player to move) for O(1) repetition
// questions.

func (b *Board) restartHistory() {
	b.hist.reset()
	b.histSit.reset()
	b.plyHash = b.plyHash[:0]
	b.pushHistory()
}

func (b *Board) pushHistory() {
	ply := len(b.plyHash)
	b.plyHash = append(b.plyHash, b.hash)
	b.hist.add(b.hash, ply)
	b.histSit.add(situational(b.hash, b.toMove), ply)
}

// popHistory takes the last ply's position out of the history; the board is still that
// position (Undo restores the one before afterwards).
func (b *Board) popHistory() {
	n := len(b.plyHash) - 1
	b.hist.remove(b.plyHash[n])
	b.histSit.remove(situational(b.hash, b.toMove))
	b.plyHash = b.plyHash[:n]
}

// Seen tells whether a board with hash h has stood on this board since the last setup.
func (b *Board) Seen(h uint64) bool { return b.hist.has(h) }

// SeenWith tells whether the board h has stood with toMove to play.
func (b *Board) SeenWith(h uint64, toMove Color) bool {
	return b.histSit.has(situational(h, toMove))
}

// Repeats reports whether the current board stood before in this history, and the earliest
// ply where it did (0 = the setup position).
func (b *Board) Repeats() (ply int, ok bool) {
	n, first := b.hist.count(b.hash)
	if n < 2 {
		return 0, false
	}
	return first, true
}

// SituationCount is how often the current board with the current player to move has stood
// since the last setup, now included.
func (b *Board) SituationCount() int {
	n, _ := b.histSit.count(situational(b.hash, b.toMove))
	return n
}

// PlyHashes returns the board hash after each ply since the last setup (index 0 = setup).
// The slice is the board's own: do not modify it.
func (b *Board) PlyHashes() []uint64 { return b.plyHash }

// Reserve makes room for plies more plies in the history and the undo stack: a caller that
// knows the length of a record (a replay) grows them once, not by copying at every doubling
// (a million plies would briefly hold both copies).
func (b *Board) Reserve(plies int) {
	b.undo = slices.Grow(b.undo, plies)
	b.plyHash = slices.Grow(b.plyHash, plies)
}
