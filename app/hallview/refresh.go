package hallview

import (
	"time"

	"fyne.io/fyne/v2"
)

// refreshing is off in the tests, which call the updates themselves: Fyne's test driver runs
// fyne.Do on the caller's goroutine, so a ticker would race with the test.
var refreshing = true

// refreshEvery calls fn on the UI goroutine every d until w closes (then closed, if not nil):
// the clocks tick and a call flashes between the tables' messages.
func refreshEvery(w fyne.Window, d time.Duration, fn, closed func()) {
	if !refreshing {
		return
	}
	stop := make(chan struct{})
	w.SetOnClosed(func() {
		close(stop)
		if closed != nil {
			closed()
		}
	})
	go func() {
		t := time.NewTicker(d)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				fyne.Do(fn)
			}
		}
	}()
}
