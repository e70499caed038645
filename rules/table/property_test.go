package table

import (
	"fmt"
	"math/rand"
	"reflect"
	"testing"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
)

// op is one random table event at an instant.
type op struct {
	at  time.Duration
	run func(t *Table) error
	s   string
}

// randomOps makes a random event sequence: moves (sometimes out of turn or illegal), passes,
// waits long enough for flags to fall, referee actions, marks, accept, dispute, resume,
// confirmation, take-backs, the referee's count and clock pauses, late arrival and, rarely,
// resignation.
func randomOps(r *rand.Rand, size, n int) []op {
	var ops []op
	at := time.Duration(0)
	color := func() board.Color { return board.Color(1 + r.Intn(2)) }
	vertex := func() board.Vertex { return board.Vertex{X: r.Intn(size), Y: r.Intn(size)} }
	if r.Intn(4) == 0 {
		c, late := color(), time.Duration(r.Intn(12))*time.Minute
		ops = append(ops, op{at, func(t *Table) error { _, err := t.Late(c, late, 10*time.Minute); return err }, fmt.Sprint("late ", c, late)})
	}
	ops = append(ops, op{at, func(t *Table) error { _, err := t.Start(); return err }, "start"})
	for i := 0; i < n; i++ {
		at += time.Duration(r.Intn(20)) * time.Second
		if r.Intn(150) == 0 { // now and then long enough for a flag to fall
			at += time.Duration(r.Intn(1800)) * time.Second
		}
		var o op
		switch k := r.Intn(100); {
		case k < 50:
			v := vertex()
			if r.Intn(6) == 0 {
				v = board.Pass
			}
			o = op{run: func(t *Table) error {
				c := t.ToMove()
				if r := v.X + v.Y; r%11 == 0 {
					c = c.Opponent()
				}
				_, err := t.Play(c, v)
				return err
			}, s: fmt.Sprint("play ", v)}
		case k < 62:
			o = op{run: func(t *Table) error { _, err := t.Play(t.ToMove(), board.Pass); return err }, s: "pass"}
		case k < 65:
			o = op{run: func(t *Table) error { t.Tick(); return nil }, s: "wait"}
		case k < 70:
			kinds := []rules.ActionKind{rules.ActWarning, rules.ActPenaltyPoints, rules.ActTimeAdjust, rules.ActOversight, rules.ActVoidMove}
			a := rules.Action{Kind: kinds[r.Intn(len(kinds))], Player: color(), Points: 2 * (1 + r.Intn(30)), Note: "n"}
			o = op{run: func(t *Table) error { _, err := t.Referee(a); return err }, s: fmt.Sprint("referee ", a.Kind)}
		case k < 76:
			v := vertex()
			o = op{run: func(t *Table) error { _, err := t.MarkDead(v); return err }, s: fmt.Sprint("dead ", v)}
		case k < 78:
			v := vertex()
			o = op{run: func(t *Table) error { _, err := t.MarkSeki(v); return err }, s: fmt.Sprint("seki ", v)}
		case k < 86:
			c := color()
			o = op{run: func(t *Table) error { _, err := t.Accept(c); return err }, s: fmt.Sprint("accept ", c)}
		case k < 89:
			c := color()
			o = op{run: func(t *Table) error { _, err := t.Dispute(c); return err }, s: fmt.Sprint("dispute ", c)}
		case k < 94:
			o = op{run: func(t *Table) error {
				c := t.ResumeExpected()
				if c == board.Empty {
					c = t.ToMove()
				}
				_, err := t.Resume(c)
				return err
			}, s: "resume"}
		case k < 96:
			c := color()
			o = op{run: func(t *Table) error { _, err := t.ConfirmStart(c); return err }, s: "confirm-start"}
		case k < 98:
			o = op{run: func(t *Table) error { _, err := t.ConfirmEnd(); return err }, s: "confirm-end"}
		case k < 99 && r.Intn(3) == 0:
			switch r.Intn(4) {
			case 0:
				logged := r.Intn(2) == 0
				o = op{run: func(t *Table) error { _, err := t.Undo(logged, "r"); return err }, s: "undo"}
			case 1:
				o = op{run: func(t *Table) error { _, err := t.CountNow(); return err }, s: "count now"}
			case 2:
				o = op{run: func(t *Table) error { _, err := t.PauseClock("p"); return err }, s: "pause"}
			default:
				o = op{run: func(t *Table) error { _, err := t.ResumeClock("p"); return err }, s: "resume clock"}
			}
		case k < 99 || r.Intn(3) > 0:
			o = op{run: func(t *Table) error { t.Tick(); return nil }, s: "wait"}
		default:
			c := color()
			o = op{run: func(t *Table) error { _, err := t.Resign(c); return err }, s: fmt.Sprint("resign ", c)}
		}
		o.at = at
		ops = append(ops, o)
	}
	return ops
}

