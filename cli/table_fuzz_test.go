package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzTableScript: whatever the script, `goref table` ends with exit 0, 1 or 2 — never a
// panic. Seeded with the example scripts, and run with limits lowered so that inputs of a
// fuzzer's size cross them (a script of 200 events, 512-byte lines, 8 KB).
func FuzzTableScript(f *testing.F) {
	events, line, size := maxScriptEvents, maxScriptLine, maxScriptSize
	maxScriptEvents, maxScriptLine, maxScriptSize = 200, 512, 8<<10
	f.Cleanup(func() { maxScriptEvents, maxScriptLine, maxScriptSize = events, line, size })
	files, _ := filepath.Glob(filepath.Join("..", "examples", "table", "*.tbl"))
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("rules ing\nat 0 start\n" + strings.Repeat("wait\n", 201)))
	f.Add([]byte("rules ing\nreferee warning B -- " + strings.Repeat("x", 600) + "\n"))
	f.Add([]byte("rules japanese\ntournament x.xml\tround 1 table 2\nstart\n"))
	f.Add([]byte("rules japanese\ntournament x.xml\u00a0round 1 table 2\nstart\n"))
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
