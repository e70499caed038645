package corpus

import (
	"path/filepath"
	"testing"
)

// The halves by the first byte of the SHA-256 of the path inside the corpus, worked out with
// `printf '%s' PATH | sha256sum`: kgs-scored/2017-03-01-1.sgf cf… (odd: held out),
// kgs-scored/2017-03-01-19.sgf ff… (odd), kgs-scored/2017-03-02-10.sgf 84… (even: tuning),
// ogs-autoscore/corner_test_2.json 18… (even). A path under the corpus root is taken
// relative to it; a bare relative path as it is.
func TestHalfOf(t *testing.T) {
	root := Root() // ../shared/corpus: a file under it is named by its path inside it
	if root == "" {
		t.Skip("no corpus root")
	}
	for path, want := range map[string]Half{
		"kgs-scored/2017-03-01-1.sgf":                       HeldOut,
		filepath.Join(root, "kgs-scored/2017-03-01-19.sgf"): HeldOut,
		filepath.Join(root, "kgs-scored/2017-03-02-10.sgf"): Tuning,
		"ogs-autoscore/corner_test_2.json":                  Tuning,
	} {
		if got := HalfOf(filepath.FromSlash(path)); got != want {
			t.Errorf("%s: %s, want %s", path, got, want)
		}
	}
}
