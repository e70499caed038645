package sgf

import (
	"strings"
	"testing"
)

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
