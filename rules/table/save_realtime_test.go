package table

import (
	"testing"
	"time"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
)

// moving is a time source that moves on at every reading, as the machine's clock does.
type moving struct{ t time.Duration }

func (m *moving) Now() time.Duration { m.t += 137 * time.Microsecond; return m.t }

// TestSaveOnAMovingClockRestores: on the real clock time passes between the readings Save
// makes; the saved state must still restore (the app's recovery after a crash depends on it).
func TestSaveOnAMovingClockRestores(t *testing.T) {
	src := &moving{}
	tb, err := New(Config{Rules: rules.Chinese, Width: 9, Time: &clock.Config{System: clock.Japanese, Main: 3 * time.Second, Periods: 5, Period: 2 * time.Second}}, src)
	if err != nil {
		t.Fatal(err)
	}
	tb.Start()
	src.t += time.Second
	tb.Play(board.Black, board.Vertex{X: 3, Y: 3})
	src.t += 4 * time.Second
	tb.Tick()
	tb.Play(board.White, board.Vertex{X: 5, Y: 5})
	src.t += 500 * time.Millisecond
	data, err := tb.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Restore(data, src)
	if err != nil {
		t.Fatalf("a save on a moving clock does not restore: %v", err)
	}
	if back.Clock().State().ToMove != clock.Black || len(back.Game().Moves()) != 2 {
		t.Fatalf("restored: %v to move, %d plies", back.Clock().State().ToMove, len(back.Game().Moves()))
	}
}
