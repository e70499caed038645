package goban

import (
	"image"
	"testing"

	"goref/board"
)

// woodAt paints an empty board of the given grain into a size×size raster and returns the
// colour at the normalised point (u, v) of the top face.
func woodAt(t *testing.T, size int, g Grain) func(u, v float64) [3]int {
	t.Helper()
	var p painter
	geo := fit(float64(size), float64(size), 19, 19, true, false)
	img := p.paint(size, size, EmptyView(19, 19), Options{Coordinates: true, Grain: g}, board.Pass, geo).(*image.RGBA)
	return func(u, v float64) [3]int {
		c := img.RGBAAt(int(geo.bx+u*geo.bw), int(geo.by+v*geo.bh))
		return [3]int{int(c.R), int(c.G), int(c.B)}
	}
}

// samples are points of the top face between the lines and away from the coordinates.
func samples() [][2]float64 {
	var out [][2]float64
	for i := 0; i < 12; i++ {
		for j := 0; j < 12; j++ {
			// Cell centres (a half spacing off the lines) of the grid inside the coordinates.
			u := (1.25 + 0.5 + float64(i*3%18)) / (18 + 2.5)
			v := (1.25 + 0.5 + float64(j*5%18)) / (18 + 2.5)
			out = append(out, [2]float64{u, v})
		}
	}
	return out
}

func absDiff(a, b [3]int) int {
	d := 0
	for i := range a {
		if a[i] > b[i] {
			d += a[i] - b[i]
		} else {
			d += b[i] - a[i]
		}
	}
	return d
}

// TestKayaGrains: both grains are kaya-coloured (warm yellow: red over green over blue), the
// two figures differ, and each is the same figure at 400 and 800 pixels (it is drawn in the
// board's coordinates, not the screen's).
func TestKayaGrains(t *testing.T) {
	small, big := map[Grain]func(u, v float64) [3]int{}, map[Grain]func(u, v float64) [3]int{}
	for _, g := range []Grain{Masame, Itame} {
		small[g], big[g] = woodAt(t, 400, g), woodAt(t, 800, g)
		scaled := 0
		for _, s := range samples() {
			c := big[g](s[0], s[1])
			if !(c[0] > c[1] && c[1] > c[2] && c[0] > 140) {
				t.Fatalf("grain %d at %v: %v is not kaya", g, s, c)
			}
			scaled += absDiff(c, small[g](s[0], s[1]))
		}
		if mean := scaled / len(samples()); mean > 30 {
			t.Errorf("grain %d: 400 and 800 px differ by %d per sample: not the same figure", g, mean)
		}
	}
	between := 0
	for _, s := range samples() {
		between += absDiff(big[Masame](s[0], s[1]), big[Itame](s[0], s[1]))
	}
	if mean := between / len(samples()); mean < 12 {
		t.Errorf("masame and itame differ by only %d per sample", mean)
	}
}

// TestBoardHasASide: below the top face the board's front side shows, darker than the face,
// and the table below it lies in the board's shadow.
func TestBoardHasASide(t *testing.T) {
	var p painter
	geo := fit(600, 660, 19, 19, false, false)
	img := p.paint(600, 660, EmptyView(19, 19), Options{}, board.Pass, geo).(*image.RGBA)
	x := int(geo.bx + geo.bw/2)
	top := img.RGBAAt(x, int(geo.by+geo.bh)-4)
	side := img.RGBAAt(x, int(geo.by+geo.bh+geo.side*0.7))
	if geo.side < 8 || int(side.R)+int(side.G) >= int(top.R)+int(top.G) || side.R < 60 {
		t.Fatalf("side %v (%.1f px) not a darker wood than the face %v", side, geo.side, top)
	}
	if below := img.RGBAAt(x, int(geo.by+geo.bh+geo.side)+3); below.A == 0 || below.R > 100 {
		t.Fatalf("no shadow under the board: %v", below)
	}
}
