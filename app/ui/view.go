package ui

import (
	"fmt"

	"goref/app/goban"
	"goref/app/i18n"
	"goref/app/session"
	"goref/board"
	"goref/internal/visible"
	"goref/rules"
)

// refresh redraws the board and the labels from the session.
func (u *UI) refresh() {
	if u.sess == nil || u.Board == nil {
		return
	}
	u.call.show()
	u.offerActions()
	if u.clocks != nil {
		u.clocks.faces.Update() // a move pressed the clock: the faces show it now, not at their next second
	}
	if u.sess.AtTable() && u.sess.Table().Confirming() != nil {
		u.ref.confirmView()
		u.ref.refreshPanel()
		return
	}
	g := u.sess.Game()
	b := g.Board()
	if u.sess.AtTable() {
		b = u.sess.Table().Standing() // Ing: the agreed dead stones are off the board
	}
	v := goban.ViewOf(b)
	ms := g.Moves()
	v.Last = board.Pass
	if len(ms) > 0 {
		v.Last = ms[len(ms)-1].Vertex
	}
	v.Numbers = moveNumbers(b, ms)
	if !u.sess.Ended() && g.Phase() != rules.PhaseHalted && u.sess.AtTable() {
		v.ToMove = u.sess.ToMove()
		if u.settings.Illegal && u.sess.PlacingHandicap() == 0 {
			for _, p := range g.IllegalMoves(v.ToMove, nil) {
				v.Illegal = append(v.Illegal, p.Vertex)
			}
		}
		// Ing's cleared dead stones are off the board on screen, still on the table's: the
		// table takes no stone there (no ghost under the pointer says otherwise)
		t := u.sess.Table()
		for _, p := range t.Cleared() {
			if t.Game().Legal(v.ToMove, p) != nil {
				v.Unplayable = append(v.Unplayable, p)
			}
		}
	}
	u.Board.SetView(v)
	u.ref.countView()
	u.showPlayers(v.ToMove)
	u.Moves.SetText(movesText(u))
	if u.col != nil {
		u.col.showNotes()
		u.col.refresh()
	}
	u.ref.refreshPanel()
	if u.demo != nil {
		u.demo.refresh()
	}
}

// moveNumbers numbers each stone on the board with the move that placed it.
func moveNumbers(b *board.Board, ms []rules.Move) []int {
	w, h := b.Width(), b.Height()
	n := make([]int, w*h)
	for i, m := range ms {
		if m.Vertex.In(w, h) {
			n[m.Vertex.Y*w+m.Vertex.X] = i + 1
		}
	}
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if b.At(board.Vertex{X: x, Y: y}) == board.Empty {
				n[y*w+x] = 0
			}
		}
	}
	return n
}

// sideText is a player's name and rank.
func sideText(info session.Info, black bool) string {
	name, rank := info.White, info.WhiteRank
	if black {
		name, rank = info.Black, info.BlackRank
	}
	s := nameOr(name, black)
	if rank != "" {
		s += " " + visible.Controls(rank)
	}
	return s
}

func movesText(u *UI) string { return movesOf(u.sess) }

// movesOf is the move line of the game s: the move, the variation, the result or who plays.
func movesOf(g *session.Session) string {
	n := g.Game().NumMoves()
	s := LD("Move {{.N}}", map[string]any{"N": n})
	if i, k := g.Variations(); k > 1 {
		s += fmt.Sprintf(" (%d/%d)", i+1, k)
	}
	switch {
	case g.Result() != "":
		s += " · " + resultText(g)
	case g.PlacingHandicap() > 0:
		s += " · " + L("Black places handicap stones")
	case g.AtTable() && !g.Table().Markable():
		s += " · " + LD("{{.Player}} to play", map[string]any{"Player": i18n.Color(g.ToMove() == board.Black)})
	}
	return s
}
