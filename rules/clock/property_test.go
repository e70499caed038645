package clock

import (
	"math/rand/v2"
	"reflect"
	"testing"
	"time"
)

var propertyConfigs = []Config{
	{System: None},
	{System: Absolute, Main: mins(20)},
	{System: Japanese, Main: mins(2), Periods: 3, Period: sec(30)},
	{System: Chinese88, Main: mins(8), Periods: 5, LateAllowance: mins(15)},
	{System: IngPenalty, Main: mins(12)},
	{System: IngByoYomi, Main: mins(3), Periods: 3, Period: sec(60)},
	{System: Canadian, Main: mins(2), Moves: 5, Period: mins(2)},
	{System: Fischer, Main: mins(3), Increment: sec(7) + 123456789, Cap: mins(4)},
	{System: Fischer, Main: mins(1), Increment: sec(3)},
}

// TestLedgerProperty drives random event sequences and checks, after every
// event and to the nanosecond:
//   - used + left == given + credited + adjusted for both sides;
//   - the time used equals the running time the test itself measured;
//   - a twin clock that also folds its state at random extra instants (a
//     pause and resume at the same instant) reads exactly the same.
func TestLedgerProperty(t *testing.T) {
	for _, cfg := range propertyConfigs {
		t.Run(cfg.System.String(), func(t *testing.T) {
			for seed := uint64(1); seed <= 60; seed++ {
				runRandomGame(t, cfg, seed)
			}
		})
	}
}

func runRandomGame(t *testing.T, cfg Config, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	c, ft := newTestClock(t, cfg)
	twin, ftTwin := newTestClock(t, cfg)
	both := func(f func(*Clock) error) (error, error) { return f(c), f(twin) }

	var measured [2]time.Duration
	counting := false // what the test believes about the side to move
	capturing := false
	toMove := Black
	now := time.Duration(0)

	for step := 0; step < 300; step++ {
		d := time.Duration(rng.Int64N(int64(45*time.Second))) + time.Duration(rng.IntN(1000))
		if rng.IntN(4) == 0 && counting {
			// Fold the twin somewhere inside the interval.
			mid := now + time.Duration(rng.Int64N(int64(d)+1))
			ftTwin.Set(mid)
			_ = twin.Pause("fold")
			_ = twin.Resume("fold")
		}
		now += d
		ft.Set(now)
		ftTwin.Set(now)
		if counting && !capturing {
			measured[toMove] += d
		}

		side := Side(rng.IntN(2))
		var e1, e2 error
		switch k := rng.IntN(20); {
		case k < 10:
			e1, e2 = both(func(c *Clock) error { return c.Press(toMove) })
			if e1 == nil {
				toMove, capturing = toMove.Other(), false
			}
		case k == 10:
			e1, e2 = both(func(c *Clock) error { return c.Press(toMove.Other()) })
		case k == 11:
			e1, e2 = both(func(c *Clock) error { return c.Pause("p") })
			if e1 == nil {
				counting = false
			}
		case k == 12:
			e1, e2 = both(func(c *Clock) error { return c.Resume("r") })
			if e1 == nil {
				counting = true
			}
		case k == 13:
			e1, e2 = both(func(c *Clock) error { return c.BeginCapture() })
			if e1 == nil {
				capturing = true
			}
		case k == 14:
			e1, e2 = both(func(c *Clock) error { return c.EndCapture() })
			if e1 == nil {
				capturing = false
			}
		case k == 15:
			amount := time.Duration(rng.Int64N(int64(4*time.Minute))) - 2*time.Minute
			e1, e2 = both(func(c *Clock) error { _, err := c.AddTime(side, amount, "a"); return err })
		case k == 16:
			n := rng.IntN(6)
			e1, e2 = both(func(c *Clock) error { return c.SetCount(side, n, "s") })
		case k == 17:
			e1, e2 = both(func(c *Clock) error { return c.Seal("seal") })
			if e1 == nil {
				counting = false
			}
		case k == 18:
			e1, e2 = both(func(c *Clock) error { return c.Unseal("unseal") })
			if e1 == nil {
				counting, capturing, toMove = true, false, toMove.Other()
			}
		default:
			if step == 0 {
				e1, e2 = both(func(c *Clock) error { return c.Start(side) })
				if e1 == nil {
					counting, toMove = true, side
				}
			} else {
				late := time.Duration(rng.Int64N(int64(3 * time.Minute)))
				e1, e2 = both(func(c *Clock) error { _, err := c.Late(side, late, "l"); return err })
			}
		}
		if e1 != e2 {
			t.Fatalf("seed %d step %d: twin disagrees: %v vs %v", seed, step, e1, e2)
		}
		st, stTwin := c.State(), twin.State()
		if !reflect.DeepEqual(st, stTwin) {
			t.Fatalf("seed %d step %d: twin state differs:\n%+v\n%+v", seed, step, st, stTwin)
		}
		if a, b := c.Announcements(0, now), twin.Announcements(0, now); !reflect.DeepEqual(a, b) {
			t.Fatalf("seed %d step %d: twin announcements differ", seed, step)
		}
		checkLedger(t, c)
		for s := Black; s <= White; s++ {
			r := st.Sides[s]
			if r.Loss == NoLoss && r.Used != measured[s] {
				t.Fatalf("seed %d step %d: %v used %v, measured %v", seed, step, s, r.Used, measured[s])
			}
			if r.Loss != NoLoss && r.Used > measured[s] {
				t.Fatalf("seed %d step %d: %v used %v after its loss, measured %v", seed, step, s, r.Used, measured[s])
			}
			if cfg.System != None && r.Left < 0 {
				t.Fatalf("seed %d step %d: negative time left %+v", seed, step, r)
			}
		}
		if st.Status == Ended {
			return
		}
	}
}
