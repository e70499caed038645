package ui

import (
	"strings"
	"testing"

	"goref/app/session"
)

// TestResignAsksWhoAndCancelKeepsTheGame: Resign only asks; Cancel leaves the game on, the
// answer records the resignation of the player named (not always the player to move).
func TestResignAsksWhoAndCancelKeepsTheGame(t *testing.T) {
	u, _ := newTestUI(t)
	tapAt(u, 3, 3) // White to move
	u.Resign()
	if u.Session().Result() != "" || u.asking == nil {
		t.Fatalf("Resign ended the game without asking: RE %q", u.Session().Result())
	}
	if got := []string{u.asking.choices[0].label, u.asking.choices[1].label}; got[0] != "White resigns" || got[1] != "Black resigns" {
		t.Fatalf("choices %q: the player to move comes first", got)
	}
	u.answer("")
	if u.Session().Result() != "" || u.asking != nil {
		t.Fatalf("Cancel: RE %q", u.Session().Result())
	}
	u.Resign()
	u.answer("Black resigns")
	if re := u.Session().Result(); re != "W+R" {
		t.Fatalf("Black resigned on White's turn: RE %q, want W+R", re)
	}
	// Said once: the resignation names the winner, so the result is not said again after it
	// ("Black resigns; White wins. White wins by resignation.").
	if got := u.Status.Text; got != "Black resigns; White wins." {
		t.Fatalf("the status line says %q", got)
	}
	u.Resign() // the game is over: nothing to ask
	if u.asking != nil {
		t.Fatal("Resign asked again after the game ended")
	}
}

// TestTournamentUndoIsAConfirmedLoggedRefereeAction: in tournament mode Undo asks; the move
// goes only when the referee confirms, and the log keeps the move and the reason typed. A
// casual game takes the move back at once.
func TestTournamentUndoIsAConfirmedLoggedRefereeAction(t *testing.T) {
	u, _ := newTestUI(t)
	info := session.DefaultInfo()
	info.Mode = session.Tournament
	u.StartGame(info)
	tapAt(u, 3, 3)
	tapAt(u, 15, 15)
	u.Undo()
	if n := len(u.Session().Game().Moves()); n != 2 || u.asking == nil {
		t.Fatalf("tournament Undo took the move back without asking: %d moves", n)
	}
	u.answer("")
	if n := len(u.Session().Game().Moves()); n != 2 {
		t.Fatalf("Cancel took the move back: %d moves", n)
	}
	u.Undo()
	u.asking.reason.SetText("touched the wrong point")
	u.answer("Take back (logged)")
	if n := len(u.Session().Game().Moves()); n != 1 {
		t.Fatalf("confirmed take-back: %d moves, want 1", n)
	}
	log := u.ref.logText()
	if gr := u.Session().Node().GetAll("GR"); len(gr) != 1 || !strings.HasPrefix(gr[0], "undo:W") {
		t.Fatalf("the record's GR after the take-back: %v", gr)
	}
	if !strings.Contains(log, "takes back White's move at Q4: touched the wrong point") {
		t.Fatalf("the log lacks the take-back and its reason:\n%s", log)
	}

	info.Mode = session.Casual
	u.StartGame(info)
	tapAt(u, 3, 3)
	u.Undo()
	if n := len(u.Session().Game().Moves()); n != 0 || u.asking != nil {
		t.Fatalf("casual Undo: %d moves, asking %v", n, u.asking != nil)
	}
}
