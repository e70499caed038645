package ui

import (
	"strings"
	"testing"

	"goref/board"
	"goref/rules"
	"goref/rules/table"
)

// TestBothLoseAsksAndIsTakenBack (issue 25 item 1): J89 13-1's both lose at the stop is no
// longer a one-click end: the panel's button asks, naming the players; Cancel leaves the game
// at the stop; the answer ends it (both lose, as the log says, and the screen says the same);
// Referee → Take back the result asks for a reason and gives the stop back; once the slip is
// signed nothing takes the result back.
func TestBothLoseAsksAndIsTakenBack(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 9)
	info := u.Session().Info
	info.Black, info.White = "Honinbo Shusai", "Go Seigen"
	info.TimeSystem = ""
	u.StartGame(info)
	playAll(t, u, [2]int{4, 4}, [2]int{2, 2}, pass, pass)
	tb := u.Session().Table()
	if !u.ref.open || tb.Phase() != rules.PhaseHalted {
		t.Fatalf("at the stop: panel %v, phase %v", u.ref.open, tb.Phase())
	}
	u.ref.BothLose1301()
	if u.asking == nil || tb.Ended() {
		t.Fatalf("both lose ended the game without asking")
	}
	if q := u.asking.text; !strings.Contains(q, "Honinbo Shusai") || !strings.Contains(q, "Go Seigen") || !strings.Contains(q, "Both players lose") {
		t.Fatalf("the question does not name the players and the ruling: %q", q)
	}
	u.answer("")
	if tb.Ended() || tb.Phase() != rules.PhaseHalted {
		t.Fatal("Cancel ended the game")
	}
	u.ref.BothLose1301()
	u.answer(u.asking.choices[0].label)
	if r := tb.Result(); r == nil || r.RE() != "Void" || resultText(u.sess) != "Both lose" {
		t.Fatalf("after the answer: %v, shown %q", r, resultText(u.sess))
	}
	if !strings.Contains(u.ref.w.phase.Text, "Both lose") || !strings.Contains(u.ref.w.log.Text, "Both players lose") {
		t.Fatalf("the panel says %q, its log %q", u.ref.w.phase.Text, u.ref.w.log.Text)
	}
	if u.ref.w.revoke.Hidden {
		t.Fatal("no Take back in the panel after the result")
	}
	u.ref.RevokeResult()
	if u.asking == nil || u.asking.reason == nil {
		t.Fatal("Take back did not ask for a reason")
	}
	u.asking.reason.SetText("pressed by mistake")
	u.answer(u.asking.choices[0].label)
	if tb := u.Session().Table(); tb.Ended() || tb.Phase() != rules.PhaseHalted || u.Session().Result() != "" {
		t.Fatalf("after the take-back: ended %v, phase %v, RE %q", tb.Ended(), tb.Phase(), u.Session().Result())
	}
	if !strings.Contains(u.ref.w.log.Text, "pressed by mistake") {
		t.Fatalf("the log does not keep the take-back: %q", u.ref.w.log.Text)
	}
	// Recorded again and signed: final.
	u.ref.BothLose1301()
	u.answer(u.asking.choices[0].label)
	u.ref.SignSlip()
	u.answer(u.asking.choices[0].label)
	if !u.Session().Table().Signed() {
		t.Fatal("not signed")
	}
	u.ref.RevokeResult()
	if u.asking != nil || !u.Session().Table().Ended() || u.Status.Text != "The result slip is signed: the result is final." {
		t.Fatalf("a signed result was offered for taking back: status %q", u.Status.Text)
	}
}

// namedGame starts a 9×9 game under name's rules between Ke Jie (Black) and Shin Jinseo.
func namedGame(t *testing.T, u *UI, name string) {
	t.Helper()
	startRules(t, u, name, 9)
	info := u.Session().Info
	info.Black, info.White = "Ke Jie", "Shin Jinseo"
	u.StartGame(info)
}

const namedPlayers = "Black: Ke Jie · White: Shin Jinseo"

// TestEveryResultAsksFirst: a referee's loss, no result and the resignation ask before the
// result is written, naming the players; the acceptance that completes the count asks too.
func TestEveryResultAsksFirst(t *testing.T) {
	for _, a := range []rules.Action{
		{Kind: rules.ActLoss, Player: board.White},
		{Kind: rules.ActNoResult},
		{Kind: rules.ActDraw},
		{Kind: rules.ActCycleRuling, Ruling: rules.RulingReplay},
	} {
		u, _ := newTestUI(t)
		namedGame(t, u, "chinese")
		u.ref.recordAction(a)
		if u.asking == nil || u.Session().Table().Ended() || !strings.Contains(u.asking.text, namedPlayers) {
			t.Fatalf("%s: no question naming the players before the result", a.Kind)
		}
	}
	u, _ := newTestUI(t)
	namedGame(t, u, "chinese")
	u.Resign()
	if u.asking == nil || !strings.Contains(u.asking.text, namedPlayers) {
		t.Fatal("Resign does not name the players")
	}
	u.answer("")
	playAll(t, u, [2]int{4, 4}, pass, pass)
	u.ref.Accept(board.Black)
	if u.asking != nil || !u.Session().Table().Accepted(board.Black) {
		t.Fatal("the first acceptance asked")
	}
	u.ref.Accept(board.White)
	if u.asking == nil || u.Session().Table().Ended() {
		t.Fatal("the acceptance that ends the game did not ask")
	}
	// one black stone alone on the board: all 81 points are Black's, more than any komi
	if !strings.Contains(u.asking.text, "(RE B+") {
		t.Fatalf("the question does not say the result: %q", u.asking.text)
	}
	u.answer(u.asking.choices[0].label)
	if r := u.Session().Table().Result(); r == nil || r.Reason != table.EndCount {
		t.Fatalf("the answer did not count the game: %v", r)
	}
}
