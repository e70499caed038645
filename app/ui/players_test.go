package ui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2/theme"

	"goref/board"
)

// litCards reports which players' cards show the turn: the bar at the edge in the accent colour.
func litCards(u *UI) (black, white bool) {
	on := func(p *playerCard) bool {
		return p.bar.FillColor == theme.Color(theme.ColorNamePrimary) && p.bg.FillColor != theme.Color(theme.ColorNameInputBackground)
	}
	return on(u.cards[0]), on(u.cards[1])
}

// The card of the player to move is lit, the other not; once play stops (two passes) neither.
func TestThePlayerToMoveIsLit(t *testing.T) {
	u, _ := newTestUI(t)
	if b, w := litCards(u); !b || w {
		t.Fatalf("at the start: Black lit %v, White lit %v; want Black only", b, w)
	}
	tapAt(u, 3, 3)
	if b, w := litCards(u); b || !w {
		t.Fatalf("after Black's move: Black lit %v, White lit %v; want White only", b, w)
	}
	u.Pass()
	u.Pass()
	if b, w := litCards(u); b || w {
		t.Fatalf("play stopped: Black lit %v, White lit %v; want neither", b, w)
	}
	if u.cards[1].bar.FillColor != color.Transparent {
		t.Errorf("an unlit card's bar is %v", u.cards[1].bar.FillColor)
	}
}

// A card shows the name and rank large, and the captures on their own line.
func TestCardsShowNameAndCaptures(t *testing.T) {
	u, _ := newTestUI(t)
	// Black B1, White A1 in the corner, Black A2 takes it.
	for _, m := range [][2]int{{1, 18}, {0, 18}, {0, 17}} {
		tapAt(u, m[0], m[1])
	}
	if u.sess.Board().At(board.Vertex{X: 0, Y: 18}) != board.Empty {
		t.Fatal("the white stone at A1 was not taken")
	}
	if got := u.cards[0].captures.Text; got != "captures 1" {
		t.Errorf("Black's captures line %q, want %q", got, "captures 1")
	}
	if got := u.cards[1].captures.Text; got != "captures 0" {
		t.Errorf("White's captures line %q", got)
	}
	if got := u.BlackInfo.Text; got != "Black" {
		t.Errorf("Black's name line %q, want the name alone", got)
	}
}
