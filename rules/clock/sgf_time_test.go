package clock

import (
	"errors"
	"testing"
	"time"
)

func TestParseTime(t *testing.T) {
	cases := []struct {
		tm, ot string
		want   Config
	}{
		{"", "", Config{System: None}},
		{"1800", "", Config{System: Absolute, Main: mins(30)}},
		{"0", "", Config{System: None}},
		{"600", "absolute", Config{System: Absolute, Main: mins(10)}},
		{"1800", "5x30 byo-yomi", Config{System: Japanese, Main: mins(30), Periods: 5, Period: sec(30)}},
		{"1800", "3x60 byoyomi", Config{System: Japanese, Main: mins(30), Periods: 3, Period: sec(60)}},
		{"1800", " 3 x 60  Byo-Yomi ", Config{System: Japanese, Main: mins(30), Periods: 3, Period: sec(60)}},
		{"3600", "5x30 byo-yomi (Ing)", Config{System: IngByoYomi, Main: time.Hour, Periods: 5, Period: sec(30)}},
		{"600", "25/600 Canadian", Config{System: Canadian, Main: mins(10), Moves: 25, Period: mins(10)}},
		{"600", "25/600 canadian", Config{System: Canadian, Main: mins(10), Moves: 25, Period: mins(10)}},
		{"600", "25 moves / 10 min", Config{System: Canadian, Main: mins(10), Moves: 25, Period: mins(10)}},
		{"600", "20 moves / 300 sec", Config{System: Canadian, Main: mins(10), Moves: 20, Period: mins(5)}},
		{"300", "30 Fischer", Config{System: Fischer, Main: mins(5), Increment: sec(30)}},
		{"300", "Fischer 30", Config{System: Fischer, Main: mins(5), Increment: sec(30)}},
		{"300", "2.5s fischer", Config{System: Fischer, Main: mins(5), Increment: 2500 * time.Millisecond}},
		{"300", "30 Fischer cap 600", Config{System: Fischer, Main: mins(5), Increment: sec(30), Cap: mins(10)}},
		{"7200", "5 min reserved (C88)", Config{System: Chinese88, Main: 2 * time.Hour, Periods: 5}},
		{"10800", "3x1800 penalty (Ing)", Config{System: IngPenalty, Main: 3 * time.Hour}},
		{"0.5", "", Config{System: Absolute, Main: 500 * time.Millisecond}},
	}
	for _, tc := range cases {
		got, err := ParseTime(tc.tm, tc.ot)
		if err != nil || got != tc.want {
			t.Errorf("ParseTime(%q, %q) = %+v, %v; want %+v", tc.tm, tc.ot, got, err, tc.want)
		}
	}
	for _, bad := range [][2]string{
		{"abc", ""}, {"-5", ""}, {"600", "5x30 bananas"}, {"10800", "3x1000 penalty (Ing)"},
		{"600", "0x30 byo-yomi"}, {"60", "5 min reserved (C88)"}, {"1.1234567891", ""}, {"3600", "11x30 byo-yomi (Ing)"},
	} {
		if _, err := ParseTime(bad[0], bad[1]); !errors.Is(err, ErrSGFTime) && !errors.Is(err, ErrConfig) {
			t.Errorf("ParseTime(%q, %q) accepted: %v", bad[0], bad[1], err)
		}
	}
}

// TestParseTM: the TM forms real records write, each read as the main time it names (an hour
// and a half is 5400 s however it is spelt); the FF[4] form stays exact to the nanosecond.
func TestParseTM(t *testing.T) {
	for tm, want := range map[string]time.Duration{
		"5400": 90 * time.Minute, "1:30:00": 90 * time.Minute, "90:00": 90 * time.Minute,
		"1.5 hours": 90 * time.Minute, "90 minutes": 90 * time.Minute, "90 min": 90 * time.Minute,
		"2時間": 2 * time.Hour, "2小时": 2 * time.Hour, "2시간": 2 * time.Hour, "30分": 30 * time.Minute,
		"45 sec": 45 * time.Second, "1:00:00(5x1:00)": time.Hour, "3600+30": time.Hour,
		" 600 ": 10 * time.Minute, "0.000000001": 1, "": 0, "  ": 0,
	} {
		if got, err := ParseTM(tm); err != nil || got != want {
			t.Errorf("ParseTM(%q) = %v, %v; want %v", tm, got, err, want)
		}
	}
	for _, bad := range []string{"soon", "-5", "1:2:3:4", "5 fortnights", "1.1234567891", "1:-30", "x1:00"} {
		if d, err := ParseTM(bad); !errors.Is(err, ErrSGFTime) {
			t.Errorf("ParseTM(%q) = %v, %v; want an error", bad, d, err)
		}
	}
	// The same record's settings through ParseTime: a 90-minute clock with its byo-yomi.
	if got, err := ParseTime("1:30:00", "5x30 byo-yomi"); err != nil || got != (Config{System: Japanese, Main: 90 * time.Minute, Periods: 5, Period: sec(30)}) {
		t.Errorf("TM[1:30:00] OT[5x30 byo-yomi] = %+v, %v", got, err)
	}
}

