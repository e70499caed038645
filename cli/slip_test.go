package cli

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// needPoppler skips (fails under CI) without pdftotext and pdftoppm (poppler-utils).
func needPoppler(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"pdftotext", "pdftoppm"} {
		if _, err := exec.LookPath(tool); err != nil {
			if os.Getenv("CI") == "true" {
				t.Fatalf("%s is missing (scripts/deps.sh installs poppler-utils)", tool)
			}
			t.Skipf("%s is not installed (apt-get install poppler-utils)", tool)
		}
	}
}

// pdfText is the PDF's text as pdftotext reads it; pdftoppm must render every page without a
// complaint (a font it cannot use is one).
func pdfText(t *testing.T, pdf string) string {
	t.Helper()
	out, err := exec.Command("pdftotext", "-layout", pdf, "-").CombinedOutput()
	if err != nil {
		t.Fatalf("pdftotext: %v\n%s", err, out)
	}
	var stderr bytes.Buffer
	cmd := exec.Command("pdftoppm", "-r", "50", "-png", pdf, strings.TrimSuffix(pdf, ".pdf"))
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil || stderr.Len() > 0 {
		t.Errorf("pdftoppm %s: %v %s", pdf, err, stderr.String())
	}
	if pngs, _ := filepath.Glob(strings.TrimSuffix(pdf, ".pdf") + "-*.png"); len(pngs) == 0 {
		t.Errorf("pdftoppm made no page of %s", pdf)
	}
	return string(out)
}

// The result slips of an Ing game with Chinese names, a J89 game with Japanese names and a
// Korean game with Korean names print on A4 and Letter: pdftotext finds the names, the
// result in the rule set's words and as RE, and the count's own words; every page renders.
// The expected results are the scripts' hand counts (examples/table: split.sgf is Black 45,
// White 36 on the board; seki-eyes.sgf B+24 under J89).
func TestSlipPrintsEveryScript(t *testing.T) {
	needPoppler(t)
	work := t.TempDir()
	for _, f := range []string{"split.sgf", "seki-eyes.sgf"} {
		data, err := os.ReadFile(filepath.Join("..", "examples", "table", f))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(work, f), data, 0o644)
	}
	for _, c := range []struct {
		name, paper, script string
		want                []string
	}{
		// Ing: 45 − 36 − 8 (还点) = B+1.
		{"ing", "A4", "rules ing\nplayers 徐云 / 卢遥\nload split.sgf\nstart\nB pass\nW pass\naccept B\naccept W\nB pass\nW pass\n",
			[]string{"徐云", "卢遥", "黑胜1点", "RE[B+1]", "还子 4", "胜空", "负子", "signature"}},
		// J89: Black's territory 31, White's 7, komi 0: B+24.
		{"j89", "Letter", "rules japanese\nplayers 井山裕太 / 一力遼\nkomi 0\nload seki-eyes.sgf\nstart\nB pass\nW pass\naccept B\naccept W\n",
			[]string{"井山裕太", "一力遼", "黒24目勝ち", "RE[B+24]", "地 31", "アゲハマ"}},
		// Korean, the same board: the Korean words, komi 0.
		{"korean", "A4", "rules korean\nplayers 신진서 / 박정환\nkomi 0\nload seki-eyes.sgf\nstart\nB pass\nW pass\naccept B\naccept W\n",
			[]string{"신진서", "박정환", "RE[B+", "집", "사석"}},
		// Latin with accents, from nothing but a resignation.
		{"latin", "A4", "rules chinese\nplayers Dréan-Guénaïzia Benjamin / Łukasz Świątek\nstart\nB Q16\nresign W\n",
			[]string{"Dréan-Guénaïzia Benjamin", "Łukasz Świątek", "黑中盘胜", "RE[B+R]"}},
	} {
		script := filepath.Join(work, c.name+".tbl")
		os.WriteFile(script, []byte(c.script), 0o644)
		pdf := filepath.Join(work, c.name+".pdf")
		var out, errb bytes.Buffer
		if code := Table([]string{"--slip", pdf, "--paper", c.paper, script}, &out, &errb); code != 0 {
			t.Fatalf("%s: exit %d %s%s", c.name, code, out.String(), errb.String())
		}
		text := pdfText(t, pdf)
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: pdftotext finds no %q in\n%s", c.name, w, text)
			}
		}
		if dir := os.Getenv("GOREF_SLIP_DIR"); dir != "" { // to look at the pages
			pngs, _ := filepath.Glob(strings.TrimSuffix(pdf, ".pdf") + "-*.png")
			for _, p := range pngs {
				data, _ := os.ReadFile(p)
				os.WriteFile(filepath.Join(dir, filepath.Base(p)), data, 0o644)
			}
		}
	}
}

