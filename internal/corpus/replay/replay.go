package replay

import (
	"os"

	"goref/board"
	"goref/board/sgf"
	"goref/internal/corpus"
)

// Move is one ply: a colour and a point (board.Pass for a pass).
type Move struct {
	Color  board.Color
	Vertex board.Vertex
}

// Game is a record ready to replay on a Size×Size board: place Black and White first, then
// play Moves in order (colours as recorded; they need not alternate).
type Game struct {
	Path         string
	Size         int
	Black, White []board.Vertex
	Moves        []Move
}

// Stats says what Load kept and left out.
type Stats struct {
	Files, Games, Moves int
	Unreadable          int // not SGF, not square, or an unreadable main line
	Cut                 int // games cut at an illegal move or a mid-game setup node
}

// Load prepares every .sgf file under dir (sorted by path), one game per file (the first).
func Load(dir string) ([]Game, Stats) {
	var games []Game
	var st Stats
	b := board.MustNew(19, 19)
	for _, path := range corpus.Files(dir, ".sgf") {
		st.Files++
		g, cut, ok := prepare(path, b)
		if !ok {
			st.Unreadable++
			continue
		}
		if cut {
			st.Cut++
		}
		if len(g.Moves) == 0 {
			continue
		}
		games = append(games, g)
		st.Games++
		st.Moves += len(g.Moves)
	}
	return games, st
}

// prepare reads one record and replays its main line on b to keep only the legal prefix.
func prepare(path string, b *board.Board) (g Game, cut, ok bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		return g, false, false
	}
	col, err := sgf.Read(data)
	if err != nil || len(col.Games) == 0 {
		return g, false, false
	}
	root := col.Games[0]
	w, h, err := sgf.Size(root)
	if err != nil || w != h {
		return g, false, false
	}
	setup, err := sgf.RootSetup(root, w, h)
	if err != nil || len(setup.Empty) > 0 {
		return g, false, false
	}
	line, err := sgf.MainLine(root, w, h)
	if err != nil {
		return g, false, false
	}
	b.Reset(w, h)
	b.SetRules(board.KoPositional, board.SuicideForbid)
	if err := b.Setup(setup.Black, setup.White, nil); err != nil {
		return g, false, false
	}
	g = Game{Path: path, Size: w, Black: setup.Black, White: setup.White}
	for _, m := range line {
		if m.Setup != nil || m.Virtual || (m.Color != board.Black && m.Color != board.White) {
			return g, true, true
		}
		if _, err := b.Play(m.Color, m.Vertex); err != nil {
			return g, true, true
		}
		g.Moves = append(g.Moves, Move{m.Color, m.Vertex})
	}
	return g, false, true
}
