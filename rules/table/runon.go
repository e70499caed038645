package table

import (
	"time"

	"goref/board"
	"goref/rules/clock"
)

// RunOn moves a restored table's time on by d: the time its clock ran after the save it was
// restored from, before the program stopped (killed between two saves; the app knows when
// from its last sign of life). The side whose time was running is charged, as the clock on
// the table would have charged it, so nothing it used is forgotten. A paused, sealed or ended
// clock, or one not started, loses nothing. A flag that falls within d falls at its own instant
// at the next Tick. It returns the side charged and by how much (board.Empty and 0: none).
func (t *Table) RunOn(d time.Duration) (board.Color, time.Duration) {
	if d <= 0 || t.clk == nil || t.outcome != nil {
		return board.Empty, 0
	}
	st := t.clk.State()
	if st.Status != clock.Running {
		return board.Empty, 0
	}
	t.src.offset += d
	return st.ToMove.Color(), d
}
