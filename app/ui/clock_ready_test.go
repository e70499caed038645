package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"goref/board"
	"goref/rules/clock"
)

// TestNewTimedGameWaitsReady (issue 25 item 3): Start in the New game dialog does not start the
// clock: the game is ready (both faces say so) for as long as nobody plays — a game set up a
// minute early loses no time — and the first move starts it at its own instant.
func TestNewTimedGameWaitsReady(t *testing.T) {
	u, ft, clk := newMinuteGame(t)
	ft.Advance(90 * time.Second)
	u.clocks.tick()
	if clk.State().Status != clock.NotStarted || u.Session().Result() != "" {
		t.Fatalf("90 s after Start: clock %v, RE %q", clk.State().Status, u.Session().Result())
	}
	for _, side := range []clock.Side{clock.Black, clock.White} {
		if _, _, state := u.clocks.faces.Shown(side); state != L("READY") {
			t.Fatalf("a face says %q before the start", state)
		}
	}
	tapAt(u, 3, 3)
	if u.Session().Board().At(board.Vertex{X: 3, Y: 3}) != board.Black || clk.State().Status != clock.Running {
		t.Fatalf("the first move: %s, clock %v", u.Status.Text, clk.State().Status)
	}
	ft.Advance(10 * time.Second)
	if b, w := clk.Reading(clock.Black).MainLeft, clk.Reading(clock.White).MainLeft; b != time.Minute || w != 50*time.Second {
		t.Fatalf("Black %v, White %v; want 1:00 and 0:50", b, w)
	}
}

// newMinuteGame starts a new game of a minute a side from New game, on a fake clock.
func newMinuteGame(t *testing.T) (*UI, *clock.FakeTime, *clock.Clock) {
	u, _ := newTestUI(t)
	ft := &clock.FakeTime{}
	u.clockTime = ft
	info := u.Session().Info
	info.TimeSystem, info.MainTime = "absolute", time.Minute
	u.StartGame(info)
	return u, ft, u.Session().Table().Clock()
}

// TestSpaceStartsAReadyClock (issue 25 item 3): Space in the window starts a ready clock (the
// player to move's time), as a tap on a face does, and does nothing once it runs.
func TestSpaceStartsAReadyClock(t *testing.T) {
	u, ft, clk := newMinuteGame(t)
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if st := clk.State(); st.Status != clock.Running || !st.Sides[clock.Black].Running {
		t.Fatalf("after Space: clock %v, Black running %v", st.Status, st.Sides[clock.Black].Running)
	}
	ft.Advance(5 * time.Second)
	u.typedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if st := clk.State(); !st.Sides[clock.Black].Running || clk.Reading(clock.Black).MainLeft != 55*time.Second {
		t.Fatalf("a second Space pressed the clock: Black running %v, %v left", st.Sides[clock.Black].Running, clk.Reading(clock.Black).MainLeft)
	}
}

// TestAMoveSwitchesTheFacesAtOnce: a move on the board presses the clock, and the faces show
// it in the same frame (the opponent's face lit, the mover's time stopped), as a physical clock's
// lever does; they used to wait for the running face's next second, up to a second later
// (seen as the mover's face still lit while the status line said the other side to play).
func TestAMoveSwitchesTheFacesAtOnce(t *testing.T) {
	u, ft, _ := newMinuteGame(t)
	tapAt(u, 3, 3) // Black's first move starts the clock: White's time runs
	if !u.clocks.faces.Lit(clock.White) || u.clocks.faces.Lit(clock.Black) {
		t.Fatalf("after Black's move: Black lit %v, White lit %v; want White's face lit", u.clocks.faces.Lit(clock.Black), u.clocks.faces.Lit(clock.White))
	}
	ft.Advance(3 * time.Second)
	tapAt(u, 15, 15) // White's move after 3 s: Black's time runs, White shows 0:57
	if !u.clocks.faces.Lit(clock.Black) || u.clocks.faces.Lit(clock.White) {
		t.Fatalf("after White's move: Black lit %v, White lit %v; want Black's face lit", u.clocks.faces.Lit(clock.Black), u.clocks.faces.Lit(clock.White))
	}
	if got, _, _ := u.clocks.faces.Shown(clock.White); got != "0:57" {
		t.Fatalf("White's face shows %q after 3 s of thought; want 0:57", got)
	}
}
