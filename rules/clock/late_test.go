package clock

import (
	"testing"
	"time"
)

// C88 Art. 23.1/23.3: the late minutes come off the whole time limit, reserved minutes
// included: 28 min late on a 30-min limit with 5 reserved leaves 2:00 (2 reserved minutes),
// not the 5:00 that deducting from main time alone would leave.
func TestC88LateDeductsFromTheWholeLimit(t *testing.T) {
	ft := &FakeTime{}
	c, err := New(Config{System: Chinese88, Main: 30 * time.Minute, Periods: 5, LateAllowance: 30 * time.Minute}, ft)
	if err != nil {
		t.Fatal(err)
	}
	d, err := c.Late(Black, 28*time.Minute, "late")
	if err != nil {
		t.Fatal(err)
	}
	r := c.Reading(Black)
	if d != 28*time.Minute || r.Left != 2*time.Minute || r.PeriodsLeft != 2 || r.Phase != Overtime {
		t.Fatalf("deducted %v, reading %+v", d, r)
	}
	// the venue's allowance given with the event wins over the configuration's
	c, _ = New(Config{System: Chinese88, Main: 30 * time.Minute, Periods: 5}, ft)
	if _, err := c.LateAllowing(Black, 20*time.Minute, 15*time.Minute, "late"); err != nil {
		t.Fatal(err)
	}
	if r := c.Reading(Black); r.Loss != Forfeit {
		t.Fatalf("20 min late on a 15-min allowance: %+v", r)
	}
}

// C88 Art. 12 and Japanese byo-yomi make no call in main time: running out of it costs
// nothing, and "one minute left" there misleads a player. Systems where it costs the game
// (absolute) or points (Ing) still warn.
func TestNoMainTimeCallsUnderByoYomi(t *testing.T) {
	for _, cfg := range []Config{
		{System: Chinese88, Main: time.Hour, Periods: 5},
		{System: Japanese, Main: 10 * time.Minute, Periods: 3, Period: 30 * time.Second},
	} {
		ft := &FakeTime{}
		c, _ := New(cfg, ft)
		_ = c.Start(Black)
		for _, a := range c.Announcements(0, time.Hour) {
			if a.Kind == MainTimeLeft || (a.Kind == MinutesLeft && a.At < cfg.Main-time.Duration(cfg.Periods)*time.Minute) {
				t.Errorf("%v: %v in main time", cfg.System, a)
			}
		}
	}
	ft := &FakeTime{}
	c, _ := New(Config{System: Absolute, Main: 10 * time.Minute}, ft)
	_ = c.Start(Black)
	found := false
	for _, a := range c.Announcements(0, time.Hour) {
		found = found || a.Kind == MainTimeLeft
	}
	if !found {
		t.Error("absolute time: no main-time warning")
	}
}

// Revive: a flag the referee finds wrong is lifted; the side gets the time given and the clock
// runs again for the side to move.
func TestReviveAfterAFlag(t *testing.T) {
	ft := &FakeTime{}
	c, _ := New(Config{System: Japanese, Main: time.Minute, Periods: 1, Period: 30 * time.Second}, ft)
	_ = c.Start(Black)
	ft.Set(2 * time.Minute)
	if c.Reading(Black).Loss == NoLoss {
		t.Fatal("no flag")
	}
	if d, err := c.Revive(Black, 20*time.Second, "clock error"); err != nil || d != 20*time.Second {
		t.Fatalf("revive: %v %v", d, err)
	}
	r := c.Reading(Black)
	if r.Loss != NoLoss || r.Left != 20*time.Second || c.State().Status != Running {
		t.Fatalf("after revive %+v %v", r, c.State().Status)
	}
	ft.Set(2*time.Minute + 21*time.Second)
	if c.Reading(Black).Loss == NoLoss {
		t.Fatal("the revived clock does not run")
	}
}
