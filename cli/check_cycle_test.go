package cli

import (
	"encoding/json"
	"testing"
)

// T7b, the two-way four-ko with Black starting, under Ing: Black is the 搅方 (seed 000 L1798)
// and its move that would close the lap is refused as disturber-banned. That ply carries the
// cycle event, so the record checked headless says who was ruled 搅.
func TestCheckJSONDisturberBannedCarriesCycleEvent(t *testing.T) {
	p := writeSGF(t, "(;GM[1]FF[4]SZ[6:10]RU[Ing]PL[B]"+
		"AB[ba][ea][ab][bb][eb][fb][ac][bc][fc][ad][bd][ed][fd][ae][ee][fe][af][bf][ef][ff][ag][bg][dg][fg][ah][bh][eh][fh][ai][ci][ei][fi][aj][bj][ej][fj]"+
		"AW[ca][da][cb][db][cc][ec][cd][dd][be][de][cf][df][cg][ch][dh][di][cj][dj]"+
		";B[ce];W[bi];B[dc];W[be];B[ci];W[eg];B[ce];W[bi];B[dg])")
	code, out, errs := runCheck(t, "--json", "--rules", "ing", p)
	if code != 1 {
		t.Fatalf("exit %d, want 1 (%s)", code, errs)
	}
	var rep struct {
		Plies []struct {
			Reason *string          `json:"reason"`
			Events []map[string]any `json:"events"`
		} `json:"plies"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	last := rep.Plies[len(rep.Plies)-1]
	if last.Reason == nil || *last.Reason != "disturber-banned" {
		t.Fatalf("ply 9: %+v", last)
	}
	if len(last.Events) != 1 || last.Events[0]["kind"] != "cycle" || last.Events[0]["verdict"] != "disturb" || last.Events[0]["disturber"] != "B" {
		t.Fatalf("ply 9 events: %v", last.Events)
	}
}

// --ing-cycles shape-count judges the same lap by Chen's shape count: 争, nobody banned.
func TestCheckIngCyclesShapeCount(t *testing.T) {
	p := writeSGF(t, "(;GM[1]FF[4]SZ[6:10]RU[Ing]PL[B]"+
		"AB[ba][ea][ab][bb][eb][fb][ac][bc][fc][ad][bd][ed][fd][ae][ee][fe][af][bf][ef][ff][ag][bg][dg][fg][ah][bh][eh][fh][ai][ci][ei][fi][aj][bj][ej][fj]"+
		"AW[ca][da][cb][db][cc][ec][cd][dd][be][de][cf][df][cg][ch][dh][di][cj][dj]"+
		";B[ce];W[bi];B[dc];W[be];B[ci];W[eg];B[ce];W[bi];B[dg])")
	if code, out, errs := runCheck(t, "--json", "--ing-cycles", "shape-count", p); code != 0 {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	if code, _, errs := runCheck(t, "--ing-cycles", "whim", p); code != 2 || errs == "" {
		t.Fatalf("a bad --ing-cycles: exit %d %q", code, errs)
	}
}
