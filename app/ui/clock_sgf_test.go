package ui

import (
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"goref/board/sgf"
	"goref/rules/clock"
)

// timedGame plays three moves of a 1-minute + 5×30 s byo-yomi game on a fake time source:
// Black thinks 12.5 s, White 100 s (main time, one period lost, 10 s into the next),
// Black 20 s. It returns the readings of both sides after the third move.
func timedGame(t *testing.T, u *UI) (cfg clock.Config, b, w clock.Reading) {
	t.Helper()
	ft := &clock.FakeTime{}
	u.clockTime = ft
	info := u.Session().Info
	info.TimeSystem, info.MainTime = "5x30 byo-yomi", time.Minute
	u.StartGame(info)
	if u.clocks == nil {
		t.Fatal("the timed game has no clock")
	}
	_ = u.clocks.pressFace(clock.White) // the game is ready: a tap starts Black's time
	ft.Advance(12500 * time.Millisecond)
	tapAt(u, 3, 3)
	ft.Advance(100 * time.Second)
	tapAt(u, 15, 15)
	ft.Advance(20 * time.Second)
	tapAt(u, 3, 15)
	clk := u.clocks.clk
	return clk.Config(), clk.Reading(clock.Black), clk.Reading(clock.White)
}

func TestMovesRecordTimeLeftAndAReopenedRecordResumesTheClock(t *testing.T) {
	u, _ := newTestUI(t)
	cfg, b, w := timedGame(t, u)
	if b.Phase != clock.MainTime || b.MainLeft != 27500*time.Millisecond {
		t.Fatalf("Black should have 27.5 s of main time: %+v", b)
	}
	if w.Phase != clock.Overtime || w.PeriodsLeft != 4 || w.PeriodLeft != 30*time.Second {
		t.Fatalf("White should be in byo-yomi with 4 periods: %+v", w)
	}
	path := filepath.Join(t.TempDir(), "timed.sgf")
	u.doc.saveTo(path)

	// The file: TM/OT on the root, BL/WL and OB/OW on each move; in byo-yomi WL is what was
	// left of the period as the move ended (10 s into a 30 s period: 20).
	c, err := sgf.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	root := c.Games[0]
	want := []map[string]string{
		{"BL": "47.5"},
		{"WL": "20", "OW": "4"},
		{"BL": "27.5"},
	}
	n := root
	var mts []clock.MoveTime
	for i, props := range want {
		if len(n.Children) != 1 {
			t.Fatalf("node %d has %d children", i, len(n.Children))
		}
		n = n.Children[0]
		for _, id := range []string{"BL", "OB", "WL", "OW"} {
			if got, _ := n.Get(id); got != props[id] {
				t.Errorf("move %d: %s[%s], want %q", i+1, id, got, props[id])
			}
		}
		var mt clock.MoveTime
		mt.BL, _ = n.Get("BL")
		mt.OB, _ = n.Get("OB")
		mt.WL, _ = n.Get("WL")
		mt.OW, _ = n.Get("OW")
		mts = append(mts, mt)
	}

	// Round trip through rules/clock's parser.
	tm, _ := root.Get("TM")
	ot, _ := root.Get("OT")
	parsed, err := clock.ParseTime(tm, ot)
	if err != nil || parsed != cfg {
		t.Fatalf("TM[%s] OT[%s] parse to %+v, %v; want %+v", tm, ot, parsed, err, cfg)
	}
	restored, err := clock.Restore(parsed, &clock.FakeTime{}, mts)
	if err != nil {
		t.Fatal(err)
	}
	sameTime(t, "parsed Black", restored.Reading(clock.Black), b)
	sameTime(t, "parsed White", restored.Reading(clock.White), w)

	// Reopen the file in a fresh window: the clock comes back stopped with the saved times.
	w2 := u.app.NewWindow("goref")
	u2 := New(u.app, w2, nil, fakeDialogs{})
	u2.manualTicks = true
	w2.Resize(fyne.NewSize(800, 860))
	t.Cleanup(u2.clocks.stopClock)
	ft := &clock.FakeTime{}
	u2.clockTime = ft
	u2.doc.OpenPath(path)
	if u2.clocks == nil || !clocksShown(u2) {
		t.Fatalf("the reopened record has no clock (status %q)", u2.Status.Text)
	}
	clk := u2.clocks.clk
	if clk.Config() != cfg {
		t.Errorf("reopened clock config %+v, want %+v", clk.Config(), cfg)
	}
	if st := clk.State().Status; st != clock.NotStarted {
		t.Errorf("reopened clock is %v; it should wait for the referee", st)
	}
	sameTime(t, "reopened Black", clk.Reading(clock.Black), b)
	sameTime(t, "reopened White", clk.Reading(clock.White), w)
	ft.Advance(time.Minute) // a stopped clock charges nobody
	sameTime(t, "stopped Black", clk.Reading(clock.Black), b)
	sameTime(t, "stopped White", clk.Reading(clock.White), w)

	// The referee starts the clock (White's face running); White thinks 25 s, inside a period.
	u2.clocks.faces.Update()
	pressFace(u2, clock.Black)
	if st := clk.State(); st.Status != clock.Running || st.ToMove != clock.White {
		t.Fatalf("after Black's face was hit the clock is %v for %v", st.Status, st.ToMove)
	}
	ft.Advance(25 * time.Second)
	tapAt(u2, 15, 3)
	if got, _ := u2.Session().Node().Get("WL"); got != "5" {
		t.Errorf("WL[%s] after 25 s of a 30 s period, want 5", got)
	}
	if got, _ := u2.Session().Node().Get("OW"); got != "4" {
		t.Errorf("OW[%s], want 4", got)
	}
	ft.Advance(7250 * time.Millisecond)
	tapAt(u2, 9, 9)
	if got, _ := u2.Session().Node().Get("BL"); got != "20.25" {
		t.Errorf("BL[%s] after 7.25 s from 27.5 s, want 20.25", got)
	}
}

