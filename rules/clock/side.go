package clock

import "goref/board"

// Side is a player colour.
type Side int

const (
	Black Side = iota
	White
)

// NoSide marks log entries that concern both clocks.
const NoSide Side = -1

// Other returns the opponent.
func (s Side) Other() Side { return 1 - s }

func (s Side) String() string {
	switch s {
	case Black:
		return "B"
	case White:
		return "W"
	}
	return "-"
}

func (s Side) valid() bool { return s == Black || s == White }

// SideOf is the clock side of player c (Black's for any colour but White).
func SideOf(c board.Color) Side {
	if c == board.White {
		return White
	}
	return Black
}

// Color is the player whose clock side s is.
func (s Side) Color() board.Color {
	if s == White {
		return board.White
	}
	return board.Black
}
