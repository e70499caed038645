package app

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
)

// Quitting a table of the hall waits for the director's acknowledgement a bounded time, saying
// so; without it, the table says the game is not confirmed yet and goes at the next start, and
// quits once that is read — it neither quits silently nor waits for ever. With it, it quits.
func TestQuittingAHallTableWaitsForTheDirectorABoundedTime(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewWindow(nil)
	w.Resize(fyne.NewSize(800, 600))
	var quits atomic.Int32
	leave := leaveHall(w, func(ctx context.Context) bool { <-ctx.Done(); return false }, 2*time.Second)
	fyne.DoAndWait(func() { leave(func() { quits.Add(1) }) })
	if got := overlayText(w); !strings.Contains(got, "Waiting for the director to confirm this table's last moves (at most 2 s)") {
		t.Fatalf("while it waits the window says %q", got)
	}
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(overlayText(w), "Not yet confirmed by the director") {
		if time.Now().After(deadline) {
			t.Fatalf("no word of the missing acknowledgement; the window says %q", overlayText(w))
		}
		time.Sleep(20 * time.Millisecond)
	}
	if quits.Load() != 0 {
		t.Fatal("quit before the user read that the game is not confirmed")
	}
	fyne.DoAndWait(func() { tap(t, w, "OK") })
	if quits.Load() != 1 {
		t.Fatalf("quit %d times once the user read it, want once", quits.Load())
	}

	acked := leaveHall(w, func(context.Context) bool { return true }, 2*time.Second)
	fyne.DoAndWait(func() { acked(func() { quits.Add(1) }) })
	for quits.Load() != 2 {
		if time.Now().After(deadline) {
			t.Fatal("acknowledged, but goref did not quit")
		}
		time.Sleep(20 * time.Millisecond)
	}
}