func TestFormatTimeRoundTrip(t *testing.T) {
	configs := append([]Config{
		{System: IngPenalty, Main: 3*time.Hour + mins(30)},
		{System: IngPenalty, Main: sec(7)}, // a block of 7/6 s
		{System: Japanese, Main: 1500 * time.Millisecond, Periods: 1, Period: 2500 * time.Millisecond},
		{System: Fischer, Main: mins(10), Increment: sec(10), Cap: mins(30)},
	}, propertyConfigs...)
	want := map[System]string{
		Japanese: "3x30 byo-yomi", Chinese88: "5 min reserved (C88)", IngPenalty: "3x120 penalty (Ing)",
		IngByoYomi: "3x60 byo-yomi (Ing)", Canadian: "5/120 Canadian",
	}
	for _, cfg := range configs {
		cfg.LateAllowance = 0 // not an SGF property
		tm, ot := FormatTime(cfg)
		got, err := ParseTime(tm, ot)
		if err != nil || got != cfg {
			t.Errorf("%+v -> TM[%s] OT[%s] -> %+v, %v", cfg, tm, ot, got, err)
		}
	}
	for _, cfg := range propertyConfigs {
		if w, ok := want[cfg.System]; ok {
			if _, ot := FormatTime(cfg); ot != w {
				t.Errorf("%v: OT %q, want %q", cfg.System, ot, w)
			}
		}
	}
}

func TestSeconds(t *testing.T) {
	for s, d := range map[string]time.Duration{
		"0": 0, "600": mins(10), "12.5": 12500 * time.Millisecond, "0.000000001": 1, ".5": time.Second / 2,
		"86400.123456789": 24*time.Hour + 123456789,
	} {
		got, err := ParseSeconds(s)
		if err != nil || got != d {
			t.Errorf("ParseSeconds(%q) = %v, %v", s, got, err)
		}
		if back, _ := ParseSeconds(FormatSeconds(d)); back != d {
			t.Errorf("FormatSeconds(%v) = %q does not round-trip", d, FormatSeconds(d))
		}
	}
	if FormatSeconds(12500*time.Millisecond) != "12.5" || FormatSeconds(mins(1)) != "60" {
		t.Error("FormatSeconds writes more digits than needed")
	}
}

// TestRestore plays part of a game, writes BL/OB/WL/OW after each move as
// an SGF writer would, restores a clock from them and compares.
func TestRestore(t *testing.T) {
	reachedOvertime := map[System]bool{}
	configs := append([]Config{{System: IngPenalty, Main: mins(4)}}, propertyConfigs...)
	for _, cfg := range configs {
		t.Run(cfg.System.String(), func(t *testing.T) {
			c, ft := newTestClock(t, cfg)
			must(t, c.Start(Black))
			var nodes []MoveTime
			now := time.Duration(0)
			side := Black
			var written [2]Reading
			var spent [2]time.Duration // what the moves took, as the test timed them
			for i := 0; i < 40; i++ {
				took := sec(17) + time.Duration(i)*time.Millisecond*250
				now += took
				ft.Set(now)
				if err := c.Press(side); err != nil {
					break
				}
				spent[side] += took
				written[side] = c.Reading(side)
				left, over := c.MoveTime(side)
				if side == Black {
					nodes = append(nodes, MoveTime{BL: left, OB: over})
				} else {
					nodes = append(nodes, MoveTime{WL: left, OW: over})
				}
				side = side.Other()
			}
			restored, err := Restore(cfg, &FakeTime{}, nodes)
			must(t, err)
			for s := Black; s <= White; s++ {
				a, b := written[s], restored.Reading(s)
				if a.Phase != b.Phase || a.MainLeft != b.MainLeft || a.PeriodsLeft != b.PeriodsLeft ||
					a.PeriodLeft != b.PeriodLeft || a.MovesLeft != b.MovesLeft || a.Penalties != b.Penalties || a.Left != b.Left {
					t.Errorf("%v:\n played   %+v\n restored %+v", s, a, b)
				}
			}
			checkLedger(t, restored)
			for s := Black; s <= White; s++ {
				got := restored.Reading(s).Used
				switch cfg.System {
				case None: // no BL/WL written, nothing to rebuild
				default: // every second is in the values written, a Canadian block's last move's too (OB[0])
					if got != spent[s] {
						t.Errorf("%v used %v restored, the moves took %v", s, got, spent[s])
					}
				}
			}
			if written[Black].Phase == Overtime {
				reachedOvertime[cfg.System] = true
			}
		})
	}
	for _, s := range []System{Japanese, Chinese88, IngPenalty, IngByoYomi, Canadian} {
		if !reachedOvertime[s] {
			t.Errorf("%v: the restore test never reached overtime", s)
		}
	}
}

