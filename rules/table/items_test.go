package table

import (
	"errors"
	"strings"
	"testing"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/result"
)

// Issue 14, item 1: a flag that falls ends the game. Ing penalty overtime, T = 60 min: the
// three blocks of T/6 end at 60 + 30 = 90 min of Black's thinking: 逾时败, RE W+T, and a
// further move is refused.
func TestFlagEndsTheGameIng(t *testing.T) {
	tb, ft := newTable(t, "ing", 9, time.Hour, "3x600 penalty (Ing)")
	ok(t)(tb.Start())
	ft.Set(89*time.Minute + 59*time.Second)
	if u := tb.Tick(); u.Ended {
		t.Fatal("ended before 90 min")
	}
	ft.Set(91 * time.Minute)
	u := tb.Tick()
	if !u.Ended || tb.Result().RE() != "W+T" || tb.Result().Result.Reason != result.ByPenaltyOvertime {
		t.Fatalf("result %+v", tb.Result())
	}
	var loss *Event
	for i := range u.Events {
		if u.Events[i].Kind == KindTimeLoss {
			loss = &u.Events[i]
		}
	}
	if loss == nil || loss.At != 90*time.Minute || loss.Text["zh"] != "逾时败" {
		t.Fatalf("time-loss event %+v", loss)
	}
	_, err := tb.Play(board.Black, vtx(t, tb, "E5"))
	refused(t, err, RefusedGameOver)
	if e := tb.Game().Ended(); e == nil || e.Reason != rules.ReasonTime {
		t.Fatalf("the game's own end: %+v", e)
	}
}

// Item 1 under C88 读秒: after 「10，超时判负」 the next move is refused.
func TestFlagEndsTheGameC88(t *testing.T) {
	tb, ft := newTable(t, "chinese", 9, 30*time.Minute, "5 min reserved (C88)")
	ok(t)(tb.Start())
	ft.Set(30*time.Minute + time.Second)
	_, err := tb.Play(board.Black, vtx(t, tb, "E5"))
	refused(t, err, RefusedGameOver)
	if tb.Result() == nil || tb.Result().RE() != "W+T" {
		t.Fatalf("result %+v", tb.Result())
	}
}

// Item 1: a time adjustment on a fallen flag revives the clock and reopens the game, logged.
// Absolute 60 s; White falls at 10 + 60 = 70 s; +60 s leaves White exactly 60 s.
func TestTimeAdjustRevivesAFallenFlag(t *testing.T) {
	tb, ft := newTable(t, "japanese", 9, time.Minute, "absolute")
	ok(t)(tb.Start())
	ft.Set(10 * time.Second)
	play(t, tb, "B E5")
	ft.Set(2 * time.Minute)
	if !tb.Tick().Ended {
		t.Fatal("no flag")
	}
	ok(t)(tb.Referee(rules.Action{Kind: rules.ActTimeAdjust, Player: board.White, Points: 60, Note: "clock error"}))
	if tb.Ended() || tb.Phase() != rules.PhasePlaying {
		t.Fatalf("still over: %+v", tb.Result())
	}
	if r := tb.Clock().Reading(clock.White); r.Left != time.Minute || r.Loss != clock.NoLoss {
		t.Fatalf("White's clock %+v", r)
	}
	last := tb.Log().Actions[len(tb.Log().Actions)-1]
	if last.Kind != rules.ActTimeAdjust || last.Note != "clock error" {
		t.Fatalf("log %+v", last)
	}
	play(t, tb, "W C3")
}

// Item 2: Ing clock penalties reach the count. Black 61 min past a 60-min base: one penalty,
// 2 points, in the count's input.
func TestIngClockPenaltyInTheCount(t *testing.T) {
	tb, ft := newTable(t, "ing", 9, time.Hour, "3x600 penalty (Ing)")
	ok(t)(tb.Start())
	ft.Set(61 * time.Minute)
	play(t, tb, "B E5")
	if p := tb.CountInput().PenaltyPoints; p.Black != 2 || p.White != 0 {
		t.Fatalf("count input penalties %+v", p)
	}
}

