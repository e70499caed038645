package clock

import (
	"testing"
	"time"
)

// TestSystems plays Black's moves (White answers instantly) and checks
// Black's clock after each.
func TestSystems(t *testing.T) {
	type want struct {
		phase       Phase
		main        time.Duration
		periodsLeft int
		periodLeft  time.Duration
		movesLeft   int
		loss        LossKind
	}
	type step struct {
		think time.Duration
		after want
	}
	cases := []struct {
		name  string
		cfg   Config
		steps []step
	}{
		{"none counts up", Config{System: None}, []step{
			{mins(90), want{phase: Unlimited}},
		}},
		{"absolute", Config{System: Absolute, Main: mins(10)}, []step{
			{mins(3), want{main: mins(7)}},
			{mins(7) - 1, want{main: 1}},
			{1, want{phase: Lost, loss: TimeLoss}},
		}},
		{"japanese 3x30", Config{System: Japanese, Main: mins(1), Periods: 3, Period: sec(30)}, []step{
			{sec(50), want{main: sec(10), periodsLeft: 3, periodLeft: sec(30)}},
			{sec(39), want{phase: Overtime, periodsLeft: 3, periodLeft: sec(30)}}, // 10 s main + 29 s
			{sec(30), want{phase: Overtime, periodsLeft: 2, periodLeft: sec(30)}}, // a full period is lost
			{sec(59), want{phase: Overtime, periodsLeft: 1, periodLeft: sec(30)}}, // one more lost, 29 s free
			{sec(30), want{phase: Lost, loss: TimeLoss}},
		}},
		{"japanese without main time", Config{System: Japanese, Periods: 1, Period: sec(10)}, []step{
			{sec(9), want{phase: Overtime, periodsLeft: 1, periodLeft: sec(10)}},
			{sec(10), want{phase: Lost, loss: TimeLoss}},
		}},
		{"canadian 3 moves / 60 s", Config{System: Canadian, Main: sec(30), Moves: 3, Period: sec(60)}, []step{
			{sec(40), want{phase: Overtime, periodLeft: sec(50), movesLeft: 2}}, // main time ends inside the move, which counts
			{sec(20), want{phase: Overtime, periodLeft: sec(30), movesLeft: 1}},
			{sec(25), want{phase: Overtime, periodLeft: sec(60), movesLeft: 3}}, // block renewed
			{sec(59), want{phase: Overtime, periodLeft: sec(1), movesLeft: 2}},
			{sec(1), want{phase: Lost, loss: TimeLoss}},
		}},
		{"fischer 10 s, cap 80 s", Config{System: Fischer, Main: sec(60), Increment: sec(10), Cap: sec(80)}, []step{
			{sec(5), want{main: sec(65)}},
			{sec(1), want{main: sec(74)}},
			{sec(1), want{main: sec(80)}}, // 73 + 10 capped at 80
			{0, want{main: sec(80)}},
			{sec(80), want{phase: Lost, loss: TimeLoss}},
		}},
		{"ing byo-yomi", Config{System: IngByoYomi, Periods: 2, Period: sec(60)}, []step{
			{sec(61), want{phase: Overtime, periodsLeft: 1, periodLeft: sec(60)}},
			{sec(60), want{phase: Lost, loss: IngByoYomiLoss}},
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, ft := newTestClock(t, tc.cfg)
			must(t, c.Start(Black))
			now := time.Duration(0)
			var used time.Duration
			for i, st := range tc.steps {
				now += st.think
				ft.Set(now)
				r := c.Reading(Black)
				if r.Loss == NoLoss {
					must(t, c.Press(Black))
					used += st.think
					r = c.Reading(Black)
				} else {
					used = r.Used
				}
				w := st.after
				if r.Phase != w.phase || r.MainLeft != w.main && w.phase != Unlimited && w.phase != Lost ||
					r.PeriodsLeft != w.periodsLeft && tc.cfg.System != Canadian && w.phase != Lost ||
					w.periodLeft != 0 && r.PeriodLeft != w.periodLeft || r.MovesLeft != w.movesLeft && w.phase != Lost ||
					r.Loss != w.loss || r.Used != used {
					t.Fatalf("step %d: got %+v, want %+v (used %v)", i, r, w, used)
				}
				checkLedger(t, c)
				if r.Loss != NoLoss {
					break
				}
				must(t, c.Press(White))
			}
		})
	}
}

// TestJapaneseCalls: the count of a 30-second period and the period
// announcements, polled with consecutive intervals across presses.
func TestJapaneseCalls(t *testing.T) {
	c, ft := newTestClock(t, Config{System: Japanese, Main: 0, Periods: 3, Period: sec(30)})
	must(t, c.Start(Black))
	ft.Set(sec(25)) // a press mid-period: the count starts again
	must(t, c.Press(Black))
	ft.Set(sec(25) + sec(100)) // White loses all three periods at 115
	got := c.Announcements(0, sec(125))
	want := `0:10 seconds-elapsed 10
0:20 seconds-elapsed 20
0:21 count-second 1
0:22 count-second 2
0:23 count-second 3
0:24 count-second 4
0:25 count-second 5
0:35 seconds-elapsed 10
0:45 seconds-elapsed 20
0:46 count-second 1
0:47 count-second 2
0:48 count-second 3
0:49 count-second 4
0:50 count-second 5
0:51 count-second 6
0:52 count-second 7
0:53 count-second 8
0:54 count-second 9
0:55 period-lost 2
1:05 seconds-elapsed 10
1:15 seconds-elapsed 20
1:16 count-second 1
1:17 count-second 2
1:18 count-second 3
1:19 count-second 4
1:20 count-second 5
1:21 count-second 6
1:22 count-second 7
1:23 count-second 8
1:24 count-second 9
1:25 last-period 1
1:35 seconds-elapsed 10
1:45 seconds-elapsed 20
1:46 count-second 1
1:47 count-second 2
1:48 count-second 3
1:49 count-second 4
1:50 count-second 5
1:51 count-second 6
1:52 count-second 7
1:53 count-second 8
1:54 count-second 9
1:55 time-up time
`
	if g := formatCalls(got); g != want {
		t.Errorf("calls:\n%s\nwant:\n%s", g, want)
	}
	if got[0].Side != Black || got[7].Side != White {
		t.Errorf("sides: %v %v", got[0].Side, got[7].Side)
	}
	if a, ok := c.NextAnnouncement(0); !ok || a.At != sec(10) || a.Kind != SecondsElapsed {
		t.Errorf("first call %v", a)
	}
}
