package cli

import (
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/internal/corpus"
	"goref/rules"
	"goref/rules/deadstones"
	"goref/rules/record"
)

// The players' own dead stones: in a finished record whose last node carries territory marks
// (TB/TW), the stones of one colour standing on the other colour's marks are the dead stones
// the players agreed on. The estimator is measured against them: a game is exact when it
// proposes exactly that set; a false dead stone is one the players kept alive.

// markedGame is a record's final position with the players' agreed dead stones.
type markedGame struct {
	corpus string // the corpus directory
	half   corpus.Half
	path   string
	name   string
	ru     string
	b      *board.Board
	agreed []board.Vertex
	either []board.Vertex // stones whose fate the marks leave open (an OGS fixture's '*' and 's')
	setup  bool           // a position, not a record (an OGS fixture): an engine gets it as setup stones
}

// markedGames reads the records of corpus directory sub whose last node has TB or TW marks.
func markedGames(tb testing.TB, sub string) []markedGame {
	tb.Helper()
	var out []markedGame
	for _, path := range corpus.Files(corpus.Dir(tb, sub), ".sgf") {
		col, err := sgf.ReadFile(path)
		if err != nil || len(col.Games) == 0 {
			continue
		}
		rec, err := loadRecord(col.Games[0])
		if err != nil {
			continue
		}
		rs, _ := rec.Info.Ruleset(rules.Chinese)
		g, err := rec.Play(rs, nil)
		if err != nil {
			continue
		}
		b := g.Board()
		tbm, twm, err := record.TerritoryMarks(rec.Last, rec.Width, rec.Height)
		if err != nil || len(tbm)+len(twm) == 0 {
			continue
		}
		dead, err := record.DeadStones(rec.Last, rec.Width, rec.Height, b.At)
		if err != nil {
			continue
		}
		out = append(out, markedGame{corpus: sub, half: corpus.HalfOf(path), path: path, name: filepath.Base(path), ru: rec.Info.RU, b: b, agreed: dead})
	}
	if len(out) == 0 {
		tb.Fatalf("no marked records in corpus %s", sub)
	}
	return out
}

// markedPositions is markedGames of sub, or for "ogs-autoscore" its fixtures (the dead stones
// are the stones OGS's expected result takes off the board: corpus.ReadOGS).
func markedPositions(tb testing.TB, sub string) []markedGame {
	if sub != "ogs-autoscore" {
		return markedGames(tb, sub)
	}
	var out []markedGame
	for _, path := range corpus.Files(corpus.Dir(tb, sub), ".json") {
		f, err := corpus.ReadOGS(path)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, markedGame{corpus: sub, half: corpus.HalfOf(path), path: path, name: filepath.Base(path), b: f.Board, agreed: f.Dead, either: f.Either, setup: true})
	}
	return out
}

// diff compares a proposal with the agreed dead stones: stones proposed but kept alive by the
// players (false), and agreed dead but not proposed (missed); a stone of g.either is neither.
func (g markedGame) diff(proposed []board.Vertex) (falseDead, missed []board.Vertex) {
	in, open := map[board.Vertex]bool{}, map[board.Vertex]bool{}
	for _, v := range g.agreed {
		in[v] = true
	}
	for _, v := range g.either {
		open[v] = true
	}
	prop := map[board.Vertex]bool{}
	for _, v := range proposed {
		prop[v] = true
		if !in[v] && !open[v] {
			falseDead = append(falseDead, v)
		}
	}
	for _, v := range g.agreed {
		if !prop[v] {
			missed = append(missed, v)
		}
	}
	return falseDead, missed
}

// suggestionTally is the figures of one estimator over one corpus.
type suggestionTally struct {
	games, exact, falseDead, missed int
	falseGames                      []string
}

func tallySuggestions(games []markedGame, suggest func(*board.Board) []board.Vertex) suggestionTally {
	var t suggestionTally
	for _, g := range games {
		f, m := g.diff(suggest(g.b))
		t.games++
		t.falseDead += len(f)
		t.missed += len(m)
		if len(f)+len(m) == 0 {
			t.exact++
		}
		if len(f) > 0 {
			t.falseGames = append(t.falseGames, g.name)
		}
	}
	return t
}

func inProcessDead(b *board.Board) []board.Vertex {
	e, _ := deadstones.Own.Estimate(b)
	return e.Dead()
}

// On kgs-scored the in-process suggestion is measured against the players' dead stones. The
// goal is exact in ≥ 97 % of the games (375 of 386) with no false dead on a live group. The
// floors are what the estimator reaches: exact in 379, and 8 stones proposed dead that the
// players kept, in three games where the stones are dead on the board (GNU Go 3.8 proposes
// them too): 2017-06-07-14's a19 group has one eye (b19) and two outside liberties that
// White fills (a16, then a17: atari); 2017-03-09-1's White j5 is one stone in atari inside
// Black's wall (its liberty j6 is suicide for White); 2017-02-15-11's Black l17 stands in
// atari in White's L-shaped eye space (White m17 captures it and lives), where the players
// marked White's 17 stones dead instead. A ninth, one stone in 2017-02-18-44, came with the
// playouts' answer to a bent three (which gained two games here); that record is in the
// held-out half, whose boards no rule is fitted to, so it has not been looked at.
func TestSuggestionKGSScored(t *testing.T) {
	games := markedGames(t, "kgs-scored")
	tl := tallySuggestions(games, inProcessDead)
	t.Logf("kgs-scored: exact %d of %d, false dead %d (in %v), missed %d", tl.exact, tl.games, tl.falseDead, tl.falseGames, tl.missed)
	if tl.games != 386 {
		t.Fatalf("%d marked games, want the corpus's 386", tl.games)
	}
	if tl.exact < 379 || tl.falseDead > 9 {
		t.Errorf("exact in %d of %d games (was 379), %d false dead (was 9)", tl.exact, tl.games, tl.falseDead)
	}
}

// BenchmarkEstimateKGS times the in-process estimator per 19×19 final position of kgs-scored
// (ns/op is one position, wall time; cpu-ms/op the process's CPU time, which other work on a
// shared machine does not inflate).
func BenchmarkEstimateKGS(b *testing.B) {
	games := markedGames(b, "kgs-scored")
	b.ResetTimer()
	c0 := cpuTime()
	for i := 0; i < b.N; i++ {
		deadstones.Own.Estimate(games[i%len(games)].b)
	}
	b.ReportMetric(float64((cpuTime()-c0).Milliseconds())/float64(b.N), "cpu-ms/op")
}

// cpuTime is the CPU time (user + system) this process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
