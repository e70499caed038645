package main

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"goref/internal/corpus"
	"goref/internal/corpus/replay"
)

// gtpStream writes the prepared GTP file: n real games spread over the corpus, each after
// boardsize/clear_board, handicap stones by set_free_handicap (other setup stones as plays),
// then every move as `play COLOUR VERTEX`. It returns the file and the number of plays.
func gtpStream(games []replay.Game, n int, path string) (plays int) {
	var w bytes.Buffer
	step := max(1, len(games)/n)
	for i := 0; i < len(games) && i/step < n; i += step {
		g := games[i]
		fmt.Fprintf(&w, "boardsize %d\nclear_board\nkomi 7.5\n", g.Size)
		if len(g.Black) >= 2 && len(g.White) == 0 {
			var vs []string
			for _, v := range g.Black {
				vs = append(vs, v.GTP(g.Size))
			}
			fmt.Fprintf(&w, "set_free_handicap %s\n", strings.Join(vs, " "))
		} else {
			for _, v := range g.Black {
				fmt.Fprintf(&w, "play B %s\n", v.GTP(g.Size))
			}
			for _, v := range g.White {
				fmt.Fprintf(&w, "play W %s\n", v.GTP(g.Size))
			}
		}
		for _, m := range g.Moves {
			fmt.Fprintf(&w, "play %s %s\n", m.Color, m.Vertex.GTP(g.Size))
			plays++
		}
	}
	w.WriteString("quit\n")
	if err := os.WriteFile(path, w.Bytes(), 0o644); err != nil {
		fail("%v", err)
	}
	return plays
}

// runCPU runs a command with stdin from a file and returns its stdout (with capture), its CPU
// time (user + system) and its wall time. Without capture the output goes to the null device:
// a timed run whose output is not read costs every program the same, whatever its writes (GNU
// Go writes each GTP answer in three writes, which a pipe read as they came made cost it 20–65 %
// more CPU than goref's one).
func runCPU(capture bool, stdin string, env []string, name string, args ...string) ([]byte, time.Duration, time.Duration) {
	cmd := exec.Command(name, args...)
	if stdin != "" {
		f, err := os.Open(stdin)
		if err != nil {
			fail("%v", err)
		}
		defer f.Close()
		cmd.Stdin = f
	}
	cmd.Env = append(os.Environ(), env...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if !capture {
		null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
		if err != nil {
			fail("%v", err)
		}
		defer null.Close()
		cmd.Stdout = null
	}
	t0 := time.Now()
	err := cmd.Run()
	wall := time.Since(t0)
	if err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			fail("%s: %v", name, err)
		}
	}
	ps := cmd.ProcessState
	return out.Bytes(), ps.UserTime() + ps.SystemTime(), wall
}

// ramDir is a directory in memory for output files (/dev/shm), or the temporary directory.
func ramDir() string {
	if st, err := os.Stat("/dev/shm"); err == nil && st.IsDir() {
		return "/dev/shm"
	}
	return os.TempDir()
}

// gtpRefusals counts the failure responses ("?") in a GTP transcript.
func gtpRefusals(out []byte) (refused int, first string) {
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		if l := sc.Text(); strings.HasPrefix(l, "?") {
			if refused == 0 {
				first = l
			}
			refused++
		}
	}
	return refused, first
}

func benchGTP(games []replay.Game, n int, goref, gnugo string, rounds int) row {
	if goref == "" {
		fail("gtp: -goref names the goref binary")
	}
	gnugoPath, err := exec.LookPath(gnugo)
	if err != nil {
		if gnugoPath, err = exec.LookPath("/usr/games/gnugo"); err != nil {
			fail("gtp: GNU Go not found (make deps installs it)")
		}
	}
	dir, err := os.MkdirTemp("", "goref-bench")
	if err != nil {
		fail("%v", err)
	}
	defer os.RemoveAll(dir)
	stream := filepath.Join(dir, "games.gtp")
	plays := gtpStream(games, n, stream)
	// The answers are read once, to check them; the timed runs write them to the null device,
	// both programs alike.
	gorefRun := func(capture bool) ([]byte, time.Duration) {
		o, c, _ := runCPU(capture, stream, nil, goref, "gtp")
		return o, c
	}
	gnugoRun := func(capture bool) ([]byte, time.Duration) {
		o, c, _ := runCPU(capture, stream, nil, gnugoPath, "--mode", "gtp", "--quiet")
		return o, c
	}
	out, _ := gorefRun(true)
	if r, first := gtpRefusals(out); r > 0 {
		fail("gtp: goref refused %d commands of the prepared stream (first: %s)", r, first)
	}
	out, _ = gnugoRun(true)
	gnuRefused, first := gtpRefusals(out)
	var g, p samples
	for i := 0; i < rounds; i++ {
		_, a := gorefRun(false)
		_, b := gnugoRun(false)
		g = append(g, secs(a))
		p = append(p, secs(b))
		fmt.Printf("gtp round %d: goref %.3f s, GNU Go %.3f s CPU\n", i+1, secs(a), secs(b))
	}
	note := ""
	if gnuRefused > 0 {
		note = fmt.Sprintf("; GNU Go refused %d (first: %s)", gnuRefused, first)
	}
	return row{
		what:   fmt.Sprintf("GTP, %d real games, %d `play`, whole process (CPU time, answers to the null device for both)%s", min(n, len(games)), plays, note),
		goref:  fmt.Sprintf("%.3f s (min %.3f)", g.median(), g.min()),
		peer:   fmt.Sprintf("GNU Go %.3f s (min %.3f)", p.median(), p.min()),
		ratio:  p.median() / g.median(),
		spread: ratioSpread(p, g),
		goal:   4,
	}
}

