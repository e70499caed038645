package hall

import (
	"strconv"
	"testing"
	"time"
)

// A reader of Watch that is busy while 300 tables change (more than any buffer) still hears
// of every one of them afterwards, the last change included.
func TestWatchDropsNoChange(t *testing.T) {
	d := &Director{seats: map[string]*seat{}, watchers: map[*watcher]bool{}, dirty: map[string]bool{}}
	ch, stop := d.Watch()
	defer stop()
	d.mu.Lock()
	for i := 1; i <= 300; i++ {
		d.changed(strconv.Itoa(i))
	}
	d.changed("7")
	d.mu.Unlock()
	heard := map[string]bool{}
	for len(heard) < 300 {
		select {
		case name := <-ch:
			heard[name] = true
		case <-time.After(5 * time.Second):
			t.Fatalf("heard %d of 300 tables' changes", len(heard))
		}
	}
}