// Item 3: late arrival through one implementation, with the game's own base time. Ing, base
// 60 min: the limit is 10 min (⅙), so 20 min late is 弃权 (W+F), not "40 minutes come off".
func TestLateIngUsesTheGamesBaseTime(t *testing.T) {
	tb, _ := newTable(t, "ing", 9, time.Hour, "3x600 penalty (Ing)")
	ok(t)(tb.Late(board.Black, 20*time.Minute, 0))
	if tb.Result() == nil || tb.Result().RE() != "W+F" {
		t.Fatalf("result %+v", tb.Result())
	}
	// the referee menu's action goes the same way
	tb, _ = newTable(t, "ing", 9, time.Hour, "3x600 penalty (Ing)")
	ok(t)(tb.Referee(rules.Action{Kind: rules.ActLate, Player: board.Black, Points: 20}))
	if tb.Result() == nil || tb.Result().RE() != "W+F" {
		t.Fatalf("referee late: result %+v", tb.Result())
	}
	// within the limit: 5 min late, 10 min off
	tb, _ = newTable(t, "ing", 9, time.Hour, "3x600 penalty (Ing)")
	ok(t)(tb.Late(board.White, 5*time.Minute, 0))
	if r := tb.Clock().Reading(clock.White); r.MainLeft != 50*time.Minute {
		t.Fatalf("White's main time %v", r.MainLeft)
	}
}

// Item 3 under C88 (Art. 23.1/23.3): 28 min late on a 30-min limit with 5 reserved and the
// venue's 30-min allowance leaves 2:00; beyond a 15-min allowance the late player loses.
func TestLateC88(t *testing.T) {
	tb, _ := newTable(t, "chinese", 9, 30*time.Minute, "5 min reserved (C88)")
	ok(t)(tb.Late(board.Black, 28*time.Minute, 30*time.Minute))
	if r := tb.Clock().Reading(clock.Black); r.Left != 2*time.Minute || r.PeriodsLeft != 2 {
		t.Fatalf("Black's clock %+v", r)
	}
	if a := tb.Log().Actions[0]; a.Kind != rules.ActLate || a.Clock != -28*60 || a.Limit != 30 {
		t.Fatalf("log %+v", a)
	}
	tb, _ = newTable(t, "chinese", 9, 30*time.Minute, "5 min reserved (C88)")
	ok(t)(tb.Late(board.Black, 20*time.Minute, 15*time.Minute))
	if tb.Result() == nil || tb.Result().RE() != "W+F" {
		t.Fatalf("result %+v", tb.Result())
	}
	// both late beyond the allowance: both lose (23.2)
	ok(t)(tb.Late(board.White, 20*time.Minute, 15*time.Minute))
	if tb.Result().Result.Winner != result.BothLose {
		t.Fatalf("both late: %+v", tb.Result())
	}
}

// Item 4: C88 Art. 12 calls 「还剩×分钟」 only when a reserved minute is deducted: nothing is
// said in main time (60-min limit, 5 reserved: main time proper ends at 55:00).
func TestC88NoCallsInMainTime(t *testing.T) {
	tb, ft := newTable(t, "chinese", 9, time.Hour, "5 min reserved (C88)")
	ok(t)(tb.Start())
	ft.Set(55*time.Minute - time.Second)
	if u := tb.Tick(); len(u.Events) != 0 {
		t.Fatalf("calls in main time: %+v", u.Events)
	}
	ft.Set(56*time.Minute + time.Second)
	var said []string
	for _, e := range tb.Tick().Events {
		said = append(said, e.Text["zh"])
	}
	if !strings.Contains(strings.Join(said, " "), "一分钟 还剩四分钟") {
		t.Fatalf("calls %q", said)
	}
	// Japanese byo-yomi: no のこり いっぷん in main time either
	tb, ft = newTable(t, "japanese", 9, 10*time.Minute, "3x30 byo-yomi")
	ok(t)(tb.Start())
	ft.Set(10*time.Minute - time.Second)
	if u := tb.Tick(); len(u.Events) != 0 {
		t.Fatalf("calls in main time: %+v", u.Events)
	}
}

