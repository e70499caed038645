package clockface

import (
	"image/color"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"goref/rules/clock"
)

func newTestFaces(t *testing.T, cfg clock.Config) (*Faces, *clock.FakeTime) {
	t.Helper()
	test.NewTempApp(t)
	ft := &clock.FakeTime{}
	c, err := clock.New(cfg, ft)
	if err != nil {
		t.Fatal(err)
	}
	f := New(c)
	w := test.NewTempWindow(t, f)
	w.Resize(fyne.NewSize(800, 300))
	return f, ft
}

func texts(f *Faces, side clock.Side) (string, string, string) {
	fc := f.faces[side]
	return fc.timeT.Text, fc.infoT.Text, fc.stateT.Text
}

func TestTapPressesTheClock(t *testing.T) {
	f, ft := newTestFaces(t, clock.Config{System: clock.Japanese, Main: time.Minute, Periods: 3, Period: 30 * time.Second})
	// Before the start both faces say the clock is ready (issue 25 item 3).
	if tm, info, state := texts(f, clock.Black); tm != "1:00" || info != "periods 3 × 0:30" || state != "READY" {
		t.Fatalf("initial Black face: %q %q %q", tm, info, state)
	}
	// White hits his side: Black's clock starts, as on a physical clock.
	test.Tap(f.faces[clock.White])
	if st := f.clk.State(); st.Status != clock.Running || st.ToMove != clock.Black {
		t.Fatalf("after White's tap: %+v", st)
	}
	if _, _, state := texts(f, clock.White); state != "" {
		t.Fatalf("White's face still says %q once the clock runs", state)
	}
	ft.Set(20*time.Second + 300*time.Millisecond)
	f.Update()
	if tm, _, _ := texts(f, clock.Black); tm != "0:40" {
		t.Fatalf("Black shows %q, want 0:40 (39.7 s rounded up)", tm)
	}
	test.Tap(f.faces[clock.White]) // not White's turn: nothing happens
	if f.clk.State().ToMove != clock.Black {
		t.Fatal("White's tap during Black's turn switched the clock")
	}
	test.Tap(f.faces[clock.Black])
	if f.clk.State().ToMove != clock.White {
		t.Fatal("Black's tap did not pass the turn")
	}
	if f.faces[clock.White].bg.StrokeColor != runningEdge || f.faces[clock.Black].bg.StrokeColor == runningEdge {
		t.Fatal("the running side is not highlighted")
	}
	// White thinks 72 s: main time gone, 12 s into the first period.
	ft.Set(20*time.Second + 300*time.Millisecond + 72*time.Second)
	f.Update()
	if tm, info, state := texts(f, clock.White); tm != "0:18" || info != "periods 3 × 0:30" || state != "BYO-YOMI" {
		t.Fatalf("White in overtime: %q %q %q", tm, info, state)
	}
	if f.faces[clock.White].bg.StrokeColor != runningEdge {
		t.Fatal("the running side in overtime is not highlighted")
	}
	f.CountUp = true
	f.Update()
	if tm, _, _ := texts(f, clock.White); tm != "0:12" {
		t.Fatalf("count-up shows %q", tm)
	}
	ft.Set(20*time.Second + 300*time.Millisecond + 72*time.Second + 20*time.Second)
	f.Update()
	if tm, info, _ := texts(f, clock.White); tm != "0:02" || info != "periods 2 × 0:30" {
		t.Fatalf("count-up after a lost period: %q %q", tm, info)
	}
}

func TestKeys(t *testing.T) {
	f, ft := newTestFaces(t, clock.Config{System: clock.Absolute, Main: 10 * time.Minute})
	var presses []clock.Side
	f.OnPress = func(s clock.Side, err error) {
		if err == nil {
			presses = append(presses, s)
		}
	}
	f.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftRight}) // White starts Black's clock
	ft.Set(time.Minute)
	f.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace}) // Black, the side to move
	ft.Set(90 * time.Second)
	f.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft}) // wrong side: refused
	f.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftRight})
	if len(presses) != 3 || presses[0] != clock.White || presses[1] != clock.Black || presses[2] != clock.White {
		t.Fatalf("presses %v", presses)
	}
	b, _, _ := texts(f, clock.Black)
	w, _, _ := texts(f, clock.White)
	if b != "9:00" || w != "9:30" {
		t.Fatalf("faces show %q and %q", b, w)
	}
}