// sameTable fails unless a and b are the same table: snapshot, record and events.
func sameTable(t *testing.T, a, b *Table, where string) {
	t.Helper()
	if sa, sb := a.Snapshot(), b.Snapshot(); !reflect.DeepEqual(normal(sa), normal(sb)) {
		t.Fatalf("%s: snapshots differ\n%+v\n%+v", where, sa, sb)
	}
	ra, _ := sgf.Write(&sgf.Collection{Games: []*sgf.Node{a.Record()}})
	rb, _ := sgf.Write(&sgf.Collection{Games: []*sgf.Node{b.Record()}})
	if string(ra) != string(rb) {
		t.Fatalf("%s: records differ\n%s\n%s", where, ra, rb)
	}
	ea, eb := a.Events(), b.Events()
	if len(ea) != len(eb) {
		t.Fatalf("%s: %d events, %d after restore", where, len(ea), len(eb))
	}
	for i := range ea {
		x, y := ea[i], eb[i]
		if x.At != y.At || x.Kind != y.Kind || x.Player != y.Player || x.Ply != y.Ply || x.Reason != y.Reason || !reflect.DeepEqual(x.Text, y.Text) {
			t.Fatalf("%s: event %d differs\n%+v\n%+v", where, i, x, y)
		}
	}
}

// Random event sequences under several rule sets and time systems: saved and restored at any
// point, the restored table and the original, given the rest of the events, stay identical.
func TestSaveRestoreProperty(t *testing.T) {
	setups := []struct {
		rules string
		main  time.Duration
		ot    string
	}{
		{"chinese", 20 * time.Minute, "2 min reserved (C88)"},
		{"ing", 24 * time.Minute, "3x240 penalty (Ing)"},
		{"ing", 15 * time.Minute, "2x30 byo-yomi (Ing)"},
		{"japanese", 15 * time.Minute, "3x30 byo-yomi"},
		{"ikeda2", 0, ""},
		{"aga", 15 * time.Minute, "5/60 Canadian"},
		{"tromp-taylor", 10 * time.Minute, "5 Fischer"},
	}
	seeds := 40
	if testing.Short() {
		seeds = 8
	}
	for seed := 0; seed < seeds; seed++ {
		st := setups[seed%len(setups)]
		r := rand.New(rand.NewSource(int64(seed)))
		ops := randomOps(r, 5, 40+r.Intn(80))
		cut := r.Intn(len(ops) + 1)
		where := fmt.Sprintf("seed %d (%s), saved after %d of %d", seed, st.rules, cut, len(ops))
		a, fa := newTable(t, st.rules, 5, st.main, st.ot)
		for _, o := range ops[:cut] {
			fa.Set(o.at)
			if err := o.run(a); err != nil && !IsRefused(err) {
				t.Fatalf("%s: %s: %v", where, o.s, err)
			}
		}
		data, err := a.Save()
		if err != nil {
			t.Fatalf("%s: save: %v", where, err)
		}
		fb := &clock.FakeTime{}
		fb.Set(fa.Now())
		b, err := Restore(data, fb)
		if err != nil {
			t.Fatalf("%s: restore: %v", where, err)
		}
		sameTable(t, a, b, where)
		for i, o := range ops[cut:] {
			fa.Set(o.at)
			fb.Set(o.at)
			ea, eb := o.run(a), o.run(b)
			if fmt.Sprint(ea) != fmt.Sprint(eb) {
				t.Fatalf("%s: op %d (%s): %v vs %v", where, cut+i, o.s, ea, eb)
			}
		}
		sameTable(t, a, b, where+", at the end")
	}
}

