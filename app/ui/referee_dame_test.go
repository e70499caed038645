package ui

import (
	"strings"
	"testing"

	"goref/board"
)

// At a J89 table the count the panel shows asks the players to fill the open dame (Art. 9-2),
// naming them, instead of counting them as neutral as for a record.
func TestPanelAsksForTheOpenDame(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 9)
	playAll(t, u, [2]int{4, 4}, [2]int{2, 6}, pass, pass)
	s := u.ref.countSummary()
	if !strings.Contains(s, "fill them before the count") || !strings.Contains(s, "open dame") {
		t.Fatalf("count summary:\n%s", s)
	}
}

// J89 Art. 9-2: an acceptance while a dame is open is refused, and the status line names the
// dame to fill (Art. 8 would leave the groups next to them without territory).
func TestAcceptWaitsForTheOpenDame(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 9)
	playAll(t, u, [2]int{4, 4}, [2]int{2, 6}, pass, pass)
	u.ref.Accept(board.Black)
	if u.Session().Table().Accepted(board.Black) || !strings.HasPrefix(u.Status.Text, "Fill the open dame before the count") {
		t.Fatalf("accepted %v, status %q", u.Session().Table().Accepted(board.Black), u.Status.Text)
	}
}