func benchCheck(dir, goref string, rounds int) row {
	if goref == "" {
		fail("check: -goref names the goref binary")
	}
	files := corpus.Files(dir, ".sgf")
	// The report goes to a file in memory, as a user redirects it (> report.jsonl), and is
	// read back after the run. Read from a pipe while it runs, its 106 MB cost the harness
	// CPU on the two cores it shares with the 2-core run (and nothing in the 1-core run, whose
	// reader had the other core): 1.34× on the same binaries that give 1.56× this way.
	start := func(procs int, files []string) (*exec.Cmd, *os.File) {
		f, err := os.CreateTemp(ramDir(), "goref-bench-check")
		if err != nil {
			fail("%v", err)
		}
		cmd := exec.Command(goref, append([]string{"check", "--json"}, files...)...)
		cmd.Env = append(os.Environ(), fmt.Sprintf("GOMAXPROCS=%d", procs))
		cmd.Stdout = f
		if err := cmd.Start(); err != nil {
			fail("check: %v", err)
		}
		return cmd, f
	}
	// finish waits for the command (exit 1, an illegal move in the corpus, is a report) and
	// returns its output and CPU time.
	finish := func(cmd *exec.Cmd, f *os.File) ([]byte, time.Duration) {
		if err := cmd.Wait(); err != nil {
			if _, ok := err.(*exec.ExitError); !ok {
				fail("check: %v", err)
			}
		}
		f.Close()
		defer os.Remove(f.Name())
		out, err := os.ReadFile(f.Name())
		if err != nil {
			fail("%v", err)
		}
		return out, cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	}
	run := func(procs int) ([]byte, time.Duration, time.Duration) {
		t0 := time.Now()
		out, cpu := finish(start(procs, files))
		return out, cpu, time.Since(t0)
	}
	// The ceiling: the same files split between two independent 1-core processes (every
	// second file each), side by side. Nothing is shared between them but the machine, so
	// their speed-up over one process is what this machine's two cores give this work.
	var odd, even []string
	for i, f := range files {
		if i%2 == 0 {
			even = append(even, f)
		} else {
			odd = append(odd, f)
		}
	}
	halves := func() time.Duration {
		t0 := time.Now()
		a, fa := start(1, even)
		b, fb := start(1, odd)
		finish(a, fa)
		finish(b, fb)
		return time.Since(t0)
	}
	ref, _, _ := run(2)
	var one, two, split samples
	var cpu1, cpu2 samples
	for i := 0; i < rounds; i++ {
		o1, c1, w1 := run(1)
		o2, c2, w2 := run(2)
		wh := halves()
		if !bytes.Equal(o1, ref) || !bytes.Equal(o2, ref) {
			fail("check: the output differs between runs (it must be the same, in input order)")
		}
		one, two, split = append(one, secs(w1)), append(two, secs(w2)), append(split, secs(wh))
		cpu1, cpu2 = append(cpu1, secs(c1)), append(cpu2, secs(c2))
		fmt.Printf("check round %d: 1 core %.2f s, 2 cores %.2f s wall (CPU %.2f s, %.2f s); two 1-core processes on halves %.2f s\n",
			i+1, secs(w1), secs(w2), secs(c1), secs(c2), secs(wh))
	}
	lines := bytes.Count(ref, []byte("\n"))
	return row{
		what:   fmt.Sprintf("`goref check --json`, %d files (%d reports), GOMAXPROCS 1 vs 2 (wall time)", len(files), lines),
		goref:  fmt.Sprintf("1 core %.2f s, 2 cores %.2f s (CPU %.2f s, %.2f s)", one.median(), two.median(), cpu1.median(), cpu2.median()),
		peer:   fmt.Sprintf("the machine's ceiling: two 1-core processes, half the files each, %.2f s (%.2f×; %s)", split.median(), one.median()/split.median(), ratioSpread(one, split)),
		ratio:  one.median() / two.median(),
		spread: ratioSpread(one, two),
		goal:   1.8,
	}
}
