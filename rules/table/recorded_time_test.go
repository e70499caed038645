package table

import (
	"strings"
	"testing"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules/clock"
)

// A finished record made on a 60 s sudden-death clock opens with each side's clock at the time
// its last move recorded (BL/WL), and RecordedTime gives those values (OB/OW too).
func TestOpenedFinishedRecordKeepsTheTimesLeft(t *testing.T) {
	for _, tc := range []struct {
		record       string
		bLeft, wLeft time.Duration
		wOver        string
	}{
		{"(;GM[1]SZ[9]TM[60]RE[B+R];B[ee]BL[45.2];W[cc]WL[50.5];B[dd]BL[30])", 30 * time.Second, 50500 * time.Millisecond, ""},
		{"(;GM[1]SZ[9]TM[60]OT[3x30 byo-yomi]RE[W+R];B[ee]BL[12];W[cc]WL[30]OW[2];B[dd]BL[8])", 8 * time.Second, 30 * time.Second, "2"},
	} {
		tb := openRecord(t, tc.record)
		if !tb.Ended() {
			t.Fatalf("%s: not ended", tc.record)
		}
		if r := tb.Clock().Reading(clock.Black); r.MainLeft != tc.bLeft {
			t.Errorf("%s: Black's clock %v, want %v", tc.record, r.MainLeft, tc.bLeft)
		}
		w := tb.Clock().Reading(clock.White)
		if tc.wOver == "" && w.MainLeft != tc.wLeft || tc.wOver != "" && (w.Phase != clock.Overtime || w.PeriodsLeft != 2 || w.PeriodLeft != tc.wLeft) {
			t.Errorf("%s: White's clock %+v", tc.record, w)
		}
		l, o, ok := tb.RecordedTime(board.Black)
		if d, _ := clock.ParseSeconds(l); !ok || d != tc.bLeft || o != "" {
			t.Errorf("%s: Black's recorded time %q %q %v", tc.record, l, o, ok)
		}
		l, o, ok = tb.RecordedTime(board.White)
		if d, _ := clock.ParseSeconds(l); !ok || d != tc.wLeft || o != tc.wOver {
			t.Errorf("%s: White's recorded time %q %q %v", tc.record, l, o, ok)
		}
	}
}

// RecordedTime follows the plies played at the table: none before a clock has run, the
// mover's after each ply, the previous one again after a take-back.
func TestRecordedTimeOfPliesPlayedHere(t *testing.T) {
	tb, ft := newTable(t, "chinese", 9, time.Minute, "absolute")
	if _, _, ok := tb.RecordedTime(board.Black); ok {
		t.Fatal("a time recorded before any ply")
	}
	ok(t)(tb.Start())
	ft.Set(10 * time.Second)
	play(t, tb, "B E5")
	ft.Set(15 * time.Second)
	play(t, tb, "W C3")
	ft.Set(20 * time.Second)
	play(t, tb, "B G7")
	if l, _, has := tb.RecordedTime(board.Black); !has || l != "45" {
		t.Fatalf("Black after two moves: %q %v, want 45", l, has)
	}
	if l, _, has := tb.RecordedTime(board.White); !has || l != "55" {
		t.Fatalf("White: %q %v, want 55", l, has)
	}
	ok(t)(tb.Undo(false, ""))
	if l, _, has := tb.RecordedTime(board.Black); !has || l != "50" {
		t.Fatalf("Black after the take-back: %q %v, want 50", l, has)
	}
	untimed, _ := newTable(t, "chinese", 9, 0, "")
	ok(t)(untimed.Start())
	play(t, untimed, "B E5", "W C3")
	if _, _, has := untimed.RecordedTime(board.White); has {
		t.Fatal("a game without a clock records a time")
	}
}

