package rules

import (
	"testing"

	"goref/board"
)

// The triple ko T1 (rule-cases.md App. A) under Ing's cycle rule without 季热子 (which would
// stop the triple ko before it cycles): the lap closes as 争 and both sides are banned from
// recreating it. The referee rules Black the 搅方: White may go on, Black is disturber-banned.
// A contest ruling restores the ban on both; the rulings survive GR into a fresh log.
func TestIngRulingDisturbOnTripleKo(t *testing.T) {
	rs := Ing
	rs.IngHotStones = false
	t1 := []string{"XXOOXXXXX", "XO.OX...X", "XXOOX...X", "XXOOX...X", "X.XOX...X", "XXOOX...X", "XXOOX...X", "X.XOX...X", "XXOOXXXXX"}
	lap := []string{"W B2", "B C8", "W B5", "B C2", "W B8", "B C5"}
	out, g := replayRows(t, rs, t1, lap)
	if out[5] != "ok cycle:"+VerdictContest {
		t.Fatalf("lap: %v", out)
	}
	reason := func(c board.Color, s string) Reason {
		t.Helper()
		err := g.Legal(c, gtp(t, g.Board(), s))
		if err == nil {
			return ""
		}
		return err.(*Illegal).Reason
	}
	if r := reason(board.White, "B2"); r != ReasonHotStone {
		t.Fatalf("争 bans White's retake too: %q", r)
	}
	if _, err := g.Referee(Action{Kind: ActCycleRuling, Note: "disturb"}); err == nil {
		t.Fatal("a disturb ruling without the disturber is an error")
	}
	ev, err := g.Referee(Action{Kind: ActCycleRuling, Player: board.Black, Note: "disturb (Black started the fight)"})
	if err != nil || ev.Verdict != VerdictDisturb || ev.Disturber != "B" || ev.RepeatsPly == nil || *ev.RepeatsPly != 0 {
		t.Fatalf("ruling: %+v %v", ev, err)
	}
	if g.Ended() != nil {
		t.Fatal("a disturb ruling does not end the game")
	}
	if r := reason(board.White, "B2"); r != "" {
		t.Fatalf("White is not the disturber: %q", r)
	}
	if _, err := g.Play(board.White, gtp(t, g.Board(), "B2")); err != nil {
		t.Fatal(err)
	}
	if r := reason(board.Black, "C8"); r != ReasonDisturberBanned {
		t.Fatalf("Black, ruled 搅方: %q", r)
	}
	if got := g.Log.Actions[len(g.Log.Actions)-1].Explain("en"); got != "Ruling on the repetition: Black is the disturbing side (搅方) and may not continue the cycle; White may." {
		t.Fatalf("explain %q", got)
	}

	// The ruling read back from GR into a fresh log binds the same cycle.
	saved := g.Log
	g.Log = RefereeLog{}
	if r := reason(board.Black, "C8"); r != ReasonHotStone {
		t.Fatalf("without the ruling the engine's 争 binds: %q", r)
	}
	for _, a := range saved.Actions {
		back, err := ParseGR(a.GRValue())
		if err != nil {
			t.Fatal(err)
		}
		back.Ply = a.Ply
		g.Log.Actions = append(g.Log.Actions, back)
	}
	if r := reason(board.Black, "C8"); r != ReasonDisturberBanned {
		t.Fatalf("after GR: %q", r)
	}

	if _, err := g.Referee(Action{Kind: ActCycleRuling, Note: "contest"}); err != nil {
		t.Fatal(err)
	}
	if r := reason(board.Black, "C8"); r != ReasonHotStone {
		t.Fatalf("back to 争: %q", r)
	}
	g.Undo()
	if r := reason(board.White, "B2"); r != ReasonHotStone {
		t.Fatalf("back to 争, White too: %q", r)
	}
}

// The ruling needs Ing and a cycle to rule on.
func TestIngRulingGuards(t *testing.T) {
	g := NewGame(Chinese, board.MustNew(9, 9))
	if _, err := g.Referee(Action{Kind: ActCycleRuling, Player: board.Black, Note: "disturb"}); err == nil {
		t.Fatal("C88 has no 搅")
	}
	g = NewGame(Ing, board.MustNew(9, 9))
	if _, err := g.Referee(Action{Kind: ActCycleRuling, Player: board.Black, Note: "disturb"}); err == nil {
		t.Fatal("no cycle yet")
	}
	if len(g.Log.Actions) != 0 {
		t.Fatal("a refused ruling is not logged")
	}
}
