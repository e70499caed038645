package hallview

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	qrcode "github.com/yeqown/go-qrcode/v2"
)

// qrImage is the QR code of text, scale pixels a module, with the quiet zone of four modules.
func qrImage(text string, scale int) (*canvas.Image, error) {
	q, err := qrcode.NewWith(text, qrcode.WithErrorCorrectionLevel(qrcode.ErrorCorrectionMedium))
	if err != nil {
		return nil, err
	}
	var w bitsWriter
	if err := q.Save(&w); err != nil {
		return nil, err
	}
	n := len(w.bits) + 8
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	for r, row := range w.bits {
		for c, dark := range row {
			if !dark {
				continue
			}
			for y := 0; y < scale; y++ {
				for x := 0; x < scale; x++ {
					img.SetGray((c+4)*scale+x, (r+4)*scale+y, color.Gray{})
				}
			}
		}
	}
	ci := canvas.NewImageFromImage(img)
	ci.FillMode = canvas.ImageFillContain
	ci.ScaleMode = canvas.ImageScalePixels
	ci.SetMinSize(fyne.NewSize(float32(n*scale), float32(n*scale)))
	return ci, nil
}

// bitsWriter keeps the matrix go-qrcode hands its writer.
type bitsWriter struct{ bits [][]bool }

func (w *bitsWriter) Write(m qrcode.Matrix) error { w.bits = m.Bitmap(); return nil }
func (w *bitsWriter) Close() error                { return nil }
