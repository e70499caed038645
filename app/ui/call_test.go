package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"goref/hall"
)

// menuItem finds a Referee menu item by its label (in submenus too).
func menuItem(t *testing.T, u *UI, label string) *fyne.MenuItem {
	t.Helper()
	var find func(items []*fyne.MenuItem) *fyne.MenuItem
	find = func(items []*fyne.MenuItem) *fyne.MenuItem {
		for _, it := range items {
			if it.Label == label {
				return it
			}
			if it.ChildMenu != nil {
				if f := find(it.ChildMenu.Items); f != nil {
					return f
				}
			}
		}
		return nil
	}
	if it := find(u.ref.refereeMenu().Items); it != nil {
		return it
	}
	t.Fatalf("the Referee menu has no %q", label)
	return nil
}

// TestCallForTheRefereeIsShownUntilAnswered: the call is in the Referee menu with Ctrl+Shift+H;
// once made, a line above the status says it waits (at the move it was made), then, when the
// hall's director acknowledges that very call, that the referee is coming; the referee's answer
// at the table takes the line away, and a second answer is refused in words.
func TestCallForTheRefereeIsShownUntilAnswered(t *testing.T) {
	u, _ := newTestUI(t)
	tapAt(u, 3, 3)
	tapAt(u, 15, 15)
	if u.call.line.Visible() {
		t.Fatalf("a call line before any call: %q", u.call.line.Text)
	}
	call := menuItem(t, u, "Call the referee")
	if sc, ok := call.Shortcut.(*desktop.CustomShortcut); !ok || sc.KeyName != fyne.KeyH || sc.Modifier != fyne.KeyModifierControl|fyne.KeyModifierShift {
		t.Fatalf("Call the referee's shortcut: %v", call.Shortcut)
	}
	call.Action()
	c := u.Session().Table().PendingCall()
	if c == nil {
		t.Fatal("the table keeps no call")
	}
	// Two moves were played before the call.
	if !u.call.line.Visible() || u.call.line.Text != "Referee called at move 2: waiting for the referee." {
		t.Fatalf("call line %q (visible %v)", u.call.line.Text, u.call.line.Visible())
	}
	// the line takes its room in the column's foot: above the status line, not over it
	d := fyne.CurrentApp().Driver()
	lineAt, statusAt := d.AbsolutePositionForObject(u.call.line), d.AbsolutePositionForObject(u.Status)
	if h := u.call.line.Size().Height; h < u.call.line.MinSize().Height-1 || lineAt.Y+h > statusAt.Y {
		t.Fatalf("the call line at %v, %v tall (its least %v); the status line at %v", lineAt, h, u.call.line.MinSize().Height, statusAt)
	}
	// A note acknowledging another call (an earlier instant) changes nothing.
	u.HallNote(hall.Note{CallAcked: true, CallAck: c.At - 1})
	if !strings.Contains(u.call.line.Text, "waiting") {
		t.Fatalf("an acknowledgement of another call: %q", u.call.line.Text)
	}
	u.HallNote(hall.Note{CallAcked: true, CallAck: c.At})
	if u.call.line.Text != "Referee called at move 2: the referee is coming." || u.Status.Text != "The referee is coming." {
		t.Fatalf("acknowledged: line %q, status %q", u.call.line.Text, u.Status.Text)
	}
	menuItem(t, u, "Answer the call").Action()
	if u.Session().Table().PendingCall() != nil || u.call.line.Visible() {
		t.Fatalf("answered: the table's call %v, line visible %v", u.Session().Table().PendingCall(), u.call.line.Visible())
	}
	if u.Status.Text != "The referee answered the call." {
		t.Fatalf("status after the answer: %q", u.Status.Text)
	}
	u.call.AnswerCall()
	if u.Status.Text != "Nobody has called the referee." {
		t.Fatalf("a second answer: %q", u.Status.Text)
	}
	// The line survives the window's content being built again (a language change).
	u.call.CallReferee()
	u.SetLanguage("ja")
	if !u.call.line.Visible() || u.call.line.Text != "第2手で審判を呼びました：審判を待っています。" {
		t.Fatalf("in Japanese: %q", u.call.line.Text)
	}
}
