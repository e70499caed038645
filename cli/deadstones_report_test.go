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

// BenchmarkDeadStoneReport is `make bench-deadstones`: on the marked records of kgs-scored
// and games and on the OGS autoscore fixtures, each split into a tuning half and a held-out
// half (corpus.HalfOf: the estimator's rules are tuned on the first only), it runs goref's
// estimator and GNU Go 3.8 (--chinese-rules, final_status_list dead on the record loaded with
// loadsgf, or on the fixture's position) side by side in the same run, and prints for each
// corpus, half and estimator the positions where the proposal equals the players' dead
// stones, the false and missed dead stones and the milliseconds per position, wall and CPU
// (goref in process, GNU Go with its GTP round trip), then the CPU milliseconds 95 % of the
// positions stay within and those of the slowest one (named for the half GOREF_BENCH_SHOW
// names: a referee waits on the slowest position, not on the mean); then the RE reproduction of `goref
// score` for every rule set the records name. GOREF_BENCH_GAMES=n limits each corpus to its
// first n positions, GOREF_BENCH_CORPORA=games picks corpora; GOREF_BENCH_GNUGO=off leaves
// GNU Go out (it takes seconds a position); GOREF_BENCH_SHOW=tuning (or held-out) prints
// every position of that half where goref differs from the players (showDiff). The row
// "goref sure" is goref's proposal without the stones it is unsure of (sureDead).
func BenchmarkDeadStoneReport(b *testing.B) {
	limit, _ := strconv.Atoi(os.Getenv("GOREF_BENCH_GAMES"))
	for i := 0; i < b.N; i++ {
		if i > 0 {
			continue // one report; b.N > 1 would only repeat it
		}
		corpora := []string{"kgs-scored", "games", "ogs-autoscore"}
		if env := os.Getenv("GOREF_BENCH_CORPORA"); env != "" {
			corpora = strings.Split(env, ",")
		}
		var games []markedGame
		for _, sub := range corpora {
			g := markedPositions(b, sub)
			if limit > 0 && len(g) > limit {
				g = g[:limit]
			}
			games = append(games, g...)
		}
		fmt.Printf("\ndead-stone suggestion against the players' marks (stones on the other colour's TB/TW; OGS: the expected ownership)\n")
		show := corpus.Half(os.Getenv("GOREF_BENCH_SHOW"))
		fmt.Printf("%-14s %-9s %-10s %6s %7s %6s %7s %8s %12s %12s %12s %12s\n", "corpus", "half", "estimator", "games", "exact", "%", "false", "missed", "wall ms/pos", "CPU ms/pos", "CPU p95 ms", "CPU max ms")
		var runs []estimatorRun
		for _, est := range reportEstimators(b) {
			runs = append(runs, est.run(games))
			est.close()
		}
		for _, sub := range append(corpora, "all") {
			for _, half := range []corpus.Half{corpus.Tuning, corpus.HeldOut} {
				for _, r := range runs {
					in := func(g markedGame) bool { return (sub == "all" || g.corpus == sub) && g.half == half }
					t := r.tally(games, in)
					if t.games == 0 {
						continue
					}
					slowest := ""
					if half == show {
						slowest = " " + t.slowest
					}
					fmt.Printf("%-14s %-9s %-10s %6d %7d %5.1f%% %7d %8d %12.1f %12.1f %12.1f %12.1f%s\n", sub, half, r.name, t.games, t.exact,
						100*float64(t.exact)/float64(t.games), t.falseDead, t.missed, msPer(t.wall, t.games), msPer(t.cpu, t.games),
						msPer(t.cpuP95(), 1), msPer(t.cpuMax(), 1), slowest)
				}
			}
		}
		reportDoubtful(games, runs[0], show)
		if show != "" && len(runs) > 0 {
			for gi, g := range games {
				if g.half == show {
					showDiff(g, runs[0].dead[gi])
				}
			}
		}
		reportRE(b)
	}
}

