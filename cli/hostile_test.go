package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"goref/internal/corpus"
)

// The bad-input reproducers of issue 19 through check, score and convert.

// oneCleanLine fails unless msg is exactly one line without control characters.
func oneCleanLine(t *testing.T, what, msg string) {
	t.Helper()
	if strings.Count(msg, "\n") != 1 || !strings.HasSuffix(msg, "\n") || needsEscape(strings.TrimSuffix(msg, "\n")) {
		t.Fatalf("%s: want one clean line, got %q", what, msg)
	}
}

func TestScoreFlagsOutOfRange(t *testing.T) {
	f := filepath.Join(corpus.Dir(t, "kgs-scored"), "2017-01-01-12.sgf")
	for _, args := range [][]string{
		{"--komi", "nan"}, {"--komi", "NaN"}, {"--komi", "inf"}, {"--komi", "-Inf"}, {"--komi", "1e308"},
		{"--komi", "1/0"}, {"--komi", "0/0"},
		{"--rules", "japanese", "--prisoners", "B=9223372036854775807"},
		{"--rules", "ing", "--penalties", "B=4611686018427387904"},
		{"--rules", "ing", "--komi", "inf"},
		{"--prisoners", "W=-1"},
	} {
		code, out, errs := runScore(t, append(args, "--json", f)...)
		if code != 2 || out != "" {
			t.Fatalf("%v: exit %d, stdout %q: want exit 2 and nothing on stdout", args, code, out)
		}
		oneCleanLine(t, strings.Join(args, " "), errs)
	}
	if code, _, errs := runScore(t, "--komi", "7.5", "--prisoners", "B=3", f); code != 0 {
		t.Fatalf("sane flags refused: %s", errs)
	}
}

func TestUnknownFlagIsOneLine(t *testing.T) {
	var out, errb bytes.Buffer
	for name, run := range map[string]func() int{
		"score": func() int { return Score([]string{"--frob", "x.sgf"}, &out, &errb) },
		"check": func() int { return Check([]string{"x.sgf", "--frob"}, &out, &errb) },
		"gtp":   func() int { return GTP([]string{"--frob"}, strings.NewReader(""), &out, &errb) },
	} {
		out.Reset()
		errb.Reset()
		if code := run(); code != 2 {
			t.Fatalf("%s: exit %d", name, code)
		}
		oneCleanLine(t, name, errb.String())
		if !strings.Contains(errb.String(), "-frob") || !strings.Contains(errb.String(), "see goref "+name+" --help") {
			t.Fatalf("%s: %q", name, errb.String())
		}
	}
	out.Reset()
	if code := Score([]string{"--help"}, &out, &errb); code != 0 || !strings.Contains(out.String(), "-komi") {
		t.Fatalf("--help: exit %d, %q", code, out.String())
	}
}

func TestMessagesNeverCarryControlCharacters(t *testing.T) {
	esc := corpus.Repro(t, "error-echoes-escape-seq.sgf")
	blank := corpus.Repro(t, "gtp-loadsgf-blankline.sgf")
	for _, f := range []string{esc, blank} {
		for _, run := range []func(o, e *bytes.Buffer) int{
			func(o, e *bytes.Buffer) int { return Check([]string{f}, o, e) },
			func(o, e *bytes.Buffer) int { return Score([]string{f}, o, e) },
		} {
			var o, e bytes.Buffer
			if code := run(&o, &e); code != 2 {
				t.Fatalf("%s: exit %d", f, code)
			}
			oneCleanLine(t, f, e.String())
			if strings.Contains(e.String(), "\x1b") || (f == esc && !strings.Contains(e.String(), `\x1b[2J`)) {
				t.Fatalf("the value must be quoted escaped: %q", e.String())
			}
		}
	}
	// Text output quoting a record (a warning about its RU) is escaped too.
	p := writeSGF(t, "(;GM[1]SZ[9]RU[\x1b]0;title\x07];B[ee])")
	var o, e bytes.Buffer
	Check([]string{p}, &o, &e)
	if needsEscape(strings.ReplaceAll(o.String(), "\n", "")) {
		t.Fatalf("check text output: %q", o.String())
	}
}

func TestConvertNeverWritesWhatCheckRefuses(t *testing.T) {
	// 11 MB of windows-1252 text: two bytes a character in UTF-8, 22 MB.
	dir := t.TempDir()
	in := filepath.Join(dir, "cp1252.sgf")
	data := "(;CA[windows-1252]GM[1]SZ[19]C[" + strings.Repeat("\xe9", 11<<20) + "];B[dd])"
	if err := os.WriteFile(in, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.sgf")
	var o, e bytes.Buffer
	code := Convert([]string{in, out}, &o, &e)
	if code == 0 {
		var co, ce bytes.Buffer
		if c := Check([]string{out}, &co, &ce); c == 2 {
			t.Fatalf("convert wrote a file check refuses: %s", ce.String())
		}
		return
	}
	if code != 2 {
		t.Fatalf("exit %d", code)
	}
	oneCleanLine(t, "convert", e.String())
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Fatalf("a refused conversion left %s", out)
	}
}

// A game of more nodes than a game may have (sgf.MaxGameNodes: issue 29's million passes took
// twice the memory budget) is refused by every command in one line naming the limit and where
// the game passes it, and nothing is written.
func TestGameOverTheNodeLimitIsRefused(t *testing.T) {
	// The root is node 1; the k-th ";B[]" starts at column 14 + 4(k-1), so the 250,001st node
	// is at column 14 + 4*249,999 = 1,000,010 (check and score say "line 1, column", convert
	// "FILE:1:").
	p := writeSGF(t, "(;GM[1]SZ[19]"+strings.Repeat(";B[]", 250_000)+")")
	want := "1000010: game 1 has more than 250000 nodes, the most goref reads in one game"
	out := filepath.Join(t.TempDir(), "out.sgf")
	for name, run := range map[string]func(stdout, stderr *bytes.Buffer) int{
		"check":   func(o, e *bytes.Buffer) int { return Check([]string{p}, o, e) },
		"score":   func(o, e *bytes.Buffer) int { return Score([]string{p}, o, e) },
		"convert": func(o, e *bytes.Buffer) int { return Convert([]string{p, out}, o, e) },
	} {
		var stdout, stderr bytes.Buffer
		if code := run(&stdout, &stderr); code != 2 || !strings.Contains(stderr.String(), want) {
			t.Errorf("%s: exit %d, %q; want 2 and %q", name, code, stderr.String(), want)
		}
		oneCleanLine(t, name, stderr.String())
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("convert wrote a file")
	}
	var stdout bytes.Buffer
	GTP(nil, strings.NewReader("loadsgf "+p+"\n"), &stdout, &bytes.Buffer{})
	if !strings.HasPrefix(stdout.String(), "? ") || !strings.Contains(stdout.String(), "250000 nodes") {
		t.Errorf("gtp loadsgf: %q", stdout.String())
	}
}
