package goban

import (
	"bytes"
	"image"
	"math"
	"runtime"
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

// The growth rings of masame are not stripes: across the board, the distances between the dark
// late-wood lines vary as a tree's years do (a spread of a fifth of their mean or more; ruled
// stripes have none), and there are about a hundred of them (quarter-sawn kaya shows fine lines
// a few millimetres apart over a 45 cm board).
func TestMasameRingsAreIrregular(t *testing.T) {
	f := newWoodFigure(Masame, 2100, 2260)
	var lines []float64
	prev := 0.0
	for x := 0.0; x < 1; x += 0.25 / 2100 {
		d, _ := f.rings.at(x)
		if prev < 0.45 && d >= 0.45 {
			lines = append(lines, x)
		}
		prev = d
	}
	if len(lines) < 70 || len(lines) > 140 {
		t.Fatalf("%d growth lines across the board, want about a hundred", len(lines))
	}
	var gaps []float64
	for i := 1; i < len(lines); i++ {
		gaps = append(gaps, lines[i]-lines[i-1])
	}
	mean, spread := meanAndSpread(gaps)
	if spread/mean < 0.2 {
		t.Errorf("ring widths %.4f ± %.4f: as regular as ruled stripes", mean, spread)
	}
}

func meanAndSpread(xs []float64) (mean, spread float64) {
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	for _, x := range xs {
		spread += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(spread / float64(len(xs)))
}

// Along the grain, inside one ring, the wood is not one flat colour: the fibres streak it. At 3×
// the finer fibres show, which at 1× would be narrower than a pixel and are left out.
func TestFibresFollowTheGrainAndTheSize(t *testing.T) {
	small, big := newWoodFigure(Masame, 700, 750), newWoodFigure(Masame, 2100, 2260)
	rough := func(f *woodFigure) float64 {
		// Across the grain, pixel to pixel, in one row of the fibre table.
		row := make([]float32, f.fibre.n)
		f.fibre.row(int(f.bh/2), row)
		sum := 0.0
		for i := 1; i < len(row); i++ {
			sum += math.Abs(float64(row[i] - row[i-1]))
		}
		return sum / float64(len(row)-1)
	}
	rs, rb := rough(small), rough(big)
	if rs <= 0.001 {
		t.Fatalf("no fibres: %.4f per pixel", rs)
	}
	// The same fibres three times wider would change a third as much from pixel to pixel.
	if rb < 0.5*rs {
		t.Errorf("pixel to pixel %.4f at 3×, %.4f at 1×: no finer fibres on the larger board", rb, rs)
	}
	t.Logf("fibres change %.4f a pixel at 1×, %.4f at 3×", rs, rb)
}

// The polished face reflects a light above the upper left: the upper-left quarter of an empty
// board is lighter on average than the lower-right one.
func TestLacquerSheen(t *testing.T) {
	at := woodAt(t, 800, Masame)
	light, dark := 0, 0
	for _, s := range samples() {
		c := at(0.05+s[0]*0.4, 0.05+s[1]*0.4)
		light += c[0] + c[1] + c[2]
		c = at(0.55+s[0]*0.4, 0.55+s[1]*0.4)
		dark += c[0] + c[1] + c[2]
	}
	if light <= dark {
		t.Errorf("upper left %d, lower right %d: no sheen towards the light", light/len(samples()), dark/len(samples()))
	}
}

// The background is drawn in bands at the same time; the picture is the same however many there
// are.
func TestBandsDrawTheSamePicture(t *testing.T) {
	paint := func(procs int) []byte {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		var p painter
		geo := fit(500, 520, 19, 19, true, false)
		return p.paint(500, 520, fullView(), Options{Coordinates: true, Grain: Itame}, board.Pass, geo).(*image.RGBA).Pix
	}
	if !bytes.Equal(paint(1), paint(3)) {
		t.Fatal("the board drawn in one band differs from the one drawn in three")
	}
}