// Item 5: resignation goes through rules.Game.Resign and the log.
func TestResignThroughTheRules(t *testing.T) {
	tb, _ := newTable(t, "japanese", 9, 0, "")
	ok(t)(tb.Start())
	play(t, tb, "B E5")
	ok(t)(tb.Resign(board.White))
	if e := tb.Game().Ended(); e == nil || e.Reason != rules.ReasonResignation || e.Winner != "B" {
		t.Fatalf("game end %+v", e)
	}
	if a := tb.Log().Actions; len(a) != 1 || a[0].Kind != rules.ActResign {
		t.Fatalf("log %+v", a)
	}
	if tb.Result().RE() != "B+R" {
		t.Fatal(tb.Result().RE())
	}
}

// Item 6: one referee log, saved in the record (GR) and read back by Open: dispute, resume,
// accept and the reasons the referee typed are all there.
func TestOneLogInTheRecord(t *testing.T) {
	tb, _ := newTable(t, "chinese", 9, 0, "")
	ok(t)(tb.Start())
	play(t, tb, "B E5", "W C3")
	ok(t)(tb.Referee(rules.Action{Kind: rules.ActWarning, Player: board.White, Note: "talking"}))
	play(t, tb, "B pass", "W pass")
	ok(t)(tb.Dispute(board.White))
	ok(t)(tb.Resume(board.Black))
	play(t, tb, "B pass", "W pass")
	ok(t)(tb.Accept(board.Black))
	ok(t)(tb.Accept(board.White))
	data, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{tb.Record()}})
	if err != nil {
		t.Fatal(err)
	}
	col, err := sgf.Read(data)
	if err != nil {
		t.Fatal(err)
	}
	op, err := Open(col.Games[0], rules.Chinese, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	want, got := grs(tb.Log()), grs(op.Log())
	if want != got || !strings.Contains(got, "warning:W::::::talking") || !strings.Contains(got, "resume:B") || !strings.Contains(got, "accept:W") {
		t.Fatalf("log\n%s\nreopened\n%s", want, got)
	}
	if !strings.Contains(string(data), "is warned") {
		t.Fatalf("no explanation in C: %s", data)
	}
}

func grs(l *rules.RefereeLog) string {
	var out []string
	for _, a := range l.Actions {
		out = append(out, a.GRValue())
	}
	return strings.Join(out, "\n")
}

// Item 7: the end of the game is saved whole. Mid-dispute under Ikeda II′, the autosave keeps
// the resumption point, so the count after a restore still knows the stones placed after it.
func TestAutosaveKeepsTheResumptionPoint(t *testing.T) {
	rs, _ := rules.Preset("ikeda2")
	ft := &clock.FakeTime{}
	tb, err := New(Config{Rules: rs, Width: 9, Setup: setupRows(splitInvader)}, ft)
	if err != nil {
		t.Fatal(err)
	}
	ok(t)(tb.Start())
	play(t, tb, "B pass", "W pass")
	ok(t)(tb.Dispute(board.White))
	ok(t)(tb.Resume(board.Black))
	play(t, tb, "B A5", "W H1")
	back := saveRestore(t, tb)
	if back.ResumedAt() != tb.ResumedAt() || back.ResumedAt() != 2 {
		t.Fatalf("resumed at %d, saved %d", back.ResumedAt(), tb.ResumedAt())
	}
	if a, b := back.CountInput().Resumed, tb.CountInput().Resumed; len(a) != 2 || len(a) != len(b) {
		t.Fatalf("resumed stones %v, saved %v", a, b)
	}
}

