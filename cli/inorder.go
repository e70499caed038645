package cli

import (
	"io"
	"runtime"
	"sync"
)

// eachInOrder runs do for every file on all the cores (GOMAXPROCS workers) and writes what
// each call wrote to stdout and stderr in input order, each file's writes in the order they
// were made, as if the files had been done one after another. It returns the worst status:
// 2 if any file returned 2, else 1 if any returned 1, else 0. At most a few files per worker
// wait finished in memory for an earlier one.
func eachInOrder(files []string, stdout, stderr io.Writer, do func(f string, stdout, stderr io.Writer) int) int {
	workers := min(runtime.GOMAXPROCS(0), len(files))
	status := 0
	worst := func(s int) {
		if s == 2 || (s == 1 && status == 0) {
			status = s
		}
	}
	if workers <= 1 {
		for _, f := range files {
			worst(do(f, stdout, stderr))
		}
		return status
	}
	type job struct {
		file string
		done chan *capture
	}
	jobs := make(chan job)
	order := make(chan chan *capture, 4*workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				c := &capture{}
				c.status = do(j.file, c.writer(false), c.writer(true))
				j.done <- c
			}
		}()
	}
	go func() {
		for _, f := range files {
			done := make(chan *capture, 1)
			order <- done
			jobs <- job{f, done}
		}
		close(order)
		close(jobs)
	}()
	for done := range order {
		c := <-done
		c.replay(stdout, stderr)
		worst(c.status)
	}
	wg.Wait()
	return status
}

// capture records one file's output: the chunks written to either stream, in order.
type capture struct {
	chunks []chunk
	status int
}

type chunk struct {
	toStderr bool
	data     []byte
}

type captureWriter struct {
	c        *capture
	toStderr bool
}

func (c *capture) writer(toStderr bool) io.Writer { return captureWriter{c, toStderr} }

func (w captureWriter) Write(p []byte) (int, error) {
	if n := len(w.c.chunks); n > 0 && w.c.chunks[n-1].toStderr == w.toStderr {
		w.c.chunks[n-1].data = append(w.c.chunks[n-1].data, p...)
	} else {
		w.c.chunks = append(w.c.chunks, chunk{w.toStderr, append([]byte(nil), p...)})
	}
	return len(p), nil
}

func (c *capture) replay(stdout, stderr io.Writer) {
	for _, ch := range c.chunks {
		if ch.toStderr {
			stderr.Write(ch.data)
		} else {
			stdout.Write(ch.data)
		}
	}
}
