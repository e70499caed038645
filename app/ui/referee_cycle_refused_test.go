package ui

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"goref/board"
	"goref/rules"
)

// openCaseSetup opens a casebook case's position (its AB/AW lines) as a record under ru.
func openCaseSetup(t *testing.T, u *UI, file, size, ru, pl string) {
	t.Helper()
	src, err := os.ReadFile("../../assets/casebook/" + file)
	if err != nil {
		t.Fatal(err)
	}
	setup := regexp.MustCompile(`(?m)^A[BW](\[[a-z]{2}\])+$`).FindAll(src, -1)
	if len(setup) != 2 {
		t.Fatalf("%s setup: %d lines", file, len(setup))
	}
	path := filepath.Join(t.TempDir(), "case.sgf")
	rec := "(;FF[4]GM[1]SZ[" + size + "]RU[" + ru + "]PL[" + pl + "]" + string(setup[0]) + string(setup[1]) + ")"
	if err := os.WriteFile(path, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	if u.Session().Info.Rules.Name != ru {
		t.Fatalf("opened under %q: %s", u.Session().Info.Rules.Name, u.Status.Text)
	}
}

// A 季热子 refusal in a triple ko opens the cycle box (the rule set's 争, the move refused);
// ruling White the 搅方 lifts the hot stone and Black's capture goes through.
func TestCycleBoxOnHotStoneRefusal(t *testing.T) {
	u, _ := newTestUI(t)
	openCaseSetup(t, u, "01-triple-ko.sgf", "9", "ing", "W")
	playSGF(t, u, "bh")
	n := len(u.Session().Game().Moves())
	u.Play(board.Vertex{X: 2, Y: 1}) // Black C8: 季热子 after White's B2
	if len(u.Session().Game().Moves()) != n {
		t.Fatal("季热子 did not refuse C8")
	}
	b := u.ref.w.boxes
	if !u.ref.open || !b.cycle.Visible() || !b.cycleIng.Visible() {
		t.Fatal("the hot-stone refusal opened no cycle box")
	}
	if txt := b.cycleText.Text; !strings.Contains(txt, "争") || !strings.Contains(txt, "The move was refused") {
		t.Fatalf("box: %q", txt)
	}
	test.Tap(button(t, b.cycleIng, L("Rule White 搅方")))
	acts := u.Session().Game().Log.Actions
	if len(acts) != 1 || acts[0].Kind != rules.ActCycleRuling || acts[0].Player != board.White {
		t.Fatalf("ruling: %+v", acts)
	}
	playSGF(t, u, "cb")
}

// The cycle box offers Chen's reading beside the preset's: on the endgame four-ko cycle the
// shape count also names Black, and the button records that ruling.
func TestCycleBoxChensReading(t *testing.T) {
	u, _ := newTestUI(t)
	loadCycleCase(t, u, "ing")
	b := u.ref.w.boxes
	if txt := b.cycleText.Text; !strings.Contains(txt, "Chen's shape count: 搅") {
		t.Fatalf("box: %q", txt)
	}
	test.Tap(button(t, b.cycleIng, L("Chen's reading")))
	acts := u.Session().Game().Log.Actions
	if len(acts) != 1 || acts[0].Player != board.Black || acts[0].Event == nil || acts[0].Event.Verdict != rules.VerdictDisturb {
		t.Fatalf("ruling: %+v", acts)
	}
}

// Under C88 the shameless ko's lap is refused to its owner (false life, the book's usual fix);
// the cycle box says so and keeps the referee's Art. 20.3 choices, and Play on lifts the ban.
func TestCycleBoxFalseLife(t *testing.T) {
	u, _ := newTestUI(t)
	openCaseSetup(t, u, "36-shameless-ko.sgf", "13:7", "chinese", "W")
	for _, m := range []string{"kg", "cc", "be", "jg", "bc"} {
		playSGF(t, u, m)
	}
	n := len(u.Session().Game().Moves())
	u.Play(board.Vertex{X: 2, Y: 4}) // Black C3 would go round again
	if len(u.Session().Game().Moves()) != n {
		t.Fatal("C3 was not refused")
	}
	b := u.ref.w.boxes
	if !b.cycle.Visible() || !b.cycleC88.Visible() || !strings.Contains(b.cycleText.Text, "shameless ko") {
		t.Fatalf("box: visible %v, text %q", b.cycle.Visible(), b.cycleText.Text)
	}
	test.Tap(button(t, b.cycleC88, L("Play on")))
	playSGF(t, u, "ce")
}
