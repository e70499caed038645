package hallview

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"goref/slip"
)

// qrImage is the QR code of text, scale pixels a module, with the quiet zone of four modules.
func qrImage(text string, scale int) (*canvas.Image, error) {
	bits, err := slip.QR(text)
	if err != nil {
		return nil, err
	}
	n := len(bits) + 8
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	for r, row := range bits {
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
