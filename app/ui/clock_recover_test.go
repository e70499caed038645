package ui

import (
	"encoding/json"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"goref/rules/clock"
)

// TestRecoveredGameResumesItsClock autosaves a timed game whose clock the referee has
// changed, builds a second UI on the same data directory (a restart after kill -9),
// accepts the recovery offer and checks that the clock came back as it was saved.
func TestRecoveredGameResumesItsClock(t *testing.T) {
	u, st := newTestUI(t)
	info := u.Session().Info
	info.TimeSystem, info.MainTime = "5x30 byo-yomi", time.Minute
	u.StartGame(info)
	clk := u.clocks.clk
	if _, err := clk.AddTime(clock.Black, -time.Minute, "test"); err != nil { // straight into byo-yomi
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(clk.SetCount(clock.Black, 3, "test"))
	must(clk.Penalize(clock.White, 2, "test"))
	tapAt(u, 3, 3) // Black moves: the clock passes to White and the game is autosaved
	tapAt(u, 15, 15)
	tapAt(u, 3, 15) // Black again, so White is to move with a saved, running clock
	_, saved, ok := st.Unfinished()
	if !ok {
		t.Fatal("no unfinished game autosaved")
	}
	var want savedClock
	if err := json.Unmarshal(saved.Clock, &want); err != nil {
		t.Fatalf("autosaved clock: %v (%s)", err, saved.Clock)
	}
	u.stopClock() // the first process dies

	w2 := u.app.NewWindow("goref")
	u2 := New(u.app, w2, st, fakeDialogs{})
	w2.Resize(fyne.NewSize(800, 860))
	t.Cleanup(u2.stopClock)
	u2.Start(nil)
	if u2.onReturn == nil {
		t.Fatal("the unfinished game was not offered for recovery")
	}
	u2.onReturn() // Return accepts
	if u2.clocks == nil || u2.extra == nil {
		t.Fatalf("the recovered game has no clock (status %q)", u2.Status.Text)
	}
	got := u2.clocks.clk.State()
	if got.Status != clock.Running || got.ToMove != clock.White {
		t.Fatalf("recovered clock %v, %v to move; want running for White", got.Status, got.ToMove)
	}
	b := got.Sides[clock.Black]
	if b != want.State.Sides[clock.Black] {
		t.Errorf("Black's clock:\n got %+v\nwant %+v", b, want.State.Sides[clock.Black])
	}
	if b.Phase != clock.Overtime || b.PeriodsLeft != 3 || b.PeriodLeft != 30*time.Second || b.Moves != 2 {
		t.Errorf("Black should be in byo-yomi with 3 full periods after 2 moves: %+v", b)
	}
	w, ww := got.Sides[clock.White], want.State.Sides[clock.White]
	if !w.Running || w.PenaltyPoints != 2 || w.Moves != 1 || w.Phase != clock.MainTime {
		t.Errorf("White's clock: %+v", w)
	}
	if d := ww.MainLeft - w.MainLeft; d < 0 || d > 5*time.Second {
		t.Errorf("White's main time %v, saved %v: it should go on from the saved value", w.MainLeft, ww.MainLeft)
	}

	u2.SetLanguage("zh_Hans")
	if got := u2.clocks.faces.Text; got.Periods != "读秒 %d 次" || got.IngLoss != "逾时败" {
		t.Errorf("the faces did not follow the language: %+v", got)
	}
}

func TestDamagedClockStateLeavesTheGamePlayable(t *testing.T) {
	u, _ := newTestUI(t)
	u.resumeClock(json.RawMessage(`{"config":{"System":2,"Main":60000000000,"Periods":5,"Period":30000000000},"state":{"Sides":[{"MainLeft":-5},{}]}}`))
	if u.clocks != nil {
		t.Fatal("a damaged clock state was restored")
	}
	if u.Status.Text == "" {
		t.Fatal("no word about the clock that could not be recovered")
	}
	tapAt(u, 3, 3)
	if n := len(u.Session().Game().Moves()); n != 1 {
		t.Fatalf("after a tap the game has %d moves", n)
	}
}

func TestRunningClockIsAutosavedBetweenMoves(t *testing.T) {
	u, st := newTestUI(t)
	info := u.Session().Info
	info.TimeSystem, info.MainTime = "5x30 byo-yomi", time.Minute
	u.StartGame(info)
	saves := func() time.Time {
		_, s, _ := st.Unfinished()
		return s.SavedAt
	}
	first := saves()
	u.clocks.faces.OnUpdate(clock.State{Status: clock.Running, At: clockSaveEvery / 2})
	if saves() != first {
		t.Fatal("autosaved before the interval")
	}
	u.clocks.faces.OnUpdate(clock.State{Status: clock.Running, At: clockSaveEvery})
	if saves() == first {
		t.Fatal("a running clock was not autosaved after the interval")
	}
	u.clocks.savedAt = 0
	second := saves()
	u.clocks.faces.OnUpdate(clock.State{Status: clock.Paused, At: 3 * clockSaveEvery})
	if saves() != second {
		t.Fatal("a paused clock was autosaved")
	}
}
