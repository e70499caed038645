package clock

import (
	"testing"
	"time"
)

// TestIngPenaltyTables walks the worked examples of Ing art. 9: every T/6
// of overtime costs 2 points, three times at most; beyond T/2, 逾时败.
func TestIngPenaltyTables(t *testing.T) {
	type row struct {
		at        time.Duration // total thinking time of one long move
		penalties int
		points    int
		lost      bool
		blockLeft time.Duration
	}
	tables := []struct {
		name string
		base time.Duration
		rows []row
	}{
		{"12-minute base, 3 x 2-minute purchases", mins(12), []row{
			{mins(12) - 1, 0, 0, false, 0},
			{mins(12), 1, 2, false, mins(2)},
			{mins(13), 1, 2, false, mins(1)},
			{mins(14) - 1, 1, 2, false, 1},
			{mins(14), 2, 4, false, mins(2)},
			{mins(16), 3, 6, false, mins(2)},
			{mins(18) - 1, 3, 6, false, 1},
			{mins(18), 3, 6, true, 0},
		}},
		{"30-minute base", mins(30), []row{
			{mins(30) + 1, 1, 2, false, mins(5) - 1}, // 30–35: −2
			{mins(35) - 1, 1, 2, false, 1},
			{mins(35) + 1, 2, 4, false, mins(5) - 1}, // 35–40: −4
			{mins(40) + 1, 3, 6, false, mins(5) - 1}, // 40–45: −6
			{mins(45) - 1, 3, 6, false, 1},
			{mins(45), 3, 6, true, 0}, // 45: loss
		}},
		{"3.5-hour base, 35-minute blocks", 3*time.Hour + mins(30), []row{
			{3*time.Hour + mins(30), 1, 2, false, mins(35)},
			{3*time.Hour + mins(65), 2, 4, false, mins(35)},
			{3*time.Hour + mins(100), 3, 6, false, mins(35)},
			{3*time.Hour + mins(135), 3, 6, true, 0},
		}},
	}
	for _, tc := range tables {
		t.Run(tc.name, func(t *testing.T) {
			for _, r := range tc.rows {
				c, ft := newTestClock(t, Config{System: IngPenalty, Main: tc.base})
				must(t, c.Start(White))
				ft.Set(r.at)
				got := c.Reading(White)
				if got.Penalties != r.penalties || got.PenaltyPoints != r.points || (got.Loss == IngOvertime) != r.lost || got.PeriodLeft != r.blockLeft {
					t.Errorf("at %v: penalties %d points %d loss %v block left %v; want %d %d lost=%v %v",
						r.at, got.Penalties, got.PenaltyPoints, got.Loss, got.PeriodLeft, r.penalties, r.points, r.lost, r.blockLeft)
				}
				if got.PenaltyStones() != float64(r.points)/2 {
					t.Errorf("罚子 %v for %d points", got.PenaltyStones(), r.points)
				}
				checkLedger(t, c)
			}
		})
	}
}

// TestIngPenaltyAcrossMoves: the overtime is cumulative over moves, unlike byo-yomi.
func TestIngPenaltyAcrossMoves(t *testing.T) {
	c, ft := newTestClock(t, Config{System: IngPenalty, Main: mins(12)})
	must(t, c.Start(Black))
	now := time.Duration(0)
	for i := 0; i < 17; i++ { // 17 moves of one minute each
		now += mins(1)
		ft.Set(now)
		must(t, c.Press(Black))
		must(t, c.Press(White))
	}
	r := c.Reading(Black)
	if r.Penalties != 3 || r.PenaltyPoints != 6 || r.PeriodLeft != mins(1) || r.PeriodsLeft != 0 {
		t.Fatalf("after 17 minutes: %+v", r)
	}
	ft.Set(now + mins(2)) // the flag falls a minute before anyone looks
	log := c.Log()
	if last := log[len(log)-1]; last.Kind != LogTimeLoss || last.At != now+mins(1) || last.Side != Black {
		t.Fatalf("last log entry %v, want Black's time loss at %v", last, now+mins(1))
	}
	if err := c.Press(Black); err != ErrTimeLost {
		t.Fatalf("press after the flag: %v", err)
	}
	var penalties []time.Duration
	for _, e := range c.Log() {
		if e.Kind == LogPenalty {
			penalties = append(penalties, e.At)
		}
	}
	want := []time.Duration{mins(12), mins(14), mins(16)}
	if len(penalties) != 3 || penalties[0] != want[0] || penalties[1] != want[1] || penalties[2] != want[2] {
		t.Fatalf("penalty log instants %v, want %v", penalties, want)
	}
}

