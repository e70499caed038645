package sgf

import (
	"slices"
	"strings"
	"testing"
)

// ReadEach hands the games over one by one, each with every warning of the file, the ones a
// later game raises included, and gives the trees Read gives.
func TestReadEachGivesEveryGameWithTheWholeFilesWarnings(t *testing.T) {
	data := []byte("(;GM[1]SZ[9];B[aa](;W[bb])(;W[cc]))(;GM[1]SZ[19];B[dd]C[x]C[y])")
	var got []string
	var warnings [][]string
	_, err := ReadEach(data, func(c *Collection, root *Node) {
		sz, _ := root.Get("SZ")
		got = append(got, sz+":"+string(rune('0'+root.Count())))
		warnings = append(warnings, slices.Clone(c.Warnings))
	})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(got, " ") != "9:4 19:2" {
		t.Errorf("games %q, want 9:4 19:2 (size:nodes)", got)
	}
	want := "property C repeated in one node: values merged"
	for i, w := range warnings {
		if !slices.Contains(w, want) {
			t.Errorf("game %d: warnings %q lack %q", i, w, want)
		}
	}
	c, err := Read(data)
	if err != nil || len(c.Games) != 2 || !slices.Equal(c.Warnings, warnings[0]) {
		t.Fatalf("Read: %v, %d games, warnings %q", err, len(c.Games), c.Warnings)
	}
	if cs := c.Games[1].Children[0].GetAll("C"); !slices.Equal(cs, []string{"x", "y"}) {
		t.Errorf("merged comment %q, want [x y]", cs)
	}
}

// A file Read refuses gives no game to ReadEach, and the same error; a panic of the caller's
// own is its own, not an error reading the file.
func TestReadEachChecksTheWholeFileFirst(t *testing.T) {
	data := []byte("(;GM[1];B[aa])(;GM[1];B[bb]W)")
	calls := 0
	_, err := ReadEach(data, func(*Collection, *Node) { calls++ })
	_, want := Read(data)
	if err == nil || want == nil || err.Error() != want.Error() || calls != 0 {
		t.Errorf("ReadEach: %v after %d calls; Read: %v", err, calls, want)
	}
	defer func() {
		if r := recover(); r != "the caller's" {
			t.Errorf("recovered %v, want the caller's panic", r)
		}
	}()
	ReadEach([]byte("(;GM[1])"), func(*Collection, *Node) { panic("the caller's") })
}
