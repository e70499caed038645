package ui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"goref/app/store"
	"goref/board"
	"goref/rules"
	"goref/rules/clock"
)

// restart builds a second UI on the same data directory and time (a restart after kill -9)
// and accepts the recovery offer.
func restart(t *testing.T, u *UI, st *store.Store) *UI {
	t.Helper()
	u2, _ := restartOffered(t, u, st)
	return u2
}

// restartOffered is restart, and says what the recovery offer read.
func restartOffered(t *testing.T, u *UI, st *store.Store) (*UI, string) {
	t.Helper()
	return restartAfter(t, u, st, 0)
}

// restartAfter is restartOffered with goref stopped for outage after its last save (the
// time of day on the second UI is the save's plus outage).
func restartAfter(t *testing.T, u *UI, st *store.Store, outage time.Duration) (*UI, string) {
	t.Helper()
	u.clocks.stopClock() // the first process dies
	_, saved, _ := st.Unfinished()
	w2 := u.app.NewWindow("goref")
	u2 := New(u.app, w2, st, fakeDialogs{})
	u2.clockTime, u2.manualTicks = u.clockTime, true
	u2.wallNow = func() time.Time { return saved.SavedAt.Add(outage) }
	w2.Resize(fyne.NewSize(800, 860))
	t.Cleanup(u2.clocks.stopClock)
	u2.Start(nil)
	if u2.onReturn == nil {
		t.Fatal("the unfinished game was not offered for recovery")
	}
	offer := overlayText(u2)
	u2.onReturn() // Return accepts
	return u2, offer
}

// startTimed starts a game of one minute and five 30 s byo-yomi periods on a fake clock.
func startTimed(u *UI) *clock.FakeTime {
	ft := &clock.FakeTime{}
	u.clockTime = ft
	info := u.Session().Info
	info.TimeSystem, info.MainTime = "5x30 byo-yomi", time.Minute
	u.StartGame(info)
	_ = u.clocks.pressFace(clock.White) // the game is ready: a tap starts Black's time
	return ft
}

// TestRecoveredGameResumesItsClock autosaves a timed game whose clock the referee has
// adjusted, restarts on the same data directory and checks that the table came back whole:
// the clock as saved (White to move, running), the referee's adjustment in the one log.
func TestRecoveredGameResumesItsClock(t *testing.T) {
	u, st := newTestUI(t)
	ft := startTimed(u)
	ft.Advance(10 * time.Second)
	u.ref.RefereeAction(rules.Action{Kind: rules.ActTimeAdjust, Player: board.Black, Points: -60, Note: "clock fault"})
	tapAt(u, 3, 3) // Black, in byo-yomi now
	ft.Advance(5 * time.Second)
	tapAt(u, 15, 15)
	tapAt(u, 3, 15) // White to move with a saved, running clock
	want := u.clocks.clk.State()
	u2 := restart(t, u, st)
	if u2.clocks == nil || !clocksShown(u2) {
		t.Fatalf("the recovered game has no clock (status %q)", u2.Status.Text)
	}
	got := u2.clocks.clk.State()
	if got.Status != clock.Running || got.ToMove != clock.White {
		t.Fatalf("recovered clock %v, %v to move; want running for White", got.Status, got.ToMove)
	}
	for _, s := range []clock.Side{clock.Black, clock.White} {
		g, w := got.Sides[s], want.Sides[s]
		g.Running, w.Running = false, false
		if g != w {
			t.Errorf("%v's clock:\n got %+v\nwant %+v", s, g, w)
		}
	}
	if b := got.Sides[clock.Black]; b.Phase != clock.Overtime || b.Moves != 2 {
		t.Errorf("Black should be in byo-yomi after 2 moves: %+v", b)
	}
	acts := u2.Session().Table().Log().Actions
	if len(acts) != 1 || acts[0].Kind != rules.ActTimeAdjust || acts[0].Note != "clock fault" {
		t.Fatalf("the recovered log: %+v", acts)
	}
	u2.SetLanguage("zh_Hans")
	if got := u2.clocks.faces.Text; got.Periods != "读秒 %d × %s" || got.IngLoss != "逾时败" {
		t.Errorf("the faces did not follow the language: %+v", got)
	}
}

