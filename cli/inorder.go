package cli

import (
	"io"
	"runtime"
	"sync"
)

// Bounds on the files finished ahead of the one being written: at most aheadPerWorker files
// per worker, and no new file is started while more than maxHeld bytes of finished output wait.
const (
	aheadPerWorker = 32
	maxHeld        = 16 << 20
)

// eachInOrder runs do for every file on all the cores (GOMAXPROCS workers) and writes what
// each call wrote to stdout and stderr in input order, each file's writes in the order they
// were made, as if the files had been done one after another. It returns the worst status:
// 2 if any file returned 2, else 1 if any returned 1, else 0.
//
// There is no dispatcher or writer goroutine to wait for: each worker takes the next file
// itself, and the worker that finishes the file due next writes it and every finished file
// after it. The file due next when it is taken writes straight to stdout and stderr (a large
// record's report is not held whole); the others are captured until their turn.
func eachInOrder(files []string, stdout, stderr io.Writer, do func(f string, stdout, stderr io.Writer) int) int {
	workers := min(runtime.GOMAXPROCS(0), len(files))
	if workers <= 1 {
		status := 0
		for _, f := range files {
			status = worse(status, do(f, stdout, stderr))
		}
		return status
	}
	o := &inOrder{files: files, stdout: stdout, stderr: stderr, do: do,
		finished: make([]*capture, aheadPerWorker*workers)}
	o.turn.L = &o.mu
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			o.work()
		}()
	}
	wg.Wait()
	return o.status
}

// worse is the worse of two statuses: 2, then 1, then 0.
func worse(a, b int) int {
	if a == 2 || b == 2 {
		return 2
	}
	return max(a, b)
}

type inOrder struct {
	files          []string
	stdout, stderr io.Writer
	do             func(f string, stdout, stderr io.Writer) int

	mu       sync.Mutex
	turn     sync.Cond  // next moved on: a waiting worker may take a file
	taken    int        // files handed to a worker so far
	next     int        // the first file whose output is not yet all written
	finished []*capture // ring: the finished file i at i % len, until it is written
	held     int        // bytes of finished output waiting
	status   int
}

func (o *inOrder) work() {
	o.mu.Lock()
	defer o.mu.Unlock()
	for {
		for o.taken < len(o.files) && (o.taken >= o.next+len(o.finished) || o.held > maxHeld) {
			o.turn.Wait()
		}
		if o.taken == len(o.files) {
			return
		}
		i := o.taken
		o.taken++
		// Every file before i is written and none after it can be before i is: i writes itself.
		direct := i == o.next
		o.mu.Unlock()
		c := &capture{}
		if direct {
			c.status = o.do(o.files[i], o.stdout, o.stderr)
		} else {
			c.status = o.do(o.files[i], c.writer(false), c.writer(true))
		}
		o.mu.Lock()
		o.finish(i, c)
	}
}

// finish records file i as finished (o.mu held). If i is the file due next, it writes i's
// capture and those of the finished files after it, without the lock: while next is a file
// already finished, no other worker writes.
func (o *inOrder) finish(i int, c *capture) {
	o.status = worse(o.status, c.status)
	o.finished[i%len(o.finished)] = c
	o.held += c.size
	if i != o.next {
		return
	}
	for {
		slot := o.next % len(o.finished)
		c := o.finished[slot]
		if c == nil {
			return
		}
		o.mu.Unlock()
		c.replay(o.stdout, o.stderr)
		o.mu.Lock()
		o.finished[slot] = nil
		o.held -= c.size
		o.next++
		o.turn.Broadcast()
	}
}

// capture records one file's output: the chunks written to either stream, in order.
type capture struct {
	chunks []chunk
	size   int
	status int
}

type chunk struct {
	toStderr bool
	data     *[]byte // from chunkBuffers
}

type captureWriter struct {
	c        *capture
	toStderr bool
}

func (c *capture) writer(toStderr bool) io.Writer { return captureWriter{c, toStderr} }

// chunkBuffers keep the buffers of written chunks for the next captures: a file's report
// is written once and its buffer is free (check over the corpus captured half its 106 MB of
// JSON in new buffers). A buffer grown past keepChunk is let go.
var chunkBuffers = sync.Pool{New: func() any { return new([]byte) }}

const keepChunk = 1 << 20

func (w captureWriter) Write(p []byte) (int, error) {
	n := len(w.c.chunks)
	if n == 0 || w.c.chunks[n-1].toStderr != w.toStderr {
		w.c.chunks = append(w.c.chunks, chunk{w.toStderr, chunkBuffers.Get().(*[]byte)})
		n++
	}
	data := w.c.chunks[n-1].data
	*data = append(*data, p...)
	w.c.size += len(p)
	return len(p), nil
}

// replay writes the captured chunks and hands their buffers back.
func (c *capture) replay(stdout, stderr io.Writer) {
	for _, ch := range c.chunks {
		if ch.toStderr {
			stderr.Write(*ch.data)
		} else {
			stdout.Write(*ch.data)
		}
		if cap(*ch.data) <= keepChunk {
			*ch.data = (*ch.data)[:0]
			chunkBuffers.Put(ch.data)
		}
	}
	c.chunks = nil
}
