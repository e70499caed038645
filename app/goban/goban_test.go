package goban

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"runtime"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"goref/board"
)

// fullView is a 19×19 board with every point covered, numbered and marked: the worst case.
func fullView() View {
	v := EmptyView(19, 19)
	v.Numbers = make([]int, 361)
	for i := range v.Stones {
		v.Stones[i] = board.Color(1 + (i*7/3)%2)
		v.Numbers[i] = i + 1
	}
	v.Last = board.Vertex{X: 9, Y: 9}
	v.Dead = []board.Vertex{{X: 0, Y: 0}, {X: 1, Y: 0}}
	v.Seki = []board.Vertex{{X: 5, Y: 5}}
	v.Highlights = []board.Vertex{{X: 10, Y: 10}}
	return v
}

func TestNearestIsForgiving(t *testing.T) {
	g := fit(1000, 1000, 19, 19, true, false)
	x, y := g.at(board.Vertex{X: 3, Y: 15})
	for _, d := range [][2]float64{{0, 0}, {0.45, 0}, {-0.3, 0.4}, {0.49, -0.49}} {
		v, ok := g.nearest(x+d[0]*g.sx, y+d[1]*g.sy)
		if !ok || v != (board.Vertex{X: 3, Y: 15}) {
			t.Errorf("offset %v: got %v %v", d, v, ok)
		}
	}
	if _, ok := g.nearest(g.bx+1, g.by+1); ok {
		t.Error("a click in the coordinate margin played")
	}
}

func TestIngProportionsAreTall(t *testing.T) {
	g := fit(1000, 1000, 19, 19, false, true)
	if r := g.sy / g.sx; r < 1.045 || r > 1.046 {
		t.Fatalf("spacing ratio %.4f, want 23/22", r)
	}
	if d := 2 * g.radius / g.sx; d < 0.99 || d > 0.992 {
		t.Fatalf("stone diameter %.3f of the spacing, want 21.8/22", d)
	}
}

// TestPixels checks spot pixels of a rendered board: wood, a black and a white stone,
// a line, and that the whole image is at the requested pixel size.
func TestPixels(t *testing.T) {
	var p painter
	v := EmptyView(19, 19)
	v.Stones[3*19+3] = board.Black
	v.Stones[15*19+15] = board.White
	g := fit(800, 800, 19, 19, true, false)
	img := p.paint(800, 800, v, Options{Coordinates: true}, board.Pass, g)
	if img.Bounds() != image.Rect(0, 0, 800, 800) {
		t.Fatalf("bounds %v", img.Bounds())
	}
	at := func(v board.Vertex, dx, dy float64) color.RGBA {
		x, y := g.at(v)
		return img.(*image.RGBA).RGBAAt(int(x+dx), int(y+dy))
	}
	if c := at(board.Vertex{X: 3, Y: 3}, 3, 3); c.R > 80 {
		t.Errorf("black stone pixel %v", c)
	}
	if c := at(board.Vertex{X: 15, Y: 15}, 3, 3); c.R < 170 || c.B < 160 {
		t.Errorf("white stone pixel %v", c)
	}
	if c := at(board.Vertex{X: 9, Y: 5}, g.sx/2, g.sy/2); c.R < 150 || c.R <= c.B+40 {
		t.Errorf("wood pixel %v is not wood-coloured", c)
	}
	if c := at(board.Vertex{X: 9, Y: 5}, 0, g.sy/3); c.R > 90 {
		t.Errorf("grid line pixel %v", c)
	}
}

func TestWidgetTapAndGhost(t *testing.T) {
	test.NewTempApp(t)
	b := New(19, 19)
	w := test.NewTempWindow(t, b)
	w.Resize(fyne.NewSize(600, 600))
	var got board.Vertex
	b.OnTap = func(v board.Vertex) { got = v }
	test.TapAt(b, b.PointOf(board.Vertex{X: 16, Y: 2}))
	if got != (board.Vertex{X: 16, Y: 2}) {
		t.Fatalf("tap gave %v", got)
	}
}

// On a wide widget the raster covers only the wood (and its shadow), and what it draws lines
// up with where a tap lands: a stone shows at PointOf of its vertex in the window's pixels.
func TestRasterCoversTheWoodOnly(t *testing.T) {
	test.NewTempApp(t)
	b := New(19, 19)
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(1000, 500))
	v := EmptyView(19, 19)
	v.Stones[3*19+3] = board.Black
	v.Stones[15*19+15] = board.White
	b.SetView(v)
	if rs := b.raster.Size(); rs.Width > 600 || rs.Height > 500 {
		t.Fatalf("raster is %v in a 1000×500 widget, want about the 500×500 of the wood", rs)
	}
	img := w.Canvas().Capture()
	scale := w.Canvas().Scale()
	at := func(x board.Vertex) color.Color {
		p := b.PointOf(x)
		origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
		return img.At(int((origin.X+p.X)*scale)+2, int((origin.Y+p.Y)*scale)+2)
	}
	if r, _, _, _ := at(board.Vertex{X: 3, Y: 3}).RGBA(); r>>8 > 80 {
		t.Errorf("no black stone where D16 is tapped: %v", at(board.Vertex{X: 3, Y: 3}))
	}
	if r, _, bl, _ := at(board.Vertex{X: 15, Y: 15}).RGBA(); r>>8 < 170 || bl>>8 < 160 {
		t.Errorf("no white stone where Q4 is tapped: %v", at(board.Vertex{X: 15, Y: 15}))
	}
}