// Item 8: TB/TW come from the count's ownership map: under J89 the eyes of a seki are no
// one's territory, so the record does not mark them (A9 Black's eye, E9 White's).
func TestTerritoryRecordFromTheCount(t *testing.T) {
	rs, _ := rules.Preset("japanese")
	k := 0.0
	tb, err := New(Config{Rules: rs, Width: 9, Komi: &k, Setup: setupRows(sekiOneEyeEach)}, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	ok(t)(tb.Start())
	play(t, tb, "B pass", "W pass")
	ok(t)(tb.Accept(board.Black))
	ok(t)(tb.Accept(board.White))
	root := tb.Record()
	last := root
	for len(last.Children) > 0 {
		last = last.Children[0]
	}
	tbv, twv := last.GetAll("TB"), last.GetAll("TW")
	// hand count: Black E1–J6 (30) + H9; White A1–B3 (6) + A5
	if len(tbv) != 31 || len(twv) != 7 || tb.Result().RE() != "B+24" {
		t.Fatalf("TB %d TW %d RE %s", len(tbv), len(twv), tb.Result().RE())
	}
	for _, v := range append(tbv, twv...) {
		if v == "aa" || v == "ea" {
			t.Fatalf("a seki eye %s is marked as territory", v)
		}
	}
}

// Item 9: one komi conversion (KM in points, the rule set's unit), marks kept after the count,
// an opened finished record is over, and a C88 penalty is in the printed breakdown.
func TestKomiMarksAndFinishedRecords(t *testing.T) {
	op := openRecord(t, "(;GM[1]FF[4]SZ[9]RU[Chinese]KM[7.5]RE[B+R];B[ee];W[cc])")
	if op.Komi() != 3.75 {
		t.Fatalf("KM[7.5] under C88 is 3¾ 子, got %v", op.Komi())
	}
	if !op.Ended() || op.Phase() != rules.PhaseEnded || op.Markable() {
		t.Fatalf("an opened finished record: ended %v phase %v", op.Ended(), op.Phase())
	}
	_, err := op.Play(board.Black, vtx(t, op, "G7"))
	refused(t, err, RefusedGameOver)

	rs, _ := rules.Preset("chinese")
	tb, err := New(Config{Rules: rs, Width: 9, Setup: setupRows(splitInvader)}, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	ok(t)(tb.Start())
	play(t, tb, "B pass", "W pass")
	ok(t)(tb.MarkDead(vtx(t, tb, "B5")))
	ok(t)(tb.Referee(rules.Action{Kind: rules.ActPenaltyPoints, Player: board.Black, Points: 2, Note: "late move"}))
	ok(t)(tb.Accept(board.Black))
	ok(t)(tb.Accept(board.White))
	if d := tb.Dead(); len(d) != 1 || tb.Breakdown() == nil {
		t.Fatalf("after the count: marks %v, breakdown %v", d, tb.Breakdown())
	}
	// 45 − 40½ − 2¾ − 1 (2 points) = ¾
	if re := tb.Result().RE(); re != "B+0.75" {
		t.Fatalf("RE %s", re)
	}
	if !strings.Contains(strings.Join(tb.Breakdown().Lines(9), "\n"), "penalty points: Black 2") {
		t.Fatalf("no penalty line: %q", tb.Breakdown().Lines(9))
	}
}

var splitInvader = []string{
	"....XO...", "....XO...", "....XO...", "....XO...", ".O..XO...",
	"....XO...", "....XO...", "....XO...", "....XO...",
}

var sekiOneEyeEach = []string{
	".X.O.OX.X", "XXXOOOXXX", "OOOXXXXXX", "OOOX.....", ".OOX.....",
	"OOOX.....", "..OX.....", "..OX.....", "..OX.....",
}

// A record saved in mid-game opens as the same game: the moves, the clocks from BL/OB and
// WL/OW (to the second SGF keeps), the log; the clock starts again for the player to move.
func TestOpenAGameInProgress(t *testing.T) {
	tb, ft := newTable(t, "japanese", 9, 10*time.Minute, "3x30 byo-yomi")
	ok(t)(tb.Start())
	ft.Set(40 * time.Second)
	play(t, tb, "B E5")
	ft.Set(11 * time.Minute) // White into byo-yomi: 10 min main, then 20 s of a period
	play(t, tb, "W C3")
	ok(t)(tb.Referee(rules.Action{Kind: rules.ActWarning, Player: board.Black, Note: "noise"}))
	data, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{tb.Record()}})
	if err != nil {
		t.Fatal(err)
	}
	col, _ := sgf.Read(data)
	ft2 := &clock.FakeTime{}
	op, err := Open(col.Games[0], rules.Chinese, ft2)
	if err != nil {
		t.Fatal(err)
	}
	if op.Rules().Name != "japanese" || len(op.Game().Moves()) != 2 || op.ToMove() != board.Black || op.Ended() {
		t.Fatalf("opened: %s, %d plies, %v to move", op.Rules().Name, len(op.Game().Moves()), op.ToMove())
	}
	// Black used 40 s: 9:20 left; White is in byo-yomi with 3 periods (a move inside a period
	// keeps it)
	b, w := op.Clock().Reading(clock.Black), op.Clock().Reading(clock.White)
	if b.MainLeft != 9*time.Minute+20*time.Second || w.Phase != clock.Overtime || w.PeriodsLeft != 3 {
		t.Fatalf("clocks: B %+v\nW %+v", b, w)
	}
	if grs(op.Log()) != grs(tb.Log()) {
		t.Fatalf("log %q, want %q", grs(op.Log()), grs(tb.Log()))
	}
	ok(t)(op.Start())
	ft2.Set(time.Minute)
	if r := op.Clock().Reading(clock.Black); r.MainLeft != 8*time.Minute+20*time.Second {
		t.Fatalf("Black's clock does not run: %v", r.MainLeft)
	}
	play(t, op, "B G7")
	// the autosave of an opened record restores it whole
	saved, err := op.Save()
	if err != nil {
		t.Fatal(err)
	}
	ft3 := &clock.FakeTime{}
	ft3.Set(ft2.Now())
	back, err := Restore(saved, ft3)
	if err != nil {
		t.Fatal(err)
	}
	sameTable(t, op, back, "an opened record, restored")
	if _, err := op.Play(9, board.Pass); err == nil || IsRefused(err) {
		t.Fatalf("a malformed request: %v", err)
	}
	if saved2, _ := op.Save(); string(saved2) != string(saved) {
		t.Fatal("a malformed request went into the journal")
	}
}

