package board

import "fmt"

// maxPoints is the size of the padded grid of the largest board: (25+2)².
const maxPoints = (MaxSize + 2) * (MaxSize + 2)

// Board is a position under play: stones, chains, the simple-ko point, Zobrist hashes and the
// repetition history. The zero value is not usable; call New. Board holds its grid in fixed
// arrays, so Clone is a handful of memcpys.
type Board struct {
	w, h, stride int
	ko           KoRule
	suicide      SuicideRule

	color [maxPoints]Color
	// Chains are circular lists through next; head names the chain of a stone. The per-chain
	// counters below are valid at the head only. Liberties are pseudo-liberties (one per
	// stone–empty adjacency) with their sum and sum of squares, so "no liberty" and "exactly
	// one liberty, and which" are O(1).
	head    [maxPoints]int16
	next    [maxPoints]int16
	size    [maxPoints]int16
	libs    [maxPoints]int16
	libSum  [maxPoints]int32
	libSum2 [maxPoints]int32

	koPoint int16 // the point the player koColor may not play next; 0 when none
	koColor Color
	toMove  Color
	hash    uint64 // board only
	everOn  [maxPoints]bool

	captured [3]int // stones removed from the board, by the colour that captured them

	undo     []undoRecord
	removed  []int16  // stones taken off by the moves on the undo stack
	hist     hashSet  // boards seen, with multiplicity
	histSit  hashSet  // (board, player to move) seen
	plyHash  []uint64 // the board after each ply since the last setup; the situation is the last one's with toMove
	stack    [maxPoints]int16
	mark     [maxPoints]uint32
	markTick uint32
}

// New returns an empty board of w columns and h rows with Black to move, simple ko and
// suicide forbidden.
func New(w, h int) (*Board, error) {
	if w < MinSize || h < MinSize || w > MaxSize || h > MaxSize {
		return nil, fmt.Errorf("board size %dx%d is outside %d–%d", w, h, MinSize, MaxSize)
	}
	b := &Board{ko: KoSimple, suicide: SuicideForbid}
	b.Reset(w, h)
	return b, nil
}

// MustNew is New for sizes known to be valid.
func MustNew(w, h int) *Board {
	b, err := New(w, h)
	if err != nil {
		panic(err)
	}
	return b
}

// Reset clears the board to an empty w×h position with Black to move, keeping the rules and
// the capacity of its buffers (so a reused board plays without allocating).
func (b *Board) Reset(w, h int) {
	if w < MinSize || h < MinSize || w > MaxSize || h > MaxSize {
		panic(fmt.Sprintf("board: size %dx%d out of range", w, h))
	}
	b.w, b.h, b.stride = w, h, w+2
	for i := range b.color {
		b.color[i] = edge
		b.everOn[i] = false
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			b.color[b.index(x, y)] = Empty
		}
	}
	b.koPoint, b.koColor = 0, Empty
	b.toMove = Black
	b.hash = emptyHash
	b.captured = [3]int{}
	b.undo = b.undo[:0]
	b.removed = b.removed[:0]
	b.restartHistory()
}

// SetRules chooses the ko and suicide rules that Play and Legal enforce.
func (b *Board) SetRules(ko KoRule, suicide SuicideRule) { b.ko, b.suicide = ko, suicide }

// Rules returns the ko and suicide rules in force.
func (b *Board) Rules() (KoRule, SuicideRule) { return b.ko, b.suicide }

// Width is the number of columns.
func (b *Board) Width() int { return b.w }

// Height is the number of rows.
func (b *Board) Height() int { return b.h }

// ToMove is the player whose turn it is: the opponent of the last mover, or who setup says.
func (b *Board) ToMove() Color { return b.toMove }

// SetToMove overrides the player to move (SGF PL, handicap, a referee's forced pass, …). The
// current position's entry in the situational history is re-keyed with the new player, so
// situational superko sees the position as it stands.
func (b *Board) SetToMove(c Color) {
	if c == b.toMove {
		return
	}
	b.histSit.remove(situational(b.hash, b.toMove))
	b.toMove = c
	b.histSit.add(situational(b.hash, c), len(b.plyHash)-1)
}

// Captures returns how many stones c has taken off the board (suicides count for the opponent).
func (b *Board) Captures(c Color) int { return b.captured[c] }

// Ply is the number of moves (passes included) played since the last setup.
func (b *Board) Ply() int { return len(b.undo) }

// At returns the colour on v, or Empty off the board.
func (b *Board) At(v Vertex) Color {
	if !v.In(b.w, b.h) {
		return Empty
	}
	return b.color[b.index(v.X, v.Y)]
}

// KoPoint returns the point the player to move may not take back by simple ko, if any.
func (b *Board) KoPoint() (Vertex, Color, bool) {
	if b.koPoint == 0 {
		return Pass, Empty, false
	}
	return b.vertex(int(b.koPoint)), b.koColor, true
}

// Clone returns an independent copy, history included.
func (b *Board) Clone() *Board {
	c := *b
	c.undo = append([]undoRecord(nil), b.undo...)
	c.removed = append([]int16(nil), b.removed...)
	c.plyHash = append([]uint64(nil), b.plyHash...)
	c.hist = b.hist.clone()
	c.histSit = b.histSit.clone()
	return &c
}

func (b *Board) index(x, y int) int { return (y+1)*b.stride + x + 1 }

func (b *Board) vertex(p int) Vertex { return Vertex{p%b.stride - 1, p/b.stride - 1} }

func (b *Board) point(v Vertex) (int, bool) {
	if !v.In(b.w, b.h) {
		return 0, false
	}
	return b.index(v.X, v.Y), true
}

// neighbours of p in the padded grid; edge points are part of the answer and must be skipped
// by colour.
func (b *Board) neighbours(p int) [4]int {
	return [4]int{p - b.stride, p - 1, p + 1, p + b.stride}
}
