package board_test

import (
	"testing"

	"goref/board"
	"goref/internal/corpus"
	"goref/internal/corpus/replay"
	"goref/internal/testgame"
)

// The replay benchmarks report moves/s; cmd: go test -bench . -benchmem ./board/
// (`make bench` runs bench/, which sets the corpus replay against rooklift/sgf and GNU Go).

// corpusGames is the corpus prepared once: setup stones and the legal main-line moves with
// their colours.
func corpusGames(tb testing.TB) []replay.Game {
	tb.Helper()
	dir := corpus.Dir(tb, "games")
	games, _ := replay.Load(dir)
	if len(games) == 0 {
		corpus.Missing(tb, dir+"/*.sgf")
	}
	return games
}

// replayGames plays every game on one reused board and returns the number of moves played.
// The moves were checked legal when the corpus was prepared: a refusal is a bug.
func replayGames(tb testing.TB, b *board.Board, games []replay.Game) int {
	n := 0
	for i := range games {
		g := &games[i]
		b.Reset(g.Size, g.Size)
		if err := b.Setup(g.Black, g.White, nil); err != nil {
			tb.Fatal(err)
		}
		for _, m := range g.Moves {
			if _, err := b.Play(m.Color, m.Vertex); err != nil {
				tb.Fatalf("%s move %d: %v", g.Path, n, err)
			}
		}
		n += len(g.Moves)
	}
	return n
}

func BenchmarkReplayCorpusPositionalSuperko(b *testing.B) {
	games := corpusGames(b)
	bd := board.MustNew(19, 19)
	bd.SetRules(board.KoPositional, board.SuicideForbid)
	replayGames(b, bd, games) // size the history buffers once
	b.ReportAllocs()
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		moves += replayGames(b, bd, games)
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

func benchRandom(b *testing.B, size int, ko board.KoRule) {
	var games [][]board.Vertex
	for s := uint64(0); s < 20; s++ {
		games = append(games, testgame.RandomGame(size, size, s, 3*size*size, ko, board.SuicideForbid))
	}
	bd := board.MustNew(size, size)
	bd.SetRules(ko, board.SuicideForbid)
	b.ReportAllocs()
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		g := games[i%len(games)]
		bd.Reset(size, size)
		n, err := bd.PlayMoves(board.Black, g)
		if err != nil {
			b.Fatalf("replay of a legal random game failed at %d: %v", n, err)
		}
		moves += n
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

func BenchmarkRandomReplay19Positional(b *testing.B) { benchRandom(b, 19, board.KoPositional) }
func BenchmarkRandomReplay19Simple(b *testing.B)     { benchRandom(b, 19, board.KoSimple) }
func BenchmarkRandomReplay9Positional(b *testing.B)  { benchRandom(b, 9, board.KoPositional) }

// BenchmarkRandomPlayout19 includes move generation: every ply lists the legal moves.
func BenchmarkRandomPlayout19(b *testing.B) {
	moves := 0
	for i := 0; i < b.N; i++ {
		moves += len(testgame.RandomGame(19, 19, uint64(i), 3*361, board.KoPositional, board.SuicideForbid))
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

func BenchmarkLegalMoves19(b *testing.B) {
	g := testgame.RandomGame(19, 19, 7, 150, board.KoPositional, board.SuicideForbid)
	bd := board.MustNew(19, 19)
	bd.SetRules(board.KoPositional, board.SuicideForbid)
	bd.PlayMoves(board.Black, g)
	buf := make([]board.IllegalPoint, 0, 361)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		buf = bd.IllegalMoves(bd.ToMove(), buf[:0])
	}
}

func TestReplayAllocatesNothing(t *testing.T) {
	g := testgame.RandomGame(19, 19, 1, 3*361, board.KoPositional, board.SuicideForbid)
	bd := board.MustNew(19, 19)
	bd.SetRules(board.KoPositional, board.SuicideForbid)
	bd.PlayMoves(board.Black, g)
	allocs := testing.AllocsPerRun(20, func() {
		bd.Reset(19, 19)
		bd.PlayMoves(board.Black, g)
	})
	if allocs != 0 {
		t.Fatalf("a replay of %d moves allocated %v times", len(g), allocs)
	}
}
