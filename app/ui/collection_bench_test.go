package ui

import (
	"os"
	"path/filepath"
	"testing"

	"goref/app/store"
	"goref/board/sgf"
)

// BenchmarkClickInACollection is the cost of a click on the board (a review move at the end
// of the game, then Undo: two moves, each autosaved) with the corpus's first 2,258 records
// open as one file of 5 MB (issue 29 item 10). "game alone" is goref's autosave, which writes
// the game played and its state; "whole file" adds to each of the two moves what writing the
// whole collection costs (the first game replaced, the 2,257 others kept): what an autosave of
// the whole file would cost per move.
func BenchmarkClickInACollection(b *testing.B) {
	data, _ := collection(b, 2258)
	path := filepath.Join(b.TempDir(), "collection.sgf")
	os.WriteFile(path, data, 0o644)
	whole := filepath.Join(b.TempDir(), "whole.sgf")
	for _, c := range []struct {
		name  string
		whole bool
	}{{"game alone", false}, {"whole file", true}} {
		b.Run(c.name, func(b *testing.B) {
			u, _ := newTestUI(b)
			u.doc.OpenPath(path)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				tapAt(u, 0, 0)
				if c.whole {
					writeWhole(b, data, u, whole)
				}
				u.Undo()
				if c.whole {
					writeWhole(b, data, u, whole)
				}
			}
		})
	}
}

func writeWhole(b *testing.B, file []byte, u *UI, path string) {
	out, _, err := store.ReplaceFirstGame(file, u.Session().Root())
	if err == nil {
		err = sgf.WriteAtomic(path, out)
	}
	if err != nil {
		b.Fatal(err)
	}
}
