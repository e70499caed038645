package deadstones

import (
	"math/rand/v2"
	"slices"

	"goref/board"
	"goref/rules/count"
	"goref/rules/reading"
)

// A group is proposed dead only when it is dead whatever it answers. The playouts cannot
// tell a dead group from one whose life turns on a single point that both colours can still
// play: a three-point eye space of its own (a straight or bent three) with the middle open.
// Its owner there makes two eyes, the opponent there leaves one, and random play reaches the
// middle first for either side. So for each group the playouts call dead, its owner plays the
// middle of such a space first and answerPlayouts playouts follow; when the group then lives
// in most of them, it is unsettled (shown uncertain, not proposed dead).

// answerPlayouts is the number of playouts after the owner's answer at a vital point.
const answerPlayouts = 32

// savedByAnswer lists the blocks (count.Chain.Block) that ownership sum (over the block's
// stones, + for the block's colour) calls dead and that their owner's stone on the middle of
// a three-point eye space of theirs saves in most playouts.
func savedByAnswer(b *board.Board, col []board.Color, chains []count.Chain, sum map[int]float64, pb *reading.Board, r *rand.Rand, atari []int) map[int]bool {
	w := b.Width()
	members := map[int][]int{}
	vital := map[int][]int{}
	for _, c := range chains {
		if c.PassAlive || sum[c.Block] >= 0 {
			continue
		}
		for _, v := range c.Stones {
			members[c.Block] = append(members[c.Block], v.Y*w+v.X)
		}
		for _, l := range b.Liberties(c.Stones[0]) {
			if mid, ok := threeSpaceMiddle(b, l, c.Color); ok && !slices.Contains(vital[c.Block], mid.Y*w+mid.X) {
				vital[c.Block] = append(vital[c.Block], mid.Y*w+mid.X)
			}
		}
	}
	saved := map[int]bool{}
	own := make([]int32, len(col))
	for _, c := range chains { // in the chains' order: the same position, the same draws
		blk := c.Block
		if saved[blk] || len(vital[blk]) == 0 {
			continue
		}
		for _, m := range vital[blk] {
			clear(own)
			n := 0
			for i := 0; i < answerPlayouts; i++ {
				pb.Load(col)
				if !pb.Play(c.Color, pb.Pt(m)) {
					break
				}
				n++
				playout(pb, r, c.Color.Opponent(), own, atari)
			}
			s := 0.0
			for _, p := range members[blk] {
				s += float64(own[p]) * sign(c.Color)
			}
			if n > 0 && s > 0 {
				saved[blk] = true
				break
			}
		}
		delete(vital, blk)
	}
	return saved
}

// threeSpaceMiddle returns the middle point of the empty region through the empty point v
// when that region has exactly three points and touches no stone but c's (the edge aside):
// the point next to the other two. Otherwise ok is false.
func threeSpaceMiddle(b *board.Board, v board.Vertex, c board.Color) (mid board.Vertex, ok bool) {
	reg, ok := ownRegion(b, v, c, 3)
	if !ok || len(reg) != 3 {
		return mid, false
	}
	for _, x := range reg {
		k := 0
		for _, q := range b.Neighbours(x) {
			if slices.Contains(reg, q) {
				k++
			}
		}
		if k == 2 {
			return x, true
		}
	}
	return mid, false
}
