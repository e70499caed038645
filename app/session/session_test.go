package session

import (
	"testing"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
)

func TestFixedHandicapAndKomiInPoints(t *testing.T) {
	info := DefaultInfo()
	info.Handicap = 4
	s, err := New(info)
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
	s, _ := New(info)
	if _, err := s.Play(board.Pass); err != ErrPlacingHandicap {
		t.Fatal("pass while placing handicap")
	}
	s.Play(board.Vertex{X: 2, Y: 2})
	s.Play(board.Vertex{X: 16, Y: 16})
	if s.PlacingHandicap() != 0 || s.ToMove() != board.White || len(s.Root().GetAll("AB")) != 2 {
		t.Fatal("free handicap not placed")
	}
}

func TestUndoRemovesLeafAndKeepsVariations(t *testing.T) {
	s, _ := New(DefaultInfo())
	s.Play(board.Vertex{X: 3, Y: 3})
	s.Play(board.Vertex{X: 15, Y: 15})
	s.Undo()
	if s.Depth() != 1 || len(s.Node().Children) != 0 {
		t.Fatal("undo did not remove the last move")
	}
	s.Play(board.Vertex{X: 15, Y: 3})
	s.Back()
	s.Play(board.Vertex{X: 3, Y: 15})
	if len(s.Root().Children[0].Children) != 2 {
		t.Fatal("a second answer is not a variation")
	}
	s.Back()
	s.Play(board.Vertex{X: 15, Y: 3}) // an existing move is followed, not duplicated
	if len(s.Root().Children[0].Children) != 2 {
		t.Fatal("replaying a recorded move duplicated it")
	}
}

func TestLoadRoundTrip(t *testing.T) {
	s, _ := New(DefaultInfo())
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
	r, err := Load(c)
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
		s, err := Load(c)
		if err != nil {
			t.Fatal(err)
		}
		if s.Info.MainTime != tc.main || s.Info.TimeSystem != tc.ot {
			t.Errorf("%s: main %v OT %q", tc.sgf, s.Info.MainTime, s.Info.TimeSystem)
		}
	}
}
