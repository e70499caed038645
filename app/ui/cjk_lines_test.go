package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
)

// drawnLines is the text of every line o draws, as Fyne lays it out (its own wrapping
// included).
func drawnLines(o fyne.CanvasObject) []string {
	var lines []string
	for _, c := range test.LaidOutObjects(o) {
		if t, ok := c.(*canvas.Text); ok && t.Visible() && t.Text != "" {
			lines = append(lines, t.Text)
		}
	}
	return lines
}

// lineStartsOK fails t when a line o draws at any width from 120 to 480 starts with a
// closing mark (JIS X 4051 / CLREQ: 行頭禁則), as Fyne's wrapping of CJK text lets it.
func lineStartsOK(t *testing.T, what string, o fyne.CanvasObject) {
	t.Helper()
	h := o.MinSize().Height*4 + 400
	for w := float32(120); w <= 480; w += 3 {
		o.Resize(fyne.NewSize(w, h))
		lines := drawnLines(o)
		if len(lines) == 0 {
			t.Fatalf("%s draws nothing at width %v", what, w)
		}
		for _, l := range lines {
			if strings.ContainsRune("。、，．：；）」』】！？", []rune(l)[0]) {
				t.Fatalf("%s at width %v: a line starts with %q: %q", what, w, []rune(l)[0], l)
			}
		}
	}
}

// A record's Japanese comment beside the board breaks as Japanese is set.
func TestNotesBreakJapaneseLines(t *testing.T) {
	u, _ := newTestUI(t)
	t.Cleanup(func() { u.SetLanguage("en") })
	u.SetLanguage("ja")
	u.Notes.SetText("黒は右上の隅を守った。白は左下に打ち込んだが、黒の反撃が厳しく、白の三子は取られた。これで黒が優勢である。")
	lineStartsOK(t, "the notes", u.Notes)
}

// New game's schedule line (the sentence under the time fields) breaks as Japanese is set.
func TestScheduleLineBreaksJapaneseLines(t *testing.T) {
	u, _ := newTestUI(t)
	t.Cleanup(func() { u.SetLanguage("en") })
	u.SetLanguage("ja")
	f := newNewGameForm(u.Session().Info, true)
	f.time.system.SetSelectedIndex(f.time.index(2)) // byo-yomi
	if !strings.Contains(f.time.schedule.Text, "。") {
		t.Fatalf("the schedule line is %q", f.time.schedule.Text)
	}
	lineStartsOK(t, "the schedule line", f.time.schedule)
}
