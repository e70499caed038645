package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"goref/board"
	"goref/rules/clock"
)

// TestBoardIsTheLargestSquareBesideTheClocks: with clocks on, at the sizes a laptop, the default
// window and a big screen give, the board is as tall as the window (or as wide as the column
// beside it and the padding between them leave), the clocks sit in that column at least a face's height, and nothing leaves
// the window.
func TestBoardIsTheLargestSquareBesideTheClocks(t *testing.T) {
	u, _ := newTestUI(t)
	info := u.Session().Info
	info.TimeSystem, info.MainTime = "5x30 byo-yomi", time.Minute
	u.StartGame(info)
	for _, size := range []fyne.Size{{Width: 800, Height: 600}, {Width: 1000, Height: 780}, {Width: 1200, Height: 660}, {Width: 1600, Height: 1000}} {
		u.win.Resize(size)
		content := u.win.Content().Size()
		if got := u.win.Canvas().Size(); got != size {
			t.Errorf("%v: the window grew to %v", size, got)
		}
		bs := u.Board.Size()
		if want := min(content.Height, content.Width-u.col.object.MinSize().Width-theme.Padding()); bs.Width < want-1 || bs.Height < content.Height-1 {
			t.Errorf("%v: board area %v, want %v square", size, bs, want)
		}
		d := fyne.CurrentApp().Driver()
		origin := d.AbsolutePositionForObject(u.win.Content())
		if gap := d.AbsolutePositionForObject(u.col.object).Subtract(origin).X - bs.Width; gap < theme.Padding() {
			t.Errorf("%v: the column starts %v after the board's wood, want a padding", size, gap)
		}
		at, cs := d.AbsolutePositionForObject(u.clocks.faces).Subtract(origin), u.clocks.faces.Size()
		if at.X < bs.Width || at.X+cs.Width > content.Width+1 || at.Y+cs.Height > content.Height+1 {
			t.Errorf("%v: clocks at %v size %v, not in the column beside the board %v", size, at, cs, bs)
		}
		if cs.Height < 100 {
			t.Errorf("%v: clocks only %v tall", size, cs)
		}
		if p := d.AbsolutePositionForObject(u.Status).Subtract(origin); p.Y+u.Status.Size().Height > content.Height+1 {
			t.Errorf("%v: the status line ends at %v, below the window's %v", size, p.Y+u.Status.Size().Height, content.Height)
		}
	}
}

// TestPanelClocksAndCountFitA720Screen (issue 25 item 6): at 1280×720 with a timed game
// stopped for the count, the window keeps its size; the board gives the column the panel's two
// halves; the clocks stay a readable size; the players' Accept and Dispute, the count from its
// result line to its last line, the controls and the status line are all inside the window,
// none scrolled away; opening and closing the panel does not make the window again.
func TestPanelClocksAndCountFitA720Screen(t *testing.T) {
	u, _ := newTestUI(t)
	u.clockTime = &clock.FakeTime{}
	startRules(t, u, "chinese", 9)
	info := u.Session().Info
	info.TimeSystem, info.MainTime = "5 min reserved (C88)", 10*time.Minute
	u.StartGame(info)
	size := fyne.NewSize(1280, 720)
	u.win.Resize(size)
	content := u.win.Content()
	playAll(t, u, walls9()...)
	playAll(t, u, pass, pass)
	if !u.ref.open || u.win.Content() != content {
		t.Fatalf("panel %v; the window's content was made again: %v", u.ref.open, u.win.Content() != content)
	}
	if got := u.win.Canvas().Size(); got != size {
		t.Fatalf("the window grew to %v", got)
	}
	d := fyne.CurrentApp().Driver()
	origin := d.AbsolutePositionForObject(content)
	inside := func(what string, o fyne.CanvasObject) {
		t.Helper()
		p, s := d.AbsolutePositionForObject(o).Subtract(origin), o.Size()
		if !o.Visible() || s.Height < o.MinSize().Height-1 || p.X < 0 || p.Y < 0 || p.X+s.Width > size.Width+1 || p.Y+s.Height > size.Height+1 {
			t.Errorf("%s at %v size %v (its least %v): not whole in the window", what, p, s, o.MinSize())
		}
	}
	w := u.ref.w
	if col := size.Width - u.Board.Size().Width; col < panelWide-1 {
		t.Errorf("the column has %v, not the panel's two halves (%v)", col, panelWide)
	}
	inside("the clocks", u.clocks.faces)
	if h := u.clocks.faces.Size().Height; h < 100 {
		t.Errorf("the clocks are %v tall", h)
	}
	for _, c := range []board.Color{board.Black, board.White} {
		inside("Accept", w.accept[c])
		inside("Dispute", w.dispute[c])
	}
	inside("the count", w.count)
	if !strings.HasPrefix(w.count.Text, "Result:") {
		t.Errorf("the count does not start with its result: %q", w.count.Text)
	}
	inside("the status line", u.Status)
	u.ref.ToggleReferee()
	u.ref.ToggleReferee()
	if u.win.Content() != content || !u.ref.open {
		t.Fatal("the toggle made the window again")
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

// TestFootHasNoRoomForAHiddenLine: the referee-call line is hidden while no call is pending,
// and then takes no room: the status line sits right under the controls (a padding between).
// It used to keep a blank line's height (40 px at 1280×720) that the referee panel above
// lacked, so its choice of what a click marks scrolled out of sight.
func TestFootHasNoRoomForAHiddenLine(t *testing.T) {
	u, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(1200, 660))
	if u.call.line.Visible() {
		t.Fatal("a call line is shown with no call pending")
	}
	d := fyne.CurrentApp().Driver()
	var nav *widget.Button
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == L("Referee panel") {
			nav = b
		}
		if c, ok := o.(*fyne.Container); ok {
			for _, o := range c.Objects {
				walk(o)
			}
		}
	}
	walk(u.win.Content())
	if nav == nil {
		t.Fatal("no Referee panel button")
	}
	navEnd := d.AbsolutePositionForObject(nav).Y + nav.Size().Height
	statusTop := d.AbsolutePositionForObject(u.Status).Y
	// the status line's scroll box starts a padding below the row; the label inside it is at its top
	if gap := statusTop - navEnd; gap > 2*theme.Padding()+1 {
		t.Errorf("%v px between the controls and the status line; want at most %v", gap, 2*theme.Padding())
	}
}
