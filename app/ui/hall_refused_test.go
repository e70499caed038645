package ui

import (
	"errors"
	"testing"

	"goref/hall"
)

// A broker refusing the table's moves is said at the table, in words, with the broker's reason,
// and stays said when the status line would be empty (a step through the record empties it);
// once the broker takes the moves again the table is told so and the refusal is no longer said.
func TestTheTableIsToldTheBrokerRefusesItsMoves(t *testing.T) {
	u, _ := newTestUI(t)
	u.HallRefused(&hall.Refusal{Code: 0x87, Reason: "ACL denied"})
	want := "The director is not receiving this table's moves: the broker refuses them (not authorized: ACL denied). " +
		"They are saved here and sent once the broker takes them."
	if u.Status.Text != want {
		t.Fatalf("status %q, want %q", u.Status.Text, want)
	}
	u.setStatus("")
	if u.Status.Text != want {
		t.Fatalf("an emptied status line says %q, want the refusal still", u.Status.Text)
	}
	u.HallRefused(&hall.Refusal{Code: 0x97})
	if want := "The director is not receiving this table's moves: the broker refuses them (reason code 0x97). " +
		"They are saved here and sent once the broker takes them."; u.Status.Text != want {
		t.Fatalf("status %q, want %q", u.Status.Text, want)
	}
	u.HallRefused(nil)
	if want := "The broker takes this table's moves again: what waited is being sent to the director."; u.Status.Text != want {
		t.Fatalf("status %q, want %q", u.Status.Text, want)
	}
	u.setStatus("")
	if u.Status.Text != "" {
		t.Fatalf("an emptied status line says %q after the refusal ended", u.Status.Text)
	}
}

// A connection the hall does not take is said the same way, with the table's moves kept, until
// the table is connected again.
func TestTheTableIsToldItsConnectionIsNotTaken(t *testing.T) {
	u, _ := newTestUI(t)
	u.HallFailed(errors.New("not authorized"))
	want := "The hall did not take this table's connection (not authorized). It keeps trying; if the director gave this table new credentials, join again. " +
		"Its moves are saved here and sent once it is connected."
	if u.Status.Text != want {
		t.Fatalf("status %q, want %q", u.Status.Text, want)
	}
	u.setStatus("")
	if u.Status.Text != want {
		t.Fatalf("an emptied status line says %q, want the failure still", u.Status.Text)
	}
	u.HallFailed(nil)
	if want := "The hall takes this table's connection again: what waited is being sent to the director."; u.Status.Text != want {
		t.Fatalf("status %q, want %q", u.Status.Text, want)
	}
	u.setStatus("")
	if u.Status.Text != "" {
		t.Fatalf("an emptied status line says %q once connected again", u.Status.Text)
	}
}
