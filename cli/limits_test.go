package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Issue 29 item 6: a table script beyond its limits is refused with one line naming the
// limit (exit 2), before it is held in memory.
func TestTableScriptLimits(t *testing.T) {
	dir := t.TempDir()
	write := func(name, data string) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(data), 0o644)
		return p
	}
	head := "rules chinese\ntime 600 5x30 byo-yomi\nat 0 start\n"
	cases := []struct{ name, path, says string }{
		{"too many events", write("events.tbl", head+strings.Repeat("wait\n", maxScriptEvents)),
			fmt.Sprintf("events.tbl:%d: more than %d events (the limit of a table script)", maxScriptEvents+3, maxScriptEvents)},
		{"a line too long", write("line.tbl", head+"referee warning B -- "+strings.Repeat("x", maxScriptLine)+"\n"),
			fmt.Sprintf("line.tbl:4: the line is longer than %d bytes", maxScriptLine)},
		{"too large", write("large.tbl", head+"# "+strings.Repeat("x", int(maxScriptSize))+"\n"),
			"large.tbl: larger than 2 MB (the limit of a table script)"},
	}
	if runtime.GOOS != "windows" {
		cases = append(cases, struct{ name, path, says string }{"endless", "/dev/zero", "/dev/zero: larger than 2 MB"})
	}
	for _, c := range cases {
		code, out, errs := runTable(t, c.path)
		if code != 2 || out != "" || !strings.Contains(errs, c.says) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want 2 and one line saying %q", c.name, code, out, errs, c.says)
		}
	}
	// At the limit itself the script runs.
	p := write("at-limit.tbl", head+strings.Repeat("wait\n", maxScriptEvents-1))
	if code, _, errs := runTable(t, p); code != 0 {
		t.Fatalf("%d events: exit %d: %s", maxScriptEvents, code, errs)
	}
}

// Issue 29 item 6: a GTP game ends at maxGTPMoves moves; the refusal is one GTP error and the
// session goes on (clear_board starts another game).
func TestGTPMoveLimit(t *testing.T) {
	defer func(n int) { maxGTPMoves = n }(maxGTPMoves)
	maxGTPMoves = 6
	in := "boardsize 9\n" + strings.Repeat("play b pass\nplay w pass\n", 3) + "7 play b e5\nclear_board\n8 play b e5\n"
	out := gtpSession(t, nil, in)
	if !strings.Contains(out, "?7 the game has 6 moves, the most goref plays in one game (clear_board starts another)\n\n") ||
		!strings.Contains(out, "=8\n\n") {
		t.Fatalf("%q", out)
	}
}

// The limit in force is what a record holds to be read back: a game of that many moves
// printed with printsgf loads again.
func TestGTPMoveLimitIsWhatLoadsgfTakes(t *testing.T) {
	if testing.Short() {
		t.Skip("250,000 moves")
	}
	var in strings.Builder
	in.WriteString("boardsize 9\n")
	for i := 0; i < maxGTPMoves; i++ {
		in.WriteString([]string{"play b pass\n", "play w pass\n"}[i%2])
	}
	in.WriteString("1 play b e5\n2 printsgf\n")
	out := gtpSession(t, nil, in.String())
	if !strings.Contains(out, "?1 the game has") {
		t.Fatalf("move %d was played", maxGTPMoves+1)
	}
	rec := out[strings.Index(out, "=2 ")+3 : strings.LastIndex(out, "\n\n")]
	p := filepath.Join(t.TempDir(), "long.sgf")
	os.WriteFile(p, []byte(rec), 0o644)
	if got := gtpSession(t, nil, "3 loadsgf "+p+"\n"); !strings.HasPrefix(got, "=3") {
		t.Fatalf("the game of %d moves does not load back: %q", maxGTPMoves, got)
	}
}

// Issue 29 item 11: set_free_handicap takes at most all points but one (GTP 2), and a komi
// is a whole number of quarter points.
func TestGTPFreeHandicapAndKomiBounds(t *testing.T) {
	var all []string
	for _, c := range "ABCDE" {
		for r := 1; r <= 5; r++ {
			all = append(all, fmt.Sprintf("%c%d", c, r))
		}
	}
	out := gtpSession(t, nil, strings.Join([]string{
		"boardsize 5",
		"1 set_free_handicap " + strings.Join(all, " "),
		"2 set_free_handicap " + strings.Join(all[1:], " "),
		"clear_board",
		"3 komi 1e-320",
		"4 komi 0.1",
		"5 komi 6.5",
		"6 komi -2.75",
		"7 komi 1e308",
	}, "\n"))
	for _, want := range []string{"?1 bad vertex list\n\n", "=2\n\n", "?3 komi 1e-320 is not a multiple of 0.25\n\n",
		"?4 komi 0.1 is not a multiple of 0.25\n\n", "=5\n\n", "=6\n\n", "?7 komi 1e+308 is out of range"} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in %q", want, out)
		}
	}
}

// Issue 29 item 11: a file of many games that cannot be checked names the first ten on
// stderr and counts the rest in one line (a file of 209,715 such games wrote as many lines);
// the games that can be checked are reported as always.
func TestCheckNamesTheFirstBadGamesOnly(t *testing.T) {
	p := filepath.Join(t.TempDir(), "bad.sgf")
	os.WriteFile(p, []byte("(;GM[1]SZ[9];B[ee])\n"+strings.Repeat("(;GM[1]SZ[99])\n", 50)), 0o644)
	var out, errs strings.Builder
	code := Check([]string{"--json", p}, &out, &errs)
	lines := strings.Split(strings.TrimSuffix(errs.String(), "\n"), "\n")
	if code != 2 || len(lines) != 11 || !strings.Contains(lines[0], "game 1: ") ||
		!strings.HasSuffix(lines[10], "40 more games cannot be checked (50 of 51 games in all; the first 10 are named above)") {
		t.Fatalf("exit %d, stderr:\n%s", code, errs.String())
	}
	if strings.Count(out.String(), "\n") != 1 {
		t.Fatalf("the good game's report: %q", out.String())
	}
}
