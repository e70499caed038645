package corpus

import (
	"crypto/sha256"
	"path/filepath"
	"strings"
)

// Half is one half of a corpus split for tuning: an estimator is tuned on Tuning and
// measured on HeldOut too, which no rule was fitted to.
type Half string

const (
	Tuning  Half = "tuning"
	HeldOut Half = "held-out"
)

// HalfOf says which half the corpus file path is in: held out when the first byte of the
// SHA-256 of its path inside the corpus ("kgs-scored/2017-01-01-12.sgf", slashes) is odd.
// The rule depends on the name alone, so a file never changes half and a new file lands in
// either at random.
func HalfOf(path string) Half {
	rel := filepath.ToSlash(path)
	if root := Root(); root != "" {
		if r, err := filepath.Rel(root, path); err == nil && !strings.HasPrefix(r, "..") {
			rel = filepath.ToSlash(r)
		}
	}
	if sha256.Sum256([]byte(rel))[0]&1 == 1 {
		return HeldOut
	}
	return Tuning
}
