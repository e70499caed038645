package shape

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// Card is a rectangle with rounded corners, a fill and an edge drawn inside its bounds (as
// canvas.Rectangle draws its stroke). Put Object on the screen; after changing the look, call
// Refresh, which draws the image again only when the look changed.
type Card struct {
	FillColor, StrokeColor color.Color
	StrokeWidth            float32 // in Fyne units
	CornerRadius           float32 // in Fyne units

	raster *canvas.Raster
	drawn  look // what the raster's image shows
}

type look struct {
	fill, stroke color.NRGBA
	width, r     float32
}

// NewCard returns a card filled with fill, with no edge and square corners.
func NewCard(fill color.Color) *Card {
	c := &Card{FillColor: fill}
	c.raster = canvas.NewRaster(c.draw)
	// The image is drawn at the raster's pixel size: read pixel for pixel, not interpolated
	// (which in software GL costs several times the copy).
	c.raster.ScaleMode = canvas.ImageScalePixels
	c.drawn = c.look()
	return c
}

// Object is the card's canvas object, to put in a layout or a renderer's objects.
func (c *Card) Object() fyne.CanvasObject { return c.raster }

// Resize, Move and SetMinSize place the card.
func (c *Card) Resize(s fyne.Size)     { c.raster.Resize(s) }
func (c *Card) Move(p fyne.Position)   { c.raster.Move(p) }
func (c *Card) SetMinSize(s fyne.Size) { c.raster.SetMinSize(s) }

// Refresh shows a changed look; an unchanged card is not drawn again.
func (c *Card) Refresh() {
	if l := c.look(); l != c.drawn {
		c.drawn = l
		c.raster.Refresh()
	}
}

func (c *Card) look() look {
	return look{nrgba(c.FillColor), nrgba(c.StrokeColor), c.StrokeWidth, c.CornerRadius}
}

func nrgba(c color.Color) color.NRGBA {
	if c == nil {
		return color.NRGBA{}
	}
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}

// draw is the card at w×h pixels: each pixel's signed distance to the rounded outline gives
// the fill, the edge and the anti-aliased border, as Fyne's shader would.
func (c *Card) draw(w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h)) // premultiplied, as the painter uploads it
	l := c.look()
	c.drawn = l
	scale := float64(1)
	if s := c.raster.Size(); s.Width > 0 {
		scale = float64(w) / float64(s.Width)
	}
	fw, fh := float64(w), float64(h)
	r := math.Min(float64(l.r)*scale, math.Min(fw, fh)/2)
	sw := math.Round(float64(l.width) * scale)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			d := roundedDistance(float64(x)+0.5, float64(y)+0.5, fw, fh, r)
			outside := clamp01(d + 0.5) // the share of the pixel outside the outline
			if outside >= 1 {
				continue
			}
			px := l.fill
			if sw > 0 && l.stroke.A > 0 {
				px = mix(l.fill, l.stroke, clamp01(d+sw+0.5)) // the edge covers the last sw pixels
			}
			px.A = uint8(math.Round(float64(px.A) * (1 - outside)))
			img.Set(x, y, px)
		}
	}
	return img
}

// roundedDistance is the signed distance from (x, y) to the outline of a w×h rectangle with
// corners of radius r: negative inside.
func roundedDistance(x, y, w, h, r float64) float64 {
	qx := math.Abs(x-w/2) - (w/2 - r)
	qy := math.Abs(y-h/2) - (h/2 - r)
	return math.Hypot(math.Max(qx, 0), math.Max(qy, 0)) + math.Min(math.Max(qx, qy), 0) - r
}

func clamp01(v float64) float64 { return math.Max(0, math.Min(1, v)) }

// mix is a and b blended, t of b.
func mix(a, b color.NRGBA, t float64) color.NRGBA {
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*(1-t) + float64(y)*t)) }
	return color.NRGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), m(a.A, b.A)}
}
