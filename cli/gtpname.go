package cli

import (
	"sync"

	"goref/board"
)

// gtpNames holds the GTP name of every point by column and row number (1 at the bottom),
// spelt by board.Vertex.GTP, which builds a new string at each call: check names every ply
// it writes, and those strings were its JSON writer's only allocation.
var gtpNames = sync.OnceValue(func() *[board.MaxSize][board.MaxSize + 1]string {
	var t [board.MaxSize][board.MaxSize + 1]string
	for x := range board.MaxSize {
		for row := 1; row <= board.MaxSize; row++ {
			t[x][row] = board.Vertex{X: x}.GTP(row)
		}
	}
	return &t
})

// gtpName is v.GTP(h) without a new string for a point of the board.
func gtpName(v board.Vertex, h int) string {
	if row := h - v.Y; v.X >= 0 && v.X < board.MaxSize && v.Y >= 0 && row >= 1 && row <= board.MaxSize {
		return gtpNames()[v.X][row]
	}
	return v.GTP(h)
}
