package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func writeSGF(t *testing.T, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "g.sgf")
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func runCheck(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Check(args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestCheckJSONReportsIllegalMovesAndGoesOn(t *testing.T) {
	// Move 3 is on an occupied point; move 4 is played from the unchanged position.
	p := writeSGF(t, "(;GM[1]FF[4]SZ[9]RU[Japanese];B[ee];W[cc];B[cc];W[dd];B[];W[])")
	code, out, _ := runCheck(t, "--json", "--board", p)
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	var rep struct {
		Rules   string `json:"rules"`
		Size    [2]int `json:"size"`
		Moves   int    `json:"moves"`
		Illegal int    `json:"illegal"`
		Plies   []struct {
			Ply        int              `json:"ply"`
			Color      string           `json:"color"`
			Move       string           `json:"move"`
			Legal      bool             `json:"legal"`
			Reason     *string          `json:"reason"`
			RepeatsPly *int             `json:"repeats_ply"`
			Events     []map[string]any `json:"events"`
			OwnRemoved []string         `json:"own_removed"`
		} `json:"plies"`
		FinalBoard []string `json:"final_board"`
	}
	if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &rep); err != nil {
		t.Fatalf("not one JSON object: %v\n%s", err, out)
	}
	if rep.Rules != "japanese" || rep.Size != [2]int{9, 9} || rep.Moves != 6 || rep.Illegal != 1 {
		t.Fatalf("header: %+v", rep)
	}
	p3 := rep.Plies[2]
	if p3.Legal || p3.Reason == nil || *p3.Reason != "occupied" || p3.Move != "C7" || p3.Color != "B" {
		t.Fatalf("ply 3: %+v", p3)
	}
	if !rep.Plies[3].Legal || rep.Plies[3].Move != "D6" {
		t.Fatalf("ply 4 must be played after the skipped move: %+v", rep.Plies[3])
	}
	if rep.Plies[4].Move != "pass" || rep.Plies[5].Events == nil || len(rep.Plies[5].Events) == 0 || rep.Plies[5].Events[0]["kind"] != "halt" {
		t.Fatalf("two passes must halt a Japanese game: %+v", rep.Plies[5])
	}
	if rep.FinalBoard[4] != "....X...." || rep.FinalBoard[2] != "..O......" {
		t.Fatalf("final board: %v", rep.FinalBoard)
	}
}

func TestCheckRepeatsAndCycleEvent(t *testing.T) {
	// A single ko taken back and forth with passes in between: under Chinese rules the retake
	// after the passes repeats an earlier board (a cycle the referee rules on).
	p := writeSGF(t, "(;GM[1]FF[4]SZ[5]RU[Chinese]AB[ba][ab][bc]AW[bb][ca][db][cc];B[cb];W[];B[];W[bb];B[];W[];B[cb])")
	code, out, errs := runCheck(t, "--json", p)
	if code != 0 {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	var rep struct {
		Plies []struct {
			RepeatsPly *int             `json:"repeats_ply"`
			Events     []map[string]any `json:"events"`
		} `json:"plies"`
	}
	json.Unmarshal([]byte(out), &rep)
	if len(rep.Plies) != 7 {
		t.Fatalf("plies: %s", out)
	}
	if rep.Plies[3].RepeatsPly == nil || *rep.Plies[3].RepeatsPly != 0 {
		t.Fatalf("W bb recreates the setup board: %s", out)
	}
	if rep.Plies[6].RepeatsPly == nil || *rep.Plies[6].RepeatsPly != 1 {
		t.Fatalf("B cb recreates ply 1: %s", out)
	}
	if rep.Plies[0].RepeatsPly != nil || rep.Plies[1].RepeatsPly != nil {
		t.Fatalf("no repetition on the first plies: %s", out)
	}
	found := false
	for _, p := range rep.Plies {
		for _, e := range p.Events {
			found = found || (e["kind"] == "cycle" && e["verdict"] == "referee-draw-or-replay")
		}
	}
	if !found {
		t.Fatalf("C88 repetition must raise the referee event: %s", out)
	}
}

func TestCheckBadInput(t *testing.T) {
	for _, bad := range []string{"(;GM[1]SZ[9];B[ee", "hello world", "(;GM[1]SZ[30];B[ee])"} {
		p := writeSGF(t, bad)
		if code, _, errs := runCheck(t, p); code != 2 || !strings.Contains(errs, p) || !strings.Contains(errs, "line 1") {
			t.Fatalf("%q: exit %d, stderr %q", bad, code, errs)
		}
	}
	// A tree left open at the end of the file is recovered, with a warning.
	p := writeSGF(t, "(;GM[1]SZ[9];B[ee]")
	if code, out, _ := runCheck(t, p); code != 0 || !strings.Contains(out, "not closed") {
		t.Fatalf("unclosed tree: exit %d\n%s", code, out)
	}
	if code, _, _ := runCheck(t, filepath.Join(t.TempDir(), "missing.sgf")); code != 2 {
		t.Fatalf("missing file: exit %d", code)
	}
	ok := writeSGF(t, "(;GM[1]SZ[9];B[ee])")
	if code, _, errs := runCheck(t, "--rules", "klingon", ok); code != 2 || !strings.Contains(errs, "klingon") {
		t.Fatalf("unknown rules: exit %d %q", code, errs)
	}
}

func TestCheckReportsMissingHandicapStones(t *testing.T) {
	p := writeSGF(t, "(;GM[1]SZ[19]HA[2];W[pd];B[dd];W[dp])")
	_, out, _ := runCheck(t, p)
	if !strings.Contains(out, "HA[2] but the record holds no handicap stones") {
		t.Fatalf("missing handicap not reported:\n%s", out)
	}
}

func TestSetupInTheNodeAfterTheRoot(t *testing.T) {
	// Fox writes handicap stones in the node after the root: they are the initial setup.
	p := writeSGF(t, "(;GM[1]SZ[19]HA[2];AB[pd][dp];W[pp];B[dd])")
	code, out, _ := runCheck(t, "--board", "--json", p)
	if code != 0 || strings.Contains(out, "HA[2] but") || strings.Contains(out, "middle of the game") {
		t.Fatalf("exit %d\n%s", code, out)
	}
	gtp := gtpSession(t, nil, "loadsgf "+p+"\n1 list_stones black\n2 printsgf\n")
	if !strings.Contains(gtp, "=1 D16 Q16 D4\n") {
		t.Fatalf("loadsgf must apply the setup node:\n%s", gtp)
	}
	if !strings.Contains(gtp, "AB[pd][dp]") {
		t.Fatalf("printsgf must keep the handicap stones:\n%s", gtp)
	}
}
