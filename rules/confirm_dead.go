package rules

import "goref/board"

// Art. 7-1: stones are alive when the opponent's moves do not capture them, or when, captured,
// they can regenerate stones that will not be captured (the snapback of commentary 2); all
// others are dead. The confirmation decides with its final position: a group none of whose
// stones was captured lives; a captured group lives only if its owner now stands on one of its
// points with a chain the attacker cannot capture, moving first under the Art. 7-2 ko rule.

// regenDepth bounds the attacker's search for a capture of regenerated stones, in plies. It
// reads the short local fights that regeneration leaves (atari, throw-in, a ko left banned);
// a position needing more is not what a confirmation ends on.
const regenDepth = 5

// Dead is the outcome for the group of stones (any stone of the starting position marks its
// chain).
func (c *Confirmation) Dead(stones []board.Vertex) bool {
	stones = c.chains(stones)
	taken := false
	for _, s := range stones {
		if c.captured[s] {
			taken = true
		}
	}
	if !taken {
		return false
	}
	for _, s := range stones {
		owner := c.orig.At(s)
		if owner != board.Empty && c.b.At(s) == owner && !c.capturable(s) {
			return false
		}
	}
	return true
}

// capturable tells whether the attacker, moving first from the current position with the
// current ko bans, captures the chain at s within regenDepth plies whatever its owner answers.
func (c *Confirmation) capturable(s board.Vertex) bool {
	scratch := &Confirmation{attacker: c.attacker, b: c.b.Clone(), orig: c.orig, bans: c.copyBans(),
		captured: map[board.Vertex]bool{}}
	scratch.b.SetToMove(c.attacker)
	return scratch.attackerWins(s, c.b.At(s), regenDepth)
}

func (c *Confirmation) attackerWins(s board.Vertex, owner board.Color, depth int) bool {
	if c.b.At(s) != owner {
		return true
	}
	if depth == 0 {
		return false
	}
	for _, v := range c.localMoves(s, c.attacker) {
		if c.try(c.attacker, v, func() bool { return !c.ownerHolds(s, owner, depth-1) }) {
			return true
		}
	}
	return false
}

func (c *Confirmation) ownerHolds(s board.Vertex, owner board.Color, depth int) bool {
	if c.b.At(s) != owner {
		return false
	}
	if depth == 0 {
		return true
	}
	for _, v := range c.localMoves(s, owner) {
		if c.try(owner, v, func() bool { return !c.attackerWins(s, owner, depth-1) }) {
			return true
		}
	}
	return false
}

// try plays col at v if legal, evaluates then, and takes the move back.
func (c *Confirmation) try(col board.Color, v board.Vertex, then func() bool) bool {
	if c.Play(col, v) != nil {
		return false
	}
	ok := then()
	c.Undo()
	return ok
}

// localMoves are the moves that matter to the chain at s: its liberties, the liberties of the
// chains next to it that are short of liberties (captures and escapes), and a pass (which
// lifts the mover's ko ban).
func (c *Confirmation) localMoves(s board.Vertex, col board.Color) []board.Vertex {
	seen := map[board.Vertex]bool{}
	var out []board.Vertex
	add := func(vs []board.Vertex) {
		for _, v := range vs {
			if !seen[v] {
				seen[v] = true
				out = append(out, v)
			}
		}
	}
	add(c.b.Liberties(s))
	for _, x := range c.b.Chain(s) {
		for _, n := range c.b.Neighbours(x) {
			if k := c.b.At(n); k != board.Empty && k != c.b.At(s) && len(c.b.Liberties(n)) <= 2 {
				add(c.b.Liberties(n))
			}
		}
	}
	return append(out, board.Pass)
}
