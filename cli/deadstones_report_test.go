package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"goref/board"
	"goref/internal/corpus"
	"goref/rules/deadstones"
)

// BenchmarkDeadStoneReport is `make bench-deadstones`: on the marked records of kgs-scored and
// games it runs goref's estimator and GNU Go 3.8 (--chinese-rules, final_status_list dead on
// the record loaded with loadsgf) side by side in the same run, and prints for each the games
// where the proposal equals the players' dead stones, the false and missed dead stones and the
// milliseconds per position, wall and CPU (goref in process, GNU Go with its GTP round trip); then the RE reproduction of `goref score` for every rule set the
// records name. GOREF_BENCH_GAMES=n limits each corpus to its first n records,
// GOREF_BENCH_CORPORA=games picks the corpora of the suggestion table; GOREF_BENCH_GNUGO=off
// leaves GNU Go out (it takes seconds a position).
func BenchmarkDeadStoneReport(b *testing.B) {
	limit, _ := strconv.Atoi(os.Getenv("GOREF_BENCH_GAMES"))
	for i := 0; i < b.N; i++ {
		if i > 0 {
			continue // one report; b.N > 1 would only repeat it
		}
		fmt.Printf("\ndead-stone suggestion against the players' marks (stones on the other colour's TB/TW)\n")
		fmt.Printf("%-12s %-16s %6s %7s %6s %7s %8s %12s %12s\n", "corpus", "estimator", "games", "exact", "%", "false", "missed", "wall ms/pos", "CPU ms/pos")
		corpora := []string{"kgs-scored", "games"}
		if env := os.Getenv("GOREF_BENCH_CORPORA"); env != "" {
			corpora = strings.Split(env, ",")
		}
		for _, sub := range corpora {
			games := markedGames(b, sub)
			if limit > 0 && len(games) > limit {
				games = games[:limit]
			}
			for _, est := range reportEstimators(b) {
				c0 := est.cpu()
				tl, per := timedTally(games, est.dead)
				cpu := (est.cpu() - c0) / time.Duration(tl.games)
				fmt.Printf("%-12s %-16s %6d %7d %5.1f%% %7d %8d %12.1f %12.1f\n", sub, est.name, tl.games, tl.exact,
					100*float64(tl.exact)/float64(tl.games), tl.falseDead, tl.missed, per.Seconds()*1000, cpu.Seconds()*1000)
				est.close()
			}
		}
		reportRE(b)
	}
}

type reportEstimator struct {
	name  string
	dead  func(markedGame) ([]board.Vertex, error)
	cpu   func() time.Duration // the CPU time the estimator's process has used
	close func()
}

func reportEstimators(b *testing.B) []reportEstimator {
	out := []reportEstimator{{name: "goref", dead: func(g markedGame) ([]board.Vertex, error) {
		return inProcessDead(g.b), nil
	}, cpu: cpuTime, close: func() {}}}
	if os.Getenv("GOREF_BENCH_GNUGO") == "off" {
		return out
	}
	eng := deadstones.GNUGo
	eng.Timeout = 10 * time.Minute // a bench waits for every answer
	s, err := eng.Start()
	if err != nil {
		fmt.Printf("(GNU Go not measured: %v)\n", err)
		return out
	}
	out = append(out, reportEstimator{name: "gnugo 3.8", dead: func(g markedGame) ([]board.Vertex, error) {
		abs, _ := filepath.Abs(g.path)
		dead, _, err := s.StatusOfFile(abs, g.b.Width(), g.b.Height())
		return dead, err
	}, cpu: s.CPU, close: s.Close})
	return out
}

// timedTally runs dead on every game and returns the tally and the wall time per position.
func timedTally(games []markedGame, dead func(markedGame) ([]board.Vertex, error)) (suggestionTally, time.Duration) {
	var spent time.Duration
	props := map[string][]board.Vertex{}
	for _, g := range games {
		t0 := time.Now()
		d, err := dead(g)
		spent += time.Since(t0)
		if err != nil {
			fmt.Printf("  %s: %v\n", g.name, err)
		}
		props[g.path] = d
	}
	i := 0
	tl := tallySuggestions(games, func(*board.Board) []board.Vertex {
		d := props[games[i].path]
		i++
		return d
	})
	return tl, spent / time.Duration(len(games))
}

// reportRE prints how many records' RE `goref score` reproduces with their own marks, RU
// and KM, by rule set, over kgs-scored and the marked records of games that carry a counted
// result.
func reportRE(b *testing.B) {
	fmt.Printf("\n`goref score` with the record's TB/TW, RU and KM (Chinese: KM/2 子) against its RE\n")
	fmt.Printf("%-12s %-12s %6s %11s %6s\n", "corpus", "RU", "games", "reproduced", "%")
	for _, sub := range []string{"kgs-scored", "games"} {
		games, ok := map[string]int{}, map[string]int{}
		for _, path := range corpus.Files(corpus.Dir(b, sub), ".sgf") {
			o, err := scoreKGS(path)
			if err != nil || !counted(o.want) || !hasMarks(path) {
				continue
			}
			games[o.ru]++
			if o.ok {
				ok[o.ru]++
			}
		}
		var rus []string
		for ru := range games {
			rus = append(rus, ru)
		}
		sort.Strings(rus)
		for _, ru := range rus {
			fmt.Printf("%-12s %-12s %6d %11d %5.1f%%\n", sub, ru, games[ru], ok[ru], 100*float64(ok[ru])/float64(games[ru]))
		}
	}
}

// counted tells whether an RE is a win by a number of points.
func counted(re string) bool {
	_, m, ok := strings.Cut(re, "+")
	_, err := strconv.ParseFloat(m, 64)
	return ok && err == nil
}

func hasMarks(path string) bool {
	data, err := os.ReadFile(path)
	return err == nil && (strings.Contains(string(data), "TB[") || strings.Contains(string(data), "TW["))
}
