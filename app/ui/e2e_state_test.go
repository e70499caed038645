//go:build e2e

package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestE2EStateReportsTheTable: what the e2e script reads (E2EState, in the e2e build only) is
// the table's state: the halt's phase, the panel opened by it, the estimator's dead stone.
func TestE2EStateReportsTheTable(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "ing", 9)
	playAll(t, u, ingWalls9()...)
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyP})
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeyP})
	s := u.E2EState()
	if s.Phase != "halted" || !s.Panel || len(s.Dead) != 1 || s.Dead[0] != "C2" || s.Moves != len(ingWalls9())+2 {
		t.Fatalf("after two passes: %+v", s)
	}
	if s.Penalties["B"] != 0 || s.Penalties["W"] != 0 || s.Result != "" || s.Fill != nil {
		t.Fatalf("nothing counted yet: %+v", s)
	}
}
