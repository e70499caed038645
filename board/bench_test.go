package board_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"goref/board"
)

// The replay benchmarks report moves/s; cmd: go test -bench . -benchmem ./board/
// (bench/compare.sh prints the ratios against GNU Go and the reference peer figure).

var moveRe = regexp.MustCompile(`;\s*([BW])\s*\[([a-s]{0,2})\]`)

// corpusGames reads the main-line moves of the corpus records that have no setup stones, with
// a deliberately tiny extractor (the corpus files are single-line-of-play 19×19 records).
func corpusGames(tb testing.TB) [][]board.Vertex {
	tb.Helper()
	var games [][]board.Vertex
	root := "../../shared/corpus/games"
	filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".sgf") {
			return nil
		}
		data, err := os.ReadFile(path)
		if err != nil || strings.Contains(string(data), "AB[") || strings.Contains(string(data), "AW[") {
			return nil
		}
		var g []board.Vertex
		for _, m := range moveRe.FindAllStringSubmatch(string(data), -1) {
			v, err := board.ParseSGF(m[2], 19, 19)
			if err != nil {
				return nil
			}
			g = append(g, v)
		}
		if len(g) > 0 {
			games = append(games, g)
		}
		return nil
	})
	if len(games) == 0 {
		tb.Skip("corpus not found at " + root)
	}
	return games
}

// replay plays every game on one reused board and returns the number of moves played.
func replay(tb testing.TB, b *board.Board, games [][]board.Vertex) int {
	n := 0
	for _, g := range games {
		b.Reset(19, 19)
		c := board.Black
		for _, v := range g {
			b.Play(c, v) // records may hold moves illegal under the chosen rule; they are skipped
			c = c.Opponent()
			n++
		}
	}
	return n
}

func BenchmarkReplayCorpusPositionalSuperko(b *testing.B) {
	games := corpusGames(b)
	bd := board.MustNew(19, 19)
	bd.SetRules(board.KoPositional, board.SuicideForbid)
	replay(b, bd, games) // size the history buffers once
	b.ReportAllocs()
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		moves += replay(b, bd, games)
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

func benchRandom(b *testing.B, size int, ko board.KoRule) {
	var games [][]board.Vertex
	for s := uint64(0); s < 20; s++ {
		games = append(games, board.RandomGame(size, size, s, 3*size*size, ko, board.SuicideForbid))
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
		moves += len(board.RandomGame(19, 19, uint64(i), 3*361, board.KoPositional, board.SuicideForbid))
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
}

func BenchmarkLegalMoves19(b *testing.B) {
	g := board.RandomGame(19, 19, 7, 150, board.KoPositional, board.SuicideForbid)
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
	g := board.RandomGame(19, 19, 1, 3*361, board.KoPositional, board.SuicideForbid)
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
