package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// TestBoardIsTheLargestSquareBesideTheClocks: with clocks on, at the sizes a laptop, the default
// window and a big screen give, the board is as tall as the window (or as wide as the column
// beside it leaves), the clocks sit in that column, and nothing leaves the window.
func TestBoardIsTheLargestSquareBesideTheClocks(t *testing.T) {
	u, _ := newTestUI(t)
	info := u.Session().Info
	info.TimeSystem, info.MainTime = "5x30 byo-yomi", time.Minute
	u.StartGame(info)
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1000, Height: 780}, {Width: 1600, Height: 1000}} {
		u.win.Resize(size)
		content := u.win.Content().Size()
		bs := u.Board.Size()
		if want := min(content.Height, content.Width-columnWidth); bs.Width < want-1 || bs.Height < content.Height-1 {
			t.Errorf("%v: board area %v, want %v square", size, bs, want)
		}
		d := fyne.CurrentApp().Driver()
		origin := d.AbsolutePositionForObject(u.win.Content())
		at, cs := d.AbsolutePositionForObject(u.clocks.faces).Subtract(origin), u.clocks.faces.Size()
		if at.X < bs.Width || at.X+cs.Width > content.Width+1 || at.Y+cs.Height > content.Height+1 {
			t.Errorf("%v: clocks at %v size %v, not in the column beside the board %v", size, at, cs, bs)
		}
		if cs.Height < 2*90 {
			t.Errorf("%v: clocks only %v tall", size, cs)
		}
		if p := d.AbsolutePositionForObject(u.Status).Subtract(origin); p.Y+u.Status.Size().Height > content.Height+1 {
			t.Errorf("%v: the status line ends at %v, below the window's %v", size, p.Y+u.Status.Size().Height, content.Height)
		}
	}
}

// TestPanelToolsStayInView: a long count and log scroll inside the referee panel; its buttons
// stay at its foot, inside the window.
func TestPanelToolsStayInView(t *testing.T) {
	u, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(1000, 780))
	startRules(t, u, "ing", 9)
	playAll(t, u, ingWalls9()...)
	playAll(t, u, pass, pass)
	if !u.ref.open {
		t.Fatal("no panel at the halt")
	}
	long := ""
	for i := 0; i < 80; i++ {
		long += "a long line of the count and the log\n"
	}
	u.ref.w.count.SetText(long)
	u.ref.w.log.SetText(long)
	u.win.Content().Refresh()
	d := fyne.CurrentApp().Driver()
	origin := d.AbsolutePositionForObject(u.win.Content())
	found := 0
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && (b.Text == L("Result slip…") || b.Text == L("Fill count…")) {
			found++
			if p := d.AbsolutePositionForObject(b).Subtract(origin); p.Y+b.Size().Height > u.win.Content().Size().Height+1 || b.Size().Height == 0 {
				t.Errorf("%q at %v, size %v: out of the window", b.Text, p, b.Size())
			}
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, o := range c.Objects {
				walk(o)
			}
		}
	}
	walk(u.win.Content())
	if found != 2 {
		t.Fatalf("found %d of the panel's tool buttons", found)
	}
}