// A record lost on time opens with the loser's flag down (time spent, the face shows the loss),
// even when the loser never moved; the winner keeps the time his last move recorded.
func TestOpenedTimeLossShowsTheFallenFlag(t *testing.T) {
	for _, tc := range []struct {
		record string
		winner clock.Side
		left   time.Duration
	}{
		{"(;GM[1]SZ[9]TM[60]RE[W+T];B[ee]BL[45];W[cc]WL[50])", clock.White, 50 * time.Second},
		{"(;GM[1]SZ[9]TM[60]RE[W+Time])", clock.White, time.Minute},
		{"(;GM[1]SZ[9]TM[60]OT[3x30 byo-yomi]RE[B+T];B[ee]BL[12];W[cc]WL[30]OW[1])", clock.Black, 12*time.Second + 3*30*time.Second},
	} {
		tb := openRecord(t, tc.record)
		lost := tb.Clock().Reading(tc.winner.Other())
		if lost.Phase != clock.Lost || lost.Loss == clock.NoLoss || lost.Left != 0 {
			t.Errorf("%s: the loser's clock %+v", tc.record, lost)
		}
		if won := tb.Clock().Reading(tc.winner); won.Phase == clock.Lost || won.Left != tc.left {
			t.Errorf("%s: the winner's clock %+v, want %v left", tc.record, won, tc.left)
		}
		if re := tb.Result().RE(); re[2] != 'T' {
			t.Errorf("%s: RE %s", tc.record, re)
		}
	}
}

// A byo-yomi game's record gives back, reopened, the time each side used: in overtime BL/WL is
// what was left of the period as the move ended (as KGS writes it), not the fresh period that
// follows. By hand, 60 s and 3×30 s byo-yomi: Black 20 s (40 left), White 30 s (30), Black 25 s
// (15), White 25 s (5), Black 10 s (5), White 30 s: 5 of main time and 25 of the first period
// (WL[5] OW[3]); Black 45 s: 5 of main time, the first period lost and 10 of the second
// (BL[20] OB[2]). Used: Black 20+25+10+45 = 100 s, White 30+25+30 = 85 s; the goref record
// said WL[30] and BL[30] and reopened with 60 s and 90 s.
func TestByoYomiRecordReopensWithTheTimeUsed(t *testing.T) {
	tb, ft := newTable(t, "japanese", 9, time.Minute, "3x30 byo-yomi")
	ok(t)(tb.Start())
	for _, m := range []struct {
		at   time.Duration
		move string
	}{{20, "B E5"}, {50, "W C3"}, {75, "B G7"}, {100, "W G3"}, {110, "B C7"}, {140, "W E7"}, {185, "B D4"}} {
		ft.Set(m.at * time.Second)
		play(t, tb, m.move)
	}
	data, err := sgf.Write(&sgf.Collection{Games: []*sgf.Node{tb.Record()}})
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, want := range []string{"BL[40]", "WL[30]", "BL[15]", "WL[5]", "BL[5]", "WL[5]OW[3]", "BL[20]OB[2]"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %s in %s", want, text)
		}
	}
	re := openRecord(t, text)
	for _, c := range []struct {
		side    clock.Side
		used    time.Duration
		periods int
	}{{clock.Black, 100 * time.Second, 2}, {clock.White, 85 * time.Second, 3}} {
		r := re.Clock().Reading(c.side)
		if r.Used != c.used || r.PeriodsLeft != c.periods || r.PeriodLeft != 30*time.Second {
			t.Errorf("%v reopened: used %v, %d periods, %v of the period; want %v, %d, 30s", c.side, r.Used, r.PeriodsLeft, r.PeriodLeft, c.used, c.periods)
		}
	}
}

// A record whose moves carry no time for a side says nothing of the time that side used: its
// clock is the time system's fresh one, which TimeKnown does not pass off as the game's. Black's
// moves carry none here, White's one does (WL[1700]); a game played at the table knows both.
func TestTimeKnownOnlyWhereTheRecordSaysIt(t *testing.T) {
	tb := openRecord(t, "(;GM[1]SZ[9]TM[1800]OT[5x30 byo-yomi]RE[W+R];B[ee];W[cc]WL[1700];B[gg])")
	if tb.TimeKnown(board.Black) || !tb.TimeKnown(board.White) {
		t.Errorf("known: Black %v, White %v; want false, true", tb.TimeKnown(board.Black), tb.TimeKnown(board.White))
	}
	here, _ := newTable(t, "japanese", 9, time.Minute, "3x30 byo-yomi")
	if !here.TimeKnown(board.Black) || !here.TimeKnown(board.White) {
		t.Error("a game at the table does not know its own time")
	}
	untimed := openRecord(t, "(;GM[1]SZ[9];B[ee];W[cc]WL[1700])")
	if untimed.TimeKnown(board.White) {
		t.Error("a game without a clock knows a time")
	}
}
