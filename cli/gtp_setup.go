package cli

import (
	"fmt"
	"strconv"

	"goref/board"
)

func (e *gtpEngine) handicapCount(args []string) (int, error) {
	if len(args) != 1 {
		return 0, fmt.Errorf("handicap needs one number")
	}
	n, err := strconv.Atoi(args[0])
	if err != nil {
		return 0, fmt.Errorf("handicap not an integer")
	}
	return n, e.boardEmpty()
}

func (e *gtpEngine) boardEmpty() error {
	b := e.game.Board()
	if b.Ply() > 0 || b.Count(board.Black)+b.Count(board.White) > 0 {
		return fmt.Errorf("board not empty")
	}
	return nil
}

func (e *gtpEngine) placeHandicap(vs []board.Vertex) error {
	b := e.game.Board()
	if err := b.Setup(vs, nil, nil); err != nil {
		return err
	}
	b.SetToMove(board.White)
	e.setupB = append([]board.Vertex(nil), vs...)
	return nil
}

func cmdFixedHandicap(e *gtpEngine, args []string) (string, error) {
	n, err := e.handicapCount(args)
	if err != nil {
		return "", err
	}
	vs, err := board.FixedHandicap(e.w, e.h, n)
	if err != nil {
		return "", fmt.Errorf("invalid handicap")
	}
	if err := e.placeHandicap(vs); err != nil {
		return "", err
	}
	return e.vertexList(vs), nil
}

// cmdPlaceFreeHandicap chooses the fixed points where they exist (the engine's choice is free),
// else spreads the stones over the board. It places exactly the vertices it lists.
func cmdPlaceFreeHandicap(e *gtpEngine, args []string) (string, error) {
	n, err := e.handicapCount(args)
	if err != nil {
		return "", err
	}
	if n < 2 || n > e.w*e.h-1 {
		return "", fmt.Errorf("invalid handicap")
	}
	vs, ferr := board.FixedHandicap(e.w, e.h, n)
	if ferr != nil {
		vs = spreadHandicap(e.w, e.h, n)
	}
	if err := e.placeHandicap(vs); err != nil {
		return "", err
	}
	return e.vertexList(vs), nil
}

// cmdSetFreeHandicap: GTP 2 takes at least two stones and at most one less than the board has
// points (a board full of one colour has no liberty left).
func cmdSetFreeHandicap(e *gtpEngine, args []string) (string, error) {
	if len(args) < 2 || len(args) > e.w*e.h-1 {
		return "", fmt.Errorf("bad vertex list")
	}
	if err := e.boardEmpty(); err != nil {
		return "", err
	}
	seen := map[board.Vertex]bool{}
	var vs []board.Vertex
	for _, a := range args {
		v, err := board.ParseVertex(a, e.w, e.h)
		if err != nil || v.IsPass() || seen[v] {
			return "", fmt.Errorf("bad vertex list")
		}
		seen[v] = true
		vs = append(vs, v)
	}
	return "", e.placeHandicap(vs)
}

// spreadHandicap returns n distinct points of a w×h board (n < w*h): first the points of one
// colour of the chequerboard, which touch no other stone, then the rest, row by row.
func spreadHandicap(w, h, n int) []board.Vertex {
	vs := make([]board.Vertex, 0, n)
	for parity := 0; parity < 2; parity++ {
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if (x+y)%2 == parity && len(vs) < n {
					vs = append(vs, board.Vertex{X: x, Y: y})
				}
			}
		}
	}
	return vs
}