// A slip printed from a reopened record says the time each side used, read back from its
// BL/OB and WL/OW (it said 0:00:00). By hand, ten minutes and 3×30 s, BL as KGS writes it:
// Black 10 + 30 + (560 of main time + 10 of a period) + (30 + 25) = 665 s, two periods left;
// White 20 + 80 = 100 s, 500 s (0:08:20) of main time and the 3×30 s left: the slip names the
// main time left, not the 590 s before a loss, which would read as more than TM's ten minutes.
func TestSlipOfAReopenedRecordSaysTheTimeUsed(t *testing.T) {
	needPoppler(t)
	dir := t.TempDir()
	rec := filepath.Join(dir, "timed.sgf")
	os.WriteFile(rec, []byte("(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]PB[Black]PW[White]TM[600]OT[3x30 byo-yomi]RE[W+R]"+
		";B[ee]BL[590];W[cc]WL[580];B[gg]BL[560];W[gc]WL[500];B[cg]BL[20]OB[3];W[eg];B[ce]BL[5]OB[2])"), 0o644)
	pdf := filepath.Join(dir, "slip.pdf")
	var out, errb bytes.Buffer
	if code := Slip([]string{rec, pdf}, &out, &errb); code != 0 {
		t.Fatalf("exit %d %s", code, errb.String())
	}
	text := pdfText(t, pdf)
	for _, w := range []string{"Black: used 0:11:05, left 0:01:00", "White: used 0:01:40, left 0:08:20 of main time."} {
		if !strings.Contains(text, w) {
			t.Errorf("no %q in\n%s", w, text)
		}
	}
}

