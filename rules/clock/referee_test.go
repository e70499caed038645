package clock

import (
	"testing"
	"time"
)

func TestRefereeActions(t *testing.T) {
	c, ft := newTestClock(t, Config{System: Japanese, Main: mins(10), Periods: 5, Period: sec(30)})
	must(t, c.Start(Black))
	ft.Set(mins(1))
	must(t, c.Pause("lunch"))
	ft.Set(mins(61)) // an hour of pause is not counted
	if r := c.Reading(Black); r.MainLeft != mins(9) || r.Running {
		t.Fatalf("paused: %+v", r)
	}
	if err := c.Pause("again"); err != ErrNotRunning {
		t.Fatalf("double pause: %v", err)
	}
	must(t, c.Resume("afternoon"))
	ft.Set(mins(62))
	if r := c.Reading(Black); r.MainLeft != mins(8) || !r.Running {
		t.Fatalf("resumed: %+v", r)
	}
	if d, err := c.AddTime(White, mins(2), "clock fault"); err != nil || d != mins(2) {
		t.Fatalf("add: %v %v", d, err)
	}
	if d, err := c.AddTime(Black, -mins(20), "disturbing"); err != nil || d != -mins(8) {
		t.Fatalf("remove beyond main time stops at zero: %v %v", d, err)
	}
	r := c.Reading(Black)
	if r.Phase != Overtime || r.PeriodsLeft != 5 || r.PeriodUsed != 0 {
		t.Fatalf("after removal Black is in byo-yomi: %+v", r)
	}
	must(t, c.SetCount(Black, 3, "miscounted"))
	if err := c.SetCount(Black, 0, "nonsense"); err != ErrCount {
		t.Fatalf("set 0 periods: %v", err)
	}
	ft.Set(mins(62) + sec(20))
	if d, err := c.AddTime(Black, sec(15), "noise"); err != nil || d != sec(15) {
		t.Fatalf("add in overtime: %v %v", d, err)
	}
	ft.Set(mins(62) + sec(20+24)) // 44 s in a 30 s period plus 15 s given
	if r := c.Reading(Black); r.PeriodsLeft != 3 || r.PeriodLeft != sec(1) {
		t.Fatalf("extra time in the period: %+v", r)
	}
	checkLedger(t, c)
	must(t, c.Penalize(Black, 2, "漏着"))
	must(t, c.Seal("sealing time 18:00"))
	ft.Set(mins(62) + sec(44) + 14*time.Hour)
	if err := c.Press(Black); err != ErrSealed {
		t.Fatalf("press while sealed: %v", err)
	}
	must(t, c.Unseal("next morning"))
	r = c.Reading(Black)
	if r.PeriodsLeft != 3 || r.PeriodUsed != 0 || r.Moves != 1 || r.PenaltyPoints != 2 {
		t.Fatalf("sealed move completed Black's turn: %+v", r)
	}
	if w := c.Reading(White); !w.Running || w.MainLeft != mins(12) {
		t.Fatalf("White runs after unsealing: %+v", w)
	}
	checkLedger(t, c)

	wantLog := []struct {
		kind   LogKind
		side   Side
		at     time.Duration
		d      time.Duration
		reason string
	}{
		{LogStart, Black, 0, 0, ""},
		{LogPause, NoSide, mins(1), 0, "lunch"},
		{LogResume, NoSide, mins(61), 0, "afternoon"},
		{LogAddTime, White, mins(62), mins(2), "clock fault"},
		{LogAddTime, Black, mins(62), -mins(8), "disturbing"},
		{LogSetCount, Black, mins(62), 0, "miscounted"},
		{LogAddTime, Black, mins(62) + sec(20), sec(15), "noise"},
		{LogPenalty, Black, mins(62) + sec(44), 0, "漏着"},
		{LogSeal, Black, mins(62) + sec(44), mins(2) + sec(44), "sealing time 18:00"},
		{LogUnseal, Black, mins(62) + sec(44) + 14*time.Hour, mins(2) + sec(44), "next morning"},
	}
	log := c.Log()
	if len(log) != len(wantLog) {
		t.Fatalf("log has %d entries:\n%v", len(log), log)
	}
	for i, w := range wantLog {
		e := log[i]
		if e.Kind != w.kind || e.Side != w.side || e.At != w.at || e.D != w.d || e.Reason != w.reason {
			t.Errorf("log[%d] = %v, want %+v", i, e, w)
		}
	}
}

