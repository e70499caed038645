package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"goref/rules/count"
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

// AGA: the record's passes hand stones over; White passed last, so the territory form
// (territory + prisoners + dead + pass stones) equals the area count (rules/count tests the
// numbers: Black 7, White 12, W+5.5 with komi ½).
func TestScoreAGATerritoryForm(t *testing.T) {
	p := writeSGF(t, "(;GM[1]FF[4]SZ[5]RU[AGA];B[ba];W[ca];B[bb];W[cb];B[bc];W[cc];B[bd];W[cd];B[be];W[ce];B[];W[ac];B[];W[])")
	code, out, errs := runScore(t, "--komi", "0.5", "--dead", "A3", "--json", p)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var j struct {
		Rules string `json:"rules"`
		RE    string `json:"re"`
		TF    *struct {
			Black, White struct {
				PassStones int     `json:"pass_stones"`
				Score      float64 `json:"score"`
			}
			Net    float64 `json:"net"`
			Agrees bool    `json:"agrees"`
		} `json:"territory_form"`
		Warnings []string `json:"warnings"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatal(err)
	}
	if j.Rules != "aga" || j.RE != "W+5.5" || j.TF == nil || !j.TF.Agrees || j.TF.Net != -5.5 ||
		j.TF.Black.Score != 7 || j.TF.White.Score != 12 || j.TF.Black.PassStones != 1 || j.TF.White.PassStones != 2 || len(j.Warnings) != 0 {
		t.Fatalf("%s", out)
	}
	code, out, _ = runScore(t, "--komi", "0.5", "--dead", "A3", p)
	if code != 0 || !strings.Contains(out, "territory form, White: 10 territory + 0 prisoners + 0 dead + 2 pass stones = 12") {
		t.Fatalf("%s", out)
	}
}

// Ikeda I′ one-sided dame from the flags; a mark that is not a dame is unusable input.
func TestScoreOneSidedDame(t *testing.T) {
	p := writeSGF(t, "(;GM[1]FF[4]SZ[7]AB[ba][ab][bb][cb][db][dc][dd][de][df][dg]AW[da][fa][eb][fb][gb][ec][ed][ee][ef][eg])")
	code, out, errs := runScore(t, "--rules", "ikeda1", "--komi", "0", "--one-sided-black", "C7", "--json", p)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var j struct {
		RE    string         `json:"re"`
		Black map[string]any `json:"black"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatal(err)
	}
	if j.RE != "B+5" || j.Black["one_sided_dame"] != 1.0 {
		t.Fatalf("%s", out)
	}
	for _, args := range [][]string{
		{"--rules", "ikeda1", "--one-sided-black", "A7", p},
		{"--rules", "japanese", "--one-sided-white", "C7", p},
		{"--rules", "ikeda1", "--one-sided-white", "Q7", p},
	} {
		if code, _, errs := runScore(t, args...); code != 2 || errs == "" {
			t.Errorf("%v: exit %d %q", args, code, errs)
		}
	}
}

