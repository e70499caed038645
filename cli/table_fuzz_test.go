package cli

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzTableScript: whatever the script, `goref table` ends with exit 0, 1 or 2 — never a
// panic. Seeded with the example scripts.
func FuzzTableScript(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "examples", "table", "*.tbl"))
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		p := filepath.Join(dir, "s.tbl")
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if code, _, _ := runTable(t, "--json", p); code < 0 || code > 2 {
			t.Fatalf("exit %d", code)
		}
	})
}