// reportDoubtful sorts the records where goref differs from the players by what their RE
// says. The players' own marks, counted as `goref score` counts them (the record's RU and KM),
// either reproduce RE or not; a mark that does not is doubtful (a dead group left on the
// board, a seki marked dead, a mark missed), and the position says less about the estimator.
// Each named record shows goref's proposal counted the same way beside them (how much the
// difference is worth; an empty proposal is not counted). The figures above keep every position; this only says where the misses are. The
// records are named for the half shown (GOREF_BENCH_SHOW), counted for both.
func reportDoubtful(games []markedGame, r estimatorRun, show corpus.Half) {
	fmt.Printf("\nrecords where %s differs from the players, by RE (the players' marks counted with the record's RU and KM)\n", r.name)
	fmt.Printf("%-9s %7s %12s %14s\n", "half", "differ", "no counted RE", "marks give RE")
	for _, half := range []corpus.Half{corpus.Tuning, corpus.HeldOut} {
		var differ, uncounted, marksOK int
		var lines []string
		for gi, g := range games {
			if g.half != half || g.setup {
				continue
			}
			f, m := g.diff(r.dead[gi])
			if len(f)+len(m) == 0 {
				continue
			}
			differ++
			o, err := scoreKGS(g.path)
			if err != nil || !counted(o.want) {
				uncounted++
				lines = append(lines, fmt.Sprintf("  %s %s: RE %q is no counted result", g.corpus, g.name, o.want))
				continue
			}
			line := fmt.Sprintf("  %s %s: RE %s, the marks count %s", g.corpus, g.name, o.want, o.got)
			if o.ok {
				marksOK++
			}
			if len(r.dead[gi]) > 0 {
				if og, err := scoreKGSDead(g.path, strings.ReplaceAll(gtpList(r.dead[gi], g.b.Height()), " ", ",")); err == nil {
					line += fmt.Sprintf(", %s's proposal counts %s", r.name, og.got)
				}
			}
			lines = append(lines, line)
		}
		fmt.Printf("%-9s %7d %12d %14d\n", half, differ, uncounted, marksOK)
		if half == show {
			for _, l := range lines {
				fmt.Println(l)
			}
		}
	}
}

// sureDead is goref's proposal without the stones it is unsure of (Estimate.Uncertain): what
// the referee panel marks dead with no amber ring. The players cannot accept a count while an
// uncertain stone is left undecided, so these are the stones goref alone would settle; the
// "goref sure" row counts every uncertain stone as not dead.
func sureDead(b *board.Board) []board.Vertex {
	e, _ := deadstones.Own.Estimate(b)
	unsure := map[board.Vertex]bool{}
	for _, v := range e.Uncertain() {
		unsure[v] = true
	}
	var out []board.Vertex
	for _, v := range e.Dead() {
		if !unsure[v] {
			out = append(out, v)
		}
	}
	return out
}

func msPer(d time.Duration, n int) float64 { return d.Seconds() * 1000 / float64(n) }

type reportEstimator struct {
	name  string
	dead  func(markedGame) ([]board.Vertex, error)
	cpu   func() time.Duration // the CPU time the estimator's process has used
	close func()
}

func reportEstimators(b *testing.B) []reportEstimator {
	out := []reportEstimator{{name: "goref", dead: func(g markedGame) ([]board.Vertex, error) {
		return inProcessDead(g.b), nil
	}, cpu: cpuTime, close: func() {}}, {name: "goref sure", dead: func(g markedGame) ([]board.Vertex, error) {
		return sureDead(g.b), nil
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
		if g.setup {
			e, err := s.Estimate(g.b)
			if err != nil {
				return nil, err
			}
			return e.Dead(), nil
		}
		abs, _ := filepath.Abs(g.path)
		dead, _, err := s.StatusOfFile(abs, g.b.Width(), g.b.Height())
		return dead, err
	}, cpu: s.CPU, close: s.Close})
	return out
}

