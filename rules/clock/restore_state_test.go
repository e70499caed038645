package clock

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"testing"
	"time"
)

// randomStep drives c one random event forward at the fake instant ft.
func randomStep(rng *rand.Rand, c *Clock, ft *FakeTime) {
	ft.Advance(time.Duration(rng.Int64N(int64(50*time.Second))) + time.Duration(rng.IntN(1000)))
	side := c.State().ToMove
	switch k := rng.IntN(20); {
	case k < 16:
		_ = c.Press(side)
	case k == 16:
		_, _ = c.AddTime(Side(rng.IntN(2)), time.Duration(rng.IntN(60)-20)*time.Second, "referee")
	case k == 17:
		_ = c.Penalize(Side(rng.IntN(2)), 1+rng.IntN(2), "referee")
	case k == 18:
		_ = c.SetCount(side, 1+rng.IntN(3), "correction")
	}
}

// TestRestoreStateContinuesExactly saves a running clock mid-game through JSON (as the
// app's autosave does), restores it on a fresh time source, and plays the same events on
// the original and the restored clock: every reading agrees to the nanosecond.
func TestRestoreStateContinuesExactly(t *testing.T) {
	for _, cfg := range propertyConfigs {
		t.Run(cfg.System.String(), func(t *testing.T) {
			for seed := uint64(1); seed <= 25; seed++ {
				rng := rand.New(rand.NewPCG(seed, 0xa070))
				c, ft := newTestClock(t, cfg)
				must(t, c.Start(Black))
				for range 1 + rng.IntN(40) {
					randomStep(rng, c, ft)
				}
				ft.Advance(time.Duration(rng.Int64N(int64(20 * time.Second))))
				data, err := json.Marshal(c.State())
				must(t, err)
				var saved State
				must(t, json.Unmarshal(data, &saved))

				ft2 := &FakeTime{}
				ft2.Set(time.Hour) // another process: another origin
				r, err := RestoreState(cfg, ft2, saved)
				if err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				if saved.Status == Ended {
					if got := r.State().Status; got != Ended {
						t.Fatalf("seed %d: an ended clock restored as %v", seed, got)
					}
					continue
				}
				must(t, r.Start(saved.ToMove))
				// Twin RNGs so both clocks see the same events.
				rngA := rand.New(rand.NewPCG(seed, 0xbeef))
				rngB := rand.New(rand.NewPCG(seed, 0xbeef))
				for step := 0; step < 60; step++ {
					a, b := c.State(), r.State()
					if a.Sides != b.Sides || a.ToMove != b.ToMove || a.Status != b.Status {
						t.Fatalf("seed %d step %d:\noriginal %+v\nrestored %+v", seed, step, a, b)
					}
					if a.Status == Ended {
						break
					}
					randomStep(rngA, c, ft)
					randomStep(rngB, r, ft2)
				}
				checkLedger(t, r)
			}
		})
	}
}

func TestRestoreStateKeepsPenaltiesAndPeriods(t *testing.T) {
	cfg := Config{System: IngPenalty, Main: mins(12)}
	c, ft := newTestClock(t, cfg)
	must(t, c.Start(Black))
	ft.Advance(mins(15)) // two penalty blocks bought: 12 + 2 + (1 into the second)
	must(t, c.Press(Black))
	must(t, c.Penalize(White, 1, "phone rang"))
	r, err := RestoreState(cfg, &FakeTime{}, c.State())
	must(t, err)
	b, w := r.Reading(Black), r.Reading(White)
	if b.Penalties != 2 || b.PenaltyPoints != 4 || b.Phase != Overtime || b.PeriodLeft != mins(1) {
		t.Errorf("Black restored as %+v", b)
	}
	if w.PenaltyPoints != 1 || w.MainLeft != mins(12) || w.Phase != MainTime {
		t.Errorf("White restored as %+v", w)
	}

	jcfg := Config{System: Japanese, Main: mins(1), Periods: 5, Period: sec(30)}
	j, jt := newTestClock(t, jcfg)
	must(t, j.Start(Black))
	jt.Advance(mins(1) + sec(75)) // two periods lost, 15 s into the third
	r, err = RestoreState(jcfg, &FakeTime{}, j.State())
	must(t, err)
	must(t, r.Start(Black))
	if got := r.Reading(Black); got.PeriodsLeft != 3 || got.PeriodLeft != sec(15) || !got.Running {
		t.Errorf("byo-yomi restored as %+v", got)
	}
}

func TestRestoreStateRejectsDamage(t *testing.T) {
	cfg := Config{System: Japanese, Main: mins(10), Periods: 3, Period: sec(30)}
	c, ft := newTestClock(t, cfg)
	must(t, c.Start(Black))
	ft.Advance(mins(3))
	must(t, c.Press(Black))
	good := c.State()
	if _, err := RestoreState(cfg, &FakeTime{}, good); err != nil {
		t.Fatalf("an intact state: %v", err)
	}
	damage := map[string]func(*State){
		"main time edited": func(s *State) { s.Sides[Black].MainLeft += time.Second },
		"more periods":     func(s *State) { s.Sides[White].PeriodsLeft = 9 },
		"negative":         func(s *State) { s.Sides[White].MainLeft = -1 },
		"lost, no reason":  func(s *State) { s.Sides[White].Phase = Lost },
		"side to move":     func(s *State) { s.ToMove = 7 },
	}
	for name, f := range damage {
		st := good
		f(&st)
		if _, err := RestoreState(cfg, &FakeTime{}, st); !errors.Is(err, ErrState) {
			t.Errorf("%s: err = %v, want ErrState", name, err)
		}
	}
	other := Config{System: Absolute, Main: mins(20)}
	if _, err := RestoreState(other, &FakeTime{}, good); !errors.Is(err, ErrState) {
		t.Errorf("a state of another time system: err = %v, want ErrState", err)
	}
}
