package hallview

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"goref/app/i18n"
)

// noLineStartsWithAStop fails t when a line o draws, as Fyne lays it out, starts with a stop
// or a closing mark (JIS X 4051 / CLREQ: 行頭禁則) at any width from 120 to 480.
func noLineStartsWithAStop(t *testing.T, what string, o fyne.CanvasObject) {
	t.Helper()
	for w := float32(120); w <= 480; w += 3 {
		o.Resize(fyne.NewSize(w, 2000))
		n := 0
		for _, c := range test.LaidOutObjects(o) {
			tx, ok := c.(*canvas.Text)
			if !ok || tx.Text == "" {
				continue
			}
			n++
			if strings.ContainsRune("。、，．：；）」』】！？", []rune(tx.Text)[0]) {
				t.Fatalf("%s at width %v: a line starts with %q: %q", what, w, []rune(tx.Text)[0], tx.Text)
			}
		}
		if n == 0 {
			t.Fatalf("%s draws nothing at width %v", what, w)
		}
	}
}

// The room's join line and a table's referee log break their Japanese lines as Japanese is
// set: Fyne's wrapping started a line with 。 or ：.
func TestTheRoomsJapaneseLinesKeepStopsOffTheirStart(t *testing.T) {
	a := test.NewTempApp(t)
	i18n.Set("ja")
	defer i18n.Set("en")
	d, _, _ := hallOf(t)
	r := NewRoom(a, d, Info{Event: "room", Secret: "s", Broker: "mqtt://x"})
	noLineStartsWithAStop(t, "the join line", r.join)
	tw := newTableWindow(r, "1")
	tw.log.SetText("12:01 第1台：黒が審判を呼んだ。白の着手が二手続いたという申し立てである。審判は棋譜を確認し、白に警告を与えた。")
	noLineStartsWithAStop(t, "the referee log", tw.log)
}
