package table

import (
	"testing"
	"time"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
)

// A referee's correction that takes a side's time to zero is its flag falling at that instant.
// C88 23.5: 「对局者用时（包括读秒）超过时限，一律判负」. White, on 120 s sudden death, has used
// 10 s (5 → 15 s) and has 110 s left when the referee takes 150 s off at 15 s: White has no
// time left, so White loses on time at 15 s — RE B+T, logged as a time loss after the
// adjustment, and Black's next move is refused.
func TestAdjustmentToZeroLosesOnTime(t *testing.T) {
	tb, ft := newTable(t, "chinese", 9, 120*time.Second, "sudden death")
	ok(t)(tb.Start())
	ft.Set(5 * time.Second)
	play(t, tb, "B D4")
	ft.Set(15 * time.Second)
	play(t, tb, "W C3")
	a := rules.Action{Kind: rules.ActTimeAdjust, Player: board.White, Points: -150, Note: "clock set wrong"}
	if !tb.AdjustmentLoses(a) {
		t.Fatal("AdjustmentLoses: taking 150 s off 110 s should end the game")
	}
	if tb.AdjustmentLoses(rules.Action{Kind: rules.ActTimeAdjust, Player: board.White, Points: -100}) {
		t.Fatal("AdjustmentLoses: 10 s are left after taking 100 s off 110 s")
	}
	u := ok(t)(tb.Referee(a))
	if !u.Ended || tb.Result() == nil || tb.Result().RE() != "B+T" || tb.Result().Reason != EndTime {
		t.Fatalf("after the correction: ended %v, result %+v; want B+T", u.Ended, tb.Result())
	}
	var kinds []string
	for _, ev := range u.Events {
		kinds = append(kinds, ev.Kind)
		if ev.Kind == KindTimeLoss && (ev.Player != board.White || tb.Since(ev.At) != 15) {
			t.Errorf("time loss of %v at %v s, want White at 15 s", ev.Player, tb.Since(ev.At))
		}
	}
	if len(kinds) != 3 || kinds[0] != KindReferee || kinds[1] != KindTimeLoss || kinds[2] != KindEnd {
		t.Fatalf("events %v, want referee, time-loss, end", kinds)
	}
	ft.Set(20 * time.Second)
	_, err := tb.Play(board.Black, vtx(t, tb, "E5"))
	refused(t, err, RefusedGameOver)
	if back := saveRestore(t, tb); back.Result() == nil || back.Result().RE() != "B+T" {
		t.Fatal("restored: the time loss is gone")
	}
}

// Ing: a correction that takes Black's basic time to zero buys the first block as the clock
// does when the time runs out — 「每罚二点，可延长"基时"六分之一之时间」 — so the 2 points go
// into the log and the count at once; the game goes on.
func TestAdjustmentIntoIngPenalty(t *testing.T) {
	tb, ft := newTable(t, "ing", 9, 600*time.Second, "3x100 penalty (Ing)")
	ok(t)(tb.Start())
	ft.Set(10 * time.Second)
	a := rules.Action{Kind: rules.ActTimeAdjust, Player: board.Black, Points: -700}
	if tb.AdjustmentLoses(a) {
		t.Fatal("a penalty is not a loss")
	}
	ok(t)(tb.Referee(a))
	if tb.Ended() || tb.Penalties().Black != 2 {
		t.Fatalf("ended %v, Black's penalty points %d; want the game on and 2", tb.Ended(), tb.Penalties().Black)
	}
	if rd := tb.Clock().Reading(clock.Black); rd.PeriodLeft != 100*time.Second {
		t.Fatalf("Black's block %v, want 100 s", rd.PeriodLeft)
	}
	play(t, tb, "B D4")
}

// C88 Art. 25.2 at the table: 「在一局棋里满二次者，判该局为负」 — the second warning ends the
// game (White wins, a referee's loss: RE W+F) and Black's next move is refused; EndsGame tells
// the app beforehand. Under J89 two warnings end nothing.
func TestSecondWarningEndsTheGame(t *testing.T) {
	tb, _ := newTable(t, "chinese", 9, 0, "")
	ok(t)(tb.Start())
	warn := rules.Action{Kind: rules.ActWarning, Player: board.Black}
	if tb.EndsGame(warn) {
		t.Fatal("EndsGame: a first warning")
	}
	play(t, tb, "B D4")
	ok(t)(tb.Referee(warn))
	play(t, tb, "W C3")
	if !tb.EndsGame(warn) || tb.EndsGame(rules.Action{Kind: rules.ActWarning, Player: board.White}) {
		t.Fatal("EndsGame: Black's second warning, and only his")
	}
	u := ok(t)(tb.Referee(warn))
	if !u.Ended || tb.Result() == nil || tb.Result().RE() != "W+F" {
		t.Fatalf("second warning: ended %v, result %+v; want W+F", u.Ended, tb.Result())
	}
	_, err := tb.Play(board.Black, vtx(t, tb, "E5"))
	refused(t, err, RefusedGameOver)

	j, _ := newTable(t, "japanese", 9, 0, "")
	ok(t)(j.Referee(warn))
	ok(t)(j.Referee(warn))
	if j.Ended() {
		t.Fatal("J89: two warnings ended the game")
	}
}

// A correction of both clocks that would take both to zero at one instant is refused: on
// 60 s absolute time, 5 s used by Black (55 s left) and 0 by White (60 s), −120 s to both
// leaves −65 s and −60 s; taking Black's clock first would give W+T, White's first B+T, and no
// rule says which flag fell first. Nothing changes: both clocks as before, no result. The same
// correction of −30 s leaves 25 s and 30 s and goes through.
func TestAdjustmentOfBothClocksToZeroIsRefused(t *testing.T) {
	tb, ft := newTable(t, "chinese", 9, 60*time.Second, "sudden death")
	ok(t)(tb.Start())
	ft.Set(5 * time.Second)
	play(t, tb, "B D4")
	a := rules.Action{Kind: rules.ActTimeAdjust, Player: board.Empty, Points: -120}
	if tb.AdjustmentLoses(a) {
		t.Error("AdjustmentLoses: the correction is refused, not lost")
	}
	_, err := tb.Referee(a)
	if r, isR := asRefused(err); !isR || r.Reason != RefusedBothFlags {
		t.Fatalf("both clocks to zero: %v, want refused %s", err, RefusedBothFlags)
	}
	if tb.Result() != nil {
		t.Fatalf("a refused correction ended the game: %s", tb.Result().RE())
	}
	left := func() (time.Duration, time.Duration) {
		return tb.Clock().Reading(clock.Black).MainLeft, tb.Clock().Reading(clock.White).MainLeft
	}
	if b, w := left(); b != 55*time.Second || w != 60*time.Second {
		t.Fatalf("clocks after the refusal B %v W %v, want 55s 60s", b, w)
	}
	ok(t)(tb.Referee(rules.Action{Kind: rules.ActTimeAdjust, Player: board.Empty, Points: -30}))
	if b, w := left(); b != 25*time.Second || w != 30*time.Second {
		t.Fatalf("clocks after −30 s to both B %v W %v, want 25s 30s", b, w)
	}
}