// pressFace hits side's half of the clock, as a player or the referee would.
func pressFace(u *UI, s clock.Side) {
	u.clocks.faces.KeyDown(&fyne.KeyEvent{Name: map[clock.Side]fyne.KeyName{clock.Black: "LeftShift", clock.White: "RightShift"}[s]})
}

func sameTime(t *testing.T, what string, got, want clock.Reading) {
	t.Helper()
	if got.Phase != want.Phase || got.MainLeft != want.MainLeft || got.PeriodsLeft != want.PeriodsLeft ||
		got.PeriodLeft != want.PeriodLeft || got.MovesLeft != want.MovesLeft || got.Left != want.Left || got.Used != want.Used {
		t.Errorf("%s:\n got %+v\nwant %+v", what, got, want)
	}
}

func TestRecordWithoutTMOpensWithoutAClock(t *testing.T) {
	u, _ := newTestUI(t)
	timedGame(t, u)
	path := filepath.Join(t.TempDir(), "untimed.sgf")
	if err := sgf.WriteFile(path, mustParse(t, "(;GM[1]FF[4]SZ[19];B[dd];W[pp])")); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	if u.clocks != nil || clocksShown(u) {
		t.Fatal("a record without TM opened with a clock")
	}
	tapAt(u, 3, 15)
	if n := u.Session().Node(); n.Has("BL") || n.Has("OB") {
		t.Errorf("a move without a clock got time properties")
	}
}

func TestUnreadableOTOpensWithoutAClockAndSaysSo(t *testing.T) {
	u, _ := newTestUI(t)
	path := filepath.Join(t.TempDir(), "odd.sgf")
	if err := sgf.WriteFile(path, mustParse(t, "(;GM[1]FF[4]SZ[19]TM[600]OT[3 ducks];B[dd]BL[590])")); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	if u.clocks != nil {
		t.Fatal("an unreadable OT gave a clock")
	}
	if u.Status.Text == "" || u.Session().Depth() != 1 {
		t.Fatalf("status %q, depth %d", u.Status.Text, u.Session().Depth())
	}
}

func mustParse(t *testing.T, s string) *sgf.Collection {
	t.Helper()
	c, err := sgf.Read([]byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// A record reopened from a file and autosaved before its clock was started is recovered
// with the clock still stopped (not started for Black whoever is to move).
func TestReopenedClockIsRecoveredStopped(t *testing.T) {
	u, st := newTestUI(t)
	_, b, w := timedGame(t, u)
	path := filepath.Join(t.TempDir(), "timed.sgf")
	u.doc.saveTo(path)
	u.doc.OpenPath(path) // autosaves the reopened record with its stopped clock
	u.clocks.stopClock()

	w2 := u.app.NewWindow("goref")
	u2 := New(u.app, w2, st, fakeDialogs{})
	u2.manualTicks = true
	w2.Resize(fyne.NewSize(800, 860))
	t.Cleanup(u2.clocks.stopClock)
	u2.clockTime = &clock.FakeTime{}
	u2.Start(nil)
	if u2.onReturn == nil {
		t.Fatal("no recovery offered")
	}
	u2.onReturn()
	if u2.clocks == nil {
		t.Fatalf("no clock recovered (status %q)", u2.Status.Text)
	}
	clk := u2.clocks.clk
	if s := clk.State().Status; s != clock.NotStarted {
		t.Errorf("recovered clock is %v, want not started", s)
	}
	sameTime(t, "recovered Black", clk.Reading(clock.Black), b)
	sameTime(t, "recovered White", clk.Reading(clock.White), w)
}

// A finished record that gives its time system (TM, OT) but no time left on a side's moves (no
// WL, as KGS's scored games are kept) says nothing of the time that side used: its face says
// the time is not recorded, not a fresh "1:00" as if it had not thought at all (what the room
// read in demo mode). Black's moves carry BL: its face shows the 35 s left after its last.
func TestFacesOfAnUnrecordedTimeSaySo(t *testing.T) {
	u, _ := newTestUI(t)
	path := filepath.Join(t.TempDir(), "kgs.sgf")
	rec := "(;GM[1]FF[4]SZ[19]TM[60]OT[5x10 byo-yomi]RE[W+R];B[dd]BL[40];W[pp];B[dp]BL[35])"
	if err := sgf.WriteFile(path, mustParse(t, rec)); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	if u.clocks == nil {
		t.Fatalf("no clock (status %q)", u.Status.Text)
	}
	if time, _, _ := u.clocks.faces.Shown(clock.Black); time != "0:35" {
		t.Errorf("Black's face (BL[35]): %q", time)
	}
	if time, info, _ := u.clocks.faces.Shown(clock.White); time != "–" || info != "time not recorded" {
		t.Errorf("White's face (no WL): %q, %q", time, info)
	}
}
