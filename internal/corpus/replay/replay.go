package replay

import (
	"os"

	"goref/board"
	"goref/board/sgf"
	"goref/internal/corpus"
	"goref/rules"
	"goref/rules/record"
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
	for _, path := range corpus.Files(dir, ".sgf") {
		st.Files++
		g, cut, ok := prepare(path)
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

// boardRules is the rule set the benchmarks' moves are legal under: the board's positional
// superko with suicide forbidden.
var boardRules = func() rules.Ruleset {
	rs := rules.TrompTaylor
	rs.Suicide = board.SuicideForbid
	return rs
}()

// prepare reads one record (rules/record) and replays its main line by the one replay to keep
// only the legal prefix: the first move refused, setup after the root or a virtual move cuts it.
func prepare(path string) (g Game, cut, ok bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		return g, false, false
	}
	col, err := sgf.Read(data)
	if err != nil || len(col.Games) == 0 {
		return g, false, false
	}
	rec, err := record.Read(col.Games[0])
	if err != nil || rec.Width != rec.Height || len(rec.Skipped) > 0 || len(rec.Setup.Empty) > 0 {
		return g, false, false
	}
	b, err := board.New(rec.Width, rec.Height)
	if err != nil || rec.Start(b, boardRules) != nil {
		return g, false, false
	}
	rp := rec.NewReplay(rules.NewGame(boardRules, b))
	g = Game{Path: path, Size: rec.Width, Black: rec.Setup.Black, White: rec.Setup.White}
	for i := range rec.Moves {
		m := &rec.Moves[i]
		if m.HasSetup() || m.Virtual() || m.Color == board.Empty {
			return g, true, true
		}
		if p := rp.Step(m); p.Err != nil {
			return g, true, true
		}
		g.Moves = append(g.Moves, Move{m.Color, m.Vertex()})
	}
	return g, false, true
}
