package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"goref/assets"
	"goref/board"
	"goref/rules/casebook"
)

// tableText is the text of the verdict table, row by row.
func tableText(cv *casebookView) string {
	var b strings.Builder
	for _, o := range cv.table.Objects {
		for _, l := range test.LaidOutObjects(o) {
			if lb, ok := l.(*widget.Label); ok {
				b.WriteString(lb.Text + "|")
			}
		}
	}
	return b.String()
}

func TestCasebookStepsAndSwitchesRuleSet(t *testing.T) {
	test.NewTempApp(t)
	bk, err := casebook.Load(assets.Casebook, "casebook")
	if err != nil {
		t.Fatal(err)
	}
	cv := newCasebookView(bk, false)
	if cv.c.ID != "01-triple-ko" || cv.step.Text != "Start position" {
		t.Fatalf("opens on %s at %q", cv.c.ID, cv.step.Text)
	}
	// The table holds the engine's verdict for all twelve rule sets.
	tab := tableText(cv)
	for _, want := range []string{"6 B C5: superko", "6 B C5: cycle:referee-draw-or-replay", "6 B C5: cycle:no-result-by-agreement", "2 B C8: hot-stone"} {
		if !strings.Contains(tab, want) {
			t.Errorf("table lacks %q:\n%s", want, tab)
		}
	}
	// Under Chen the sixth move is refused and the board keeps White's stone at B8.
	cv.presets.SetSelected("chen")
	cv.stepTo(6)
	if !strings.Contains(cv.step.Text, "Move 6 of 14: B C5") || !strings.Contains(cv.step.Text, "Superko") {
		t.Fatalf("chen step 6: %q", cv.step.Text)
	}
	v := cv.board.View()
	c5 := board.Vertex{X: 2, Y: 4}
	if v.Stones[c5.Y*v.W+c5.X] != board.Empty {
		t.Fatal("a refused move changed the board")
	}
	// Switching to the Chinese rules replays the same step live: now the move is legal.
	cv.presets.SetSelected("chinese")
	if !strings.Contains(cv.step.Text, "Move 6 of 7") || !strings.Contains(cv.step.Text, "legal") {
		t.Fatalf("chinese step 6: %q", cv.step.Text)
	}
	v = cv.board.View()
	if v.Stones[c5.Y*v.W+c5.X] != board.Black {
		t.Fatal("the legal move was not played")
	}
	cv.stepTo(1 << 30)
	if !strings.Contains(cv.step.Text, "Move 7 of 7") {
		t.Fatalf("end: %q", cv.step.Text)
	}
	cv.stepTo(-5)
	if cv.ply != 0 {
		t.Fatalf("stepping before the start: ply %d", cv.ply)
	}
	// A counting case shows each rule set's count.
	cv.cases.SetSelectedIndex(20)
	if cv.c.ID != "21-seki-no-territory" {
		t.Fatalf("case 21 is %s", cv.c.ID)
	}
	if tab := tableText(cv); !strings.Contains(tab, "|B+1|") || !strings.Contains(tab, "Every move is legal") {
		t.Fatalf("seki table:\n%s", tab)
	}
}
