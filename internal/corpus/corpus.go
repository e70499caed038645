package corpus

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// TB is the part of testing.TB the lookup needs (tests and benchmarks both pass theirs).
type TB interface {
	Helper()
	Skipf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// Root is the corpus directory: $GOREF_CORPUS if set, else ../shared/corpus relative to the
// root of the repository (the directory above the working directory whose go.mod is module
// goref; the bench module inside it does not count).
// It returns "" when neither can be worked out.
func Root() string {
	if d := os.Getenv("GOREF_CORPUS"); d != "" {
		return d
	}
	dir, err := os.Getwd()
	if err != nil {
		return ""
	}
	for {
		if mod, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil && strings.HasPrefix(string(mod), "module goref\n") {
			return filepath.Join(filepath.Dir(dir), "shared", "corpus")
		}
		up := filepath.Dir(dir)
		if up == dir {
			return ""
		}
		dir = up
	}
}

// Dir is the corpus subdirectory sub ("games", "sgf-edge", "ogs-autoscore", …). When it is
// missing, the test fails under CI and skips elsewhere.
func Dir(tb TB, sub string) string {
	tb.Helper()
	d := filepath.Join(Root(), sub)
	if st, err := os.Stat(d); err != nil || !st.IsDir() {
		Missing(tb, d)
	}
	return d
}

// Missing ends a test whose corpus data is absent: Fatalf under CI, Skipf elsewhere.
func Missing(tb TB, what string) {
	tb.Helper()
	if os.Getenv("CI") == "true" {
		tb.Fatalf("test corpus missing: %s (CI needs it: put the shared corpus at ../shared/corpus beside the repository or set GOREF_CORPUS)", what)
		return
	}
	tb.Skipf("test corpus not present: %s (set GOREF_CORPUS to run this test)", what)
}

// Files lists the files under dir (recursively, sorted) whose names end in ext; nil if none.
func Files(dir, ext string) []string {
	var files []string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ext) {
			files = append(files, p)
		}
		return nil
	})
	slices.Sort(files)
	return files
}

// Commentaries are the commented game records of the corpus (games/gogameguru: An Younggil's
// commentaries, each with about a hundred comments and variations), sorted.
func Commentaries(tb TB) []string {
	tb.Helper()
	var out []string
	for _, p := range Files(filepath.Join(Dir(tb, "games"), "gogameguru"), ".sgf") {
		if strings.Contains(filepath.Base(p), "Commentary") {
			out = append(out, p)
		}
	}
	return out
}