// estimatorRun is one estimator's proposal for every position, with its wall and CPU time.
type estimatorRun struct {
	name      string
	dead      [][]board.Vertex
	wall, cpu []time.Duration
}

func (est reportEstimator) run(games []markedGame) estimatorRun {
	r := estimatorRun{name: est.name}
	for _, g := range games {
		t0, c0 := time.Now(), est.cpu()
		d, err := est.dead(g)
		r.wall = append(r.wall, time.Since(t0))
		r.cpu = append(r.cpu, est.cpu()-c0)
		if err != nil {
			fmt.Printf("  %s %s: %v\n", est.name, g.name, err)
		}
		r.dead = append(r.dead, d)
	}
	return r
}

// runTally is the figures of one run over the positions in: the times summed, and each
// position's CPU time (a referee waits on the slowest position, not on the mean).
type runTally struct {
	suggestionTally
	wall, cpu time.Duration
	cpus      []time.Duration
	slowest   string // the name of the position that took the most CPU
}

// cpuP95 is the CPU time 95 % of the positions stay within (nearest rank).
func (t runTally) cpuP95() time.Duration {
	if len(t.cpus) == 0 {
		return 0
	}
	sorted := append([]time.Duration(nil), t.cpus...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i] < sorted[j] })
	return sorted[(95*len(sorted)+99)/100-1]
}

// cpuMax is the CPU time of the slowest position.
func (t runTally) cpuMax() time.Duration {
	var m time.Duration
	for _, c := range t.cpus {
		m = max(m, c)
	}
	return m
}

func (r estimatorRun) tally(games []markedGame, in func(markedGame) bool) runTally {
	var t runTally
	for gi, g := range games {
		if !in(g) {
			continue
		}
		f, m := g.diff(r.dead[gi])
		t.games++
		t.falseDead += len(f)
		t.missed += len(m)
		if len(f)+len(m) == 0 {
			t.exact++
		}
		t.wall += r.wall[gi]
		t.cpu += r.cpu[gi]
		if t.slowest == "" || r.cpu[gi] > t.cpuMax() {
			t.slowest = g.corpus + " " + g.name
		}
		t.cpus = append(t.cpus, r.cpu[gi])
	}
	return t
}

// showDiff prints the position of g when the proposal differs from the players' marks: X and
// O stones, x and o the stones both call dead, X! O! proposed dead but kept by the players,
// x? o? dead by the players but not proposed.
func showDiff(g markedGame, proposed []board.Vertex) {
	f, m := g.diff(proposed)
	if len(f)+len(m) == 0 {
		return
	}
	mark := map[board.Vertex]string{}
	for _, v := range g.agreed {
		mark[v] = "dead"
	}
	for _, v := range f {
		mark[v] = "false"
	}
	for _, v := range m {
		mark[v] = "missed"
	}
	w, h := g.b.Width(), g.b.Height()
	fmt.Printf("\n%s %s: %d false dead %v, %d missed %v\n", g.corpus, g.name, len(f), gtpList(f, h), len(m), gtpList(m, h))
	fmt.Print("    ")
	for x := 0; x < w; x++ {
		fmt.Printf("%c ", board.Vertex{X: x, Y: 0}.GTP(h)[0])
	}
	fmt.Println()
	for y := 0; y < h; y++ {
		fmt.Printf("%3d ", h-y)
		for x := 0; x < w; x++ {
			v := board.Vertex{X: x, Y: y}
			c, tail := ".", " "
			switch g.b.At(v) {
			case board.Black:
				c = "X"
			case board.White:
				c = "O"
			}
			switch mark[v] {
			case "dead":
				c = strings.ToLower(c)
			case "false":
				tail = "!"
			case "missed":
				c, tail = strings.ToLower(c), "?"
			}
			fmt.Print(c, tail)
		}
		fmt.Println()
	}
}

func gtpList(vs []board.Vertex, h int) string {
	var out []string
	for _, v := range vs {
		out = append(out, v.GTP(h))
	}
	return strings.Join(out, " ")
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
