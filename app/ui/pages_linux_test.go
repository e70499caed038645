package ui

import (
	"crypto/sha256"
	"testing"

	"goref/assets"
)

// TestDroppedPagesReadTheSame: the embedded font reads the same after its pages are handed
// back (the kernel maps them again from the program file).
func TestDroppedPagesReadTheSame(t *testing.T) {
	before := sha256.Sum256(assets.FullFont)
	dropPages(assets.FullFont)
	if sha256.Sum256(assets.FullFont) != before {
		t.Fatal("the font's bytes changed after dropPages")
	}
	dropPages(nil)
	dropPages(assets.FullFont[1:100])
}
