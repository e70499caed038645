package sgf

import (
	"strings"
	"testing"
)

// TestReadTruncated: a record cut off inside a value, between nodes or inside a variation is
// read as far as its last whole property, with a warning; a whole file reads as Read does; a
// file broken elsewhere keeps Read's error.
func TestReadTruncated(t *testing.T) {
	for _, c := range []struct {
		data  string
		moves int
	}{
		{"(;GM[1]SZ[19];B[pd];W[dp];B[pp];W[d", 3},
		{"(;GM[1]SZ[19];B[pd];W[dp]C[a comment cut sho", 2},
		{"(;GM[1]SZ[19];B[pd];W[dp];", 2},
		{"(;GM[1]SZ[19];B[pd](;W[dp];B[pp])(;W[dd];B[q", 1},
		{"(;GM[1]SZ[19];B[pd];W[dp]C[escaped \\] bracket];B[", 2},
	} {
		col, err := ReadTruncated([]byte(c.data))
		if err != nil {
			t.Errorf("%q: %v", c.data, err)
			continue
		}
		n, moves := col.Games[0], 0
		for len(n.Children) > 0 {
			n = n.Children[0]
			moves++
		}
		if moves < c.moves {
			t.Errorf("%q: %d moves on the main line, want at least %d", c.data, moves, c.moves)
		}
		if len(col.Warnings) == 0 || !strings.Contains(col.Warnings[0], "ends inside a game") && !strings.Contains(col.Warnings[0], "not closed") {
			t.Errorf("%q: no warning of the cut: %q", c.data, col.Warnings)
		}
	}
	whole, err := ReadTruncated([]byte("(;GM[1]SZ[19];B[pd])"))
	if err != nil || len(whole.Warnings) != 0 {
		t.Fatalf("a whole file: %v %q", err, whole.Warnings)
	}
	if _, err := ReadTruncated([]byte("(;GM[1]SZ[19];B[pd]))junk(")); err == nil {
		t.Fatal("a file broken after its end read without error")
	}
}

// A file cut off reads the same through ReadTruncated (the app's Open) and Salvage (the
// autosave's recovery): one reading of damage serves both.
func TestReadTruncatedReadsWhatSalvageReads(t *testing.T) {
	for _, data := range []string{
		"(;GM[1]SZ[19];B[pd];W[dp];B[pp];W[d",
		"(;GM[1]SZ[19];B[pd];W[dp]C[a comment cut sho",
		"(;GM[1]SZ[19];B[pd](;W[dp];B[pp])(;W[dd];B[q",
	} {
		rt, err := ReadTruncated([]byte(data))
		sv, whole := Salvage([]byte(data))
		if err != nil || sv == nil || whole == nil {
			t.Fatalf("%q: ReadTruncated %v, Salvage %v", data, err, whole)
		}
		if a, b := rt.Games[0].Count(), sv.Games[0].Count(); a != b {
			t.Errorf("%q: ReadTruncated read %d nodes, Salvage %d", data, a, b)
		}
	}
}
