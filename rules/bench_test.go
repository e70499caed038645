package rules_test

import (
	"testing"

	"goref/board"
	"goref/internal/corpus"
	"goref/internal/corpus/replay"
	"goref/rules"
)

// replayCorpus plays every prepared corpus game (setup stones, then the legal main-line moves
// with their colours) through one reused Game and returns the moves played.
func replayCorpus(tb testing.TB, g *rules.Game, rs rules.Ruleset, games []replay.Game) int {
	n := 0
	for i := range games {
		rg := &games[i]
		b := g.Board()
		b.Reset(rg.Size, rg.Size)
		if err := b.Setup(rg.Black, rg.White, nil); err != nil {
			tb.Fatal(err)
		}
		g.Reset(rs, b)
		for _, m := range rg.Moves {
			if _, err := g.Play(m.Color, m.Vertex); err != nil {
				tb.Fatalf("%s: %v %v: %v", rg.Path, m.Color, m.Vertex, err)
			}
		}
		n += len(rg.Moves)
	}
	return n
}

// BenchmarkGameReplayCorpus is the corpus through rules.Game under the Chinese rules, the path
// of check, gtp, score and the app (`make bench` sets it against rooklift/sgf).
func BenchmarkGameReplayCorpus(b *testing.B) {
	dir := corpus.Dir(b, "games")
	games, _ := replay.Load(dir)
	if len(games) == 0 {
		corpus.Missing(b, dir+"/*.sgf")
	}
	g := rules.NewGame(rules.Chinese, board.MustNew(19, 19))
	replayCorpus(b, g, rules.Chinese, games)
	b.ReportAllocs()
	b.ResetTimer()
	moves := 0
	for i := 0; i < b.N; i++ {
		moves += replayCorpus(b, g, rules.Chinese, games)
	}
	b.ReportMetric(float64(moves)/b.Elapsed().Seconds(), "moves/s")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(moves), "ns/move")
}