// TestCrashMidDisputeRestoresTheEndOfGame: play stops, the referee marks a dead group, Black
// accepts — and the app dies. After recovery the marks, Black's acceptance and the phase are
// as they were, and White's acceptance ends the game with the same count.
func TestCrashMidDisputeRestoresTheEndOfGame(t *testing.T) {
	u, st := newTestUI(t)
	u.clockTime = &clock.FakeTime{}
	startRules(t, u, "chinese", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, pass, [2]int{2, 2}, pass, pass) // a white invader at C7 inside Black's area
	if !u.ref.open || !u.ref.markable() {
		t.Fatalf("play did not stop: %q", u.Status.Text)
	}
	setDead(t, u, board.Vertex{X: 2, Y: 2})
	dead := u.Session().Table().Dead()
	u.ref.Accept(board.Black)
	u2 := restart(t, u, st)
	tb := u2.Session().Table()
	if !slices.Equal(tb.Dead(), dead) || !tb.Accepted(board.Black) || tb.Accepted(board.White) || !u2.ref.markable() {
		t.Fatalf("recovered: dead %v, accepted B %v W %v, markable %v", tb.Dead(), tb.Accepted(board.Black), tb.Accepted(board.White), u2.ref.markable())
	}
	if !u2.ref.open {
		t.Fatal("the panel is not open on the recovered halt")
	}
	u2.ref.Accept(board.White)
	u2.answer(u2.asking.choices[0].label) // the acceptance that ends the game asks
	// Area count (C88): Black's columns A–E are 45 points with the invader dead; half the board
	// is 40.5 and komi 2¾ 子: 45 − 40.5 − 2.75 = 1¾ 子.
	if re := u2.Session().Result(); re != "B+1.75" {
		t.Fatalf("RE %q after White's acceptance\n%s", re, u2.ref.countSummary())
	}
}

// damageTableState rewrites the autosave's table state as one that does not restore (a move
// before the start of the clock), its record left as it was.
func damageTableState(t *testing.T, st *store.Store) {
	t.Helper()
	c, state, ok := st.Unfinished()
	if !ok {
		t.Fatal("no autosave")
	}
	state.Table = []byte(`{"version":1,"journal":[{"op":"play","at":-5}]}`)
	if err := st.Autosave(c, state); err != nil {
		t.Fatal(err)
	}
}

// TestDamagedTableStateFallsBackToTheRecord: an autosave whose table state does not restore
// still gives back the game from its record, and it can be played on.
func TestDamagedTableStateFallsBackToTheRecord(t *testing.T) {
	u, st := newTestUI(t)
	tapAt(u, 3, 3)
	damageTableState(t, st)
	u2 := restart(t, u, st)
	if n := len(u2.Session().Game().Moves()); n != 1 {
		t.Fatalf("recovered %d moves from the record, want 1", n)
	}
	tapAt(u2, 15, 15)
	if n := len(u2.Session().Game().Moves()); n != 2 {
		t.Fatalf("after a tap the game has %d moves (%s)", n, u2.Status.Text)
	}
}

// TestDamagedStateOfATimedGameSaysSoAndTheClockRuns: a timed game whose table state does not
// restore comes back from its record with the reason on screen, and with its clock running
// for the player to move from the times the record holds (BL/WL of the last moves): the next
// tap is a move, not "start the clock first".
func TestDamagedStateOfATimedGameSaysSoAndTheClockRuns(t *testing.T) {
	u, st := newTestUI(t)
	ft := startTimed(u)
	ft.Advance(70 * time.Second) // Black into byo-yomi: 10 s of the first period
	tapAt(u, 3, 3)
	ft.Advance(20 * time.Second)
	tapAt(u, 15, 15) // White: 20 s of main time
	damageTableState(t, st)
	u2 := restart(t, u, st)
	if !strings.Contains(u2.Status.Text, L("Game recovered.")) || !strings.Contains(u2.Status.Text, L("The table's saved state could not be restored: the game goes on from its record, the clock from the times recorded with the last moves.")) {
		t.Fatalf("status %q", u2.Status.Text)
	}
	tb := u2.Session().Table()
	if u2.clocks == nil || !tb.Started() {
		t.Fatal("the recovered game's clock is not running")
	}
	got := tb.Clock().State()
	if got.Status != clock.Running || got.ToMove != clock.Black {
		t.Fatalf("clock %v, %v to move", got.Status, got.ToMove)
	}
	if b, w := got.Sides[clock.Black], got.Sides[clock.White]; b.Phase != clock.Overtime || b.PeriodsLeft != 5 || b.PeriodLeft != 30*time.Second || w.Phase != clock.MainTime || w.MainLeft != 40*time.Second {
		t.Fatalf("Black %+v\nWhite %+v", b, w)
	}
	tapAt(u2, 3, 15)
	if n := len(u2.Session().Table().Game().Moves()); n != 3 {
		t.Fatalf("after a tap the game has %d moves (%s)", n, u2.Status.Text)
	}
}

// TestRunningClockIsAutosavedBetweenMoves: the table's tick autosaves a running clock every
// clockSaveEvery, so a crash costs the player to move at most that much thinking time.
func TestRunningClockIsAutosavedBetweenMoves(t *testing.T) {
	u, st := newTestUI(t)
	ft := startTimed(u)
	saves := func() time.Time {
		_, s, _ := st.Unfinished()
		return s.SavedAt
	}
	first := saves()
	ft.Advance(clockSaveEvery / 2)
	u.clocks.tick()
	if saves() != first {
		t.Fatal("autosaved before the interval")
	}
	ft.Advance(clockSaveEvery / 2)
	u.clocks.tick()
	if saves() == first {
		t.Fatal("a running clock was not autosaved after the interval")
	}
}

