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

// TestCheckRefusesUnreadableMoves: a GTP-style or off-board move is a bad vertex, so the
// record is unusable input (cli.md: exit 2, a one-line error naming the file and the line and
// column of the value). The app opens such records leniently; the headless contract does not.
func TestCheckRefusesUnreadableMoves(t *testing.T) {
	for _, c := range []struct{ sgf, where string }{
		{"(;GM[1]SZ[9]\n;B[ee];W[R16]\n;W[cc];B[zz];W[dd])", "line 2, column 7 (node 2): W[R16]"},
		{"(;GM[1]SZ[9];B[ee];W[zz])", "line 1, column 19 (node 2): W[zz]"},
		{"(;AB[pp][cc]AW[cp]SZ[9];W[dd])", "line 1, column 2 (node 0): AB[pp]"},
	} {
		p := writeSGF(t, c.sgf)
		for _, args := range [][]string{{p}, {"--json", p}} {
			code, out, errs := runCheck(t, args...)
			lines := strings.Split(strings.TrimSpace(errs), "\n")
			if code != 2 || out != "" || len(lines) != 1 || !strings.Contains(errs, p) || !strings.Contains(errs, c.where) {
				t.Errorf("%s %v: exit %d, stdout %q, stderr %q (want %q)", c.sgf, args, code, out, errs, c.where)
			}
		}
	}
	p := writeSGF(t, "(;GM[19]\nSZ[9];B[Move \\: value])")
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

func TestScoreRefusesUnreadableMoves(t *testing.T) {
	p := writeSGF(t, "(;GM[1]SZ[9];B[ee];W[R16];W[cc])")
	var out, errb strings.Builder
	if code := Score([]string{p}, &out, &errb); code != 2 || !strings.Contains(errb.String(), "W[R16]") || !strings.Contains(errb.String(), p) {
		t.Fatalf("exit %d\n%s%s", code, out.String(), errb.String())
	}
}
