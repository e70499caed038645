package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"goref/internal/corpus"
)

func gtpSession(t *testing.T, flags []string, input string) string {
	t.Helper()
	var out, errb bytes.Buffer
	if code := GTP(flags, strings.NewReader(input), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	return out.String()
}

func TestGTPBasicsAndErrors(t *testing.T) {
	out := gtpSession(t, nil, strings.Join([]string{
		"1 protocol_version",
		"2 name",
		"boardsize 5",
		"play b c3",
		"3 play w C3",
		"play purple a1",
		"frobnicate",
		"  # a comment line",
		"4 is_legal black c3",
		"5 list_stones black",
		"6 boardsize 30",
		"7 known_command play",
		"8 genmove w",
	}, "\n"))
	want := []string{
		"=1 2\n\n", "=2 goref\n\n", "=\n\n", "=\n\n",
		"?3 illegal move: occupied\n\n", "? invalid color\n\n", "? unknown command\n\n",
		"=4 0\n\n", "=5 C3\n\n", "?6 unacceptable size\n\n", "=7 true\n\n", "=8 pass\n\n",
	}
	got := out
	for _, w := range want {
		i := strings.Index(got, w)
		if i != 0 {
			t.Fatalf("expected %q next, got %q", w, got)
		}
		got = got[len(w):]
	}
}

func TestGTPKoAndCaptures(t *testing.T) {
	// A ko on 5×5: Black takes, White may not retake at once.
	moves := "boardsize 5\nplay b b5\nplay w c5\nplay b a4\nplay w d4\nplay b b3\nplay w c3\nplay b c4\nplay w b4\n" +
		"1 captures w\n2 play b c4\n3 is_legal b c4\nplay b e1\nplay w e2\n4 play b c4\n5 captures b\n"
	out := gtpSession(t, nil, moves)
	for _, w := range []string{"=1 1\n", "?2 illegal move: ko\n", "=3 0\n", "=4\n", "=5 1\n"} {
		if !strings.Contains(out, w) {
			t.Fatalf("missing %q in\n%s", w, out)
		}
	}
}

func TestGTPSuperkoAndSuicideFlags(t *testing.T) {
	// Single-stone suicide at A1 is legal with --suicide all; with positional superko it
	// recreates the board and is refused (GNU Go 3.8 would accept it).
	in := "boardsize 3\nplay b b1\nplay b a2\n1 is_legal w a1\n"
	if out := gtpSession(t, []string{"--suicide", "all", "--ko", "simple"}, in); !strings.Contains(out, "=1 1") {
		t.Fatalf("suicide all: %s", out)
	}
	if out := gtpSession(t, []string{"--suicide", "all", "--ko", "positional"}, in); !strings.Contains(out, "=1 0") {
		t.Fatalf("suicide all + positional superko: %s", out)
	}
	if out := gtpSession(t, []string{"--suicide", "forbid"}, in); !strings.Contains(out, "=1 0") {
		t.Fatalf("suicide forbidden: %s", out)
	}
}

func TestGTPHandicapAndPrintSGF(t *testing.T) {
	out := gtpSession(t, nil, "1 fixed_handicap 4\n2 play w k10\n3 printsgf\n4 fixed_handicap 2\n")
	if !strings.Contains(out, "=1 D4 Q16 D16 Q4\n") {
		t.Fatalf("fixed handicap: %s", out)
	}
	if !strings.Contains(out, "AB[dp][pd][dd][pp]") || !strings.Contains(out, ";W[jj]") {
		t.Fatalf("printsgf: %s", out)
	}
	if !strings.Contains(out, "?4 board not empty") {
		t.Fatalf("handicap on a non-empty board: %s", out)
	}
}

func TestGTPFinalScoreAndStatus(t *testing.T) {
	//   A B C D E
	// 5 . X O . O      White has two real eyes (D5, D1) and a dead black stone on D3.
	// 4 . X O O O
	// 3 . X O X .
	// 2 . X O O O
	// 1 . X O . O
	in := "boardsize 5\nkomi 0\n" +
		"play b b1\nplay b b2\nplay b b3\nplay b b4\nplay b b5\nplay b d3\n" +
		"play w c1\nplay w c2\nplay w c3\nplay w c4\nplay w c5\nplay w d4\nplay w e4\nplay w e5\nplay w d2\nplay w e2\nplay w e1\n" +
		"1 final_status_list dead\n2 final_score\n3 final_status_list alive\n"
	// Japanese: Black 5 territory; White D5 D1 E3 D3 = 4 territory + 1 dead stone = 5: jigo.
	out := gtpSession(t, []string{"--rules", "japanese"}, in)
	for _, want := range []string{"=1 D3\n", "=2 0\n"} {
		if !strings.Contains(out, want) {
			t.Fatalf("japanese: missing %q in\n%s", want, out)
		}
	}
	// Tromp-Taylor counts the board as it stands: Black 6 stones + 5 = 11, White 11 stones
	// + D5, D1 = 13 (E3 touches the black stone): W+2.
	out = gtpSession(t, []string{"--rules", "tromp-taylor"}, in)
	for _, want := range []string{"=1\n", "=2 W+2\n"} {
		if !strings.Contains(out, want) {
			t.Fatalf("tromp-taylor: missing %q in\n%s", want, out)
		}
	}
}

func TestGTPLoadSGFReadsFoxKomi(t *testing.T) {
	p := writeSGF(t, "(;GM[1]SZ[19]KM[375]RU[Chinese];B[pd];W[dd])")
	out := gtpSession(t, nil, "1 loadsgf "+p+"\n2 printsgf\n")
	if !strings.Contains(out, "=1 black") || !strings.Contains(out, "KM[7.5]") {
		t.Fatalf("Fox's KM[375] is 3¾ stones = 7.5 points:\n%s", out)
	}
}

// gtpResponses splits a GTP output stream into its responses (each without the blank line
// that ends it) and fails when the framing is broken.
func gtpResponses(t *testing.T, out string) []string {
	t.Helper()
	if !strings.HasSuffix(out, "\n\n") {
		t.Fatalf("output does not end with a blank line: %q", out)
	}
	resps := strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n")
	for _, r := range resps {
		if r == "" || (r[0] != '=' && r[0] != '?') {
			t.Fatalf("response not framed by = or ?: %q in %q", r, out)
		}
	}
	return resps
}

func TestGTPLongLineIsAnsweredAndTheEngineGoesOn(t *testing.T) {
	long := "#" + strings.Repeat("x", 1100000) + "\n" + // a comment over 1 MiB
		"7 " + strings.Repeat("y", 1100000) + "\n" + // a command over 1 MiB, with an id
		"name\n"
	resps := gtpResponses(t, gtpSession(t, nil, long))
	want := []string{"? line longer than 1048576 bytes", "?7 line longer than 1048576 bytes", "= goref"}
	if strings.Join(resps, "|") != strings.Join(want, "|") {
		t.Fatalf("got %q, want %q", resps, want)
	}
}

func TestGTPIDs(t *testing.T) {
	in, err := os.ReadFile(corpus.Repro(t, "gtp-id-only.in"))
	if err != nil {
		t.Fatal(err)
	}
	resps := gtpResponses(t, gtpSession(t, nil, string(in)+"007 name\n+3 name\n"))
	want := []string{
		"?5 no command after the id", // a line holding only an id is answered
		"=6 goref",
		"? unknown command", // -1 is not an id: it is the command
		"=99999999999999999999 goref",
		"=007 goref",
		"? unknown command",
	}
	if strings.Join(resps, "|") != strings.Join(want, "|") {
		t.Fatalf("got %q, want %q", resps, want)
	}
}

func TestGTPLoadSGFErrorIsOneFramedLine(t *testing.T) {
	sgfPath := corpus.Repro(t, "gtp-loadsgf-blankline.sgf")
	resps := gtpResponses(t, gtpSession(t, nil, "loadsgf "+sgfPath+"\n1 name\n"))
	if len(resps) != 2 || resps[1] != "=1 goref" {
		t.Fatalf("framing broken: %q", resps)
	}
	if !strings.HasPrefix(resps[0], "? cannot load file") || strings.Contains(resps[0], "\n") ||
		!strings.Contains(resps[0], `B[a\n\nb]`) {
		t.Fatalf("want one line quoting the value escaped, got %q", resps[0])
	}
}

func TestGTPNoControlBytesFromAFile(t *testing.T) {
	p := corpus.Repro(t, "error-echoes-escape-seq.sgf")
	out := gtpSession(t, nil, "loadsgf "+p+"\nname\n")
	if strings.ContainsAny(out, "\x1b\r\x00") {
		t.Fatalf("raw control bytes in the output: %q", out)
	}
	gtpResponses(t, out)
}

func TestGTPPlaceFreeHandicapSmallBoard(t *testing.T) {
	in, err := os.ReadFile(corpus.Repro(t, "gtp-free-handicap-duplicates.in"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		input string
		n     int
	}{{string(in), 12}, {"boardsize 3\nplace_free_handicap 8\nlist_stones b\n", 8}, {"boardsize 2 5\nplace_free_handicap 9\nlist_stones b\n", 9}} {
		resps := gtpResponses(t, gtpSession(t, nil, tc.input))
		if len(resps) != 3 {
			t.Fatalf("%q: %q", tc.input, resps)
		}
		listed := strings.Fields(strings.TrimPrefix(resps[1], "="))
		placed := strings.Fields(strings.TrimPrefix(resps[2], "="))
		seen := map[string]bool{}
		for _, v := range listed {
			if seen[v] {
				t.Fatalf("%q: %s listed twice in %q", tc.input, v, resps[1])
			}
			seen[v] = true
		}
		if len(listed) != tc.n || len(placed) != tc.n {
			t.Fatalf("%q: listed %d, placed %d, want %d", tc.input, len(listed), len(placed), tc.n)
		}
		for _, v := range placed {
			if !seen[v] {
				t.Fatalf("%q: %s placed but not listed", tc.input, v)
			}
		}
	}
}

func TestGTPKomiMustBeFinite(t *testing.T) {
	resps := gtpResponses(t, gtpSession(t, nil, "komi nan\nkomi inf\nkomi -Inf\nkomi 1e308\nkomi 6.5\n"))
	for i, r := range resps[:4] {
		if !strings.HasPrefix(r, "? ") {
			t.Fatalf("komi %d accepted: %q", i, r)
		}
	}
	if resps[4] != "=" {
		t.Fatalf("komi 6.5: %q", resps[4])
	}
}
