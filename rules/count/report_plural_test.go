package count

import (
	"strings"
	"testing"

	"goref/board"
)

// The fill reading says "1 point", not "1 points" (it stood on the Ing result slip).
func TestFillReadingSingular(t *testing.T) {
	for _, c := range []struct {
		margin int
		want   string
	}{{1, "= 1 point for Black"}, {2, "= 2 points for Black"}} {
		bd := &Breakdown{Fill: &Fill{Winner: board.Black, Margin: c.margin, Remaining: c.margin}}
		text := strings.Join(bd.Lines(9), "\n")
		if !strings.Contains(text, c.want) {
			t.Errorf("margin %d: want %q in\n%s", c.margin, c.want, text)
		}
	}
}
