package sgf

import (
	"errors"
	"strings"
	"syscall"
	"testing"
)

// The normalising scanner: what real files contain and a strict reader rejects.
func TestReadTolerance(t *testing.T) {
	cases := []struct {
		name, in, want string
		warn           string // a warning that must be present ("" = no warning at all)
	}{
		{"plain", "(;FF[4]GM[1];B[aa];W[bb])", "(;FF[4]GM[1];B[aa];W[bb])", ""},
		{"FF3 lower-case names", "(;GaMe[1]FileFormat[3];Black[aa]AddWhite[bb][cc])",
			"(;GM[1]FF[3];B[aa]AW[bb][cc])", "lower-case"},
		{"all lower-case name is upper-cased", "(;b[aa];w[bb])", "(;B[aa];W[bb])", "lower-case"},
		{"white space before value", "(;FF [4] SZ\t[9]\n;B [aa]\r\n[bb])", "(;FF[4]SZ[9];B[aa][bb])", ""},
		{"white space everywhere", " ( ; GM[1] ( ;B[aa] ) ( ;B[bb] ) ) ", "(;GM[1](;B[aa])(;B[bb]))", ""},
		{"text before", "Header: Go game\r\nfrom server (2001)\n(;GM[1])", "(;GM[1])", "text before"},
		{"text between and after", "(;GM[1])\njunk\n(;GM[1];B[aa])\n\x1a", "(;GM[1])(;GM[1];B[aa])", "outside"},
		{"missing ( (Fox)", ";GM[1];B[aa](;W[bb])(;W[cc]))", "(;GM[1];B[aa](;W[bb])(;W[cc]))", "starts with ';'"},
		{"missing ; (Cyberoro)", "(\r\nGM[1]PB[x]\r\n;B[aa])", "(;GM[1]PB[x];B[aa])", "';' missing"},
		{"unclosed tree", "(;GM[1];B[aa](;W[bb]", "(;GM[1];B[aa];W[bb])", "not closed"},
		{"escapes", `(;C[a\]b\\c\:d]N[\x])`, `(;C[a]b\c:d]N[x])`, ""},
		{"soft breaks LF CRLF CR LFCR", "(;C[a\\\nb\\\r\nc\\\rd\\\n\re])", "(;C[abcde])", ""},
		{"hard breaks become LF", "(;C[a\r\nb\rc\nd])", "(;C[a\nb\nc\nd])", ""},
		{"parens and ; inside values", `(;C[(;B[aa\])]GN[;])`, "(;C[(;B[aa])]GN[;])", ""},
		{"empty values", "(;GM[1];B[];W[]AE[])", "(;GM[1];B[];W[]AE[])", ""},
		{"repeated property merged", "(;AP[a]GM[1]AP[b]AP[a];AB[aa]AB[bb])", "(;AP[a][b]GM[1];AB[aa][bb])", "repeated"},
		{"variations of variations", "(;GM[1](;B[aa](;W[bb])(;W[cc];B[dd]))(;B[ee]))",
			"(;GM[1](;B[aa](;W[bb])(;W[cc];B[dd]))(;B[ee]))", ""},
		{"nodes after a variation start", "(;GM[1](;B[aa];W[bb];B[cc]))", "(;GM[1];B[aa];W[bb];B[cc])", ""},
		{"nodes after variations (old files)", "(;GM[1](;B[aa])(;B[bb]);B[cc];W[dd](;B[ee])(;B[ff]);B[gg])",
			"(;GM[1](;B[aa])(;B[bb])(;B[cc];W[dd](;B[ee])(;B[ff])(;B[gg])))", "one more variation"},
		{"UTF-8 BOM", "\xef\xbb\xbf(;PB[柯洁])", "(;PB[柯洁])", ""},
		{"collection", "(;GM[1])(;GM[1])(;GM[1])", "(;GM[1])(;GM[1])(;GM[1])", ""},
		// SGF's GameTree starts with a node; a '(' that starts with '(' only groups variations
		{"( with no node before its variations", "(;GM[1]( (;B[aa])(;B[bb])))", "(;GM[1](;B[aa])(;B[bb]))", "no node before"},
		{"( with no node at the top: each inside a game", "(;GM[1])((;B[aa])(;B[bb]))", "(;GM[1])(;B[aa])(;B[bb])", "no node before"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			col := mustRead(t, c.in)
			if got := dumpAll(col); got != c.want {
				t.Errorf("tree\n got %s\nwant %s", got, c.want)
			}
			ws := strings.Join(col.Warnings, "; ")
			if c.warn == "" && ws != "" {
				t.Errorf("unexpected warnings: %s", ws)
			}
			if !strings.Contains(ws, c.warn) {
				t.Errorf("warnings %q lack %q", ws, c.warn)
			}
		})
	}
}

