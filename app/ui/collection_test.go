package ui

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"goref/board"
	"goref/board/sgf"
	"goref/internal/corpus"
)

// collection is a record file of games: the corpus's first n records (in path order),
// one after another, each as its file has it. It returns the file's bytes and each game's.
func collection(t testing.TB, n int) ([]byte, [][]byte) {
	t.Helper()
	files := corpus.Files(corpus.Dir(t, "games"), ".sgf")
	slices.Sort(files)
	if len(files) < n {
		corpus.Missing(t, "games")
	}
	var all bytes.Buffer
	var games [][]byte
	for _, p := range files[:n] {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		data = bytes.TrimSpace(data)
		games = append(games, data)
		all.Write(data)
		all.WriteByte('\n')
	}
	return all.Bytes(), games
}

// Issue 29 item 10: a record of several games survives open, a move, save and reopen: the
// file holds every game, each but the one played (the first: goref opens a file's first game)
// byte for byte as it was, and the one played with the move. Two games, and the 2,258 of
// the corpus's first records (5 MB).
func TestCollectionSurvivesASave(t *testing.T) {
	for _, n := range []int{2, 2258} {
		data, games := collection(t, n)
		u, _ := newTestUI(t)
		path := filepath.Join(t.TempDir(), "collection.sgf")
		os.WriteFile(path, data, 0o644)
		u.doc.OpenPath(path)
		// A finished game: a click at its end is a review variation (the main line stays).
		moves := u.Session().Game().Moves()
		var empty board.Vertex
		for y := 0; y < 19 && empty == (board.Vertex{}); y++ {
			for x := 0; x < 19; x++ {
				if u.Session().Board().At(board.Vertex{X: x, Y: y}) == board.Empty {
					empty = board.Vertex{X: x, Y: y}
					break
				}
			}
		}
		tapAt(u, empty.X, empty.Y)
		u.doc.Save()
		saved, _ := os.ReadFile(path)
		rest := bytes.Join(games[1:], []byte("\n"))
		if !bytes.HasSuffix(saved, append(rest, '\n')) {
			t.Fatalf("%d games: the other games did not survive byte for byte (%d bytes saved of %d; %s)", n, len(saved), len(data), u.Status.Text)
		}
		c, err := sgf.Read(saved)
		if err != nil || len(c.Games) != n {
			t.Fatalf("%d games: the saved file reads as %v games (%v)", n, c != nil && len(c.Games) > 0, err)
		}
		u.doc.OpenPath(path)
		if got := u.Session().Game().Moves(); len(got) != len(moves) {
			t.Fatalf("%d games: reopened with %d moves, want %d", n, len(got), len(moves))
		}
		// the move clicked is in the tree once more than in the file opened
		orig, _ := sgf.Read(games[0])
		found := countMoves(u.Session().Root(), empty.SGF()) == countMoves(orig.Games[0], empty.SGF())+1
		if !found {
			t.Fatalf("%d games: the review variation at %v is not in the reopened game", n, empty)
		}
	}
}

// A collection whose games share an encoding only as one file (GB2312 without CA in each
// root, told from the whole file) is written out again whole rather than spliced into an
// unreadable mix, and the status line says so; every game is still there.
func TestCollectionInOneLegacyEncoding(t *testing.T) {
	u, _ := newTestUI(t)
	// 李昌镐 – 古力, then 常昊 – 马晓春, in GB2312
	first := "(;GM[1]SZ[19]PB[\xc0\xee\xb2\xfd\xb8\xe4]PW[\xb9\xc5\xc1\xa6];B[pd];W[dd])"
	second := "(;GM[1]SZ[19]PB[\xb3\xa3\xea\xbb]PW[\xc2\xed\xcf\xfe\xb4\xba];B[qd])"
	path := filepath.Join(t.TempDir(), "gb.sgf")
	os.WriteFile(path, []byte(first+"\n"+second+"\n"), 0o644)
	u.doc.OpenPath(path)
	u.Pass()
	u.doc.Save()
	c, err := sgf.ReadFile(path)
	if err != nil || len(c.Games) != 2 {
		t.Fatalf("saved: %v", err)
	}
	if pb, _ := c.Games[1].Get("PB"); pb != "常昊" {
		t.Fatalf("the second game's black player reads %q (%s)", pb, u.Status.Text)
	}
	if !strings.Contains(u.Status.Text, "written out again in UTF-8") {
		t.Fatalf("status: %q", u.Status.Text)
	}
}

// countMoves counts the nodes of root's tree with a move at the SGF point p.
func countMoves(root *sgf.Node, p string) int {
	n := 0
	stack := []*sgf.Node{root}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = append(stack[:len(stack)-1], x.Children...)
		for _, id := range []string{"B", "W"} {
			if v, ok := x.Get(id); ok && v == p {
				n++
			}
		}
	}
	return n
}
