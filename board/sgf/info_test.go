package sgf

import (
	"fmt"
	"strings"
	"testing"

	"goref/board"
)

func TestKomi(t *testing.T) {
	cases := []struct {
		km     string
		value  float64
		stones bool
		points float64
		note   string
	}{
		{"6.5", 6.5, false, 6.5, ""},
		{"7.50", 7.5, false, 7.5, ""},
		{"7.500000", 7.5, false, 7.5, ""},
		{"0", 0, false, 0, ""},
		{"", 0, false, 0, ""},
		{"-4.50", -4.5, false, -4.5, ""},
		{"-99.50", -99.5, false, -99.5, ""}, // KGS reverse komi: written with a point, so not Fox
		{"65.00", 65, false, 65, ""},
		{"650", 6.5, false, 6.5, "Fox komi ×100"},
		{"750", 7.5, false, 7.5, "Fox komi ×100"},
		{"550", 5.5, false, 5.5, "Fox komi ×100"},
		{"375", 3.75, true, 7.5, "Fox komi ×100, quarter komi read as stones (子)"},
		{"325", 3.25, true, 6.5, "Fox komi ×100, quarter komi read as stones (子)"},
		{"3.75", 3.75, true, 7.5, "quarter komi read as stones (子)"},
		{"2.75", 2.75, true, 5.5, "quarter komi read as stones (子)"},
	}
	for _, c := range cases {
		k, ok, err := ParseKomi(mustRead(t, "(;KM["+c.km+"])").Games[0])
		if !ok || err != nil || k.Value != c.value || k.Stones != c.stones || k.Points != c.points || k.Note != c.note || k.Raw != c.km {
			t.Errorf("KM[%s] = %+v %v %v", c.km, k, ok, err)
		}
	}
	if _, ok, _ := ParseKomi(mustRead(t, "(;GM[1])").Games[0]); ok {
		t.Error("komi without KM")
	}
	for _, bad := range []string{"abc", "NaN", "Inf", "1e9", "7,5"} {
		if _, _, err := ParseKomi(mustRead(t, "(;KM["+bad+"])").Games[0]); err == nil {
			t.Errorf("KM[%s] accepted", bad)
		}
	}
}

func TestParseResult(t *testing.T) {
	cases := []struct {
		re        string
		outcome   Outcome
		margin    float64
		hasMargin bool
		reason    string
	}{
		{"B+3.5", OutcomeBlack, 3.5, true, ""},
		{"W+12.50", OutcomeWhite, 12.5, true, ""},
		{"B+0.75", OutcomeBlack, 0.75, true, ""},
		{"W+0.0", OutcomeWhite, 0, true, ""},
		{"B+R", OutcomeBlack, 0, false, "R"},
		{"W+Resign", OutcomeWhite, 0, false, "R"},
		{"b+r", OutcomeBlack, 0, false, "R"},
		{"W+T", OutcomeWhite, 0, false, "T"},
		{"B+Time", OutcomeBlack, 0, false, "T"},
		{"W+F", OutcomeWhite, 0, false, "F"},
		{"W+Forfeit", OutcomeWhite, 0, false, "F"},
		{"B+", OutcomeBlack, 0, false, ""},
		{"B", OutcomeBlack, 0, false, ""},
		{"W+J", OutcomeWhite, 0, false, "J"},
		{"0", OutcomeDraw, 0, false, ""},
		{"Draw", OutcomeDraw, 0, false, ""},
		{"draw", OutcomeDraw, 0, false, ""},
		{"D+J", OutcomeDraw, 0, false, "J"},
		{"Void", OutcomeVoid, 0, false, ""},
		{"?", OutcomeUnknown, 0, false, ""},
		{"", OutcomeUnknown, 0, false, ""},
		{"257手完, 黒中押し勝ち", OutcomeUnknown, 0, false, ""},
		{"has adjourned.", OutcomeUnknown, 0, false, ""},
	}
	for _, c := range cases {
		r := ParseResult(c.re)
		if r.Outcome != c.outcome || r.Margin != c.margin || r.HasMargin != c.hasMargin || r.Reason != c.reason || r.Raw != c.re {
			t.Errorf("RE[%s] = %+v", c.re, r)
		}
	}
	if ParseResult("W+R").Winner() != board.White || ParseResult("0").Winner() != board.Empty {
		t.Error("Winner")
	}
}