// BenchmarkRedrawFull is one frame of a full 19×19 board (361 numbered stones, marks) at
// 1000×1000 pixels over the cached background: a move and a pointer move cost the same, since
// every frame draws the stones and marks again.
func BenchmarkRedrawFull(b *testing.B) {
	var p painter
	v := fullView()
	o := Options{Coordinates: true, MoveNumbers: true}
	g := fit(1000, 1000, 19, 19, true, false)
	p.paint(1000, 1000, v, o, board.Pass, g)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.paint(1000, 1000, v, o, board.Vertex{X: 1, Y: 1}, g)
	}
}

// BenchmarkResize is a frame at a new size: wood, grid and coordinates regenerated.
func BenchmarkResize(b *testing.B) {
	v := fullView()
	o := Options{Coordinates: true, MoveNumbers: true}
	for i := 0; i < b.N; i++ {
		var p painter
		size := 1000 + i%2
		p.paint(size, size, v, o, board.Pass, fit(float64(size), float64(size), 19, 19, true, false))
	}
}

// BenchmarkTestDriverFrame renders the widget through Fyne's software painter (the test
// driver): raster generation plus Fyne's own compositing of a 1000×1000 window.
func BenchmarkTestDriverFrame(b *testing.B) {
	test.NewTempApp(b)
	w := New(19, 19)
	win := test.NewTempWindow(b, w)
	win.Resize(fyne.NewSize(1000, 1000))
	w.SetOptions(Options{Coordinates: true, MoveNumbers: true})
	v := fullView()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		v.Last = board.Vertex{X: i % 19, Y: 3}
		w.SetView(v)
		win.Canvas().Capture()
	}
}

// The painter keeps two board-sized images (background and frame), not one per layer: at a
// projector's size each is 4 MB and more.
func TestPainterMemory(t *testing.T) {
	const size = 1000
	frame := uint64(size * size * 4)
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	v := fullView()
	o := Options{Coordinates: true, MoveNumbers: true}
	g := fit(size, size, 19, 19, true, false)
	before := heap()
	p := &painter{}
	p.paint(size, size, v, o, board.Pass, g)
	v.Stones[0] = board.Black
	p.paint(size, size, v, o, board.Vertex{X: 3, Y: 3}, g)
	if held := heap() - before; held > frame*5/2 {
		t.Errorf("the painter holds %d KB after two frames, more than two %d KB images", held>>10, frame>>10)
	}
	runtime.KeepAlive(p)
}

// An idle board lets go of its two images: the heap drops by about their size, and the next
// frame is the same picture made again.
func TestIdleBoardReleasesItsImages(t *testing.T) {
	test.NewTempApp(t)
	const size = 800
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	b := New(19, 19)
	b.raster.Resize(fyne.NewSize(size, size))
	b.Resize(fyne.NewSize(size, size))
	v := fullView()
	b.view = v
	first := image.NewRGBA(image.Rect(0, 0, size, size))
	draw.Draw(first, first.Rect, b.draw(size, size), image.Point{}, draw.Src)
	held := heap()
	b.releaseIfIdle()
	if freed := int64(held) - int64(heap()); freed < 2*size*size*4*9/10 {
		t.Fatalf("released %d KB, want the two %d KB images", freed>>10, size*size*4>>10)
	}
	again := b.draw(size, size).(*image.RGBA)
	if !bytes.Equal(again.Pix, first.Pix) {
		t.Fatal("the frame after a release differs from the one before")
	}
	b.idle.Stop()
}

// An uncertain stone gets an amber ring near its edge; a stone without one keeps its colour
// there.
func TestUncertainRing(t *testing.T) {
	var p painter
	v := EmptyView(9, 9)
	v.Stones[2*9+2] = board.Black
	v.Stones[6*9+6] = board.Black
	v.Uncertain = []board.Vertex{{X: 2, Y: 2}}
	g := fit(600, 600, 9, 9, false, false)
	img := p.paint(600, 600, v, Options{}, board.Pass, g).(*image.RGBA)
	at := func(s board.Vertex) color.RGBA {
		x, y := g.at(s)
		return img.RGBAAt(int(x+0.9*g.radius), int(y))
	}
	if c := at(board.Vertex{X: 2, Y: 2}); c.R < 200 || c.G < 130 || c.B > 80 {
		t.Errorf("uncertain stone's ring pixel %v is not amber", c)
	}
	if c := at(board.Vertex{X: 6, Y: 6}); c.R > 90 {
		t.Errorf("plain stone's edge pixel %v", c)
	}
}
