package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"goref/internal/corpus"
	"goref/internal/corpus/replay"
)

func main() {
	rounds := flag.Int("rounds", 5, "rounds per side (alternating)")
	only := flag.String("only", "board,game,gtp,check", "comma-separated sections to run")
	goref := flag.String("goref", "", "the goref binary (gtp and check)")
	gnugo := flag.String("gnugo", "gnugo", "the GNU Go binary")
	gtpGames := flag.Int("gtp-games", 100, "real games in the GTP stream")
	flag.Parse()
	if *rounds < 1 {
		fail("-rounds must be at least 1")
	}
	dir := filepath.Join(corpus.Root(), "games")
	games, st := replay.Load(dir)
	if len(games) == 0 {
		fail("no games under %s (set GOREF_CORPUS to the shared corpus)", dir)
	}
	host, _ := os.Hostname()
	fmt.Printf("goref bench, %s, %s/%s, %d CPUs (GOMAXPROCS %d), %s, host %s\n", time.Now().UTC().Format("2006-01-02 15:04 UTC"),
		runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.GOMAXPROCS(0), cpuModel(), host)
	fmt.Printf("load average at the start: %s (other work on the machine slows both sides alike; ratios are of medians)\n", loadAvg())
	fmt.Printf("corpus: %d files, %d games, %d legal main-line moves (%d games cut at an illegal move or a mid-game setup, %d unreadable); %d rounds per side, alternating\n\n",
		st.Files, st.Games, st.Moves, st.Cut, st.Unreadable, *rounds)

	var rows []row
	for _, s := range strings.Split(*only, ",") {
		switch strings.TrimSpace(s) {
		case "board":
			rows = append(rows, benchBoard(games, *rounds))
		case "game":
			rows = append(rows, benchGame(games, *rounds))
		case "gtp":
			rows = append(rows, benchGTP(games, *gtpGames, *goref, *gnugo, *rounds))
		case "check":
			// A round of check is a second or two, and its wall-time ratio on two cores
			// varies most from round to round (another process's instant on either core
			// counts): three times the rounds, at least 11, for a median that holds.
			rows = append(rows, benchCheck(dir, *goref, max(3**rounds, 11)))
		case "":
		default:
			fail("unknown section %q", s)
		}
	}
	fmt.Printf("\nload average at the end: %s\n\n", loadAvg())
	printTable(rows)
	for _, r := range rows {
		if r.goal > 0 && r.ratio < r.goal {
			fmt.Printf("\nbelow goal: %s (%.2f× < %.1f×)\n", r.what, r.ratio, r.goal)
		}
	}
}

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "bench: "+format+"\n", args...)
	os.Exit(2)
}

// cpuModel is the processor's name from /proc/cpuinfo, when there is one.
func cpuModel() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err != nil {
		return "cpu unknown"
	}
	for _, l := range strings.Split(string(data), "\n") {
		if k, v, ok := strings.Cut(l, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return "cpu unknown"
}

// loadAvg is the 1, 5 and 15 minute load averages, where the system tells them.
func loadAvg() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return "unknown"
	}
	return strings.Join(f[:3], " ")
}