// A seki under J89 from the command line: the eyes a9 and e9 are seki eyes, not territory
// (rules/count's "seki with one eye each"); 计活子 lists the narrow refill method too.
func TestScoreSekiAndNarrow(t *testing.T) {
	p := writeSGF(t, "(;GM[1]FF[4]SZ[9]AB[ba][ga][ia][ab][bb][cb][gb][hb][ib][dc][ec][fc][gc][hc][ic][dd][de][df][dg][dh][di]"+
		"AW[da][fa][db][eb][fb][ac][bc][cc][ad][bd][cd][be][ce][af][bf][cf][cg][ch][ci])")
	code, out, errs := runScore(t, "--rules", "japanese", "--komi", "0", "--json", p)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var j struct {
		RE     string         `json:"re"`
		Black  map[string]any `json:"black"`
		White  map[string]any `json:"white"`
		Seki   []string       `json:"seki_stones"`
		Living *count.Living  `json:"living"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatal(err)
	}
	if j.RE != "B+24" || j.Black["seki_eyes"] != 1.0 || j.White["seki_eyes"] != 1.0 || j.Black["territory"] != 31.0 || len(j.Seki) != 9 {
		t.Fatalf("%s", out)
	}
	code, out, _ = runScore(t, "--rules", "jihuozi", "--komi", "0", "--json", p)
	if code != 0 || !strings.Contains(out, "停子比路法(狭义)") {
		t.Fatalf("%s", out)
	}
}

// An even game is counted with the record's KM, converted once into the rule set's unit (子
// are two points: KM[7.5] is 3¾ 子), as the table and the app count it; the note says so.
func TestScoreKomiIsTheRecords(t *testing.T) {
	rec := strings.Replace(scoreRecord, "RU[Chinese]", "RU[Chinese]KM[7.5]", 1)
	for rs, want := range map[string]string{"chinese": `"komi":3.75`, "japanese": `"komi":7.5`} {
		code, out, errs := runScore(t, "--rules", rs, "--json", writeSGF(t, rec))
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", rs, code, errs)
		}
		if !strings.Contains(out, want) || !strings.Contains(out, "is the record's KM[7.5]") {
			t.Errorf("%s: want %s from the record's KM: %s", rs, want, out)
		}
	}
	// A handicap game is counted with its KM too (KGS's KM[0.50]), and the note compares it
	// with what the preset gives a handicap game: none.
	ha := strings.Replace(scoreRecord, "RU[Chinese]", "RU[Chinese]KM[0.50]HA[2]", 1)
	code, out, errs := runScore(t, "--rules", "japanese", "--json", writeSGF(t, ha))
	if code != 0 {
		t.Fatalf("handicap: exit %d: %s", code, errs)
	}
	if !strings.Contains(out, `"komi":0.5`) || !strings.Contains(out, "komi 0.5 is the record's KM[0.50] (the preset's is 0;") {
		t.Errorf("handicap: want komi 0.5 from KM[0.50] and the note: %s", out)
	}
}

// --dame strict: J89 Art. 8 as written — 「有单官存在的活棋称为"双活棋"」 and only the 目 of the
// other live stones are 地 (Fig. 15). examples/table/open-dame.sgf leaves E1, F1 open between
// Black's wall (E9–E2, D1) and White's (F9–F2, G1), komi 0: in practice 35 : 26, B+9, with
// the warning; strictly both walls are 双活棋 and neither has territory: 0 : 0, jigo.
func TestScoreDameStrict(t *testing.T) {
	p := "../examples/table/open-dame.sgf"
	for _, c := range []struct {
		flags  []string
		re     string
		b, w   int
		saying string
	}{
		{nil, "B+9", 35, 26, "counted as neutral"},
		{[]string{"--dame", "practice"}, "B+9", 35, 26, "counted as neutral"},
		{[]string{"--dame", "strict"}, "0", 0, 0, "双活棋"},
	} {
		args := append(append([]string{"--json", "--rules", "japanese"}, c.flags...), p)
		code, out, errs := runScore(t, args...)
		var j scoreJSON
		if err := json.Unmarshal([]byte(out), &j); code != 0 || err != nil {
			t.Fatalf("%v: exit %d %v %s", c.flags, code, err, errs)
		}
		if j.RE != c.re || j.Black.Territory != c.b || j.White.Territory != c.w || len(j.Warnings) != 1 || !strings.Contains(j.Warnings[0], c.saying) {
			t.Errorf("%v: RE %s, territory %d : %d, warnings %q; want %s, %d : %d, %q", c.flags, j.RE, j.Black.Territory, j.White.Territory, j.Warnings, c.re, c.b, c.w, c.saying)
		}
	}
	if code, _, errs := runScore(t, "--rules", "japanese", "--dame", "loose", p); code != 2 || !strings.Contains(errs, "--dame") {
		t.Errorf("--dame loose: exit %d, %q", code, errs)
	}
}