func TestRemovalCanFlag(t *testing.T) {
	c, ft := newTestClock(t, Config{System: Absolute, Main: mins(5)})
	must(t, c.Start(White))
	ft.Set(mins(1))
	if d, err := c.AddTime(White, -mins(10), "illegal advice"); err != nil || d != -mins(4) {
		t.Fatalf("%v %v", d, err)
	}
	if st := c.State(); st.Status != Ended || st.Sides[White].Loss != TimeLoss {
		t.Fatalf("%+v", st)
	}
}

func TestErrors(t *testing.T) {
	c, ft := newTestClock(t, Config{System: Absolute, Main: mins(5)})
	if err := c.Press(Black); err != ErrNotStarted {
		t.Errorf("press before start: %v", err)
	}
	must(t, c.Start(Black))
	if err := c.Start(Black); err != ErrStarted {
		t.Errorf("second start: %v", err)
	}
	if err := c.Press(White); err != ErrNotYourTurn {
		t.Errorf("wrong side: %v", err)
	}
	if err := c.Press(Side(7)); err != ErrSide {
		t.Errorf("bad side: %v", err)
	}
	if err := c.SetCount(Black, 2, ""); err != ErrNotApplicable {
		t.Errorf("periods in absolute: %v", err)
	}
	ft.Set(mins(1))
	must(t, c.End("resignation"))
	if err := c.Press(Black); err != ErrEnded {
		t.Errorf("press after end: %v", err)
	}
	ft.Set(mins(10))
	if r := c.Reading(Black); r.MainLeft != mins(4) || r.Loss != NoLoss {
		t.Errorf("the clock stopped at the end: %+v", r)
	}
	if _, err := New(Config{System: Chinese88, Main: mins(4), Periods: 5}, &FakeTime{}); err == nil {
		t.Error("reserve longer than the limit accepted")
	}
}

// TestPressWhilePaused: the turn changes, the clock stays stopped.
func TestPressWhilePaused(t *testing.T) {
	c, ft := newTestClock(t, Config{System: Absolute, Main: mins(5)})
	must(t, c.Start(Black))
	ft.Set(sec(10))
	must(t, c.Pause("dispute"))
	must(t, c.Press(Black))
	ft.Set(sec(100))
	st := c.State()
	if st.ToMove != White || st.Sides[White].Used != 0 || st.Sides[Black].Used != sec(10) {
		t.Fatalf("%+v", st)
	}
	if _, ok := c.NextAnnouncement(0); ok {
		// only past announcements may remain; none were due in 10 s
		t.Fatal("announcement while paused")
	}
}

// Flag puts a side's flag down as a record's result says it fell: the rest of its time is
// spent (in byo-yomi every period), the clock ends; the other side keeps its time.
func TestFlagFromARecordedTimeLoss(t *testing.T) {
	c, _ := newTestClock(t, Config{System: Absolute, Main: sec(60)})
	must(t, c.Flag(Black, "RE W+T"))
	if r := c.Reading(Black); r.Phase != Lost || r.Loss != TimeLoss || r.Left != 0 || r.Used != sec(60) {
		t.Fatalf("Black: %+v", r)
	}
	if r := c.Reading(White); r.Phase != MainTime || r.Left != sec(60) {
		t.Fatalf("White: %+v", r)
	}
	if st := c.State(); st.Status != Ended {
		t.Fatalf("the clock is %v", st.Status)
	}
	if err := c.Flag(Black, "again"); err != ErrNotApplicable {
		t.Fatalf("a second flag: %v", err)
	}

	c, ft := newTestClock(t, Config{System: Japanese, Main: sec(60), Periods: 3, Period: sec(30)})
	must(t, c.Start(Black))
	if err := c.Flag(White, "running"); err != ErrNotApplicable {
		t.Fatalf("a running clock: %v", err)
	}
	ft.Set(sec(10))
	must(t, c.Pause("review"))
	must(t, c.Flag(White, "RE B+T"))
	if r := c.Reading(White); r.Phase != Lost || r.PeriodsLeft != 0 || r.Left != 0 {
		t.Fatalf("White in byo-yomi: %+v", r)
	}
	if r := c.Reading(Black); r.Left != sec(50)+3*sec(30) {
		t.Fatalf("Black: %+v", r)
	}
}
