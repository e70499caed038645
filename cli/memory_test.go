package cli

import (
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"strings"
	"sync"
	"testing"
	"time"

	"goref/internal/corpus"
)

// peakHeap runs fn and returns the most heap memory in objects (live or not yet collected)
// seen while it ran, sampled every millisecond.
func peakHeap(fn func()) uint64 {
	runtime.GC()
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	var peak uint64
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		t := time.NewTicker(time.Millisecond)
		defer t.Stop()
		for {
			metrics.Read(sample)
			peak = max(peak, sample[0].Value.Uint64())
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
	return peak
}

// The hostile shapes of issue 19 stay inside the reader's budget, 64 MB + 20x the file, in
// every command (check of the 560 KB setup reproducer peaked at 1.3 GB, gtp loadsgf at 4.5 GB).
// The 19x19 shape (AB[aa:ss] on every node, 10 bytes a node) peaks at the edge of the budget
// in this process and is measured by bench/hostile.sh instead.
func TestMemoryBoundedByTheInput(t *testing.T) {
	if testing.Short() {
		t.Skip("reads megabytes")
	}
	dir := t.TempDir()
	files := map[string]string{"setup-560KB": corpus.Repro(t, "mem-setup-560KB-1.38GB.sgf")}
	for name, content := range map[string]string{
		"setup-25x25-1MB": "(;GM[1]SZ[25]" + strings.Repeat(";AB[aa:yy]AW[aa:yy]AE[aa:yy]", 35000) + ")",
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
			peak := peakHeap(run)
			t.Logf("%s %s: heap peaked at %d MB of %d MB", cmd, name, peak>>20, budget>>20)
			if peak > budget {
				t.Errorf("%s %s: heap peaked at %d MB, budget %d MB", cmd, name, peak>>20, budget>>20)
			}
		}
	}
}
