package cli

import (
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"runtime/metrics"
	"strings"
	"sync"
	"testing"
	"time"

	"goref/board/sgf"
	"goref/internal/corpus"
)

// peakMemory runs fn and returns the most memory the Go runtime held from the system beyond
// what it held before (all its memory classes less what it returned to the system: the heap's
// objects, live or not yet collected, its free spans not yet returned, stacks and metadata;
// what peak RSS counts for a Go program), sampled every millisecond, and how many collections
// ended meanwhile. The collector runs at GOGC=10 (fn's relaxGC leaves a GOGC it finds in the
// environment), so garbage stays within about a tenth of the live data whatever the machine's
// load: what bounds the figure is the working memory and its fragmentation, not the soft
// memory limit the commands set to their budget (at GOGC=400 the heap grew up to that limit,
// and the figure stood at the edge of the budget).
func peakMemory(t *testing.T, fn func()) (peak uint64, cycles uint64) {
	t.Setenv("GOGC", "10")
	defer debug.SetGCPercent(debug.SetGCPercent(10))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))
	debug.FreeOSMemory()
	sample := []metrics.Sample{
		{Name: "/memory/classes/total:bytes"},
		{Name: "/memory/classes/heap/released:bytes"},
		{Name: "/gc/cycles/total:gc-cycles"},
	}
	held := func() uint64 { return sample[0].Value.Uint64() - sample[1].Value.Uint64() }
	metrics.Read(sample)
	before, start := held(), sample[2].Value.Uint64()
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(time.Millisecond)
		defer t.Stop()
		for {
			metrics.Read(sample)
			if h := held(); h > before {
				peak = max(peak, h-before)
			}
			select {
			case <-done:
				return
			case <-t.C:
			}
		}
	}()
	fn()
	close(done)
	wg.Wait()
	return peak, sample[2].Value.Uint64() - start
}

// The hostile shapes of issue 19 stay inside the reader's budget, 64 MB + 20x the file, in
// every command (check of the 560 KB setup reproducer peaked at 1.3 GB, gtp loadsgf at 4.5 GB;
// check of 1M passes at 906 MB). bench/hostile.sh measures the whole process (peak RSS) against
// the same budget.
func TestMemoryBoundedByTheInput(t *testing.T) {
	if testing.Short() {
		t.Skip("reads megabytes")
	}
	dir := t.TempDir()
	files := map[string]string{"setup-560KB": corpus.Repro(t, "mem-setup-560KB-1.38GB.sgf")}
	for name, content := range map[string]string{
		"setup-25x25-1MB": "(;GM[1]SZ[25]" + strings.Repeat(";AB[aa:yy]AW[aa:yy]AE[aa:yy]", 35000) + ")",
		"setup-19x19-1MB": "(;GM[1]SZ[19]" + strings.Repeat(";AB[aa:ss]", 100000) + ")",
		"passes-200k":     "(;GM[1]SZ[19]" + strings.Repeat(";B[tt]C[a comment]", 200000) + ")",
		"games-50k":       strings.Repeat("(;GM[1]SZ[19];B[dd])", 50000),
		// the most nodes a game may have (sgf.MaxGameNodes), each as few bytes as a ply takes;
		// a game of a million (issue 29) is refused
		"passes-25x25-at-the-cap": "(;GM[1]SZ[25]" + strings.Repeat(";B[];W[]", (sgf.MaxGameNodes-1)/2) + ")",
		"passes-1M-refused":       "(;GM[1]SZ[25]" + strings.Repeat(";B[];W[]", 500_000) + ")",
		// a game of setup nodes at the cap, each laying the whole board again, reads (one over
		// it, the 4 MB reproducer of 400,000 such nodes, is refused like any game over the cap)
		"setup-19x19-at-the-cap": "(;GM[1]SZ[19]" + strings.Repeat(";AB[aa:ss]", sgf.MaxGameNodes-1) + ")",
		// a ko taken and retaken at the cap: every ply but the first two refused (check and score
		// write a note for each)
		"ko-cycle-at-the-cap": "(;GM[1]SZ[19]AB[ba][ab][bc]AW[ca][db][cc]" + strings.Repeat(";B[cb];W[bb]", (sgf.MaxGameNodes-1)/2) + ")",
	} {
		p := filepath.Join(dir, name+".sgf")
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		files[name] = p
	}
	for name, f := range files {
		st, _ := os.Stat(f)
		budget := uint64(memoryBudget(st.Size()))
		for cmd, run := range map[string]func(){
			"check":   func() { Check([]string{"--json", f}, io.Discard, io.Discard) },
			"score":   func() { Score([]string{f}, io.Discard, io.Discard) },
			"convert": func() { Convert([]string{f, filepath.Join(dir, "out.sgf")}, io.Discard, io.Discard) },
			"gtp":     func() { GTP(nil, strings.NewReader("loadsgf "+f+"\nname\n"), io.Discard, io.Discard) },
		} {
			peak, cycles := peakMemory(t, run)
			t.Logf("%s %s: memory peaked at %d MB of %d MB (%d collections)", cmd, name, peak>>20, budget>>20, cycles)
			if peak > budget {
				t.Errorf("%s %s: memory peaked at %d MB, budget %d MB", cmd, name, peak>>20, budget>>20)
			}
			if cycles < 2 {
				t.Errorf("%s %s: %d collections while it ran: the peak was not measured", cmd, name, cycles)
			}
		}
	}
}
