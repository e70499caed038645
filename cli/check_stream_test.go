package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// check writes each ply from the replayed game's record and its own notes: legal plies,
// illegal ones, virtual moves and a mid-game setup interleave as in the file. Expected by hand:
// W's D6 is occupied by B's move 3, AB[aa] puts a stone on A9 before W's E5, so B's A9 is
// occupied too; the two VM[] passes are 计活子 virtual moves.
func TestCheckWritesEveryPlyInFileOrder(t *testing.T) {
	p := writeSGF(t, "(;GM[1]SZ[9];B[cc];W[]VM[];B[dd];W[dd];B[]VM[];W[ee]AB[aa];B[aa])")
	code, out, _ := runCheck(t, "--json", "--rules", "jihuozi", p)
	if code != 1 {
		t.Fatalf("exit %d, want 1", code)
	}
	var rep struct {
		Moves, Illegal int
		Problems       []string
		Plies          []struct {
			Ply    int
			Color  string
			Move   string
			Legal  bool
			Reason *string
		}
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range rep.Plies {
		s := strings.Join([]string{p.Color, p.Move}, " ")
		if !p.Legal {
			s += " illegal " + *p.Reason
		}
		got = append(got, s)
	}
	want := []string{"B C7", "W virtual", "B D6", "W D6 illegal occupied", "B virtual", "W E5", "B A9 illegal occupied"}
	if strings.Join(got, ", ") != strings.Join(want, ", ") || rep.Moves != 7 || rep.Illegal != 2 {
		t.Errorf("moves %d, illegal %d, plies %q; want 7, 2, %q", rep.Moves, rep.Illegal, got, want)
	}
	wantProblems := []string{
		"move 4 (W D6): illegal: occupied",
		"move 6: setup stones in the middle of the game are applied and restart the repetition history",
		"move 7 (B A9): illegal: occupied",
	}
	if strings.Join(rep.Problems, "|") != strings.Join(wantProblems, "|") {
		t.Errorf("problems %q, want %q", rep.Problems, wantProblems)
	}
	// The text report says the same in one line per problem and the verdict.
	_, text, _ := runCheck(t, "--rules", "jihuozi", p)
	if lines := strings.Split(strings.TrimSpace(text), "\n"); len(lines) != 4 || !strings.Contains(lines[3], "ILLEGAL: 7 moves, 2 illegal") {
		t.Errorf("text report:\n%s", text)
	}
}
