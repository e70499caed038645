package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// `goref table` prints a repetition as the app's cycle box says it, not the verdict alone:
// casebook case 39 under C88 — eight ko captures (H8 G4 D5 C7 H4 G8 D7 C5) bring back the
// position after ply 0, each side took four stones, and Art. 20.3 leaves it to the referee
// (和棋 or 重下, or play on). The JSON event carries the same lines as "detail".
func TestTableCyclePrintsTheExplanation(t *testing.T) {
	dir := t.TempDir()
	record := "(;FF[4]GM[1]SZ[10:9]RU[chinese]PL[B]" +
		"AB[ba][ca][fa][ga][ab][bb][cb][fb][ac][bc][dc][fc][gc][ad][bd][cd][fd][gd][ae][be][fe][ge][af][bf][cf][ff][hf][ag][bg][cg][dg][eg][fg][gg][ah][ch][dh][eh][fh][gh][ai][bi][ci][di][ei][fi][gi]" +
		"AW[da][ha][ia][db][eb][gb][ib][jb][ec][hc][ic][jc][dd][ed][hd][jd][ce][ee][he][ie][je][df][ef][if][jf][hg][ig][jg][hh][jh][hi][ii][ji])"
	script := "rules chinese\nsize 10 9\nload case39.sgf\nB H8\nW G4\nB D5\nW C7\nB H4\nW G8\nB D7\nW C5\n"
	for name, data := range map[string]string{"case39.sgf": record, "cycle.tbl": script} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, "cycle.tbl")
	code, out, errs := runTable(t, path)
	if code != 0 {
		t.Fatalf("exit %d: %s%s", code, out, errs)
	}
	for _, want := range []string{
		"cycle     W  The position repeats: the referee rules a draw or a replay",
		"           The position after ply 0 stands again after ply 8 (8 plies); ko captures at ",
		"; stones taken in the lap: Black 4, White 4.",
		"           C88 Art. 20.3: the referee rules a draw (和棋) or a replay (重下), or lets play go on.",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if _, d := runTableJSONDetail(t, path); !strings.Contains(d, "C88 Art. 20.3") {
		t.Errorf("the JSON cycle event's detail %q", d)
	}
}

// runTableJSONDetail is the English detail of the JSON output's cycle event.
func runTableJSONDetail(t *testing.T, script string) (int, string) {
	t.Helper()
	code, out, _ := runTable(t, "--json", script)
	var j struct {
		Events []struct {
			Kind   string            `json:"kind"`
			Detail map[string]string `json:"detail"`
		} `json:"events"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatal(err)
	}
	for _, ev := range j.Events {
		if ev.Kind == "cycle" {
			return code, ev.Detail["en"]
		}
	}
	return code, ""
}
