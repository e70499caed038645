package board

// Color is the content of a point, or a player.
type Color uint8

const (
	Empty Color = iota
	Black
	White
	edge // the border of the padded grid; never visible outside the package
)

// Opponent returns the other player; Empty stays Empty.
func (c Color) Opponent() Color {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return c
}

// String gives "B", "W" or "." (the GTP/SGF letters).
func (c Color) String() string {
	switch c {
	case Black:
		return "B"
	case White:
		return "W"
	case Empty:
		return "."
	}
	return "#"
}

// ParseColor reads b, black, w, white in any case.
func ParseColor(s string) (Color, bool) {
	switch lower(s) {
	case "b", "black":
		return Black, true
	case "w", "white":
		return White, true
	}
	return Empty, false
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
