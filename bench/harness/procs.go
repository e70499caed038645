package main

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
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

// sink holds a command's stdout, read from its pipe straight into a buffer kept from run to
// run: the harness's own work on the cores it shares with the command is a copy, not the
// growing, copying and page-faulting of a fresh buffer (a quarter of check's CPU for its
// 106 MB of JSON when it was a bytes.Buffer).
type sink struct{ buf []byte }

// presized is a sink whose buffer holds size bytes without growing, its pages already touched.
func presized(size int) *sink {
	b := make([]byte, size+1<<20)
	for i := 0; i < len(b); i += 4096 {
		b[i] = 1
	}
	return &sink{b[:0]}
}

func (s *sink) Write(p []byte) (int, error) {
	s.buf = append(s.buf, p...)
	return len(p), nil
}

func (s *sink) ReadFrom(r io.Reader) (int64, error) {
	start := len(s.buf)
	for {
		if len(s.buf) == cap(s.buf) {
			s.buf = slices.Grow(s.buf, max(1<<16, cap(s.buf)))
		}
		n, err := r.Read(s.buf[len(s.buf):cap(s.buf)])
		s.buf = s.buf[:len(s.buf)+n]
		if err == io.EOF {
			return int64(len(s.buf) - start), nil
		}
		if err != nil {
			return int64(len(s.buf) - start), err
		}
	}
}

// runCPU runs a command with stdin from a file and returns its stdout (in out's buffer, or a
// new one when out is nil), its CPU time (user + system) and its wall time.
func runCPU(stdin string, env []string, out *sink, name string, args ...string) ([]byte, time.Duration, time.Duration) {
	cmd := exec.Command(name, args...)
	if stdin != "" {
		f, err := os.Open(stdin)
		if err != nil {
			fail("%v", err)
		}
		defer f.Close()
		cmd.Stdin = f
	}
	if out == nil {
		out = &sink{}
	}
	out.buf = out.buf[:0]
	cmd.Env = append(os.Environ(), env...)
	var errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = out, &errb
	t0 := time.Now()
	err := cmd.Run()
	wall := time.Since(t0)
	if err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			fail("%s: %v", name, err)
		}
	}
	ps := cmd.ProcessState
	return out.buf, ps.UserTime() + ps.SystemTime(), wall
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
	gorefRun := func() ([]byte, time.Duration) { o, c, _ := runCPU(stream, nil, nil, goref, "gtp"); return o, c }
	gnugoRun := func() ([]byte, time.Duration) {
		o, c, _ := runCPU(stream, nil, nil, gnugoPath, "--mode", "gtp", "--quiet")
		return o, c
	}
	out, _ := gorefRun()
	if r, first := gtpRefusals(out); r > 0 {
		fail("gtp: goref refused %d commands of the prepared stream (first: %s)", r, first)
	}
	out, _ = gnugoRun()
	gnuRefused, first := gtpRefusals(out)
	var g, p samples
	for i := 0; i < rounds; i++ {
		_, a := gorefRun()
		_, b := gnugoRun()
		g = append(g, secs(a))
		p = append(p, secs(b))
		fmt.Printf("gtp round %d: goref %.3f s, GNU Go %.3f s CPU\n", i+1, secs(a), secs(b))
	}
	note := ""
	if gnuRefused > 0 {
		note = fmt.Sprintf("; GNU Go refused %d (first: %s)", gnuRefused, first)
	}
	return row{
		what:   fmt.Sprintf("GTP, %d real games, %d `play`, whole process (CPU time)%s", min(n, len(games)), plays, note),
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
	args := append([]string{"check", "--json"}, files...)
	run := func(procs int, out *sink) ([]byte, time.Duration, time.Duration) {
		return runCPU("", []string{fmt.Sprintf("GOMAXPROCS=%d", procs)}, out, goref, args...)
	}
	ref, _, _ := run(2, nil)
	out1, out2 := presized(len(ref)), presized(len(ref))
	var one, two samples
	var cpu1, cpu2 samples
	for i := 0; i < rounds; i++ {
		o1, c1, w1 := run(1, out1)
		o2, c2, w2 := run(2, out2)
		if !bytes.Equal(o1, ref) || !bytes.Equal(o2, ref) {
			fail("check: the output differs between runs (it must be the same, in input order)")
		}
		one, two = append(one, secs(w1)), append(two, secs(w2))
		cpu1, cpu2 = append(cpu1, secs(c1)), append(cpu2, secs(c2))
		fmt.Printf("check round %d: 1 core %.2f s, 2 cores %.2f s wall (CPU %.2f s, %.2f s)\n", i+1, secs(w1), secs(w2), secs(c1), secs(c2))
	}
	lines := bytes.Count(ref, []byte("\n"))
	return row{
		what:   fmt.Sprintf("`goref check --json`, %d files (%d reports), GOMAXPROCS 1 vs 2 (wall time)", len(files), lines),
		goref:  fmt.Sprintf("1 core %.2f s, 2 cores %.2f s (CPU %.2f s, %.2f s)", one.median(), two.median(), cpu1.median(), cpu2.median()),
		peer:   "—",
		ratio:  one.median() / two.median(),
		spread: ratioSpread(one, two),
		goal:   1.8,
	}
}
