package store

import (
	"strings"
	"testing"

	"goref/board/sgf"
)

// ReplaceFirstGame keeps every game but the first as the file has it, byte for byte, and the
// text between them; expected files written by hand.
func TestReplaceFirstGame(t *testing.T) {
	played := mustRead(t, "(;GM[1]SZ[9];B[ee];W[cc])").Games[0]
	game := "(;FF[4]CA[UTF-8]AP[goref:" + sgf.AppVersion + "]GM[1]SZ[9]\n;B[ee];W[cc])"
	for _, c := range []struct {
		name, file, want string
		rewritten        bool
	}{
		{"one game", "(;GM[1]SZ[9];B[ee])", game + "\n", false},
		{"two games", "(;GM[1]SZ[9];B[ee])\n(;GM[1]SZ[19]C[kept \\] as it is];B[dd])\n",
			game + "\n(;GM[1]SZ[19]C[kept \\] as it is];B[dd])\n", false},
		{"brackets in values, text between, CRLF", "junk before\r\n(;GM[1]SZ[9]C[(])\r\n-- between --\r\n(;GM[1]SZ[19]C[ ) ( ];B[dd](;W[pp])(;W[pq]))\r\n",
			"junk before\r\n" + game + "\r\n-- between --\r\n(;GM[1]SZ[19]C[ ) ( ];B[dd](;W[pp])(;W[pq]))\r\n", false},
		{"a byte order mark", "\xef\xbb\xbf(;GM[1]SZ[9])(;GM[1]SZ[19]PB[이세돌])", "\xef\xbb\xbf" + game + "(;GM[1]SZ[19]PB[이세돌])", false},
		// GB2312 without CA: the file is read as GB18030, which the UTF-8 game would not be
		{"legacy encoding", "(;GM[1]SZ[9]PB[\xc0\xee])(;GM[1]SZ[19]PB[\xb3\xa3\xea\xbb])",
			game + "\n(;FF[4]CA[UTF-8]AP[goref:" + sgf.AppVersion + "]GM[1]SZ[19]PB[常昊]\n)\n", true},
	} {
		out, rewritten, err := ReplaceFirstGame([]byte(c.file), played)
		if err != nil || string(out) != c.want || rewritten != c.rewritten {
			t.Errorf("%s: %q (rewritten %v, %v), want %q", c.name, out, rewritten, err, c.want)
		}
	}
}

// A first game whose brackets do not balance (the reader closes it): the games cannot be
// told apart in the bytes, so all of them are written out again; none is lost.
func TestReplaceFirstGameUnbalanced(t *testing.T) {
	played := mustRead(t, "(;GM[1]SZ[9];B[ee])").Games[0]
	file := "(;GM[1]SZ[9](;B[aa])\n(;GM[1]SZ[19];B[dd])"
	orig, err := sgf.Read([]byte(file))
	if err != nil {
		t.Skip("the reader refuses the file:", err)
	}
	out, rewritten, err := ReplaceFirstGame([]byte(file), played)
	if err != nil {
		t.Fatal(err)
	}
	c, err := sgf.Read(out)
	if err != nil || len(c.Games) != len(orig.Games) || len(orig.Games) > 1 && !rewritten {
		t.Fatalf("%d games from %d (rewritten %v): %q", len(c.Games), len(orig.Games), rewritten, out)
	}
	if !strings.Contains(string(out), "B[ee]") {
		t.Fatalf("the game played is not there: %q", out)
	}
}
