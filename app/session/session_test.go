package session

import (
	"errors"
	"testing"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
)

func TestFixedHandicapAndKomiInPoints(t *testing.T) {
	info := DefaultInfo()
	info.Handicap = 4
	s, err := New(info, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.Board().Count(board.Black) != 4 || s.ToMove() != board.White {
		t.Fatalf("handicap: %d stones, %v to move", s.Board().Count(board.Black), s.ToMove())
	}
	if km, _ := s.Root().Get("KM"); km != "5.5" { // 2¾ 子 = 5½ points
		t.Fatalf("KM[%s]", km)
	}
}

func TestFreeHandicap(t *testing.T) {
	info := DefaultInfo()
	info.Handicap, info.FreeHandicap = 2, true
	s, _ := New(info, nil)
	var refused *table.Refused
	if _, err := s.Play(board.Pass); !errors.As(err, &refused) || refused.Reason != table.RefusedPlacing {
		t.Fatalf("a pass while placing the handicap: %v, want the table's refusal %q", err, table.RefusedPlacing)
	}
	s.Play(board.Vertex{X: 10, Y: 10}) // the wrong point: taken back, off the board and the record
	if len(s.Root().GetAll("AB")) != 1 {
		t.Fatalf("AB %v after the first stone", s.Root().GetAll("AB"))
	}
	if _, err := s.Undo(false, ""); err != nil || s.PlacingHandicap() != 2 || len(s.Root().GetAll("AB")) != 0 ||
		s.Board().At(board.Vertex{X: 10, Y: 10}) != board.Empty {
		t.Fatalf("a handicap stone taken back: %v, placing %d, AB %v", err, s.PlacingHandicap(), s.Root().GetAll("AB"))
	}
	s.Play(board.Vertex{X: 2, Y: 2})
	s.Play(board.Vertex{X: 16, Y: 16})
	if s.PlacingHandicap() != 0 || s.ToMove() != board.White || len(s.Root().GetAll("AB")) != 2 {
		t.Fatal("free handicap not placed")
	}
}

// TestSteppingBackShowsTheRecordAndPlayGoesOnAtTheEnd: Back replays the record to an earlier
// position (the table stays where the game is); a move there makes a variation, and at the
// table's position (End) the table takes the next move on the main line.
func TestSteppingBackShowsTheRecordAndPlayGoesOnAtTheEnd(t *testing.T) {
	s, _ := New(DefaultInfo(), nil)
	s.Play(board.Vertex{X: 3, Y: 3})
	s.Play(board.Vertex{X: 15, Y: 15})
	s.Back()
	if s.AtTable() || len(s.Game().Moves()) != 1 || len(s.Table().Game().Moves()) != 2 {
		t.Fatalf("after Back: at table %v, %d moves shown, %d at the table", s.AtTable(), len(s.Game().Moves()), len(s.Table().Game().Moves()))
	}
	if _, err := s.Play(board.Vertex{X: 15, Y: 3}); err != nil || len(s.Root().Children[0].Children) != 2 || len(s.Table().Game().Moves()) != 2 {
		t.Fatalf("a move while stepping back: %v", err)
	}
	s.Last()
	if !s.AtTable() {
		t.Fatal("Last does not return to the table")
	}
	if _, err := s.Play(board.Vertex{X: 15, Y: 3}); err != nil || len(s.Root().Children[0].Children[0].Children) != 1 {
		t.Fatalf("the move at the end: %v", err)
	}
}

// TestAFlagFallsOnTick: an Ing game on a fake clock (6 s basic time, three 1 s penalty
// blocks): Black thinks 9.5 s, and the session's Tick brings the table's verdict — 逾时败,
// RE W+T on the record — with no move made.
func TestAFlagFallsOnTick(t *testing.T) {
	ing, _ := rules.Preset("ing")
	info := DefaultInfo()
	info.Rules, info.Komi, info.Width, info.Height = ing, ing.Komi, 9, 9
	info.MainTime, info.TimeSystem = 6*time.Second, "3x1 penalty (Ing)"
	ft := &clock.FakeTime{}
	s, err := New(info, ft)
	if err != nil {
		t.Fatal(err)
	}
	ft.Advance(time.Minute)
	s.Tick()
	if s.Table().Started() || s.Result() != "" {
		t.Fatal("a new game's clock ran before anyone started it")
	}
	if _, err := s.Do(func(t *table.Table) (table.Update, error) { return t.Start() }); err != nil { // a tap on a face
		t.Fatal(err)
	}
	ft.Advance(6500 * time.Millisecond)
	s.Tick()
	if s.Result() != "" || s.Table().Penalties().Black != 2 {
		t.Fatalf("in the first penalty block: RE %q, penalties %+v", s.Result(), s.Table().Penalties())
	}
	ft.Advance(3 * time.Second)
	s.Tick()
	if re, _ := s.Root().Get("RE"); s.Result() != "W+T" || re != "W+T" {
		t.Fatalf("after the third block: RE %q, record RE %q", s.Result(), re)
	}
	if _, err := s.Play(board.Vertex{X: 4, Y: 4}); err == nil {
		t.Fatal("a move after the flag fell was taken")
	}
}

func TestLoadRoundTrip(t *testing.T) {
	s, _ := New(DefaultInfo(), nil)
	for _, v := range []board.Vertex{{X: 3, Y: 3}, {X: 15, Y: 15}, board.Pass} {
		if _, err := s.Play(v); err != nil {
			t.Fatal(err)
		}
	}
	data, err := sgf.Write(s.Collection())
	if err != nil {
		t.Fatal(err)
	}
	c, err := sgf.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Load(c, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Game().Moves()) != 3 || r.Info.Rules.Name != rules.Chinese.Name || r.Info.Komi != 2.75 {
		t.Fatalf("reloaded %d moves, %s, komi %v", len(r.Game().Moves()), r.Info.Rules.Name, r.Info.Komi)
	}
	r.Follow([]int{0})
	if len(r.Game().Moves()) != 1 {
		t.Fatal("Follow")
	}
}

// TestLoadReadsTheTimeSettings: the game information and the table's clock are read from the one
// parser of TM/OT (rules/clock through rules/record): a record with TM[1:30:00] opens with a
// 90-minute clock (two parsers once disagreed: the information said 90 minutes, the table had no
// clock).
func TestLoadReadsTheTimeSettings(t *testing.T) {
	for _, tc := range []struct {
		sgf  string
		main time.Duration
		ot   string
	}{
		{"(;GM[1]SZ[19]TM[1:30:00]OT[5x30 byo-yomi])", 90 * time.Minute, "5x30 byo-yomi"},
		{"(;GM[1]SZ[19]TM[600.5])", 600500 * time.Millisecond, ""},
		{"(;GM[1]SZ[19])", 0, ""},
	} {
		c, err := sgf.Read([]byte(tc.sgf))
		if err != nil {
			t.Fatal(err)
		}
		s, err := Load(c, nil)
		if err != nil {
			t.Fatal(err)
		}
		if s.Info.MainTime != tc.main || s.Info.TimeSystem != tc.ot || s.ClockErr != nil {
			t.Errorf("%s: main %v OT %q (%v)", tc.sgf, s.Info.MainTime, s.Info.TimeSystem, s.ClockErr)
		}
		clk, cfg := s.Table().Clock(), s.Table().Config().Time
		if tc.main == 0 {
			if clk != nil {
				t.Errorf("%s: a clock without TM", tc.sgf)
			}
			continue
		}
		if clk == nil || cfg == nil || cfg.Main != tc.main {
			t.Errorf("%s: the table's clock %v", tc.sgf, cfg)
		} else if st := clk.State(); st.Sides[clock.Black].MainLeft != tc.main {
			t.Errorf("%s: Black's clock shows %v, want %v", tc.sgf, st.Sides[clock.Black].MainLeft, tc.main)
		}
	}
}

// TestFreeHandicapKeepsItsCompensation: two stones placed by hand under the Chinese rules
// (C88: White gets half a stone, 1 point, per handicap stone) are a handicap game: HA[2] on
// the record, and the count gives White 1 子 (2 points) — the same as the fixed handicap
// on the same points. Black holds the whole 9×9 board: 81 − 40.5 − 1 = 39.5 子.
func TestFreeHandicapKeepsItsCompensation(t *testing.T) {
	info := DefaultInfo()
	info.Width, info.Height, info.Komi = 9, 9, 0
	info.Handicap, info.FreeHandicap = 2, true
	s, _ := New(info, nil)
	s.Play(board.Vertex{X: 2, Y: 6})
	s.Play(board.Vertex{X: 6, Y: 2})
	s.Play(board.Pass)
	s.Play(board.Pass)
	if _, err := s.Do(func(tb *table.Table) (table.Update, error) { return tb.CountNow() }); err != nil {
		t.Fatal(err)
	}
	bd := s.Table().Breakdown()
	if ha, _ := s.Root().Get("HA"); ha != "2" || bd.Handicap != 2 || bd.HandicapBonus != 1 {
		t.Fatalf("HA[%s], count: handicap %d, bonus %v", ha, bd.Handicap, bd.HandicapBonus)
	}
	if re := s.Result(); re != "B+39.5" {
		t.Fatalf("RE %q", re)
	}
	r, err := Load(copyOf(t, s.Collection()), nil)
	if err != nil || r.Table().Config().Handicap != 2 {
		t.Fatalf("reopened: %v", err)
	}
}
