package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

type lenientPly struct {
	Ply    int     `json:"ply"`
	Color  string  `json:"color"`
	Move   *string `json:"move"`
	Value  *string `json:"value"`
	Legal  bool    `json:"legal"`
	Reason *string `json:"reason"`
}

func checkJSON(t *testing.T, p string) (int, []lenientPly, []string, int) {
	t.Helper()
	code, out, errs := runCheck(t, "--json", p)
	var rep struct {
		Moves    int          `json:"moves"`
		Illegal  int          `json:"illegal"`
		Problems []string     `json:"problems"`
		Plies    []lenientPly `json:"plies"`
	}
	if err := json.Unmarshal([]byte(strings.TrimSpace(out)), &rep); err != nil {
		t.Fatalf("exit %d, %v\n%s%s", code, err, out, errs)
	}
	if rep.Moves != len(rep.Plies) {
		t.Errorf("moves %d, plies %d", rep.Moves, len(rep.Plies))
	}
	return code, rep.Plies, rep.Problems, rep.Illegal
}

// TestCheckSkipsUnreadableMoves: a GTP-style or off-board move is an illegal ply with a
// reason, at its place in the numbering; the moves after it are played (cli.md).
func TestCheckSkipsUnreadableMoves(t *testing.T) {
	p := writeSGF(t, "(;GM[1]SZ[9]\n;B[ee];W[R16]\n;W[cc];B[zz];W[dd])")
	code, plies, problems, illegal := checkJSON(t, p)
	if code != 1 || illegal != 2 || len(plies) != 5 {
		t.Fatalf("exit %d, %d illegal, plies %+v", code, illegal, plies)
	}
	bad := func(i int, value, reason string) {
		t.Helper()
		p := plies[i]
		if p.Ply != i+1 || p.Legal || p.Move != nil || p.Value == nil || *p.Value != value || p.Reason == nil || *p.Reason != reason {
			t.Errorf("ply %d: %+v", i+1, p)
		}
	}
	bad(1, "R16", "malformed")
	bad(3, "zz", "off-board")
	if p := plies[1]; p.Color != "W" {
		t.Errorf("W[R16] reported as %s", p.Color)
	}
	if p := plies[2]; !p.Legal || *p.Move != "C7" || p.Color != "W" {
		t.Errorf("the move after the skipped one: %+v", p)
	}
	if want := "move 2: line 2, column 7 (node 2): W[R16] skipped: malformed"; len(problems) < 1 || problems[0] != want {
		t.Errorf("problems %q, want first %q", problems, want)
	}
	_, text, _ := runCheck(t, p)
	if !strings.Contains(text, "W[R16] skipped: malformed") || !strings.Contains(text, "ILLEGAL: 5 moves, 2 illegal") {
		t.Errorf("text report:\n%s", text)
	}
}

func TestCheckSkipsOffBoardSetupAndRefusesOtherGames(t *testing.T) {
	p := writeSGF(t, "(;AB[pp][cc]AW[cp]SZ[9];W[dd])")
	code, out, _ := runCheck(t, p)
	if code != 1 || !strings.Contains(out, "setup line 1, column 2 (node 0): AB[pp] skipped: off-board") ||
		!strings.Contains(out, "SKIPPED: 1 moves, 0 illegal") {
		t.Fatalf("exit %d\n%s", code, out)
	}
	p = writeSGF(t, "(;GM[19]\nSZ[9];B[Move \\: value])")
	if code, _, errs := runCheck(t, p); code != 2 || !strings.Contains(errs, p) || !strings.Contains(errs, "line 1") ||
		!strings.Contains(errs, "GM[19]: not a game of Go") {
		t.Fatalf("GM[19]: exit %d, %q", code, errs)
	}
}

// TestPliesCountMovesNotSetupNodes: Fox's handicap node after the root is not a ply.
func TestPliesCountMovesNotSetupNodes(t *testing.T) {
	p := writeSGF(t, "(;GM[1]SZ[19]HA[2];AB[pd][dp];W[pp];B[dd])")
	code, plies, _, _ := checkJSON(t, p)
	if code != 0 || len(plies) != 2 || plies[0].Ply != 1 || *plies[0].Move != "Q4" || plies[1].Ply != 2 {
		t.Fatalf("exit %d, plies %+v", code, plies)
	}
}

func TestScoreNotesSkippedMoves(t *testing.T) {
	p := writeSGF(t, "(;GM[1]SZ[9];B[ee];W[R16];W[cc])")
	var out, errb strings.Builder
	if code := Score([]string{p}, &out, &errb); code != 0 || !strings.Contains(out.String()+errb.String(), "W[R16] skipped: malformed") {
		t.Fatalf("exit %d\n%s%s", code, out.String(), errb.String())
	}
}
