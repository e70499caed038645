package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"goref/app/store"
)

type screens struct {
	fyne.Driver
	second bool
}

func (s screens) HasSecondaryDisplay() bool { return s.second }

// TestDemoGoesToTheSecondDisplay: demo mode fills the second display when there is one,
// unless the user keeps it on the primary screen; a driver that cannot tell stays on the
// window's own screen.
func TestDemoGoesToTheSecondDisplay(t *testing.T) {
	onPrimary := store.Settings{DemoOnPrimary: true}
	for _, c := range []struct {
		d    fyne.Driver
		st   store.Settings
		want bool
	}{
		{screens{second: true}, store.Settings{}, true},
		{screens{second: true}, onPrimary, false},
		{screens{second: false}, store.Settings{}, false},
		{struct{ fyne.Driver }{}, store.Settings{}, false},
	} {
		if got := demoOnSecondary(c.d, c.st); got != c.want {
			t.Errorf("%T second=%v onPrimary=%v: %v, want %v", c.d, c.d, c.st.DemoOnPrimary, got, c.want)
		}
	}
}

// TestDemoFullScreenFollowsTheMode: entering demo mode asks for full screen, leaving it
// gives the window back.
func TestDemoFullScreenFollowsTheMode(t *testing.T) {
	var calls []bool
	orig := demoFullScreen
	demoFullScreen = func(_ *UI, on bool) { calls = append(calls, on) }
	t.Cleanup(func() { demoFullScreen = orig })
	u, _ := newTestUI(t)
	u.ToggleDemo()
	u.ToggleDemo()
	if len(calls) != 2 || !calls[0] || calls[1] {
		t.Fatalf("calls %v, want [true false]", calls)
	}
}

// TestDemoScreenIsTheAudiences: in demo mode there is no menu bar and no ghost stone, the
// board is the largest square, and a long name shrinks to its column instead of narrowing
// the board; leaving demo mode brings the menus back.
func TestDemoScreenIsTheAudiences(t *testing.T) {
	u, _ := newTestUI(t)
	info := u.Session().Info
	info.Black = "Grandmaster Bartholomew Alexander Fitzgerald-Montgomery of the Northern Go Association"
	u.StartGame(info)
	inDemo(t, u)
	u.win.Resize(fyne.NewSize(1600, 1000))
	if u.win.MainMenu() != nil {
		t.Fatal("the menu bar shows in demo mode")
	}
	if !u.Board.Options().NoGhost {
		t.Fatal("the ghost stone follows the pointer in demo mode")
	}
	content := u.win.Content().Size()
	if bs := u.Board.Size(); bs.Width < min(content.Height, content.Width-demoColumnWidth)-20 {
		t.Fatalf("the board is %v in %v: the long name squeezes it", bs, content)
	}
	u.ToggleDemo()
	if u.win.MainMenu() == nil || u.Board.Options().NoGhost {
		t.Fatal("leaving demo mode: no menus, or no ghost stone")
	}
}

// inDemo puts u in demo mode for the rest of t, in its window (no full screen in a test).
func inDemo(t *testing.T, u *UI) {
	orig := demoFullScreen
	demoFullScreen = func(*UI, bool) {}
	t.Cleanup(func() { demoFullScreen = orig })
	u.ToggleDemo()
	t.Cleanup(func() {
		if u.demo != nil {
			u.ToggleDemo()
		}
	})
}
