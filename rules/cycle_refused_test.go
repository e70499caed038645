package rules

import (
	"testing"

	"goref/board"
)

// A 季热子 refusal ends a triple ko before it goes round; it raises the cycle event (争) the
// referee may overrule. Ruling the fight 搅 with White the 搅方 lifts the hot stones; Black's
// C5 then closes the lap (a cycle event naming White), and White may not go round again.
func TestIngHotStoneRefusalRaisesCycleAndCanBeOverruled(t *testing.T) {
	t1 := []string{"XXOOXXXXX", "XO.OX...X", "XXOOX...X", "XXOOX...X", "X.XOX...X", "XXOOX...X", "XXOOX...X", "X.XOX...X", "XXOOXXXXX"}
	_, g := replayRows(t, Ing, t1, []string{"W B2"})
	// Black's capture at C8 is 季热子 after White's B2: refused, with the fight's cycle event.
	_, err := g.Play(board.Black, gtp(t, g.Board(), "C8"))
	ie, ok := err.(*Illegal)
	if !ok || ie.Reason != ReasonHotStone || ie.Event == nil || ie.Event.Kind != EventCycle ||
		ie.Event.Verdict != VerdictContest || ie.Cycle == nil || ie.Event.RepeatsPly == nil || *ie.Event.RepeatsPly != 0 {
		t.Fatalf("季热子 refusal: %#v", err)
	}
	if _, err := g.Referee(Action{Kind: ActCycleRuling, Player: board.White, Note: RulingDisturb}); err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"B C8", "W B5", "B C2", "W B8"} {
		c, _ := board.ParseColor(mv[:1])
		if _, err := g.Play(c, gtp(t, g.Board(), mv[2:])); err != nil {
			t.Fatalf("%s after the 搅 ruling: %v", mv, err)
		}
	}
	m, err := g.Play(board.Black, gtp(t, g.Board(), "C5"))
	if err != nil || len(m.Events) != 1 || m.Events[0].Verdict != VerdictDisturb || m.Events[0].Disturber != "W" {
		t.Fatalf("Black closing the lap: %+v %v", m.Events, err)
	}
	if _, err := g.Play(board.White, gtp(t, g.Board(), "B2")); err == nil || err.(*Illegal).Reason != ReasonDisturberBanned {
		t.Fatalf("White, the 搅方, going round again: %v", err)
	}
	// Without the ruling the hot stone stands (the engine's 争).
	_, g2 := replayRows(t, Ing, t1, []string{"W B2"})
	if _, err := g2.Play(board.Black, gtp(t, g2.Board(), "C8")); err == nil {
		t.Fatal("季热子 must refuse C8 without a ruling")
	}
}

// The 搅方 refused the move that closes a new lap: the refusal carries the cycle event with
// the verdict and the 搅方 (T7b, the two-way four-ko, Black starting: Black is 搅).
func TestIngDisturberBannedCarriesCycleEvent(t *testing.T) {
	rows := []string{".XOOX.", "XXOOXX", "XXO.OX", "XXOOXX", "XO.OXX", "XXOOXX", "XXOX.X", "XXOOXX", "X.XOXX", "XXOOXX"}
	_, g := replayRows(t, Ing, rows, []string{"B C6", "W B2", "B D8", "W B6", "B C2", "W E4", "B C6", "W B2"})
	_, err := g.Play(board.Black, gtp(t, g.Board(), "D4"))
	ie, ok := err.(*Illegal)
	if !ok || ie.Reason != ReasonDisturberBanned || ie.Event == nil || ie.Event.Verdict != VerdictDisturb || ie.Event.Disturber != "B" {
		t.Fatalf("%#v", err)
	}
}
