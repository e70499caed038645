package ui

import (
	"testing"

	"goref/app/session"
)

// A player's name or rank from a file is shown with its control characters as visible escapes:
// PB[\x1b[31mEvil\x1b[0m] drew the escape bytes as boxes in the player box and the demo.
func TestANamesControlCharactersAreShownAsEscapes(t *testing.T) {
	info := session.Info{Black: "\x1b[31mEvil\x1b[0m", BlackRank: "5d\n"}
	if got, want := sideText(info, true), `\x1b[31mEvil\x1b[0m 5d\n`; got != want {
		t.Errorf("player box %q, want %q", got, want)
	}
}
