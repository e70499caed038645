package cli

import (
	"fmt"
	"strconv"
	"strings"

	"goref/board"
	"goref/board/sgf"
)

// cmdLoadSGF loads a record: `loadsgf FILE [MOVE]` sets up the position before move number
// MOVE (the record's moves from 1, as check numbers its plies; all of the main line without
// it) and answers the colour to move.
func cmdLoadSGF(e *gtpEngine, args []string) (string, error) {
	if len(args) < 1 || len(args) > 2 {
		return "", fmt.Errorf("loadsgf needs a file name and an optional move number")
	}
	limit := -1
	if len(args) == 2 {
		n, err := strconv.Atoi(args[1])
		if err != nil || n < 1 {
			return "", fmt.Errorf("invalid move number")
		}
		limit = n - 1
	}
	col, err := readRecordFile(args[0])
	if err != nil {
		return "", fmt.Errorf("cannot load file: %v", err)
	}
	if len(col.Games) == 0 {
		return "", fmt.Errorf("cannot load file: no game in it")
	}
	root := col.Games[0]
	col = nil
	return e.loadGame(root, limit)
}

// loadGame sets up the position of game root before its move limit+1 (all of it for -1).
func (e *gtpEngine) loadGame(root *sgf.Node, limit int) (string, error) {
	rec, err := loadRecord(root)
	if err != nil {
		return "", fmt.Errorf("cannot load file: %v", err)
	}
	// The setup printsgf writes is the position before the first move: setup nodes ahead of
	// it are applied, not piled up (a record re-laying the board on every node stays small).
	black, white, _, err := rec.Opening(e.rs)
	if err != nil {
		return "", fmt.Errorf("cannot load file: %v", err)
	}
	e.reset(rec.Width, rec.Height)
	b := e.game.Board()
	if err := rec.Start(b, e.rs); err != nil {
		return "", fmt.Errorf("cannot load file: %v", err)
	}
	e.game.Reset(e.rs, b) // the game's histories start with the record's setup
	rec.Reserve(e.game)
	e.setupB, e.setupW = black, white
	// The one replay of rules/record: an illegal move in the record is skipped, as check does.
	rp := rec.NewReplay(e.game)
	for i := range rec.Moves {
		m := &rec.Moves[i]
		if limit >= 0 && m.Color != board.Empty && rp.Plies() >= limit {
			break
		}
		rp.Step(m)
	}
	if rec.Info.HasKomi {
		e.komi = rec.Info.Komi.Points
	}
	if b.ToMove() == board.White {
		return "white", nil
	}
	return "black", nil
}

// cmdPrintSGF answers the current game as an SGF record on one line.
func cmdPrintSGF(e *gtpEngine, _ []string) (string, error) {
	root := &sgf.Node{}
	root.Set("GM", "1")
	root.Set("FF", "4")
	sgf.SetSize(root, e.w, e.h)
	root.Set("KM", strconv.FormatFloat(e.komi, 'f', -1, 64))
	root.Set("RU", e.rs.Name)
	setList := func(id string, vs []board.Vertex) {
		if len(vs) > 0 {
			s := make([]string, len(vs))
			for i, v := range vs {
				s[i] = v.SGF()
			}
			root.Set(id, s...)
		}
	}
	setList("AB", e.setupB)
	setList("AW", e.setupW)
	parent := root
	for i := range e.game.NumMoves() {
		m := e.game.Move(i)
		n := &sgf.Node{Parent: parent}
		n.Set(m.Color.String(), m.Vertex.SGF())
		if m.Virtual {
			n.Set("VM", "")
		}
		parent.Children = append(parent.Children, n)
		parent = n
	}
	data, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{root}})
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(strings.ReplaceAll(string(data), "\n", "")), nil
}