func TestIngPenaltyFace(t *testing.T) {
	f, ft := newTestFaces(t, clock.Config{System: clock.IngPenalty, Main: 12 * time.Minute})
	var heard []clock.Announcement
	f.OnAnnounce = func(as []clock.Announcement) { heard = append(heard, as...) }
	test.Tap(f.faces[clock.White])
	ft.Set(15 * time.Minute)
	f.Update()
	if _, info, _ := texts(f, clock.White); info != "overtime 3 × 2:00" {
		t.Fatalf("White before overtime: %q", info)
	}
	// a DGT's line: the blocks left and their length, and what they have cost (issue 25 item 9)
	if tm, info, state := texts(f, clock.Black); tm != "1:00" || info != "overtime 1 × 2:00 · penalty -4" || state != "OVERTIME" {
		t.Fatalf("Black after 15 min: %q %q %q", tm, info, state)
	}
	if len(heard) != 4 || heard[2].Kind != clock.Penalty || heard[3].Kind != clock.Penalty || heard[3].At != 14*time.Minute {
		t.Fatalf("announcements: %v", heard)
	}
	ft.Set(18 * time.Minute)
	f.Update()
	if tm, _, state := texts(f, clock.Black); tm != "0:00" || state != "OVERTIME EXCEEDED" || f.faces[clock.Black].bg.StrokeColor != alarm {
		t.Fatalf("Black after 18 min: %q %q", tm, state)
	}
}

func TestFormatDuration(t *testing.T) {
	for _, tc := range []struct {
		d       time.Duration
		countUp bool
		want    string
	}{
		{0, false, "0:00"},
		{time.Nanosecond, false, "0:01"},
		{59*time.Second + 1, false, "1:00"},
		{59*time.Second + 1, true, "0:59"},
		{2*time.Hour + 5*time.Second, false, "2:00:05"},
		{-time.Second, false, "0:00"},
	} {
		if got := formatDuration(tc.d, tc.countUp); got != tc.want {
			t.Errorf("formatDuration(%v, %v) = %q, want %q", tc.d, tc.countUp, got, tc.want)
		}
	}
}

func TestRunTicks(t *testing.T) {
	f, ft := newTestFaces(t, clock.Config{System: clock.Absolute, Main: time.Minute})
	test.Tap(f.faces[clock.White])
	ft.Set(30 * time.Second)
	// The test driver runs fyne.Do on the calling goroutine, so only read
	// the faces after the ticker has stopped.
	ticked := make(chan struct{}, 1)
	f.OnUpdate = func(clock.State) {
		select {
		case ticked <- struct{}{}:
		default:
		}
	}
	stop := f.Run(5 * time.Millisecond)
	select {
	case <-ticked:
	case <-time.After(5 * time.Second):
		t.Fatal("the ticker never refreshed the faces")
	}
	stop()
	if got, _, _ := texts(f, clock.Black); got != "0:30" {
		t.Fatalf("Black shows %q after a tick, want 0:30", got)
	}
}

func TestIngByoYomiLossAndTranslatedText(t *testing.T) {
	f, ft := newTestFaces(t, clock.Config{System: clock.IngByoYomi, Main: time.Minute, Periods: 2, Period: 30 * time.Second})
	f.Text.IngByoYomiLoss, f.Text.ByoYomi, f.Text.Periods = "越时败", "读秒", "读秒 %d × %s"
	test.Tap(f.faces[clock.White])
	ft.Set(70 * time.Second)
	f.Update()
	if _, info, state := texts(f, clock.Black); info != "读秒 2 × 0:30" || state != "读秒" {
		t.Fatalf("Black in Ing byo-yomi: %q %q", info, state)
	}
	ft.Set(2 * time.Minute)
	f.Update()
	if _, _, state := texts(f, clock.Black); state != "越时败" {
		t.Fatalf("Black after the last period: %q", state)
	}
}

// TestSpaceStartsTheBoardsSideToMove: before the start, space begins the time of the side
// the board has to move (White after a handicap, or in a reopened record), not Black's.
func TestSpaceStartsTheBoardsSideToMove(t *testing.T) {
	for _, mover := range []clock.Side{clock.Black, clock.White} {
		f, ft := newTestFaces(t, clock.Config{System: clock.Absolute, Main: 10 * time.Minute})
		f.ToMove = func() clock.Side { return mover }
		f.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
		ft.Set(time.Minute)
		f.Update()
		st := f.Clock().State()
		if st.Status != clock.Running || !st.Sides[mover].Running || st.Sides[mover.Other()].Running {
			t.Fatalf("%v to move: status %v, sides %+v", mover, st.Status, st.Sides)
		}
		if tm, _, _ := texts(f, mover); tm != "9:00" {
			t.Fatalf("%v to move: its face shows %q after a minute", mover, tm)
		}
	}
}

