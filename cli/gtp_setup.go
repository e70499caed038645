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
// else spreads the stones over the board.
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
		vs = vs[:0]
		for i := 0; len(vs) < n; i++ {
			// Every other point of every other row: stones that touch nobody first.
			p := (i * 2) % (e.w * e.h)
			vs = append(vs, board.Vertex{X: p % e.w, Y: p / e.w})
		}
	}
	if err := e.placeHandicap(vs); err != nil {
		return "", err
	}
	return e.vertexList(vs), nil
}

func cmdSetFreeHandicap(e *gtpEngine, args []string) (string, error) {
	if len(args) < 2 {
		return "", fmt.Errorf("invalid handicap")
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
