package rules

import (
	"strings"
	"testing"

	"goref/board"
	"goref/words"
)

// A black stone at B4 inside White's corner; Black says it lives, White says it is dead.
//
//	5 . . O X .
//	4 . X O X .
//	3 . . O X .
//	2 O O O X .
//	1 X X X X .
//	  A B C D E
var disputeRows = []string{"..OX.", ".XOX.", "..OX.", "OOOX.", "XXXX."}

type player struct {
	t *testing.T
	g *Game
}

func (p player) play(c board.Color, s string) Move {
	p.t.Helper()
	v := board.Pass
	if s != "pass" {
		v = gtp(p.t, p.g.Board(), s)
	}
	m, err := p.g.Play(c, v)
	if err != nil {
		p.t.Fatalf("%v %s: %v", c, s, err)
	}
	return m
}

func disputeGame(t *testing.T, rs Ruleset) (player, *Game) {
	t.Helper()
	b, err := board.FromRows(disputeRows...)
	if err != nil {
		t.Fatal(err)
	}
	g := NewGame(rs, b)
	return player{t, g}, g
}

// C88 21.3 以实战解决: play resumes in normal alternation, White captures, two passes stop
// play again and the players agree.
func TestDisputeC88PlayOutThenAgree(t *testing.T) {
	p, g := disputeGame(t, Chinese)
	p.play(board.Black, "pass")
	p.play(board.White, "pass")
	if g.Phase() != PhaseHalted {
		t.Fatal("not halted")
	}
	g.Resume(board.White)
	if g.Board().ToMove() != board.Black {
		t.Fatal("C88 resumes in normal alternation")
	}
	p.play(board.Black, "pass")
	p.play(board.White, "B5")
	p.play(board.Black, "pass")
	p.play(board.White, "A4")
	p.play(board.Black, "pass")
	if m := p.play(board.White, "B3"); m.Captures != 1 {
		t.Fatalf("B3 should capture B4: %+v", m)
	}
	p.play(board.Black, "pass")
	if m := p.play(board.White, "pass"); len(m.Events) != 1 || m.Events[0].Kind != EventHalt || g.Phase() != PhaseHalted {
		t.Fatalf("two passes after the play-out: %+v, %v", m.Events, g.Phase())
	}
	if ev := g.AgreeEnd(); ev.Kind != EventGameEnd || g.Ended().Reason != ReasonAgreement {
		t.Fatalf("agree: %+v", ev)
	}
}

// J89: the dispute is confirmed on a copy (the game's board stays), then Black asks to
// resume: White moves first (Art. 9-3), may pass, and two passes stop play again.
func TestDisputeJ89ConfirmThenResume(t *testing.T) {
	p, g := disputeGame(t, Japanese)
	p.play(board.Black, "pass")
	p.play(board.White, "pass")
	c, err := g.StartConfirmation(board.White)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range []string{"B5", "pass", "A4", "pass", "B3"} {
		col := board.White
		if i%2 == 1 {
			col = board.Black
		}
		mustConfirm(t, c, col, s)
	}
	if !c.Dead([]board.Vertex{gtp(t, c.Board(), "B4")}) {
		t.Fatal("B4 is captured in the confirmation")
	}
	if g.Board().At(gtp(t, g.Board(), "B4")) != board.Black || len(g.Moves()) != 2 {
		t.Fatal("the confirmation must not touch the game")
	}
	g.Resume(board.Black)
	if g.Board().ToMove() != board.White {
		t.Fatal("9-3: the requester's opponent moves first")
	}
	p.play(board.White, "pass")
	if m := p.play(board.Black, "pass"); len(m.Events) != 1 || m.Events[0].Kind != EventHalt {
		t.Fatalf("two passes after the resumption should stop play: %+v", m.Events)
	}
	g.AgreeEnd()
	if g.Phase() != PhaseEnded {
		t.Fatal("not ended")
	}
}