func TestIngPenaltyAnnouncement(t *testing.T) {
	c, _ := newTestClock(t, Config{System: IngPenalty, Main: 3*time.Hour + mins(30)})
	must(t, c.Start(Black))
	a, ok := c.NextAnnouncement(3 * time.Hour)
	want := Announcement{At: mins(205), Side: Black, Kind: MainTimeLeft, D: mins(5)}
	if !ok || a != want {
		t.Fatalf("next after 3h: %v, want %v", a, want)
	}
	a, ok = c.NextAnnouncement(mins(209))
	want = Announcement{At: mins(210), Side: Black, Kind: Penalty, N: 2, M: 1, D: mins(35)}
	if !ok || a != want {
		t.Fatalf("penalty: %v, want %v", a, want)
	}
	// The countdown comes only before the loss, in the last block.
	got := c.Announcements(mins(250), mins(315))
	if len(got) != 12 || got[0].Kind != Penalty || got[0].M != 3 || got[0].At != mins(280) ||
		got[1].Kind != SecondsLeft || got[1].N != 10 || got[1].At != mins(315)-sec(10) ||
		got[10].N != 1 || got[11].Kind != TimeUp || got[11].Loss != IngOvertime || got[11].At != mins(315) {
		t.Fatalf("last block calls:\n%s", formatCalls(got))
	}
}

func TestIngByoYomi(t *testing.T) {
	for _, bad := range []Config{
		{System: IngByoYomi, Main: mins(60), Periods: 11, Period: sec(30)},
		{System: IngByoYomi, Main: mins(60), Periods: 5, Period: sec(61)},
		{System: IngByoYomi, Main: 4*time.Hour + 1, Periods: 5, Period: sec(30)},
		{System: IngPenalty, Main: 4*time.Hour + 1},
	} {
		if _, err := New(bad, &FakeTime{}); err == nil {
			t.Errorf("%+v accepted", bad)
		}
	}
	c, ft := newTestClock(t, Config{System: IngByoYomi, Main: mins(1), Periods: 2, Period: sec(60)})
	must(t, c.Start(Black))
	ft.Set(sec(60 + 59))
	must(t, c.Press(Black))
	must(t, c.Press(White))
	if r := c.Reading(Black); r.PeriodsLeft != 2 {
		t.Fatalf("periods %d", r.PeriodsLeft)
	}
	ft.Set(sec(60 + 59 + 120))
	r := c.Reading(Black)
	if r.Loss != IngByoYomiLoss {
		t.Fatalf("want 越时败, got %+v", r)
	}
}

// TestLateArrival: C88 art. 23.1–3 and Ing art. 10.
func TestLateArrival(t *testing.T) {
	cases := []struct {
		name     string
		cfg      Config
		late     time.Duration
		deducted time.Duration
		forfeit  bool
	}{
		{"C88 within allowance", Config{System: Chinese88, Main: mins(120), Periods: 5, LateAllowance: mins(15)}, mins(10), mins(10), false},
		{"C88 at the allowance", Config{System: Chinese88, Main: mins(120), Periods: 5, LateAllowance: mins(15)}, mins(15), mins(15), false},
		{"C88 beyond", Config{System: Chinese88, Main: mins(120), Periods: 5, LateAllowance: mins(15)}, mins(15) + 1, 0, true},
		{"Ing within T/6", Config{System: IngPenalty, Main: mins(180)}, mins(30), mins(60), false},
		{"Ing beyond T/6", Config{System: IngPenalty, Main: mins(180)}, mins(30) + sec(1), 0, true},
		{"Ing byo-yomi", Config{System: IngByoYomi, Main: mins(60), Periods: 3, Period: sec(30)}, mins(7), mins(14), false},
		{"Japanese 1:1", Config{System: Japanese, Main: mins(60), Periods: 3, Period: sec(30)}, mins(7), mins(7), false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, _ := newTestClock(t, tc.cfg)
			before := c.Reading(Black).MainLeft
			d, err := c.Late(Black, tc.late, "traffic")
			must(t, err)
			r := c.Reading(Black)
			if d != tc.deducted || r.MainLeft != before-tc.deducted || (r.Loss == Forfeit) != tc.forfeit {
				t.Fatalf("deducted %v main %v loss %v", d, r.MainLeft, r.Loss)
			}
			checkLedger(t, c)
			if tc.forfeit {
				// Both late beyond the allowance: both forfeit (C88 23.2).
				if _, err := c.Late(White, tc.late, "also late"); err != nil {
					t.Fatal(err)
				}
				if c.Reading(White).Loss != Forfeit || c.State().Status != Ended {
					t.Fatalf("both late: %+v", c.State())
				}
			}
		})
	}
}
