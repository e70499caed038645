package table

import (
	"testing"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
)

// newTable sets up a table on a virtual clock; ot is "" for no clock.
func newTable(t *testing.T, preset string, size int, main time.Duration, ot string) (*Table, *clock.FakeTime) {
	t.Helper()
	rs, err := rules.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Rules: rs, Width: size}
	if ot != "" {
		tc, err := clock.ParseOT(main, ot)
		if err != nil {
			t.Fatal(err)
		}
		cfg.Time = &tc
	}
	ft := &clock.FakeTime{}
	tb, err := New(cfg, ft)
	if err != nil {
		t.Fatal(err)
	}
	return tb, ft
}

func vtx(t *testing.T, tb *Table, s string) board.Vertex {
	t.Helper()
	if s == "pass" {
		return board.Pass
	}
	b := tb.Board()
	v, err := board.ParseGTP(s, b.Width(), b.Height())
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// play plays moves "B E5", "W pass" … and fails on a refusal.
func play(t *testing.T, tb *Table, moves ...string) {
	t.Helper()
	for _, m := range moves {
		c := board.Black
		if m[0] == 'W' {
			c = board.White
		}
		if _, err := tb.Play(c, vtx(t, tb, m[2:])); err != nil {
			t.Fatalf("%s: %v", m, err)
		}
	}
}

// ok fails the test on an error: ok(t)(tb.Start()).
func ok(t *testing.T) func(Update, error) Update {
	return func(u Update, err error) Update {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
}

// saveRestore saves tb and restores the state on a new virtual clock, as the app does after a
// crash.
func saveRestore(t *testing.T, tb *Table) *Table {
	t.Helper()
	saved, err := tb.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Restore(saved, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	return back
}

func refused(t *testing.T, err error, reason string) {
	t.Helper()
	r, ok := asRefused(err)
	if !ok || r.Reason != reason {
		t.Fatalf("got %v, want a refusal %q", err, reason)
	}
}

// setup gives a table a position from rows (top row first, X black, O white).
func setupRows(rows []string) *Setup {
	s := &Setup{ToMove: board.Black}
	n := len(rows)
	for y, r := range rows {
		for x, ch := range r {
			v := board.Vertex{X: x, Y: y}
			switch ch {
			case 'X':
				s.Black = append(s.Black, v)
			case 'O':
				s.White = append(s.White, v)
			}
		}
	}
	_ = n
	return s
}

// openRecord opens an SGF record as the app does (table.Open, Chinese rules unless RU says).
func openRecord(t *testing.T, record string) *Table {
	t.Helper()
	col, err := sgf.Read([]byte(record))
	if err != nil {
		t.Fatal(err)
	}
	tb, err := Open(col.Games[0], rules.Chinese, &clock.FakeTime{})
	if err != nil {
		t.Fatalf("%s: %v", record, err)
	}
	return tb
}
