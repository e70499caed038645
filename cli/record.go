package cli

import (
	"fmt"

	"goref/board/sgf"
	"goref/rules/record"
)

// loadRecord reads a game for the headless commands (rules/record, the one reading). A move or
// setup point off the board or unreadable makes the record unusable input (cli.md: exit 2,
// naming the line and column); the app opens such records leniently instead. A game that is
// not Go is an error. The game's tree is let go while it is read (record.ReadReleased): the
// commands replay the record, none reads the tree again.
func loadRecord(root *sgf.Node) (*record.Record, error) {
	rec, err := record.ReadReleased(root)
	if err != nil {
		return nil, err
	}
	if n := len(rec.Skipped); n > 0 {
		s := rec.Skipped[0]
		more := ""
		if n > 1 {
			more = fmt.Sprintf(" (and %d more)", n-1)
		}
		return nil, fmt.Errorf("line %d, column %d (node %d): %s[%s] is not a point of the %dx%d board (%s)%s",
			s.Line, s.Col, s.Node, s.Prop, s.Value, rec.Width, rec.Height, s.Reason, more)
	}
	return rec, nil
}
