package ui

import (
	"testing"

	"fyne.io/fyne/v2"
)

// The big screen's texts grow with the screen as its board and clock do: on a 1920×1080
// projector the event, the round and table, the rule set with the komi, the names and the
// stones beside them were as large as on a 1280×720 laptop, small beside a board half again
// as large. 1080 / 720 = 1.5.
func TestDemoTextsGrowWithTheScreen(t *testing.T) {
	u, _ := newTestUI(t)
	info := u.Session().Info
	info.Black, info.White, info.Event, info.Round, info.Table = "徐云", "卢遥", "Open", "1", "3"
	u.StartGame(info)
	inDemo(t, u)
	sizes := func(w, h float32) (event, rules, black float32) {
		u.win.Resize(fyne.NewSize(w, h))
		return u.demo.event.TextSize, u.demo.rules.TextSize, u.demo.black.TextSize
	}
	e7, r7, b7 := sizes(1280, 720)
	e10, r10, b10 := sizes(1920, 1080)
	for _, s := range []struct {
		what      string
		at7, at10 float32
	}{{"the event", e7, e10}, {"the rule set and komi", r7, r10}, {"Black's name", b7, b10}} {
		if s.at10 < 1.4*s.at7 {
			t.Errorf("%s is %.1f at 1080 lines and %.1f at 720: it does not grow with the screen", s.what, s.at10, s.at7)
		}
	}
	for _, st := range u.demo.stones { // at 1080 lines still
		if w := st.MinSize().Width; w < 1.4*demoStone {
			t.Errorf("the stone beside a name is %.0f wide at 1080 lines, %v at 720", w, demoStone)
		}
	}
	if e, _, _ := sizes(1280, 720); e != e7 {
		t.Errorf("back at 720 lines the event is %.1f, was %.1f", e, e7)
	}
}
