package ui

import (
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"goref/board"
	"goref/rules/count"
)

// bowlView draws one 量斗 (count.Bowl) with the stones of one colour laid into its holes the
// way count.Bowl.Lay lays them: ring holes in turn, each filled before the next, spares in the
// centre. Each hole shows its count; the middle shows the total.
type bowlView struct {
	bowl   count.Bowl
	colour board.Color
	n      int // stones in the bowl

	box   *fyne.Container
	holes []*canvas.Circle
	nums  []*canvas.Text
	total *canvas.Text
}

const bowlSize = 250

func newBowlView(b count.Bowl, c board.Color) *bowlView {
	v := &bowlView{bowl: b, colour: c}
	v.build()
	return v
}

// holeCentres places the holes: centre first (when the design has one), then the ring — a
// circle for the round bowl, a hexagon for the 37-hole one, a 5 × 6 grid for the table bowl.
func (v *bowlView) holeCentres() (pts []fyne.Position, r float32) {
	b := v.bowl
	mid := float32(bowlSize) / 2
	if b.Centre > 0 {
		pts = append(pts, fyne.NewPos(mid, mid))
	}
	switch {
	case b.Name == "table-30":
		cols, rows := 6, b.Holes/6
		step := float32(bowlSize-30) / float32(cols)
		for i := 0; i < b.Holes; i++ {
			x := 15 + step*(float32(i%cols)+0.5)
			y := mid - step*float32(rows)/2 + step*(float32(i/cols)+0.5)
			pts = append(pts, fyne.NewPos(x, y))
		}
		return pts, step * 0.42
	case b.Holes == 36: // hexagonal: six sides of six holes
		R := float64(mid - 22)
		for i := 0; i < b.Holes; i++ {
			side, k := i/6, float64(i%6)/6
			a0, a1 := math.Pi/3*float64(side)-math.Pi/2, math.Pi/3*float64(side+1)-math.Pi/2
			x := R*math.Cos(a0)*(1-k) + R*math.Cos(a1)*k
			y := R*math.Sin(a0)*(1-k) + R*math.Sin(a1)*k
			pts = append(pts, fyne.NewPos(mid+float32(x), mid+float32(y)))
		}
		return pts, 11
	default: // round
		R := float64(mid - 26)
		for i := 0; i < b.Holes; i++ {
			a := 2*math.Pi*float64(i)/float64(b.Holes) - math.Pi/2
			pts = append(pts, fyne.NewPos(mid+float32(R*math.Cos(a)), mid+float32(R*math.Sin(a))))
		}
		return pts, 17
	}
}

func (v *bowlView) build() {
	body := canvas.NewCircle(color.NRGBA{150, 100, 55, 255})
	if v.bowl.Name == "table-30" {
		r := canvas.NewRectangle(color.NRGBA{150, 100, 55, 255})
		r.CornerRadius = 12
		body.Hide()
		r.Resize(fyne.NewSize(bowlSize, bowlSize))
		v.box = container.NewWithoutLayout(r)
	} else {
		body.Resize(fyne.NewSize(bowlSize, bowlSize))
		v.box = container.NewWithoutLayout(body)
	}
	pts, r := v.holeCentres()
	for _, p := range pts {
		h := canvas.NewCircle(color.NRGBA{70, 45, 25, 255})
		h.StrokeColor, h.StrokeWidth = color.NRGBA{40, 25, 10, 255}, 1
		h.Resize(fyne.NewSize(2*r, 2*r))
		h.Move(fyne.NewPos(p.X-r, p.Y-r))
		t := canvas.NewText("", color.White)
		t.TextSize = 10
		t.Alignment = fyne.TextAlignCenter
		t.Resize(fyne.NewSize(2*r, 2*r))
		t.Move(fyne.NewPos(p.X-r, p.Y-r+r-7))
		v.holes, v.nums = append(v.holes, h), append(v.nums, t)
		v.box.Add(h)
		v.box.Add(t)
	}
	v.total = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	v.total.TextSize = 22
	v.total.TextStyle = fyne.TextStyle{Bold: true}
	v.total.Alignment = fyne.TextAlignCenter
	v.total.Resize(fyne.NewSize(bowlSize, 30))
	v.total.Move(fyne.NewPos(0, bowlSize+4))
	v.box.Add(v.total)
	v.set(0)
}

// set lays n stones into the bowl and redraws it.
func (v *bowlView) set(n int) {
	v.n = n
	holes, over := v.bowl.Lay(n)
	stone, ink := color.NRGBA{25, 25, 25, 255}, color.NRGBA{240, 240, 240, 255}
	if v.colour == board.White {
		stone, ink = color.NRGBA{238, 236, 228, 255}, color.NRGBA{20, 20, 20, 255}
	}
	for i, k := range holes {
		cap := v.bowl.PerHole
		if v.bowl.Centre > 0 && i == 0 {
			cap = v.bowl.Centre
		}
		h := v.holes[i]
		switch {
		case k == 0:
			h.FillColor = color.NRGBA{70, 45, 25, 255}
		case k == cap:
			h.FillColor = stone
		default: // partly filled: half-tone
			h.FillColor = blend(color.NRGBA{70, 45, 25, 255}, stone, float64(k)/float64(cap))
		}
		v.nums[i].Text = ""
		if k > 0 {
			v.nums[i].Text = strconv.Itoa(k)
		}
		v.nums[i].Color = ink
		h.Refresh()
		v.nums[i].Refresh()
	}
	v.total.Text = strconv.Itoa(n - over)
	if over > 0 {
		v.total.Text += " + " + strconv.Itoa(over)
	}
	v.total.Refresh()
}

func blend(a, b color.NRGBA, t float64) color.NRGBA {
	m := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t) }
	return color.NRGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 255}
}

// object is the bowl with room for its total below.
func (v *bowlView) object() fyne.CanvasObject {
	return container.NewGridWrap(fyne.NewSize(bowlSize, bowlSize+40), v.box)
}
