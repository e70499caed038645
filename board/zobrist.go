package board

// Zobrist keys: one per colour and padded point, one for "White to move". They are
// fixed (a seeded splitmix64), so hashes are stable across runs and processes.
var (
	zobrist    [3][maxPoints]uint64
	whiteToPly uint64
	emptyHash  uint64
)

func init() {
	s := uint64(0x676f726566) // "goref"
	next := func() uint64 {
		s += 0x9e3779b97f4a7c15
		z := s
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		return z ^ (z >> 31)
	}
	for c := Black; c <= White; c++ {
		for p := range zobrist[c] {
			zobrist[c][p] = next()
		}
	}
	whiteToPly = next()
	emptyHash = next()
}

// Hash is the Zobrist hash of the stones on the board (positional identity). Boards of
// different sizes with the same stones at the same padded indices may collide; compare
// hashes only within one board.
func (b *Board) Hash() uint64 { return b.hash }

// SituationHash is Hash combined with the player to move (situational identity).
func (b *Board) SituationHash() uint64 { return situational(b.hash, b.toMove) }

func situational(h uint64, toMove Color) uint64 {
	if toMove == White {
		return h ^ whiteToPly
	}
	return h
}
