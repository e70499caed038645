package record

import (
	"strings"
	"testing"
	"time"

	"goref/rules"
	"goref/rules/clock"
	"goref/rules/result"
)

func TestInfoAndTime(t *testing.T) {
	r := root(t, "(;PB[柯洁]BR[9p]PW[AlphaGo]WR[-]EV[Future of Go]RO[1]DT[2017-05-23]PC[乌镇]GN[g1]"+
		"RU[Chinese]HA[0]KM[7.5]RE[W+0.5]TM[3h]OT[3x60 byo-yomi];B[qd]BL[10795.3]OB[3];W[pp]WL[59]OW[2])")
	gi, err := ReadInfo(r)
	if err != nil {
		t.Fatal(err)
	}
	if gi.Black != "柯洁" || gi.White != "AlphaGo" || gi.Place != "乌镇" || gi.RU != "Chinese" || gi.Komi.Points != 7.5 ||
		!gi.HasKomi || !gi.HasResult || gi.Result.Winner != result.White || gi.Result.Margin != 0.5 || gi.BlackRank != "9p" ||
		gi.Event != "Future of Go" || gi.Date != "2017-05-23" || gi.Handicap != 0 || gi.HandicapRaw != "0" {
		t.Errorf("%+v", gi)
	}
	if want := (clock.Config{System: clock.Japanese, Main: 3 * time.Hour, Periods: 3, Period: time.Minute}); gi.Time == nil || *gi.Time != want {
		t.Errorf("time %+v, want %+v", gi.Time, want)
	}
	if rs, known := gi.Ruleset(rules.Japanese); !known || rs.Name != "chinese" {
		t.Errorf("RU[Chinese] is %s (%v)", rs.Name, known)
	}
	if k, ok := gi.GameKomi(rules.Chinese); !ok || k != 3.75 {
		t.Errorf("KM[7.5] under C88 is %v 子 (%v), want 3.75", k, ok)
	}
	if mt := MoveTime(r.Children[0]); mt != (clock.MoveTime{BL: "10795.3", OB: "3"}) {
		t.Errorf("black's clock after the move %+v", mt)
	}
	if mt := MoveTime(r.Children[0].Children[0]); mt != (clock.MoveTime{WL: "59", OW: "2"}) {
		t.Errorf("white's clock after the move %+v", mt)
	}

	gi, err = ReadInfo(root(t, "(;HA[two]KM[x]RE[has adjourned.]TM[soon])"))
	for _, want := range []string{"HA[two]", "KM[x]", "has adjourned.", "TM[soon]"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("bad HA, KM, RE and TM: %v lacks %s", err, want)
		}
	}
	if gi.HasKomi || gi.HasResult || gi.Time != nil || gi.TimeErr == nil || gi.Handicap != 0 {
		t.Errorf("unreadable values read: %+v", gi)
	}
	// A handicap is two stones or more; no TM and no OT is no clock; TM[0] is none either.
	for text, ha := range map[string]int{"(;HA[1])": 0, "(;HA[3])": 3, "(;)": 0, "(;HA[0]TM[0])": 0} {
		gi, err := ReadInfo(root(t, text))
		if err != nil || gi.Handicap != ha || gi.Time != nil {
			t.Errorf("%s: handicap %d, time %v, %v", text, gi.Handicap, gi.Time, err)
		}
	}
	// A handicap game's KM is what the players played for (KGS's KM[0.50]); without KM it has
	// none, its compensation being the rule set's HandicapBonus.
	if k, ok := (Info{Handicap: 3, HasKomi: true, Komi: Komi{Points: 0.5}}).GameKomi(rules.Japanese); !ok || k != 0.5 {
		t.Errorf("a handicap game's komi %v (%v), want KM's 0.5 from the record", k, ok)
	}
	if k, ok := (Info{Handicap: 3, HasKomi: true, Komi: Komi{Points: 0.5}}).GameKomi(rules.Chinese); !ok || k != 0.25 {
		t.Errorf("a Chinese handicap game's komi %v (%v), want 0.25 子 (KM 0.5 points)", k, ok)
	}
	if k, ok := (Info{Handicap: 3}).GameKomi(rules.Japanese); ok || k != 0 {
		t.Errorf("a handicap game without KM: komi %v (%v), want none", k, ok)
	}
}

// TestTMOfNinetyMinutes: TM[1:30:00] is a 90-minute clock (it used to open with no clock while
// the game information said 90 minutes: two parsers disagreed).
func TestTMOfNinetyMinutes(t *testing.T) {
	for _, tm := range []string{"1:30:00", "5400", "90 minutes", "1.5 hours"} {
		gi, err := ReadInfo(root(t, "(;TM["+tm+"])"))
		if err != nil || gi.Time == nil || *gi.Time != (clock.Config{System: clock.Absolute, Main: 90 * time.Minute}) {
			t.Errorf("TM[%s]: %+v, %v", tm, gi.Time, err)
		}
	}
}
