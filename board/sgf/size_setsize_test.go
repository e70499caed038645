package sgf

import "testing"

func TestSetSizeRoundTrips(t *testing.T) {
	for _, wh := range [][2]int{{19, 19}, {19, 13}, {5, 9}} {
		root := &Node{}
		SetSize(root, wh[0], wh[1])
		w, h, err := Size(root)
		if err != nil || w != wh[0] || h != wh[1] {
			t.Fatalf("%v: SZ[%s] read back as %dx%d, %v", wh, root.GetAll("SZ"), w, h, err)
		}
	}
	root := &Node{}
	SetSize(root, 9, 9)
	if v, _ := root.Get("SZ"); v != "9" {
		t.Fatalf("a square board is written as one number, got %q", v)
	}
}
