package ui

import (
	"fyne.io/fyne/v2"

	"goref/board"
)

// startClock starts the game clock for a new game (when the clock widgets are wired).
func (u *UI) startClock() {}

// bigClock is a player's clock for demo mode, or nil when there are no clocks.
func (u *UI) bigClock(c board.Color) fyne.CanvasObject { return nil }
