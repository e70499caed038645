package count

import "goref/board"

// RelatedGroup is what one click marks dead or seki at the end of a game: the stones of v's
// colour reachable from v through that colour's stones and empty points, never through the
// opponent's stones (as Sabaki marks dead stones). A dead group of several chains inside the
// opponent's area is one click; the opponent's wall around it bounds the search. Empty for an
// empty point.
func RelatedGroup(b *board.Board, v board.Vertex) []board.Vertex {
	c := b.At(v)
	if c == board.Empty {
		return nil
	}
	w := b.Width()
	seen := make([]bool, w*b.Height())
	seen[v.Y*w+v.X] = true
	queue := []board.Vertex{v}
	var stones []board.Vertex
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if b.At(p) == c {
			stones = append(stones, p)
		}
		for _, n := range b.Neighbours(p) {
			if seen[n.Y*w+n.X] || b.At(n) == c.Opponent() {
				continue
			}
			seen[n.Y*w+n.X] = true
			queue = append(queue, n)
		}
	}
	return stones
}
