package hallview

import (
	"time"

	"fyne.io/fyne/v2"
)

// refreshEvery calls fn on the UI goroutine every d until w closes (then closed, if not nil):
// the clocks tick and a call flashes between the tables' messages.
func refreshEvery(w fyne.Window, d time.Duration, fn, closed func()) {
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
