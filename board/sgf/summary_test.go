package sgf

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSummarize(t *testing.T) {
	s := Summarize("x.sgf", []byte("junk(;GM[1]SZ[9]KM[650]RU[Japanese]PB[a]PW[b]RE[B+R]TM[soon]"+
		";B[ee];W[cc](;B[dd])(;B[dd];W[zz]))(;GM[4])"))
	b, _ := json.Marshal(s)
	got := string(b)
	for _, want := range []string{
		`"file":"x.sgf"`, `"encoding":"UTF-8"`, `"encoding_guessed":false`,
		`"problems":["text before the first game tree ignored"]`,
		`"game":0,"size":[9,9],"nodes":6,"variations":1,"moves":3`, `"komi":6.5`, `"rules":"Japanese"`,
		`TM[soon] is not a time`, `"result":"B+R"`, `GM[4]: not a game of Go"`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("summary lacks %s:\n%s", want, got)
		}
	}

	s = Summarize("bad.sgf", []byte("(;GM[1]\n;C[open"))
	if s.Error == nil || s.Error.Line != 2 || len(s.Games) != 0 || len(s.Problems) != 1 {
		t.Errorf("unreadable file: %+v", s)
	}
	b, _ = json.Marshal(s)
	if !strings.Contains(string(b), `"error":{"line":2,"col":3,"msg":"property value not closed: ']' missing"}`) {
		t.Errorf("error JSON: %s", b)
	}

	missing := filepath.Join(t.TempDir(), "none.sgf")
	if s := SummarizeFile(missing); s.Error == nil || !strings.Contains(s.Error.Msg, "no such file") {
		t.Errorf("missing file: %+v", s)
	}
	path := filepath.Join(t.TempDir(), "ok.sgf")
	os.WriteFile(path, []byte("(;GM[1];B[aa])"), 0o644)
	if s := SummarizeFile(path); s.Error != nil || s.Games[0].Moves != 1 {
		t.Errorf("file: %+v", s)
	}
}

func TestFindCA(t *testing.T) {
	for in, want := range map[string]string{
		"(;CA[GB2312])":                                "GB2312",
		"(;FF[4]\nCA [ Big5 ])":                        " Big5 ",
		"(;ACA[x]CA[EUC-KR])":                          "EUC-KR",
		"(;C[CAT]CA[UTF-8])":                           "UTF-8",
		"(;GaMe[1]CA[SJIS];B[aa])":                     "SJIS",
		"(;ChArset[Big5])":                             "Big5",
		"(CA[GBK];B[aa])":                              "GBK", // Cyberoro: no ";" after "("
		";FF[4]CA[UTF-8];B[aa]":                        "UTF-8",
		"note; see (;C[x\\]CA[EUC-JP]]CA[GB2312])":     "GB2312", // an escaped "]" keeps the comment open
		"(;FF[4]C[a CA[Big5] in a comment]CA[GB2312])": "GB2312",
	} {
		if got, ok := findCA([]byte(in)); !ok || got != want {
			t.Errorf("findCA(%q) = %q %v, want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"(;GM[1])", "(;CA", "(;CA[" + strings.Repeat("x", 100) + "])",
		"(;C[CA[Big5]])",              // only in a comment
		"(;GN[x]\n;C[...]CA[GB2312])", // not in the root node
		"(;FF[4](;CA[GB2312]))",       // a variation's node
		"CA[GB2312] (;FF[4])",         // text before the tree
		"(;C[unclosed CA[GB2312]",
	} {
		if got, ok := findCA([]byte(in)); ok {
			t.Errorf("findCA(%q) = %q", in, got)
		}
	}
}