// Ing 提取证明 then 四虚终局: after the suspension White proves B4 dead by capturing it, and
// the next two passes end play.
func TestDisputeIngProofByCapture(t *testing.T) {
	p, g := disputeGame(t, Ing)
	p.play(board.Black, "pass")
	p.play(board.White, "pass")
	if g.Phase() != PhaseHalted {
		t.Fatal("not suspended")
	}
	p.play(board.Black, "pass") // 非认输之单方虚手，着手继续
	p.play(board.White, "B5")
	p.play(board.Black, "E5")
	p.play(board.White, "A4")
	p.play(board.Black, "pass")
	if m := p.play(board.White, "B3"); m.Captures != 1 {
		t.Fatal("B3 captures")
	}
	if g.Ended() != nil {
		t.Fatal("ended too early")
	}
	p.play(board.Black, "pass")
	if m := p.play(board.White, "pass"); g.Ended() == nil || m.Events[0].Kind != EventGameEnd {
		t.Fatalf("four passes end (the second pair): %+v", m.Events)
	}
}

// Ing: agreement clears the dead stones, then two more passes end; NextStep follows.
func TestDisputeIngAgreeThenTwoPasses(t *testing.T) {
	p, g := disputeGame(t, Ing)
	p.play(board.Black, "pass")
	p.play(board.White, "pass")
	g.AgreeEnd()
	if g.Phase() != PhaseCleared || g.NextStep("zh-Hans") != sentence(words.ZhHans, "step/ing.cleared") {
		t.Fatalf("phase %v: %q", g.Phase(), g.NextStep("zh-Hans"))
	}
	p.play(board.Black, "pass")
	p.play(board.White, "pass")
	if g.Ended() == nil || g.Ended().Reason != ReasonPasses {
		t.Fatalf("ended %+v", g.Ended())
	}
}

// Ing 13th ed.: 「双方争点结束，乃二虚手着手休止。双方各自清完已无歧见之死子，乃三虚手着手终了」
// (seed 004, L276): two passes suspend play, the dead stones are cleared by agreement, and the
// third pass ends it — one pass after the agreement, where the 1996 text's 四虚终局 needs two.
func TestDisputeIng13AgreeThenOnePass(t *testing.T) {
	p, g := disputeGame(t, Ing13)
	p.play(board.Black, "pass")
	p.play(board.White, "pass")
	g.AgreeEnd()
	if g.Phase() != PhaseCleared {
		t.Fatalf("phase %v after the agreement", g.Phase())
	}
	if n := Ing13.PassesAfterAgreement(); n != 1 {
		t.Errorf("Ing 13th ed.: %d passes after the agreement, want 1", n)
	}
	if n := Ing.PassesAfterAgreement(); n != 2 {
		t.Errorf("Ing 1996: %d passes after the agreement, want 2", n)
	}
	p.play(board.Black, "pass")
	if g.Ended() == nil || g.Ended().Reason != ReasonPasses {
		t.Fatalf("the third pass: ended %+v", g.Ended())
	}
}

// Ing 漏着 during the game: the dame at C4 is open, Black's pass is refused by the 13th
// edition's check; the referee lets it stand as an oversight and White takes the dame.
func TestDisputeIngOversight(t *testing.T) {
	b, _ := board.FromRows(".X.O.", ".XXO.", ".XXO.", ".XOO.")
	g := NewGame(Ing13, b)
	p := player{t, g}
	if err := g.PassAllowed(board.Black, nil); err == nil {
		t.Fatal("C4 open: refused")
	}
	p.play(board.Black, "pass")
	c4 := gtp(t, b, "C4")
	if _, err := g.Referee(Action{Kind: ActOversight, Player: board.Black, Point: &c4}); err != nil {
		t.Fatal(err)
	}
	p.play(board.White, "C4")
	if err := g.PassAllowed(board.Black, nil); err != nil {
		t.Fatalf("all dame filled: %v", err)
	}
	if g.Log.PenaltyPoints(board.Black) != 0 || g.Log.Actions[0].Points != 2 {
		t.Fatal("the oversight costs the move, not a penalty")
	}
}

