package ui

import (
	"strings"
	"testing"
)

// At a J89 table the count the panel shows asks the players to fill the open dame (Art. 9-2),
// naming them, instead of counting them as neutral as for a record.
func TestPanelAsksForTheOpenDame(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 9)
	playAll(t, u, [2]int{4, 4}, [2]int{2, 6}, pass, pass)
	s := u.countSummary()
	if !strings.Contains(s, "fill them before the count") || !strings.Contains(s, "open dame") {
		t.Fatalf("count summary:\n%s", s)
	}
}