// The round sheet of TournoiChinois round 1 (by hand: 12 tables, table 3 徐云 – 卢遥 without a
// result) lists every table, its result and whether its slip is signed.
func TestRoundSheet(t *testing.T) {
	needPoppler(t)
	dir := tournamentSamples(t)
	pdf := filepath.Join(t.TempDir(), "sheet.pdf")
	var out, errb bytes.Buffer
	if code := Sheet([]string{filepath.Join(dir, "TournoiChinois.xml"), "round", "1", pdf, "--signed", "1,2"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d %s", code, errb.String())
	}
	text := pdfText(t, pdf)
	for _, w := range []string{"Tournoi chinois — round 1", "Table", "Signed", "徐云", "卢遥", "Vannier Remi"} {
		if !strings.Contains(text, w) {
			t.Errorf("no %q in\n%s", w, text)
		}
	}
	rows := 0
	for _, l := range strings.Split(text, "\n") {
		f := strings.Fields(l)
		if len(f) > 0 && (f[len(f)-1] == "yes" || f[len(f)-1] == "no") {
			rows++
		}
	}
	if rows != 12 {
		t.Errorf("%d rows, want 12:\n%s", rows, text)
	}
}

// The round sheet prints in the director's language (--lang): its title, summary, column
// names, the signed marks and the result marks' legend, the players' names as the file has
// them. The expected words are written by hand from TournoiChinois round 1 (12 tables,
// 19×19, komi 7.5, 60 minutes and 30 s byo-yomi; table 1 马超 against Vannier Remi, White
// won); the marks stay as the file's (1-0 W+).
func TestRoundSheetInTheDirectorsLanguage(t *testing.T) {
	needPoppler(t)
	dir := tournamentSamples(t)
	for lang, want := range map[string][]string{
		"zh-Hans": {"Tournoi chinois — 第1轮", "共12台 · 19×19 · 贴目 7.5 · 基本时间 60分钟 + 每手读秒 30秒",
			"台次", "黑方", "白方", "让子", "结果", "签字", "已签", "未签", "马超 1D", "Vannier Remi 2D", "1-0 W+",
			"1-0 W+ 白胜，0-1 B+ 黑胜，½-½ 和棋"},
		"ja": {"Tournoi chinois — 第1回戦", "全12局 · 19×19 · コミ 7.5 · 持ち時間 60分 + 秒読み 一手 30秒",
			"盤", "黒", "置石", "結果", "署名", "済", "马超 1D", "Vannier Remi 2D", "1-0 W+ 白勝ち、0-1 B+ 黒勝ち、½-½ 持碁"},
	} {
		pdf := filepath.Join(t.TempDir(), "sheet.pdf")
		var out, errb bytes.Buffer
		if code := Sheet([]string{filepath.Join(dir, "TournoiChinois.xml"), "round", "1", pdf, "--signed", "1,2", "--lang", lang}, &out, &errb); code != 0 {
			t.Fatalf("%s: exit %d %s", lang, code, errb.String())
		}
		text := pdfText(t, pdf)
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: no %q in\n%s", lang, w, text)
			}
		}
		for _, english := range []string{"round", "Table", "Signed", "komi", "yes", "White wins"} {
			if strings.Contains(text, english) {
				t.Errorf("%s: the sheet still says %q:\n%s", lang, english, text)
			}
		}
	}
}

// The result slip's title, headings, clock lines and signature lines are in the slip's
// language (--lang), as its fields are: a slip in Japanese said "Result slip", "Referee's log"
// and "Black — signature". The expected words are written by hand; the times are those of
// TestSlipOfAReopenedRecordSaysTheTimeUsed (Black in byo-yomi with two periods left).
func TestSlipHeadingsInTheSlipsLanguage(t *testing.T) {
	needPoppler(t)
	dir := t.TempDir()
	rec := filepath.Join(dir, "game.sgf")
	os.WriteFile(rec, []byte("(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]PB[井山裕太]PW[一力遼]TM[600]OT[3x30 byo-yomi]RE[W+R]"+
		";B[ee]BL[590];W[cc]WL[580];B[gg]BL[560];W[gc]WL[500];B[cg]BL[20]OB[3];W[eg];B[ce]BL[5]OB[2])"), 0o644)
	pdf := filepath.Join(dir, "slip.pdf")
	var out, errb bytes.Buffer
	if code := Slip([]string{rec, pdf, "--lang", "ja"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d %s", code, errb.String())
	}
	text := pdfText(t, pdf)
	for _, w := range []string{"結果票", "時計と罰則", "持ち時間は各 10 分、その後 30 秒の秒読みが 3 回。", "黒：消費 0:11:05、残り 0:01:00、秒読み中（残り 2 回）。",
		"白：消費 0:01:40、残り 0:08:20（持ち時間）。", "審判記録", "審判記録はありません。", "黒 署名", "白 署名", "審判 署名", "井山裕太"} {
		if !strings.Contains(text, w) {
			t.Errorf("no %q in\n%s", w, text)
		}
	}
	for _, english := range []string{"Result slip", "Referee's log", "signature", "Clock and penalties", "used", "Time system"} {
		if strings.Contains(text, english) {
			t.Errorf("the Japanese slip says %q:\n%s", english, text)
		}
	}
}