// II′ Art. 9–10: resumption by the opponent of the last passer; from then on a pass hands a
// stone to the opponent.
func TestDisputeIkedaResumePassStones(t *testing.T) {
	p, g := disputeGame(t, Ikeda2)
	p.play(board.Black, "pass")
	p.play(board.White, "pass")
	g.Resume(board.White)
	if g.Board().ToMove() != board.Black {
		t.Fatal("the opponent of the last passer (White) resumes")
	}
	if m := p.play(board.Black, "pass"); !m.PassStone || g.PassStones(board.Black) != 1 {
		t.Fatalf("a pass after the resumption hands a stone: %+v", m)
	}
	p.play(board.White, "B5")
	if g.PassStones(board.White) != 0 {
		t.Fatal("a board move hands nothing")
	}
}

// The triple ko of rule-cases.md T1 under the three referee rule sets: C88 raises a referee
// event the referee rules on, J89 proposes no result, Ing's 季热子 stops the cycle before it
// closes.
func TestTripleKoVerdicts(t *testing.T) {
	t1 := []string{"XXOOXXXXX", "XO.OX...X", "XXOOX...X", "XXOOX...X", "X.XOX...X", "XXOOX...X", "XXOOX...X", "X.XOX...X", "XXOOXXXXX"}
	lap := []string{"W B2", "B C8", "W B5", "B C2", "W B8", "B C5"}
	replay := func(rs Ruleset) *Game {
		out, g := replayRows(t, rs, t1, lap)
		last := out[len(out)-1]
		want := map[string]string{"chinese": "ok cycle:" + VerdictRefereeDrawOrReplay, "japanese": "ok cycle:" + VerdictNoResultByAgreement}[rs.Name]
		if last != want {
			t.Fatalf("%s: %v", rs.Name, out)
		}
		return g
	}
	for _, c := range []struct {
		rs      Ruleset
		ruling  string
		ended   bool
		verdict string
	}{
		{Chinese, "draw", true, RulingDraw},
		{Chinese, "replay", true, RulingReplay},
		{Chinese, "continue", false, ""},
		{Japanese, "no-result: both agreed", true, RulingNoResult},
		{Japanese, "continue (White refuses)", false, ""},
	} {
		g := replay(c.rs)
		ev, err := g.Referee(Action{Kind: ActCycleRuling, Note: c.ruling})
		if err != nil {
			t.Fatal(err)
		}
		if (g.Ended() != nil) != c.ended || c.ended && g.Ended().Verdict != c.verdict {
			t.Fatalf("%s %s: %+v → %+v", c.rs.Name, c.ruling, ev, g.Ended())
		}
		if c.ruling == "draw" && g.Ended().Winner != "draw" {
			t.Fatal("a draw has winner draw")
		}
		if !c.ended {
			if _, err := g.Play(board.White, gtp(t, g.Board(), "B2")); err != nil {
				t.Fatalf("play continues: %v", err)
			}
		}
		if got := g.Log.Actions[0].Explain("en"); got == string(ActCycleRuling) {
			t.Fatal("no sentence")
		}
	}
	if _, err := replay(Chinese).Referee(Action{Kind: ActCycleRuling, Note: "maybe"}); err == nil {
		t.Fatal("an unknown ruling is an error")
	}
	if out, _ := replayRows(t, Ing, t1, []string{"W B2", "B C8"}); out[1] != string(ReasonHotStone) {
		t.Fatalf("Ing 季热子: %v", out)
	}
}

// replayRows plays "C VERTEX" moves on the board of rows (the first mover to move) and returns
// each move's outcome: "ok", "ok cycle:VERDICT" or the illegal reason.
func replayRows(t *testing.T, rs Ruleset, rows, moves []string) ([]string, *Game) {
	t.Helper()
	b, err := board.FromRows(rows...)
	if err != nil {
		t.Fatal(err)
	}
	first, _ := board.ParseColor(strings.Fields(moves[0])[0])
	b.SetToMove(first)
	b.Setup(nil, nil, nil)
	g := NewGame(rs, b)
	var out []string
	for _, mv := range moves {
		f := strings.Fields(mv)
		col, _ := board.ParseColor(f[0])
		m, err := g.Play(col, gtp(t, b, f[1]))
		if err != nil {
			out = append(out, string(err.(*Illegal).Reason))
			continue
		}
		s := "ok"
		for _, ev := range m.Events {
			if ev.Kind == EventCycle {
				s += " cycle:" + ev.Verdict
			}
		}
		out = append(out, s)
	}
	return out, g
}
