package sgf

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWrite(t *testing.T) {
	col := mustRead(t, "(;FF[3]CA[ISO-8859-1]AP[Old:1]GM[1]PB[柯洁]C[a\\]b\\\\c](;B[aa]GR[{\"halt\":true}]XX[unknown][two])(;B[bb]))")
	out, err := Write(col)
	if err != nil {
		t.Fatal(err)
	}
	want := "(;FF[4]CA[UTF-8]AP[goref:" + AppVersion + "]GM[1]PB[柯洁]C[a\\]b\\\\c]\n(;B[aa]GR[{\"halt\":true}]XX[unknown][two])\n(;B[bb]))\n"
	if string(out) != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	if err := roundTrip(col); err != nil {
		t.Error(err)
	}
	if v, _ := col.Games[0].Get("CA"); v != "ISO-8859-1" {
		t.Error("Write changed the tree")
	}
}

func TestWriteRefuses(t *testing.T) {
	for name, c := range map[string]*Collection{
		"nil":         nil,
		"no games":    {},
		"nil game":    {Games: []*Node{nil}},
		"bad name":    {Games: []*Node{{Props: []Property{{ID: "b", Values: []string{"aa"}}}}}},
		"empty name":  {Games: []*Node{{Props: []Property{{ID: "", Values: []string{"aa"}}}}}},
		"nil child":   {Games: []*Node{{Children: []*Node{nil}}}},
		"nil child 2": {Games: []*Node{{Children: []*Node{{}, nil}}}},
	} {
		if out, err := Write(c); err == nil {
			t.Errorf("%s: wrote %q", name, out)
		}
	}
	// a property with no values is written as ID[] rather than dropped
	out, err := Write(&Collection{Games: []*Node{{Props: []Property{{ID: "VM"}}}}})
	if err != nil || !strings.Contains(string(out), "VM[]") {
		t.Errorf("empty property: %q %v", out, err)
	}
}

// A tree built in memory (as the app builds records) writes and reads back; a long game
// and deep variations need no recursion.
func TestWriteBuiltTree(t *testing.T) {
	root := &Node{}
	root.Set("GM", "1")
	root.Set("SZ", "19")
	n := root
	for i := range 50_000 {
		c := n.AddChild(&Node{})
		c.Set([]string{"B", "W"}[i%2], "")
		if i%1000 == 0 {
			c.AddChild(&Node{}).Set("C", "variation")
		}
		n = c
	}
	col := &Collection{Games: []*Node{root}}
	if err := roundTrip(col); err != nil {
		t.Fatal(err)
	}
}

func TestWriteFileAtomic(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.sgf")
	os.WriteFile(path, []byte("old"), 0o600)
	col := mustRead(t, "(;GM[1];B[aa])")
	if err := WriteFile(path, col); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	if !strings.HasPrefix(string(data), "(;FF[4]") {
		t.Errorf("content %q", data)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want the old file's 0600", fi.Mode().Perm())
	}
	// a refused collection leaves the old file alone and no temporary file behind
	if err := WriteFile(path, &Collection{}); err == nil {
		t.Error("empty collection written")
	}
	if data2, _ := os.ReadFile(path); string(data2) != string(data) {
		t.Error("file changed by a failed write")
	}
	if err := WriteFile(filepath.Join(dir, "no", "such", "dir.sgf"), col); err == nil {
		t.Error("write into a missing directory succeeded")
	}
	link := filepath.Join(dir, "link.sgf")
	if err := os.Symlink(path, link); err == nil {
		if err := WriteFile(link, mustRead(t, "(;GM[1];B[bb])")); err != nil {
			t.Fatal(err)
		}
		if fi, _ := os.Lstat(link); fi.Mode()&os.ModeSymlink == 0 {
			t.Error("the link was replaced by a file")
		}
		if data, _ := os.ReadFile(path); !strings.Contains(string(data), "B[bb]") {
			t.Error("the link's target was not written")
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("files left: %v", entries)
	}
}
