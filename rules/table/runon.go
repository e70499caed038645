package table

import (
	"time"

	"goref/board"
	"goref/rules/clock"
)

// RunOn moves a restored table's time on by d, as if its clock had kept running while the
// program was stopped (killed between two saves, then started again): the side whose time was
// running is charged all of it, as a clock on the table that kept running would charge it, so
// nothing it used before the stop is forgotten; what may be charged wrongly is the outage
// alone, and the referee gives it back with a time adjustment. A paused, sealed or ended
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
	return color(st.ToMove), d
}
