package goban

import (
	"runtime"
	"sync"
)

// inBands runs fn over [0, n) cut into one band per processor, at the same time, and waits
// for them all. Each band writes its own rows, so the picture is the same however it is cut:
// the background of a large board is drawn this way (about 4 million pixels at 3×).
func inBands(n int, fn func(from, to int)) {
	k := min(runtime.GOMAXPROCS(0), n)
	if k <= 1 {
		fn(0, n)
		return
	}
	var wg sync.WaitGroup
	for b := 0; b < k; b++ {
		from, to := n*b/k, n*(b+1)/k
		wg.Add(1)
		go func() {
			defer wg.Done()
			fn(from, to)
		}()
	}
	wg.Wait()
}