// TestCrashDuringFreeHandicapPlacement: Black has placed two of three free handicap stones when
// the app dies. The recovered game is still in the placement (the autosaved table keeps it):
// the two stones stand, Black places the third, and only then White moves — and White's first
// move starts the clock.
func TestCrashDuringFreeHandicapPlacement(t *testing.T) {
	u, st := newTestUI(t)
	ft := &clock.FakeTime{}
	u.clockTime = ft
	info := u.Session().Info
	info.TimeSystem, info.MainTime = "absolute", time.Minute
	info.Handicap, info.FreeHandicap = 3, true
	u.StartGame(info)
	tapAt(u, 2, 2)
	tapAt(u, 16, 16)
	u2, offer := restartOffered(t, u, st)
	if !strings.Contains(offer, "Black placed handicap stones (1 to go)") {
		t.Errorf("the recovery offer says %q", offer)
	}
	s := u2.Session()
	if s.PlacingHandicap() != 1 || s.ToMove() != board.Black || len(s.Game().Moves()) != 0 {
		t.Fatalf("recovered: %d stones still to place, %v to move, %d moves (status %q)",
			s.PlacingHandicap(), s.ToMove(), len(s.Game().Moves()), u2.Status.Text)
	}
	if s.Table().Started() {
		t.Fatal("the clock started before the last handicap stone")
	}
	tapAt(u2, 16, 2)
	b := s.Board()
	for _, v := range []board.Vertex{{X: 2, Y: 2}, {X: 16, Y: 16}, {X: 16, Y: 2}} {
		if b.At(v) != board.Black {
			t.Fatalf("no handicap stone at %v:\n%s", v, b)
		}
	}
	if s.PlacingHandicap() != 0 || s.ToMove() != board.White || s.Table().Started() || len(s.Game().Moves()) != 0 {
		t.Fatalf("after the third stone: %d to place, %v to move, clock started %v, %d moves",
			s.PlacingHandicap(), s.ToMove(), s.Table().Started(), len(s.Game().Moves()))
	}
	if u2.Status.Text != "White to play" {
		t.Errorf("status after the last stone %q", u2.Status.Text)
	}
	if ab := s.Root().GetAll("AB"); len(ab) != 3 {
		t.Fatalf("AB %v", ab)
	}
	tapAt(u2, 9, 9)
	if s.Board().At(board.Vertex{X: 9, Y: 9}) != board.White || !s.Table().Started() {
		t.Fatalf("White's first move was not played, or did not start the clock (started %v)", s.Table().Started())
	}
}

// Issue 29 item 11: killed between two saves, goref forgot up to 10 s of the running side's
// time. Killed 25 s after its last save (its last sign of life then) and started again a
// minute later, the running side is charged those 25 s, as a clock on the table would have
// counted them, and not the minute goref was stopped; the status line says both. After a
// quit (its save follows the last sign of life) nothing is charged, however long goref was
// stopped.
func TestRecoveredClockChargesTheTimeBeforeAKill(t *testing.T) {
	u, st := newTestUI(t)
	ft := startTimed(u)
	tapAt(u, 3, 3)
	ft.Advance(4 * time.Second) // White thinks 4 s; the tick's save
	u.doc.autosave()
	_, saved, _ := st.Unfinished()
	aliveAt(t, st, saved.SavedAt.Add(25*time.Second)) // killed then
	u2, _ := restartAfter(t, u, st, 25*time.Second+time.Minute)
	w := u2.clocks.clk.State().Sides[clock.White]
	if w.Used != 29*time.Second || w.MainLeft != 31*time.Second { // 60 − 4 − 25, by hand
		t.Fatalf("White after the restart: used %v, %v left", w.Used, w.MainLeft)
	}
	if !strings.Contains(u2.Status.Text, "The clock is restored: White is charged the 25s used after the last save, until goref stopped; the 1m0s it was stopped are charged to nobody.") {
		t.Fatalf("status: %q", u2.Status.Text)
	}

	u3, st3 := newTestUI(t)
	ft3 := startTimed(u3)
	tapAt(u3, 3, 3)
	ft3.Advance(4 * time.Second)
	aliveAt(t, st3, time.Now().Add(-time.Second))
	u3.Shutdown() // Ctrl+Q: the last save, after the last sign of life
	st3b, err := store.Open(st3.Dir)
	if err != nil {
		t.Fatal(err)
	}
	u4, _ := restartAfter(t, u3, st3b, time.Hour)
	if w := u4.clocks.clk.State().Sides[clock.White]; w.Used != 4*time.Second {
		t.Fatalf("after a quit and an hour, White used %v", w.Used)
	}
	if strings.Contains(u4.Status.Text, "charged") {
		t.Fatalf("status: %q", u4.Status.Text)
	}
}

// aliveAt sets goref's last sign of life (Store.Alive) to at.
func aliveAt(t *testing.T, st *store.Store, at time.Time) {
	t.Helper()
	st.Alive()
	if err := os.Chtimes(filepath.Join(st.AutosaveDir(), "alive"), at, at); err != nil {
		t.Fatal(err)
	}
}
