package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"goref/internal/corpus"
)

// The shapes of the hostile inputs of issue 19, small: the fuzz targets start from them.
var hostileSeeds = []string{
	"(;GM[1]SZ[25]" + strings.Repeat(";AB[aa:yy]AW[aa:yy]AE[aa:yy]", 40) + ")",
	"(;GM[1]SZ[19]" + strings.Repeat(";AB[aa:ss]", 40) + ")",
	"(;GM[1]SZ[19]" + strings.Repeat(";B[]", 200) + ")",
	strings.Repeat("(;GM[1]SZ[19];B[dd])", 50),
	"(;GM[1];B[\x1b[2J\x1b[31mRED])",
	"(;GM[1]SZ[19];B[a\n\nb];W[dd])",
	"(;FF[4]CA[UTF-8]GM[1]SZ[19]RU[chinese]KM[5.5];B[dp];W[pd];B[dd];W[p",
	"(;GM[1]SZ[9]RU[ing]KM[8]RE[B+1];B[ee];W[dc];B[cc]TB[aa]TW[ii])",
	"(;CA[windows-1252]GM[1]C[caf\xe9 \x93quoted\x94];B[aa])",
}

// reproSeeds adds the shared reproducers that are records.
func reproSeeds(f *testing.F) {
	for _, name := range []string{"error-echoes-escape-seq.sgf", "gtp-loadsgf-blankline.sgf"} {
		if data, err := os.ReadFile(filepath.Join(filepath.Dir(corpus.Root()), "repro", name)); err == nil {
			f.Add(data)
		}
	}
	for _, s := range hostileSeeds {
		f.Add([]byte(s))
	}
}

// assertMessages: every line a command writes for a person is one line without control
// characters, whatever the file held.
func assertMessages(t *testing.T, what, out string) {
	t.Helper()
	for _, l := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if needsEscape(l) || (l == "" && out != "") {
			t.Fatalf("%s: control characters in %q", what, l)
		}
	}
}

// writeSeed writes data to dir/f.sgf. The fuzz targets use one directory for all their runs:
// a fresh t.TempDir per run stalls the fuzzing worker.
func writeSeed(t *testing.T, dir string, data []byte) string {
	p := filepath.Join(dir, "f.sgf")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func FuzzCheck(f *testing.F) {
	reproSeeds(f)
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		p := writeSeed(t, dir, data)
		for _, args := range [][]string{{p}, {"--json", "--board", p}} {
			var out, errb bytes.Buffer
			code := Check(args, &out, &errb)
			if code < 0 || code > 2 {
				t.Fatalf("exit %d", code)
			}
			if code == 2 && errb.Len() == 0 {
				t.Fatal("exit 2 without a message")
			}
			// One line per file or game that is unusable, each clean.
			assertMessages(t, "stderr", errb.String())
			assertMessages(t, "stdout", out.String())
		}
	})
}

func FuzzScore(f *testing.F) {
	reproSeeds(f)
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		p := writeSeed(t, dir, data)
		for _, args := range [][]string{{p}, {"--json", "--rules", "ing", p}, {"--rules", "japanese", "--prisoners", "B=3", p}} {
			var out, errb bytes.Buffer
			code := Score(args, &out, &errb)
			if code != 0 && code != 2 {
				t.Fatalf("exit %d", code)
			}
			if code == 2 && strings.Count(errb.String(), "\n") != 1 {
				t.Fatalf("exit 2 wants one line on stderr, got %q", errb.String())
			}
			if code == 0 && strings.TrimSpace(out.String()) == "" {
				t.Fatalf("exit 0 with no count")
			}
			assertMessages(t, "stderr", errb.String())
			assertMessages(t, "stdout", out.String())
		}
	})
}

func FuzzConvert(f *testing.F) {
	reproSeeds(f)
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		p := writeSeed(t, dir, data)
		out := p + ".out.sgf"
		var o, errb bytes.Buffer
		code := Convert([]string{p, out}, &o, &errb)
		if code != 0 && code != 2 {
			t.Fatalf("exit %d", code)
		}
		assertMessages(t, "stderr", errb.String())
		if code != 0 {
			return
		}
		// What convert writes, check reads.
		var co, ce bytes.Buffer
		if c := Check([]string{out}, &co, &ce); c == 2 && !strings.Contains(ce.String(), "not a point") &&
			!strings.Contains(ce.String(), "not a game of Go") && !strings.Contains(ce.String(), "size") {
			t.Fatalf("check refuses convert's output: %s", ce.String())
		}
	})
}

func FuzzGTP(f *testing.F) {
	for _, s := range []string{
		"5\n6 name\n-1 name\n99999999999999999999 name\n",
		"boardsize 4\nplace_free_handicap 12\nlist_stones b\n",
		"boardsize 5\nplay b c3\n3 play w C3\nundo\nshowboard\nfinal_score\nprintsgf\n",
		"komi nan\nkomi 1e308\nfixed_handicap 9\nall_legal w\n",
		"#" + strings.Repeat("x", 300) + "\nname\n",
		"\x1b[2Jname\r\n\x00list_commands\n",
	} {
		f.Add(s)
	}
	// Limits lowered so that inputs of a fuzzer's size cross them: 12 moves a game, lines of
	// 256 bytes.
	moves, line := maxGTPMoves, gtpMaxLine
	maxGTPMoves, gtpMaxLine = 12, 256
	f.Cleanup(func() { maxGTPMoves, gtpMaxLine = moves, line })
	f.Add("boardsize 5\n" + strings.Repeat("play b pass\nplay w pass\n", 7) + "printsgf\nclear_board\nplay b c3\n")
	f.Add("name " + strings.Repeat("x", 300) + "\nname\n")
	// loadsgf of a seed record, by a name the input can reach
	dir := f.TempDir()
	os.WriteFile(filepath.Join(dir, "a.sgf"), []byte(hostileSeeds[0]), 0o644)
	f.Fuzz(func(t *testing.T, in string) {
		in = strings.ReplaceAll(in, "@", filepath.Join(dir, "a.sgf"))
		var out, errb bytes.Buffer
		if code := GTP(nil, strings.NewReader(in), &out, &errb); code != 0 {
			t.Fatalf("exit %d: %s", code, errb.String())
		}
		want := 0
		lines := strings.Split(in, "\n")
		for i, l := range lines { // GTP lines end with LF; a CR is removed
			last := i == len(lines)-1 // no LF after it
			if len(l) > gtpMaxLine && !last || len(l) > gtpMaxLine+1 {
				want++ // answered "line longer than …", whatever it holds
				continue
			}
			if _, cmd, _, ok := parseGTPLine(l); ok {
				want++
				if cmd == "quit" {
					break
				}
			}
		}
		got := 0
		if o := out.String(); o != "" {
			if !strings.HasSuffix(o, "\n\n") {
				t.Fatalf("unframed output %q", o)
			}
			for _, r := range strings.Split(strings.TrimSuffix(o, "\n\n"), "\n\n") {
				if r == "" || (r[0] != '=' && r[0] != '?') {
					t.Fatalf("response not framed: %q", r)
				}
				assertMessages(t, "response", r)
				got++
			}
		}
		if got != want {
			t.Fatalf("%d commands, %d responses: %q", want, got, out.String())
		}
	})
}