// A restored table goes on from the instant of the save on a time source that restarted
// (the app after a crash): the time the app was down is nobody's.
func TestRestoreOnANewTimeSource(t *testing.T) {
	a, fa := newTable(t, "japanese", 9, 10*time.Minute, "3x30 byo-yomi")
	ok(t)(a.Start())
	fa.Set(time.Minute)
	play(t, a, "B E5")
	fa.Set(3 * time.Minute)
	data, err := a.Save()
	if err != nil {
		t.Fatal(err)
	}
	fresh := &clock.FakeTime{} // a new process: its clock starts at 0
	b, err := Restore(data, fresh)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := b.Clock().Reading(clock.White).Used, 2*time.Minute; got != want {
		t.Fatalf("White used %v, want %v", got, want)
	}
	fresh.Set(30 * time.Second)
	if got, want := b.Clock().Reading(clock.White).Used, 2*time.Minute+30*time.Second; got != want {
		t.Fatalf("White used %v after 30 s, want %v", got, want)
	}
	// a damaged file is an error, not a different game
	bad := []byte(string(data[:len(data)/2]))
	if _, err := Restore(bad, fresh); err == nil {
		t.Fatal("a truncated state was restored")
	}
}

// The app ticks ten times a second: ticks do not grow the autosave, and a restore finds what
// they found (here an Ing penalty and its log entry).
func TestTicksAreNotJournalled(t *testing.T) {
	a, fa := newTable(t, "ing", 9, 12*time.Minute, "3x120 penalty (Ing)")
	ok(t)(a.Start())
	for i := 0; i < 8000; i++ {
		fa.Advance(100 * time.Millisecond)
		a.Tick()
	}
	if len(a.journal) != 1 || a.Penalties().Black != 2 {
		t.Fatalf("journal %d, penalties %+v", len(a.journal), a.Penalties())
	}
	data, err := a.Save()
	if err != nil {
		t.Fatal(err)
	}
	fb := &clock.FakeTime{}
	fb.Set(fa.Now())
	b, err := Restore(data, fb)
	if err != nil {
		t.Fatal(err)
	}
	sameTable(t, a, b, "after 8000 ticks")
}

// runningTime is a time source that moves on at every read, as a real clock does.
type runningTime struct{ now time.Duration }

func (r *runningTime) Now() time.Duration { r.now += time.Microsecond; return r.now }

// On a real clock, time passes between any two reads: the autosave is taken at one instant,
// so it restores (the app's recovery after a crash, with a clock running).
func TestSaveOnARunningClock(t *testing.T) {
	rs, _ := rules.Preset("japanese")
	tc, _ := clock.ParseOT(3*time.Second, "5x2 byo-yomi")
	src := &runningTime{}
	a, err := New(Config{Rules: rs, Width: 19, Time: &tc}, src)
	if err != nil {
		t.Fatal(err)
	}
	ok(t)(a.Start())
	play(t, a, "B D4")
	src.now += 4 * time.Second
	play(t, a, "W Q16")
	src.now += 5 * time.Second
	play(t, a, "B D16")
	data, err := a.Save()
	if err != nil {
		t.Fatal(err)
	}
	b, err := Restore(data, &runningTime{})
	if err != nil {
		t.Fatalf("restore: %v", err)
	}
	play(t, b, "W Q4")
}