// A ply after a halt resumes play without a Resume (a record may go on): the clock, stopped at
// the halt, runs again for the mover's opponent.
func TestPlayAfterAHaltRestartsTheClock(t *testing.T) {
	tb, ft := newTable(t, "ikeda2", 9, 10*time.Minute, "absolute")
	ok(t)(tb.Start())
	play(t, tb, "B pass", "W pass")
	if st := tb.Clock().State(); st.Status != clock.Paused {
		t.Fatalf("the clock at a halt: %v", st.Status)
	}
	ft.Set(time.Minute)
	play(t, tb, "B pass")
	ft.Set(2 * time.Minute)
	if r := tb.Clock().Reading(clock.White); r.Used != time.Minute {
		t.Fatalf("White used %v, want 1m0s", r.Used)
	}
}

// ing13DameOpen is a started Ing 13th ed. game on 9×9 whose only open dame is E5.
func ing13DameOpen(t *testing.T) *Table {
	t.Helper()
	rs, _ := rules.Preset("ing13")
	rows := []string{"...XXO...", "...XXO...", "...XXO...", "...XXO...", "...X.O...", "...XOO...", "...XOO...", "...XOO...", "...XOO..."}
	tb, err := New(Config{Rules: rs, Width: 9, Setup: setupRows(rows)}, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	ok(t)(tb.Start())
	return tb
}

// Ing 13th ed. 可争禁虚: a pass while a dame is open is refused and names the dame (E5); the
// referee's oversight ruling lets the next pass through as a 漏着.
func TestIngRefusedPassNamesTheDame(t *testing.T) {
	tb := ing13DameOpen(t)
	u, err := tb.Pass(board.Black)
	var d *DameOpen
	if !errors.As(err, &d) || d.Reason != RefusedPassDame || d.Point.GTP(9) != "E5" || !IsRefused(err) {
		t.Fatalf("refusal %v", err)
	}
	if len(u.Events) != 1 || u.Events[0].Point == nil || *u.Events[0].Point != d.Point {
		t.Fatalf("events %+v", u.Events)
	}
	// The sentence names the dame, in the app (Explain) and in the event's text `goref table`
	// prints (naming the player refused, as the English does), with the code table.md gives after
	// it; the reason stays the code alone.
	if s, want := d.Explain("en"), "No pass while a neutral point can still be contested (除认输外禁止虚手): E5 is open."; s != want {
		t.Errorf("said %q, want %q", s, want)
	}
	if s, want := u.Events[0].Text["zh"], "黑方的请求不予受理：尚有可争之点，除认输外禁止虚手：E5仍空。（dame-open）"; s != want {
		t.Errorf("event text %q, want %q", s, want)
	}
	if u.Events[0].Reason != "dame-open" {
		t.Errorf("reason %q, want dame-open", u.Events[0].Reason)
	}
	ok(t)(tb.Referee(rules.Action{Kind: rules.ActOversight, Player: board.Black}))
	ok(t)(tb.Pass(board.Black))
}
