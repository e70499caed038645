package table

import (
	"strings"
	"testing"
	"time"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/result"
)

// Ing's penalty block is ⅙ of the basic time (「每罚二点，可延长"基时"六分之一之时间」): on a
// 10-minute game 100 s, which the announcement says as such — 一分四十秒, not 一分钟.
func TestIngPenaltySaysTheBlock(t *testing.T) {
	tb, ft := newTable(t, "ing", 9, 10*time.Minute, "3x100 penalty (Ing)")
	ok(t)(tb.Start())
	ft.Set(601 * time.Second)
	u := tb.Tick()
	var said map[string]string
	for _, ev := range u.Events {
		if ev.Kind == KindPenalty {
			said = ev.Text
		}
	}
	if !strings.Contains(said["zh"], "延时一分四十秒") || !strings.Contains(said["en"], "1 minute 40 seconds more") {
		t.Fatalf("penalty said as %q", said)
	}
}

// C88 23.2: 「双方迟到超过赛场规定时间，则判双方弃权作负」. Black 20 minutes late beyond a
// 15-minute allowance forfeits (the log does not make White the winner: White's own arrival is
// not known yet); White 25 minutes late too turns it into both losing — the game's own end
// says so, RE is SGF's Void (it has no both-lose value), and the log, GR and the notation say
// both lose. Ing art. 10's limit is ⅙ of the basic time: 10.01 minutes on 60 is beyond it,
// and the log says the seconds (10 minutes 0.6 seconds), not "10 minutes".
func TestLateWords(t *testing.T) {
	tb, _ := newTable(t, "chinese", 9, 30*time.Minute, "5 min reserved (C88)")
	ok(t)(tb.Late(board.Black, 20*time.Minute, 15*time.Minute))
	first := tb.Log().Actions[0].Explain("en")
	if strings.Contains(first, "wins") || !strings.Contains(first, "Black forfeits") {
		t.Fatalf("first late: %q", first)
	}
	ok(t)(tb.Late(board.White, 25*time.Minute, 15*time.Minute))
	a := tb.Log().Actions[1]
	if a.Player != board.White || a.Event == nil || a.Event.Verdict != string(rules.ActBothLose) ||
		!strings.Contains(a.Explain("zh-Hans"), "判双方弃权作负") || !strings.Contains(a.GRValue(), "late-arrival:W:25:") {
		t.Fatalf("second late: %+v %q", a, a.GRValue())
	}
	if e := tb.Game().Ended(); e == nil || e.Verdict != string(rules.ActBothLose) {
		t.Fatalf("the game's end: %+v", e)
	}
	o := tb.Result()
	if o.Result.Winner != result.BothLose || o.RE() != "Void" || o.Result.Text("zh-Hans") != "双方负" {
		t.Fatalf("result %+v, RE %s", o, o.RE())
	}
	if back := saveRestore(t, tb); back.Result().Result.Winner != result.BothLose {
		t.Fatal("restored: not both lose")
	}

	tb, _ = newTable(t, "ing", 9, time.Hour, "3x600 penalty (Ing)")
	ok(t)(tb.Late(board.Black, time.Duration(10.01*float64(time.Minute)), 0))
	if got := tb.Log().Actions[0].Explain("en"); !strings.Contains(got, "10 minutes 0.6 seconds late, beyond the allowance") {
		t.Fatalf("10.01 minutes late: %q", got)
	}
	if tb.Clock().Reading(clock.Black).Loss != clock.Forfeit {
		t.Fatal("beyond ⅙ of the basic time is a forfeit")
	}
}

// Both players absent: C88 23.2 「双方迟到超过赛场规定时间，则判双方弃权作负」 is one decision,
// so it is one entry of the log and one late event, followed by the end: both lose, RE Void,
// the game's own end says both lose, and a save read back is the same one action (an input of
// a save made before both-late existed names one player each: TestLateWords). Within the
// allowance (23.1) both clocks lose the same minutes in one action: 30 − 10 = 20 minutes each.
func TestBothLateIsOneDecision(t *testing.T) {
	tb, _ := newTable(t, "chinese", 9, 30*time.Minute, "5 min reserved (C88)")
	u := ok(t)(tb.Late(board.Empty, 20*time.Minute, 15*time.Minute))
	var kinds []string
	for _, e := range u.Events {
		kinds = append(kinds, e.Kind+":"+e.Player.String())
	}
	if strings.Join(kinds, " ") != "late:"+board.Empty.String()+" end:"+board.Empty.String() {
		t.Fatalf("events %v, want one late for both and the end", kinds)
	}
	check := func(tb *Table, when string) {
		t.Helper()
		if n := len(tb.Log().Actions); n != 1 {
			t.Fatalf("%s: %d log entries, want 1", when, n)
		}
		a := tb.Log().Actions[0]
		if a.Player != board.Empty || a.Event == nil || a.Event.Verdict != string(rules.ActBothLose) ||
			!strings.Contains(a.Explain("en"), "Both players arrived 20 minutes late, beyond the allowance") ||
			!strings.Contains(a.Explain("zh-Hans"), "双方均迟到20分钟") {
			t.Fatalf("%s: %+v: %q", when, a, a.Explain("en"))
		}
		o := tb.Result()
		if o == nil || o.Result.Winner != result.BothLose || o.RE() != "Void" || o.Reason != EndForfeit {
			t.Fatalf("%s: result %+v", when, o)
		}
	}
	check(tb, "at the table")
	check(saveRestore(t, tb), "restored")
	if _, err := tb.Late(board.White, 25*time.Minute, 15*time.Minute); err == nil {
		t.Fatal("a late arrival after both forfeited was taken")
	}

	tb, _ = newTable(t, "chinese", 9, 30*time.Minute, "5 min reserved (C88)")
	ok(t)(tb.Late(board.Empty, 10*time.Minute, 15*time.Minute))
	for _, s := range []clock.Side{clock.Black, clock.White} {
		if r := tb.Clock().Reading(s); r.Left != 20*time.Minute {
			t.Fatalf("%v left %v, want 20 minutes", s, r.Left)
		}
	}
	if n := len(tb.Log().Actions); n != 1 || tb.Result() != nil || !strings.Contains(tb.Log().Actions[0].Explain("en"), "10 minutes come off each one's time") {
		t.Fatalf("%d entries %q, result %+v", n, tb.Log().Actions[0].Explain("en"), tb.Result())
	}
}
