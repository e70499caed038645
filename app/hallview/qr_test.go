package hallview

import (
	"image"
	"testing"

	"goref/hall"
	"goref/slip"
)

// The room's QR code is the join link's code, module for module, with a quiet zone of four
// white modules around it (a finder pattern's dark corner where the code starts).
func TestTheRoomsQRCodeIsTheJoinLinks(t *testing.T) {
	link := hall.JoinLink("mqtt://192.0.2.10:1883", "spring-open", "abcd-efgh-jkmn")
	bits, err := slip.QR(link)
	if err != nil {
		t.Fatal(err)
	}
	ci, err := qrImage(link, 2)
	if err != nil {
		t.Fatal(err)
	}
	img := ci.Image.(*image.Gray)
	n := len(bits) + 8
	if img.Bounds().Dx() != 2*n || img.Bounds().Dy() != 2*n {
		t.Fatalf("image %v, want %d px square", img.Bounds(), 2*n)
	}
	for r, row := range bits {
		for c, dark := range row {
			if got := img.GrayAt(2*(c+4), 2*(r+4)).Y == 0; got != dark {
				t.Fatalf("module (%d,%d): dark %v, want %v", r, c, got, dark)
			}
		}
	}
	if img.GrayAt(0, 0).Y != 0xff || img.GrayAt(7, 7).Y != 0xff || img.GrayAt(8, 8).Y != 0 {
		t.Fatal("no white quiet zone of four modules before the finder pattern")
	}
}
