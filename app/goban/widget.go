package goban

import (
	"image"
	"runtime/debug"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"goref/board"
)

// Board is the wooden board widget. It draws into one raster made at the real pixel size,
// so it stays crisp from a laptop to a projector; the raster covers only the wood and its
// shadow, not the whole widget (the images behind it are half the size on a wide window). OnTap gets the intersection nearest to a
// click (a click between lines counts for the closest point).
type Board struct {
	widget.BaseWidget

	OnTap func(v board.Vertex)
	// OnFirstDraw is called once, after the first frame is drawn (start-up timing, tests).
	OnFirstDraw func()

	view     View
	opts     Options
	hover    board.Vertex
	painter  painter
	raster   *canvas.Raster
	drawn    bool
	frames   int         // frames drawn
	released int         // frames drawn when the images were last released
	idle     *time.Timer // releases the painter's images once no frame has come for idleRelease
}

// idleRelease is how long the board keeps its two images (the background and the frame, each
// 4 bytes a pixel: 4 MB for a 740-px board) after its last frame. A board is idle most of the
// time (a game on the clock, a record open); the first frame after costs the background again,
// about 30 ms, once.
const idleRelease = 3 * time.Second

// New returns a board widget showing an empty w×h board.
func New(w, h int) *Board {
	b := &Board{view: EmptyView(w, h), hover: board.Pass, opts: Options{Coordinates: true, Illegal: true}}
	b.raster = canvas.NewRaster(b.draw)
	// Drawn at its pixel size, so read pixel for pixel: interpolating costs a software GL
	// several times the copy, at every frame of the window (a running clock's once a second).
	b.raster.ScaleMode = canvas.ImageScalePixels
	b.ExtendBaseWidget(b)
	return b
}

// SetView replaces what the board shows and redraws it.
func (b *Board) SetView(v View) {
	b.view = v
	if !b.hover.In(v.W, v.H) {
		b.hover = board.Pass
	}
	b.raster.Refresh()
}

// View returns what the board shows.
func (b *Board) View() View { return b.view }

// SetOptions changes the display toggles.
func (b *Board) SetOptions(o Options) {
	b.opts = o
	b.raster.Refresh()
}

// Options returns the display toggles.
func (b *Board) Options() Options { return b.opts }

// Hover returns the intersection under the pointer, board.Pass when none.
func (b *Board) Hover() board.Vertex { return b.hover }

// VertexAt maps a position in the widget to the nearest intersection.
func (b *Board) VertexAt(p fyne.Position) (board.Vertex, bool) {
	s := b.Size()
	return b.geometry(float64(s.Width), float64(s.Height)).nearest(float64(p.X), float64(p.Y))
}

// PointOf returns the position of v in the widget (for tests and tools).
func (b *Board) PointOf(v board.Vertex) fyne.Position {
	s := b.Size()
	x, y := b.geometry(float64(s.Width), float64(s.Height)).at(v)
	return fyne.NewPos(float32(x), float32(y))
}

func (b *Board) geometry(width, height float64) geometry {
	return fit(width, height, b.view.W, b.view.H, b.opts.Coordinates, b.opts.Ing)
}

// Tapped plays at the nearest intersection.
func (b *Board) Tapped(e *fyne.PointEvent) {
	if v, ok := b.VertexAt(e.Position); ok && b.OnTap != nil {
		b.OnTap(v)
	}
}

// MouseIn, MouseMoved and MouseOut drive the ghost stone.
func (b *Board) MouseIn(e *desktop.MouseEvent)    { b.MouseMoved(e) }
func (b *Board) MouseMoved(e *desktop.MouseEvent) { b.setHover(b.VertexAt(e.Position)) }
func (b *Board) MouseOut()                        { b.setHover(board.Pass, false) }

func (b *Board) setHover(v board.Vertex, ok bool) {
	if !ok {
		v = board.Pass
	}
	if v != b.hover {
		b.hover = v
		b.raster.Refresh()
	}
}

// woodArea is the part of a widget of size s the raster covers: the wood with room for its
// shadow, within the widget.
func (b *Board) woodArea(s fyne.Size) (fyne.Position, fyne.Size) {
	g := b.geometry(float64(s.Width), float64(s.Height))
	pad := 0.5*g.sx + 8 // paintShadow reaches twice its blur, a quarter spacing, beyond the wood
	x0, y0 := max(0, g.bx-pad), max(0, g.by-pad)
	x1, y1 := min(float64(s.Width), g.bx+g.bw+pad), min(float64(s.Height), g.by+g.bh+pad)
	return fyne.NewPos(float32(x0), float32(y0)), fyne.NewSize(float32(x1-x0), float32(y1-y0))
}

// drawGeometry is the board's geometry in the raster's pixels: the widget's, scaled to
// pixels and moved to the raster's corner.
func (b *Board) drawGeometry(w int) geometry {
	s, at, rs := b.Size(), b.raster.Position(), b.raster.Size()
	k := 1.0
	if rs.Width > 0 {
		k = float64(w) / float64(rs.Width)
	}
	g := b.geometry(float64(s.Width)*k, float64(s.Height)*k)
	dx, dy := float64(at.X)*k, float64(at.Y)*k
	g.bx, g.by, g.ox, g.oy = g.bx-dx, g.by-dy, g.ox-dx, g.oy-dy
	return g
}

func (b *Board) draw(w, h int) image.Image {
	img := b.painter.paint(w, h, b.view, b.opts, b.hover, b.drawGeometry(w))
	b.frames++
	if b.idle == nil {
		b.idle = time.AfterFunc(idleRelease, func() { fyne.Do(b.releaseIfIdle) })
	} else {
		b.idle.Reset(idleRelease)
	}
	if !b.drawn && w > 1 && h > 1 {
		b.drawn = true
		if b.OnFirstDraw != nil {
			b.OnFirstDraw()
		}
	}
	return img
}

// releaseIfIdle lets go of the painter's images if no frame was drawn since the timer was
// last armed, and hands the memory back to the system (they are the largest objects goref
// holds; the runtime would return their pages only over minutes).
func (b *Board) releaseIfIdle() {
	if b.frames == b.released {
		return
	}
	b.released = b.frames
	b.painter.release()
	debug.FreeOSMemory()
}

// MinSize keeps a 19×19 board usable.
func (b *Board) MinSize() fyne.Size { return fyne.NewSize(240, 240) }

// CreateRenderer implements fyne.Widget.
func (b *Board) CreateRenderer() fyne.WidgetRenderer {
	return &renderer{b: b}
}

type renderer struct{ b *Board }

func (r *renderer) Layout(s fyne.Size) {
	at, size := r.b.woodArea(s)
	r.b.raster.Move(at)
	r.b.raster.Resize(size)
}

func (r *renderer) MinSize() fyne.Size           { return r.b.MinSize() }
func (r *renderer) Refresh()                     { r.b.raster.Refresh() }
func (r *renderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.b.raster} }
func (r *renderer) Destroy()                     {}
