package cli

import (
	"strings"

	"golang.org/x/text/width"
)

// cells is the number of terminal columns s takes: two for a wide or fullwidth character (Han,
// kana, hangul), none for a combining mark, one for any other.
func cells(s string) int {
	n := 0
	for _, r := range s {
		switch {
		case r < 0x300:
			n++
		case r <= 0x36f || r >= 0x200b && r <= 0x200f:
			// combining marks and zero-width spaces
		default:
			switch width.LookupRune(r).Kind() {
			case width.EastAsianWide, width.EastAsianFullwidth:
				n += 2
			default:
				n++
			}
		}
	}
	return n
}

// padCells pads s with spaces to n terminal columns, as %-ns pads it to n runes.
func padCells(s string, n int) string {
	if c := cells(s); c < n {
		return s + strings.Repeat(" ", n-c)
	}
	return s
}
