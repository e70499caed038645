package rules

import (
	"strings"
	"testing"

	"goref/board"
)

func gtp(t testing.TB, b *board.Board, s string) board.Vertex {
	v, err := board.ParseGTP(s, b.Width(), b.Height())
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// 计活子 Fig. 2 (jihuozi.md §2.7): an immediate retake is illegal, a virtual move lifts the
// ban; a board may not appear a fourth time, so a third virtual move in a row is illegal.
func TestJihuoziVirtualMoves(t *testing.T) {
	b, _ := board.FromRows(".....", "..XO.", ".X.XO", "..XO.", ".....")
	b.SetToMove(board.White)
	b.Setup(nil, nil, nil)
	g := NewGame(Jihuozi, b)
	if _, err := g.Play(board.White, gtp(t, b, "C3")); err != nil {
		t.Fatal(err)
	}
	if err := g.Legal(board.Black, gtp(t, b, "D3")); err == nil {
		t.Fatal("immediate retake allowed")
	}
	if _, err := g.PlayVirtual(board.Black); err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayVirtual(board.White); err != nil {
		t.Fatal(err)
	}
	if _, err := g.PlayVirtual(board.Black); err == nil || err.(*Illegal).Reason != ReasonFourthAppearance {
		t.Fatalf("third virtual move: %v", err)
	}
	if _, err := g.Play(board.Black, gtp(t, b, "D3")); err != nil {
		t.Fatalf("retake after virtual moves: %v", err)
	}
	for g.Undo() {
	}
	if len(g.Moves()) != 0 || g.appear[b.Hash()] != 1 {
		t.Fatalf("undo left %d moves, %d appearances", len(g.Moves()), g.appear[b.Hash()])
	}
}

// II′ Example B (ikeda-davis.md A.4): pass penalties after the first resumption, the last
// pass of the complete end waived for F (Black): prisoners Black 1, White 2.
func TestIkedaPassStonesExampleB(t *testing.T) {
	b, _ := board.FromRows("O.OO.", ".OXOO", "XXXO.", ".XXOO", "X.XX.")
	g := NewGame(Ikeda2, b)
	play := func(c board.Color, s string) Move {
		v := board.Pass
		if s != "pass" {
			v = gtp(t, b, s)
		}
		m, err := g.Play(c, v)
		if err != nil {
			t.Fatalf("%v %s: %v", c, s, err)
		}
		return m
	}
	play(board.White, "pass")
	if m := play(board.Black, "pass"); len(m.Events) != 1 || m.Events[0].Kind != EventHalt {
		t.Fatalf("no halt: %+v", m.Events)
	}
	play(board.Black, "A4") // (2,1): threatens (1,2)
	play(board.White, "B5") // the reinforcement
	play(board.Black, "E1")
	play(board.White, "pass")
	play(board.Black, "pass")
	play(board.White, "pass")
	m := play(board.Black, "pass")
	if g.Ended() == nil || g.Ended().Reason != ReasonPasses || m.PassStone {
		t.Fatalf("complete end: %+v, last pass stone %v", g.Ended(), m.PassStone)
	}
	if g.PassStones(board.Black) != 1 || g.PassStones(board.White) != 2 {
		t.Fatalf("pass stones B%d W%d", g.PassStones(board.Black), g.PassStones(board.White))
	}
}

func TestResumeWhoMovesFirst(t *testing.T) {
	b := board.MustNew(9, 9)
	g := NewGame(Japanese, b)
	g.Play(board.Black, board.Pass)
	g.Play(board.White, board.Pass)
	if g.Phase() != PhaseHalted {
		t.Fatal("not halted")
	}
	g.Resume(board.Black) // J89 9-3: the requester's opponent moves first
	if b.ToMove() != board.White {
		t.Fatal("J89: requester's opponent should move")
	}
}

// C88 Art. 25.2: 「对局者被判的警告，应记录在案，在一局棋里满二次者，判该局为负」 — the second
// warning loses the game by itself; the first does nothing more. J89 has no such article: two
// warnings there leave the game on.
func TestC88SecondWarningLoses(t *testing.T) {
	g := NewGame(Chinese, board.MustNew(9, 9))
	if g.WarningLoses(board.Black) {
		t.Fatal("a first warning does not lose")
	}
	if ev, _ := g.Referee(Action{Kind: ActWarning, Player: board.Black}); ev != nil || g.Ended() != nil {
		t.Fatal("first warning")
	}
	if g.WarningLoses(board.White) || !g.WarningLoses(board.Black) {
		t.Fatal("WarningLoses: only Black's next warning is his second")
	}
	ev, _ := g.Referee(Action{Kind: ActWarning, Player: board.Black})
	if ev == nil || ev.Kind != EventGameEnd || ev.Winner != "W" || g.Ended() == nil || g.Phase() != PhaseEnded {
		t.Fatalf("second warning: %+v, ended %+v", ev, g.Ended())
	}
	if got := g.Log.Actions[1].Explain("zh-Hans"); !strings.Contains(got, "满二次者") {
		t.Fatalf("second warning explained as %q", got)
	}
	j := NewGame(Japanese, board.MustNew(9, 9))
	j.Referee(Action{Kind: ActWarning, Player: board.Black})
	if ev, _ := j.Referee(Action{Kind: ActWarning, Player: board.Black}); ev != nil || j.Ended() != nil {
		t.Fatal("J89: two warnings end nothing")
	}
	v := NewGame(Chinese, board.MustNew(9, 9))
	if ev, _ := v.Referee(Action{Kind: ActVoidMove, Player: board.White}); ev == nil || len(v.Moves()) != 1 {
		t.Fatal("void move should force a pass")
	}
}

func TestIngHandicap(t *testing.T) {
	for _, c := range []struct{ a, b, want string }{
		{"1品", "5品", "让先"}, {"1品", "9品", "让1手"}, {"9段", "3段", "让2手"}, {"9段", "1段", "让3手"},
		{"1段", "18级", "让17手"}, {"9段", "5品", "分先"}, {"1品", "3品", "分先还4点"},
	} {
		a, _ := ParseRank(c.a)
		b, _ := ParseRank(c.b)
		h, err := IngHandicapFor(a, b)
		if err != nil || h.String() != c.want {
			t.Errorf("%s vs %s: %v %v, want %s", c.a, c.b, h, err, c.want)
		}
	}
}

func TestOverrideKo(t *testing.T) {
	rs := Chinese
	rs.Ko = board.KoSituational
	b, _ := board.FromRows(".......", ".......", ".......", "OO.....", ".OX....", "OXX....", ".X.....")
	b.SetToMove(board.White)
	b.Setup(nil, nil, nil)
	g := NewGame(rs, b)
	for _, s := range []string{"A1", "A3", "A2"} {
		c := b.ToMove()
		if _, err := g.Play(c, gtp(t, b, s)); err != nil {
			t.Fatal(s, err)
		}
	}
	g.Play(board.Black, board.Pass)
	if err := g.Legal(board.White, gtp(t, b, "A1")); err == nil {
		t.Fatal("--ko situational not honoured")
	}
}

// The overlay after every move on 19×19: target < 50 µs.
func BenchmarkIllegalMoves(b *testing.B) {
	for _, name := range []string{"chinese", "ing", "jihuozi", "chen"} {
		b.Run(name, func(b *testing.B) {
			rs, _ := Preset(name)
			bd := board.MustNew(19, 19)
			g := NewGame(rs, bd)
			c := board.Black
			n := 0
			for y := 0; y < 19 && n < 150; y += 2 {
				for x := (y / 2) % 2; x < 19 && n < 150; x += 3 {
					if _, err := g.Play(c, board.Vertex{X: x, Y: y}); err == nil {
						c = c.Opponent()
						n++
					}
				}
			}
			buf := make([]IllegalPoint, 0, 361)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				buf = g.IllegalMoves(c, buf[:0])
			}
		})
	}
}