func TestInfoAndTime(t *testing.T) {
	root := mustRead(t, "(;PB[柯洁]BR[9p]PW[AlphaGo]WR[-]EV[Future of Go]RO[1]DT[2017-05-23]PC[乌镇]GN[g1]"+
		"RU[Chinese]HA[0]KM[7.5]RE[W+0.5]TM[3h]OT[3x60 byo-yomi];B[qd]BL[10795.3]OB[3];W[pp]WL[59]OW[2])").Games[0]
	gi, err := Info(root)
	if err != nil {
		t.Fatal(err)
	}
	if gi.Black != "柯洁" || gi.White != "AlphaGo" || gi.Place != "乌镇" || gi.Rules != "Chinese" || gi.Komi.Points != 7.5 ||
		!gi.HasKomi || gi.Result.Outcome != OutcomeWhite || gi.Result.Margin != 0.5 || gi.Time.Main != 10800 ||
		gi.Time.Overtime != "3x60 byo-yomi" || gi.BlackRank != "9p" || gi.Event != "Future of Go" || gi.Date != "2017-05-23" {
		t.Errorf("%+v", gi)
	}
	tl, err := ParseTimeLeft(root.Children[0], board.Black)
	if err != nil || tl.Seconds != 10795.3 || !tl.HasSeconds || tl.Periods != 3 || !tl.HasPeriods {
		t.Errorf("black time left %+v %v", tl, err)
	}
	tl, err = ParseTimeLeft(root.Children[0].Children[0], board.White)
	if err != nil || tl.Seconds != 59 || tl.Periods != 2 {
		t.Errorf("white time left %+v %v", tl, err)
	}
	for tm, want := range map[string]float64{
		"600": 600, "0": 0, "1 hour": 3600, "2時間": 7200, "3시간": 10800, "90 minutes": 5400,
		"1:30:00": 5400, "1:00:00(5x1:00)": 3600, "5 minutes + 1 minute / 5 stones": 300, "45分": 2700,
	} {
		ts, err := ParseTimeSettings(mustRead(t, "(;TM["+tm+"])").Games[0])
		if err != nil || !ts.HasMain || ts.Main != want {
			t.Errorf("TM[%s] = %+v %v, want %v", tm, ts, err, want)
		}
	}
	if ts, err := ParseTimeSettings(mustRead(t, "(;TM[])").Games[0]); err != nil || ts.HasMain {
		t.Errorf("TM[]: %+v %v", ts, err)
	}
	if _, err := ParseTimeSettings(mustRead(t, "(;TM[soon])").Games[0]); err == nil {
		t.Error("TM[soon] accepted")
	}
	_, err = Info(mustRead(t, "(;HA[two]KM[x])").Games[0])
	if err == nil || !strings.Contains(err.Error(), "HA[two]") || !strings.Contains(err.Error(), "KM[x]") {
		t.Errorf("bad HA and KM: %v", err)
	}
}

func TestCursor(t *testing.T) {
	root := mustRead(t, "(;GM[1];B[aa](;W[bb];B[cc])(;W[dd](;B[ee])(;B[ff]))(;W[gg]))").Games[0]
	c := NewCursor(root)
	get := func() string {
		if v, ok := c.Node().Get("B"); ok {
			return v
		}
		v, _ := c.Node().Get("W")
		return v
	}
	if c.Prev() || !c.Next() || get() != "aa" || c.Variations() != 3 {
		t.Fatal("start")
	}
	if !c.Into(1) || get() != "dd" || c.OnMainLine() || c.Depth() != 2 {
		t.Fatal("into variation 1")
	}
	if !c.Into(1) || get() != "ff" || fmt.Sprint(c.Path()) != "[0 1 1]" {
		t.Fatalf("into ff, path %v", c.Path())
	}
	if !c.Sibling(-1) || get() != "ee" || c.Sibling(-1) {
		t.Fatal("sibling")
	}
	c.ToMainLine()
	if get() != "aa" || !c.OnMainLine() || c.Depth() != 1 {
		t.Fatalf("to main line: %s", get())
	}
	c.ToEnd()
	if get() != "cc" || c.Next() || c.Into(1) {
		t.Fatal("end")
	}
	c.ToRoot()
	if c.Node() != root || c.Depth() != 0 {
		t.Fatal("root")
	}
	if !c.Follow([]int{0, 2}) || get() != "gg" || c.Follow([]int{0}) {
		t.Fatal("follow")
	}
	if d := NewCursor(root.Children[0].Children[1]); d.Depth() != 2 || d.Index() != 1 {
		t.Fatal("cursor on an inner node")
	}
}
