package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The reports come in input order whatever order the workers finish in, each file's stdout
// and stderr lines in the order it wrote them; the status is the worst one.
func TestEachInOrder(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	var files []string
	for i := range 200 {
		files = append(files, fmt.Sprint(i))
	}
	var out, errb, both bytes.Buffer
	tee := func(w *bytes.Buffer) io.Writer { return io.MultiWriter(w, &both) }
	status := eachInOrder(files, tee(&out), tee(&errb), func(f string, stdout, stderr io.Writer) int {
		n := 0
		fmt.Sscan(f, &n)
		for i := 0; i < (200-n)*20; i++ { // early files take longest
			runtime.Gosched()
		}
		fmt.Fprintf(stdout, "out %s\n", f)
		if n%50 == 7 {
			fmt.Fprintf(stderr, "err %s\n", f)
			fmt.Fprintf(stdout, "after %s\n", f)
			return 2
		}
		return n % 2
	})
	if status != 2 {
		t.Errorf("status %d, want 2", status)
	}
	var want, wantErr strings.Builder
	for _, f := range files {
		fmt.Fprintf(&want, "out %s\n", f)
		var n int
		fmt.Sscan(f, &n)
		if n%50 == 7 {
			fmt.Fprintf(&wantErr, "err %s\n", f)
			fmt.Fprintf(&want, "after %s\n", f)
		}
	}
	if out.String() != want.String() || errb.String() != wantErr.String() {
		t.Errorf("out of order:\n%s\n%s", out.String(), errb.String())
	}
	if !strings.Contains(both.String(), "out 7\nerr 7\nafter 7\nout 8\n") {
		t.Error("a file's stderr line is not between its stdout lines")
	}
}

// check over many files prints the same bytes and exits the same on one core as on several.
func TestCheckManyFilesSameOnOneAndManyCores(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for i, g := range []string{
		"(;GM[1]SZ[9];B[ee];W[cc];B[cc])", "(;GM[1]SZ[9];B[ee];W[dd])", "not sgf",
		"(;GM[1]SZ[9]RU[Japanese];B[aa];W[ab];B[];W[];B[ba])", "(;GM[1]SZ[19];B[pd];W[dp])",
	} {
		p := filepath.Join(dir, fmt.Sprintf("g%d.sgf", i))
		if err := os.WriteFile(p, []byte(g), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
	}
	for range 4 {
		files = append(files, files...)
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, args := range [][]string{files, append([]string{"--json"}, files...)} {
		runtime.GOMAXPROCS(1)
		code1, out1, err1 := runCheck(t, args...)
		runtime.GOMAXPROCS(4)
		code4, out4, err4 := runCheck(t, args...)
		if code1 != 2 || code4 != code1 || out4 != out1 || err4 != err1 {
			t.Errorf("1 core: exit %d\n%s%s\n4 cores: exit %d\n%s%s", code1, out1, err1, code4, out4, err4)
		}
	}
}

// signalWriter reports each write on a channel.
type signalWriter struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	wrote chan struct{}
}

func (w *signalWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	select {
	case w.wrote <- struct{}{}:
	default:
	}
	return w.buf.Write(p)
}

// The first file writes straight through (its report is not held until it ends), and while it
// runs the others get only so far ahead: a bounded number of files, a bounded number of bytes.
func TestEachInOrderStreamsTheHeadAndBoundsTheRest(t *testing.T) {
	const workers = 4
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(workers))
	for _, tc := range []struct {
		name     string
		files    int
		size     int // bytes each file writes
		maxAhead int // files started after the first while it runs
	}{
		{"small outputs", 1000, 10, aheadPerWorker*workers - 1},
		{"large outputs", 60, 1 << 20, maxHeld/(1<<20) + workers},
	} {
		t.Run(tc.name, func(t *testing.T) {
			files := make([]string, tc.files)
			for i := range files {
				files[i] = fmt.Sprint(i)
			}
			out := &signalWriter{wrote: make(chan struct{}, 1)}
			release := make(chan struct{})
			var started atomic.Int32
			var want bytes.Buffer
			pad := strings.Repeat("x", tc.size)
			for i := range files {
				fmt.Fprintf(&want, "%d:%s\n", i, pad)
			}
			done := make(chan int)
			go func() {
				done <- eachInOrder(files, out, io.Discard, func(f string, stdout, stderr io.Writer) int {
					if f != "0" {
						started.Add(1)
						fmt.Fprintf(stdout, "%s:%s\n", f, pad)
						return 0
					}
					fmt.Fprintf(stdout, "0:%s\n", pad)
					select {
					case <-out.wrote:
					case <-time.After(10 * time.Second):
						t.Error("the first file's output was not written while it ran")
					}
					// Let the others run ahead as far as they may.
					for prev := int32(-1); prev != started.Load(); {
						prev = started.Load()
						time.Sleep(50 * time.Millisecond)
					}
					<-release
					return 0
				})
			}()
			time.Sleep(200 * time.Millisecond)
			for prev := int32(-1); prev != started.Load(); {
				prev = started.Load()
				time.Sleep(100 * time.Millisecond)
			}
			if n := int(started.Load()); n > tc.maxAhead || n == 0 {
				t.Errorf("%d files started while the first ran, want 1 to %d", n, tc.maxAhead)
			}
			close(release)
			if status := <-done; status != 0 {
				t.Errorf("status %d", status)
			}
			if out.buf.String() != want.String() {
				t.Error("the output is not in input order")
			}
		})
	}
}
