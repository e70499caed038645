package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func runScore(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Score(args, &out, &errb)
	return code, out.String(), errb.String()
}

// A 5×5 record: Black owns the left, White the right, one white stone dead in Black's area
// (marked by TW/TB in the record).
const scoreRecord = "(;GM[1]FF[4]SZ[5]RU[Chinese]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce][ac]" +
	";B[];W[]TB[aa][ab][ac][ad][ae]TW[da][db][dc][dd][de][ea][eb][ec][ed][ee])"

func TestScoreJSONFields(t *testing.T) {
	p := writeSGF(t, scoreRecord)
	code, out, errs := runScore(t, "--json", "--komi", "0", p)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var j map[string]any
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatal(err)
	}
	// Black 5 stones + 5 points = 10 of 25 → 10 − 12.5 = −2.5 子.
	if j["rules"] != "chinese" || j["winner"] != "W" || j["margin"] != 2.5 || j["unit"] != "stone" || j["re"] != "W+2.5" {
		t.Fatalf("%s", out)
	}
	n := j["notation"].(map[string]any)
	if n["zh"] != "白胜2½子" || n["en"] == "" || n["ja"] == "" {
		t.Fatalf("notation %v", n)
	}
	black := j["black"].(map[string]any)
	if black["stones"] != 5.0 || black["territory"] != 5.0 || black["dead"] != 1.0 {
		t.Fatalf("black %v", black)
	}
	for _, k := range []string{"shared", "white"} {
		if _, ok := j[k]; !ok {
			t.Fatalf("missing %s", k)
		}
	}
	if _, ok := j["fill"]; ok {
		t.Fatal("fill only for Ing")
	}
}

func TestScoreIngFill(t *testing.T) {
	p := writeSGF(t, scoreRecord)
	code, out, errs := runScore(t, "--rules", "ing", "--komi", "0", "--json", p)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var j struct {
		RE   string `json:"re"`
		Fill struct {
			BlackBowl, WhiteBowl int
			Winning              int   `json:"winning_empties"`
			Losing               int   `json:"losing_stones"`
			Komi                 int   `json:"komi_stones"`
			Penalty              *int  `json:"penalty_stones"`
			Holes                []any `json:"bowl_holes"`
		} `json:"fill"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatal(err)
	}
	if j.RE != "W+5" || j.Fill.Penalty == nil || len(j.Fill.Holes) != 3 {
		t.Fatalf("%s", out)
	}
	code, out, _ = runScore(t, "--rules", "ing", "--komi", "0", p)
	if code != 0 || !strings.Contains(out, "收子") || !strings.Contains(out, "白胜5点") {
		t.Fatalf("%s", out)
	}
}

func TestScoreBadInput(t *testing.T) {
	p := writeSGF(t, scoreRecord)
	for _, args := range [][]string{
		{"--rules", "nonsense", p},
		{"--dead", "Z9", p},
		{"--dead", "E5", p}, // an empty point
		{"--seki", "E5", p},
		{"--komi", "x", p},
		{"--penalties", "B=x", p},
		{"/no/such/file.sgf"},
	} {
		code, _, errs := runScore(t, args...)
		if code != 2 || errs == "" || strings.Count(strings.TrimSpace(errs), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q", args, code, errs)
		}
	}
}
