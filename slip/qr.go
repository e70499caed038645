package slip

import (
	"github.com/go-pdf/fpdf"
	qrcode "github.com/yeqown/go-qrcode/v2"
)

// qrBits is the QR code of text as modules (true: dark).
func qrBits(text string) ([][]bool, error) {
	q, err := qrcode.NewWith(text, qrcode.WithErrorCorrectionLevel(qrcode.ErrorCorrectionMedium))
	if err != nil {
		return nil, err
	}
	var w bitsWriter
	if err := q.Save(&w); err != nil {
		return nil, err
	}
	return w.bits, nil
}

// bitsWriter keeps the matrix go-qrcode hands its writer.
type bitsWriter struct{ bits [][]bool }

func (w *bitsWriter) Write(m qrcode.Matrix) error { w.bits = m.Bitmap(); return nil }
func (w *bitsWriter) Close() error                { return nil }

// drawQR draws the code with its top left corner at (x, y), size mm wide, black on white,
// with the four-module quiet zone the standard asks for inside size.
func drawQR(pdf *fpdf.Fpdf, bits [][]bool, x, y, size float64) {
	n := len(bits)
	if n == 0 {
		return
	}
	m := size / float64(n+8)
	pdf.SetFillColor(0, 0, 0)
	for r, row := range bits {
		for c, dark := range row {
			if dark {
				pdf.Rect(x+float64(c+4)*m, y+float64(r+4)*m, m, m, "F")
			}
		}
	}
}
