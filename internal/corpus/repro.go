package corpus

import (
	"os"
	"path/filepath"
)

// Repro is the path of a bad-input reproducer (issue 19): $GOREF_REPRO/name if set, else
// ../shared/repro/name beside the repository. A missing one fails under CI and skips elsewhere.
func Repro(tb TB, name string) string {
	tb.Helper()
	dir := os.Getenv("GOREF_REPRO")
	if dir == "" {
		dir = filepath.Join(filepath.Dir(Root()), "repro")
	}
	p := filepath.Join(dir, name)
	if _, err := os.Stat(p); err != nil {
		Missing(tb, p)
	}
	return p
}
