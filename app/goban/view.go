package goban

import "goref/board"

// View is everything the board shows: a snapshot the owner builds from the game and hands
// to Board.SetView. The widget draws it and knows nothing of the rules.
type View struct {
	W, H   int
	Stones []board.Color // W*H, row by row from the top

	Last    board.Vertex // the last move, board.Pass when none
	Numbers []int        // move number per point, 0 for none; shown when Options.MoveNumbers

	ToMove  board.Color    // the ghost stone under the pointer is of this colour; Empty for none
	Illegal []board.Vertex // points the player to move may not play (Options.Illegal)
	// Unplayable are empty points where no stone is taken that carry no mark: the dead stones
	// Ing's agreement took off the board, still on the record's board. No ghost is drawn there.
	Unplayable []board.Vertex

	Dead []board.Vertex // stones marked dead
	// Uncertain are stones whose status the dead-stone estimator is unsure of: the referee
	// should look at them (an amber ring).
	Uncertain  []board.Vertex
	Territory  []board.Color  // W*H owner of each point in the count, or nil
	Seki       []board.Vertex // stones alive in seki
	Shared     []board.Vertex // empty points nobody owns in the count (dame, 公空)
	Highlights []board.Vertex // the referee's highlights
}

// EmptyView returns a w×h view with no stones.
func EmptyView(w, h int) View {
	return View{W: w, H: h, Stones: make([]board.Color, w*h), Last: board.Pass}
}

// ViewOf fills a view with the stones of b.
func ViewOf(b *board.Board) View {
	v := EmptyView(b.Width(), b.Height())
	for y := 0; y < v.H; y++ {
		for x := 0; x < v.W; x++ {
			v.Stones[y*v.W+x] = b.At(board.Vertex{X: x, Y: y})
		}
	}
	return v
}

// ghostAt tells whether the translucent stone of the player to move is drawn under the pointer
// at p: on an empty point where the owner of the view takes a move.
func (v View) ghostAt(p board.Vertex) bool {
	return v.ToMove != board.Empty && p.In(v.W, v.H) && v.at(p) == board.Empty &&
		!contains(v.Illegal, p) && !contains(v.Unplayable, p)
}

func (v View) at(p board.Vertex) board.Color {
	if !p.In(v.W, v.H) || len(v.Stones) != v.W*v.H {
		return board.Empty
	}
	return v.Stones[p.Y*v.W+p.X]
}

// Options are the display toggles.
type Options struct {
	Coordinates bool // A–T (no I) and 1–19 on all four sides
	MoveNumbers bool
	Illegal     bool // mark the points the player to move may not play
	Ing         bool // the proportions of Ing Art. 11: a slightly tall grid
	Grain       Grain
	NoGhost     bool // no translucent stone under the pointer (demo mode: the audience's screen)
}
