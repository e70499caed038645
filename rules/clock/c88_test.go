package clock

import (
	"fmt"
	"strings"
	"testing"
)

// format renders announcements compactly: "m:ss kind N".
func formatCalls(as []Announcement) string {
	var b strings.Builder
	for _, a := range as {
		s := int(a.At / sec(1))
		fmt.Fprintf(&b, "%d:%02d %v", s/60, s%60, a.Kind)
		if a.N != 0 {
			fmt.Fprintf(&b, " %d", a.N)
		}
		if a.Loss != NoLoss {
			fmt.Fprintf(&b, " %v", a.Loss)
		}
		b.WriteString("\n")
	}
	return b.String()
}

// TestC88CallSchedule checks the referee's calls of art. 12 second by
// second for a limit of 3 minutes with 2 reserved: one minute of main time,
// then a non-final and a final reading minute, in a single long move.
func TestC88CallSchedule(t *testing.T) {
	c, ft := newTestClock(t, Config{System: Chinese88, Main: mins(3), Periods: 2})
	must(t, c.Start(Black))
	want := `1:00 byo-yomi-start 2
1:30 seconds-elapsed 30
1:40 seconds-elapsed 40
1:50 seconds-elapsed 50
1:55 seconds-elapsed 55
1:58 seconds-elapsed 58
2:00 one-minute
2:00 minutes-left 1
2:30 seconds-elapsed 30
2:40 seconds-elapsed 40
2:50 seconds-elapsed 50
2:51 count-second 1
2:52 count-second 2
2:53 count-second 3
2:54 count-second 4
2:55 count-second 5
2:56 count-second 6
2:57 count-second 7
2:58 count-second 8
2:59 count-second 9
3:00 time-up 10 time
`
	// Poll second by second, as the UI does, and collect what falls due.
	var got []Announcement
	for s := 1; s <= 200; s++ {
		ft.Set(sec(s))
		got = append(got, c.Announcements(sec(s-1), sec(s))...)
	}
	if g := formatCalls(got); g != want {
		t.Errorf("calls:\n%s\nwant:\n%s", g, want)
	}
	r := c.Reading(Black)
	if r.Loss != TimeLoss || r.Used != mins(3) || r.Phase != Lost {
		t.Errorf("after the final minute: %+v", r)
	}
	if err := c.Press(Black); err != ErrTimeLost {
		t.Errorf("press after the flag: %v, want ErrTimeLost", err)
	}
	log := c.Log()
	if last := log[len(log)-1]; last.Kind != LogTimeLoss || last.At != mins(3) {
		t.Errorf("last log entry %v, want time-loss at 3m", last)
	}
}

// TestC88Reserve checks art. 12: under a minute costs nothing, each full
// minute costs one reserved minute, and the count restarts every move.
func TestC88Reserve(t *testing.T) {
	c, ft := newTestClock(t, Config{System: Chinese88, Main: mins(60), Periods: 5})
	r := c.Reading(Black)
	if r.MainLeft != mins(55) || r.PeriodsLeft != 5 || r.Left != mins(60) {
		t.Fatalf("initial: %+v", r)
	}
	must(t, c.Start(Black))
	steps := []struct {
		think       int // seconds for Black's move
		mainLeft    int // seconds
		reserveLeft int
	}{
		{55 * 60, 0, 5}, // main time used up exactly; now reading
		{59, 0, 5},      // under a minute: free
		{60, 0, 4},      // a full minute: 还剩4分钟
		{119, 0, 3},     // one full minute again, 59 s free
		{121, 0, 1},     // two full minutes
		{59, 0, 1},      // last minute, still free
	}
	now := 0
	for i, st := range steps {
		now += st.think
		ft.Set(sec(now))
		must(t, c.Press(Black))
		r := c.Reading(Black)
		if r.MainLeft != sec(st.mainLeft) || r.PeriodsLeft != st.reserveLeft || r.PeriodUsed != 0 {
			t.Fatalf("step %d: main %v reserve %d used %v; want %ds %d", i, r.MainLeft, r.PeriodsLeft, r.PeriodUsed, st.mainLeft, st.reserveLeft)
		}
		checkLedger(t, c)
		must(t, c.Press(White)) // White answers instantly
	}
	now += 60
	ft.Set(sec(now))
	if r := c.Reading(Black); r.Loss != TimeLoss {
		t.Fatalf("a full last minute must lose: %+v", r)
	}
}

// TestC88CapturePause checks art. 23.4: in 读秒, removing captures is not
// counted; in main time it is.
func TestC88CapturePause(t *testing.T) {
	c, ft := newTestClock(t, Config{System: Chinese88, Main: mins(2), Periods: 1})
	must(t, c.Start(Black))
	ft.Set(sec(10))
	if err := c.BeginCapture(); err != ErrNotApplicable {
		t.Fatalf("capture pause in main time: %v", err)
	}
	ft.Set(sec(60 + 50))
	must(t, c.BeginCapture())
	ft.Set(sec(60 + 50 + 30)) // 30 s of capturing
	if r := c.Reading(Black); r.PeriodUsed != sec(50) || r.Loss != NoLoss {
		t.Fatalf("during capture: %+v", r)
	}
	must(t, c.EndCapture())
	ft.Set(sec(60 + 50 + 30 + 9))
	if r := c.Reading(Black); r.PeriodUsed != sec(59) {
		t.Fatalf("after capture: used %v", r.PeriodUsed)
	}
	must(t, c.Press(Black))
	if r := c.Reading(Black); r.PeriodsLeft != 1 || r.Used != sec(119) {
		t.Fatalf("after press: %+v", r)
	}
	checkLedger(t, c)
}
