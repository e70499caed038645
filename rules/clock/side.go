package clock

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