// TestFallenFlagTurnsTheFaceRed: when a side's flag falls its whole face turns red with the
// loss word larger than the overtime banner; the other face keeps its colour.
func TestFallenFlagTurnsTheFaceRed(t *testing.T) {
	f, ft := newTestFaces(t, clock.Config{System: clock.IngPenalty, Main: time.Minute, Periods: 3})
	test.Tap(f.faces[clock.White])
	ft.Set(70 * time.Second) // in the first penalty block
	f.Update()
	black, white := f.faces[clock.Black], f.faces[clock.White]
	overtimeSize := black.stateT.TextSize
	if black.bg.FillColor != blackFace || black.fallen {
		t.Fatal("Black's face is red before the flag fell")
	}
	ft.Set(time.Minute + 3*10*time.Second + time.Second) // three 10 s blocks used up
	f.Update()
	if _, _, state := texts(f, clock.Black); state != "OVERTIME EXCEEDED" {
		t.Fatalf("Black's banner after the third block: %q", state)
	}
	if black.bg.FillColor != alarm || black.stateT.Color != color.White || black.timeT.Color != color.White {
		t.Fatalf("Black's fallen face: fill %v, banner %v", black.bg.FillColor, black.stateT.Color)
	}
	if black.stateT.TextSize <= overtimeSize {
		t.Fatalf("the loss word (%v) is not larger than the overtime banner (%v)", black.stateT.TextSize, overtimeSize)
	}
	if white.bg.FillColor != whiteFace {
		t.Fatalf("White's face changed colour: %v", white.bg.FillColor)
	}
	img := test.NewTempWindow(t, f).Canvas().Capture() // a pixel inside Black's face, between the lines
	if r, g, b, _ := img.At(img.Bounds().Dx()/20, img.Bounds().Dy()*3/10).RGBA(); r>>8 < 0xc0 || g>>8 > 0x60 || b>>8 > 0x60 {
		t.Fatalf("Black's face is not drawn red: %02x%02x%02x", r>>8, g>>8, b>>8)
	}
}

// TestPressHookReplacesTheDirectPress: with Press set (the app's table), a tap on a face goes
// to the hook and the faces leave the clock alone.
func TestPressHookReplacesTheDirectPress(t *testing.T) {
	f, _ := newTestFaces(t, clock.Config{System: clock.Absolute, Main: time.Minute})
	var pressed []clock.Side
	f.Press = func(s clock.Side) error { pressed = append(pressed, s); return nil }
	test.Tap(f.faces[clock.White])
	if len(pressed) != 1 || pressed[0] != clock.White {
		t.Fatalf("the hook got %v", pressed)
	}
	if st := f.Clock().State().Status; st != clock.NotStarted {
		t.Fatalf("the faces pressed the clock themselves: %v", st)
	}
}

// TestEndedClockIsCalm: a game that ended (here by resignation) while White was in byo-yomi
// has no alarm left: White's face still says where its time stood (BYO-YOMI, the period's
// time, the periods left), but in the face's own ink on the face's own colour, not in the
// alarm's red, and no edge says a time runs. A flag that fell keeps its red face: that is the
// result (TestFallenFlagTurnsTheFaceRed).
func TestEndedClockIsCalm(t *testing.T) {
	f, ft := newTestFaces(t, clock.Config{System: clock.Japanese, Main: time.Minute, Periods: 3, Period: 30 * time.Second})
	test.Tap(f.faces[clock.White])
	test.Tap(f.faces[clock.Black]) // Black moves at once: White's time runs
	ft.Set(70 * time.Second)       // White: main time gone, 10 s into the first period
	f.Update()
	white := f.faces[clock.White]
	if _, _, state := texts(f, clock.White); state != "BYO-YOMI" || white.stateT.Color != alarm {
		t.Fatalf("White in byo-yomi while the clock runs: %q in %v, want BYO-YOMI in the alarm's red", state, white.stateT.Color)
	}
	if err := f.Clock().End("resignation"); err != nil {
		t.Fatal(err)
	}
	f.Update()
	tm, info, state := texts(f, clock.White)
	if tm != "0:20" || info != "periods 3 × 0:30" || state != "BYO-YOMI" {
		t.Fatalf("White's final reading: %q %q %q, want 0:20, periods 3 × 0:30, BYO-YOMI", tm, info, state)
	}
	if white.stateT.Color != color.Black || white.bg.FillColor != whiteFace || white.bg.StrokeColor == runningEdge || white.bg.StrokeColor == alarm {
		t.Fatalf("White's face after the end: word %v, fill %v, edge %v; want black ink on the white face, no running or alarm edge",
			white.stateT.Color, white.bg.FillColor, white.bg.StrokeColor)
	}
	black := f.faces[clock.Black]
	if black.stateT.Color == alarm || black.bg.FillColor != blackFace || black.bg.StrokeColor == runningEdge {
		t.Fatalf("Black's face after the end: word %v, fill %v, edge %v", black.stateT.Color, black.bg.FillColor, black.bg.StrokeColor)
	}
}