// Errors name the line and column (characters, 1-based) in the original file.
func TestReadErrors(t *testing.T) {
	cases := []struct {
		name, in  string
		line, col int
		msg       string
	}{
		{"empty", "", 1, 1, "no game tree"},
		{"no tree", "hello world", 1, 1, "no game tree"},
		{"value not closed", "(;GM[1]\n;C[abc", 2, 3, "not closed"},
		{"name without value", "(;GM[1]\n  ;FF;B[aa])", 2, 4, "FF has no value"},
		{"junk in tree", "(;GM[1]\n;B[aa]*W[bb])", 2, 7, "unexpected character '*'"},
		{"non-ASCII junk", "(;GM[1]é;B[aa])", 1, 8, "unexpected character 'é'"},
		{"empty tree", "(;GM[1]\n())", 2, 2, "empty game tree or variation"},
		{"value without name", "(;GM[1]\r\n;[aa])", 2, 2, "value without a property name"},
		{"column counts characters", "(;PB[柯洁]PW[李]\n;B[aa]%)", 2, 7, "unexpected"},
		{"CRLF counts one line", "(;GM[1]\r\n\r\n;B[aa]C[x", 3, 8, "not closed"},
		{"legacy encoding keeps columns", "(;CA[GB2312]PB[\xb0\xd7\xb0\xd7]$)", 1, 19, "unexpected"},
		{"value after variations", "(;GM[1](;B[aa])[bb])", 1, 16, "only variations may follow"},
		{"long name", "(;" + strings.Repeat("Ab", 60) + "[1])", 1, 3, "longer than"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			col, err := Read([]byte(c.in))
			if err == nil {
				t.Fatalf("no error; read %s", dumpAll(col))
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %T, want *Error", err)
			}
			if e.Line != c.line || e.Col != c.col || !strings.Contains(e.Msg, c.msg) {
				t.Errorf("got %d:%d %q, want %d:%d …%s…", e.Line, e.Col, e.Msg, c.line, c.col, c.msg)
			}
		})
	}
}

func TestNodePositions(t *testing.T) {
	col := mustRead(t, "junk\n(;GM[1]\n  ;B[aa](;W[bb])\r\n(;W[cc]))")
	root := col.Games[0]
	want := map[string][2]int{"": {2, 2}, "aa": {3, 3}, "bb": {3, 10}, "cc": {4, 2}}
	root.Walk(func(n *Node) bool {
		key, _ := n.Get("B")
		if v, ok := n.Get("W"); ok {
			key = v
		}
		l, c := n.Pos()
		if w := want[key]; l != w[0] || c != w[1] {
			t.Errorf("node %q at %d:%d, want %d:%d", key, l, c, w[0], w[1])
		}
		return true
	})
}

func TestNodeAccessors(t *testing.T) {
	n := mustRead(t, "(;AB[aa]GM[1]AB[bb:cc]C[x])").Games[0]
	if v, ok := n.Get("AB"); !ok || v != "aa" {
		t.Errorf("Get AB = %q %v", v, ok)
	}
	if vs := n.GetAll("AB"); strings.Join(vs, ",") != "aa,bb:cc" {
		t.Errorf("GetAll AB = %q", vs)
	}
	n.Set("AB", "dd")
	n.Set("PL", "W")
	n.Set("C")
	if got := dump(n); got != "(;AB[dd]GM[1]PL[W])" {
		t.Errorf("after Set: %s", got)
	}
	if _, ok := n.Get("XX"); ok || n.Has("C") {
		t.Error("absent property found")
	}
}

// A directory given as a record is refused as one, in the same words on every system
// (Windows opens a directory and then fails the read with "Incorrect function").
func TestReadFileDirectory(t *testing.T) {
	_, err := ReadFile(t.TempDir())
	if err == nil || !errors.Is(err, syscall.EISDIR) || !strings.HasSuffix(err.Error(), ": is a directory") {
		t.Errorf("ReadFile(a directory) = %v, want a read error ending in \": is a directory\"", err)
	}
}