// TestRestoreRebuildsTimeUsed reads the time each side used back from a record's BL/OB and
// WL/OW, written as KGS writes them (in byo-yomi BL is what was left of the period at the
// move). Ten minutes and 3×30 s; by hand, Black: 10 s, 30 s, then 560 s of main time and 10 s
// of the first period (20 left), then that period and 25 s of the next (5 left, 2 periods):
// 10+30+570+55 = 665 s used, 2×30 s left. White: 20 s and 80 s of main time, 100 s used.
func TestRestoreRebuildsTimeUsed(t *testing.T) {
	cfg := Config{System: Japanese, Main: mins(10), Periods: 3, Period: sec(30)}
	nodes := []MoveTime{{BL: "590"}, {WL: "580"}, {BL: "560"}, {WL: "500"}, {BL: "20", OB: "3"}, {}, {BL: "5", OB: "2"}}
	c, err := Restore(cfg, &FakeTime{}, nodes)
	must(t, err)
	b, w := c.Reading(Black), c.Reading(White)
	if b.Used != sec(665) || b.Left != sec(60) || b.PeriodsLeft != 2 {
		t.Errorf("Black: used %v, left %v, %d periods; want 11m5s, 1m0s, 2", b.Used, b.Left, b.PeriodsLeft)
	}
	if w.Used != sec(100) || w.Left != sec(590) {
		t.Errorf("White: used %v, left %v; want 1m40s, 9m50s", w.Used, w.Left)
	}
	checkLedger(t, c)
}

// The move that completes a Canadian block writes the block as the move left it. FF[4] defines
// BL as the time left "after the move was made" and OB as the moves left "after the move of
// this node was played to play in this byo-yomi period": after the block's last move that
// period has no move left and the seconds it had; the renewed block is the next period. (goref's
// byo-yomi writes BL so too, as KGS does: what was left of the period as the move ended.)
// Writing the renewed block instead (BL[30] OB[3]) loses the time that move took. By hand: main
// 60 s, then 3 moves in 30 s. Black takes 50 s (10 s of main time left), 15 s (main time out,
// 5 s into the block: 25 s and 2 moves left), 10 s (15 s, 1 move), 10 s: the block's last move
// at 25 s into it, 5 s left — BL[5] OB[0]; the block renews to 30 s and 3 moves. Used: 85 s.
func TestCanadianBlockRenewalKeepsTheMoveTime(t *testing.T) {
	cfg := Config{System: Canadian, Main: sec(60), Moves: 3, Period: sec(30)}
	c, ft := newTestClock(t, cfg)
	must(t, c.Start(Black))
	now := time.Duration(0)
	var written []MoveTime
	for _, took := range []time.Duration{sec(50), sec(15), sec(10), sec(10)} {
		now += took
		ft.Set(now)
		must(t, c.Press(Black))
		left, over := c.MoveTime(Black)
		written = append(written, MoveTime{BL: left, OB: over}, MoveTime{})
		now += sec(1) // White's move
		ft.Set(now)
		must(t, c.Press(White))
	}
	want := []MoveTime{{BL: "10"}, {BL: "25", OB: "2"}, {BL: "15", OB: "1"}, {BL: "5", OB: "0"}}
	for i, w := range want {
		if got := written[2*i]; got.BL != w.BL || got.OB != w.OB {
			t.Errorf("Black's move %d wrote BL[%s] OB[%s], want BL[%s] OB[%s]", i+1, got.BL, got.OB, w.BL, w.OB)
		}
	}
	restored, err := Restore(cfg, &FakeTime{}, want)
	must(t, err)
	r := restored.Reading(Black)
	if r.Used != sec(85) || r.PeriodLeft != sec(30) || r.MovesLeft != 3 || r.Phase != Overtime {
		t.Errorf("restored Black: used %v, block %v, %d moves, phase %v; want 1m25s, 30s, 3, overtime", r.Used, r.PeriodLeft, r.MovesLeft, r.Phase)
	}
	checkLedger(t, restored)
}
