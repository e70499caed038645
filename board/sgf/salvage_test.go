package sgf

import (
	"strings"
	"testing"
)

func TestSalvage(t *testing.T) {
	head := "(;FF[4]CA[UTF-8]GM[1]SZ[19]\n;B[dp];W[pd];B[dd]"
	for _, tc := range []struct {
		name, in string
		moves    int
	}{
		{"cut inside the last value", head + ";W[p", 3},
		{"cut after a node", head + ";W[pp]", 4},
		{"junk in the middle", head + ";W[pp]*junk;B[qq])", 4},
		{"cut inside a comment", head + ";W[pp]C[a long comm", 4},
		{"cut inside a property name", head + ";W[pp];B", 4},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, _ := Salvage([]byte(tc.in))
			if c == nil {
				t.Fatal("nothing salvaged")
			}
			n := 0
			for m := c.Games[0]; len(m.Children) > 0; m = m.Children[0] {
				if m.Children[0].Has("B") || m.Children[0].Has("W") {
					n++
				}
			}
			if n != tc.moves {
				t.Fatalf("%d moves salvaged, want %d", n, tc.moves)
			}
		})
	}
	if c, err := Salvage([]byte("no record here")); c != nil || err == nil {
		t.Fatal("salvaged junk")
	}
	if c, err := Salvage([]byte(head + ")")); c == nil || err != nil {
		t.Fatal("a sound record is not read whole")
	}
	big := []byte(head + strings.Repeat(";B[aa]C["+strings.Repeat("x", 1000)+"]", MaxFileSize/1000+10) + ")")
	if c, err := Salvage(big); c == nil || err == nil {
		t.Fatalf("an over-size record: %v %v", c != nil, err)
	}
}
