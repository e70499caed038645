package clockface

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"goref/app/shape"
	"goref/rules/clock"
)

var (
	blackFace   = color.NRGBA{R: 0x18, G: 0x18, B: 0x18, A: 0xff}
	blackEdge   = color.NRGBA{R: 0x50, G: 0x50, B: 0x50, A: 0xff}
	whiteFace   = color.NRGBA{R: 0xf2, G: 0xf0, B: 0xe8, A: 0xff}
	runningEdge = color.NRGBA{R: 0x2e, G: 0xa0, B: 0x43, A: 0xff}
	alarm       = color.NRGBA{R: 0xe0, G: 0x30, B: 0x30, A: 0xff}
)

// face is one side's clock: a tappable panel with the time in big digits,
// a line with periods / reserve / penalties, and an overtime banner.
type face struct {
	widget.BaseWidget
	side  clock.Side
	onTap func(clock.Side)

	bg     *shape.Card
	timeT  *canvas.Text
	infoT  *canvas.Text
	stateT *canvas.Text
	fill   color.Color // the face's own colour
	ink    color.Color // its digits
	fallen bool        // the flag has fallen: the face is red, the loss word large
	shown  *faceShown  // what the face shows now (nil before the first show)
}

// faceShown is what a face shows: show redraws only when it changes, so a clock that ticks
// five times a second redraws once a second, and a stopped one not at all (a projector
// laptop's battery; issue 25 item 10).
type faceShown struct {
	time, info, state           string
	running, lost, ready, ended bool
}

func newFace(side clock.Side, onTap func(clock.Side)) *face {
	fg, bg := color.Color(color.White), color.Color(blackFace)
	if side == clock.White {
		fg, bg = color.Black, whiteFace
	}
	f := &face{
		side:   side,
		onTap:  onTap,
		fill:   bg,
		ink:    fg,
		bg:     shape.NewCard(bg),
		timeT:  canvas.NewText("", fg),
		infoT:  canvas.NewText("", fg),
		stateT: canvas.NewText("", alarm),
	}
	f.bg.StrokeWidth = 8
	f.bg.StrokeColor = bg
	f.bg.CornerRadius = 16
	for _, t := range []*canvas.Text{f.timeT, f.infoT, f.stateT} {
		t.Alignment = fyne.TextAlignCenter
		t.TextStyle = fyne.TextStyle{Bold: true}
	}
	// The time is bold too: the digits of Noto Sans and NanumSquare all have
	// one advance, so it does not jitter as it counts, and a monospace face
	// would cost another parsed font (about 2.6 MB) for the clock alone.
	f.ExtendBaseWidget(f)
	return f
}

// Tapped presses this side's clock.
func (f *face) Tapped(*fyne.PointEvent) {
	if f.onTap != nil {
		f.onTap(f.side)
	}
}

// show updates the texts and colours; call on the UI goroutine. The border is green while
// the side's time runs. Once the side has lost (its flag fell, or it forfeited) the whole
// face turns red with the loss word in large white letters, so the table and the room see
// it at a glance.
// Before the start the state line says the clock is ready, in the running edge's green. Once
// the clock has ended (a result, a count, a resignation) no time runs any more and nothing is
// urgent: the phase word of the final reading (BYO-YOMI, OVERTIME) is said in the face's own
// ink, not in the alarm's red; only a side that lost on time keeps its red face, as its result.
func (f *face) show(timeText, info, state string, running, lost, ready, ended bool) {
	now := faceShown{timeText, info, state, running, lost, ready, ended}
	prev := f.shown
	if prev != nil && *prev == now {
		return
	}
	f.shown = &now
	texts := []*canvas.Text{f.timeT, f.infoT, f.stateT}
	type inked struct {
		text string
		ink  color.Color
	}
	was := make([]inked, len(texts))
	for i, t := range texts {
		was[i] = inked{t.Text, t.Color}
	}
	f.timeT.Text, f.infoT.Text, f.stateT.Text = timeText, info, state
	f.fallen = lost
	f.bg.FillColor = f.fill
	ink, stateInk := f.ink, color.Color(alarm)
	switch {
	case lost:
		f.bg.FillColor, f.bg.StrokeColor = alarm, alarm
		ink, stateInk = color.White, color.White
	case running:
		f.bg.StrokeColor = runningEdge
	case f.side == clock.Black:
		f.bg.StrokeColor = blackEdge // the black face's edge shows on a dark window
	default:
		f.bg.StrokeColor = f.bg.FillColor
	}
	switch {
	case ready:
		stateInk = runningEdge
	case ended && !lost:
		stateInk = ink
	}
	f.timeT.Color, f.infoT.Color, f.stateT.Color = ink, ink, stateInk
	f.bg.Refresh() // drawn again only when the colours changed: not at every second
	if prev == nil || prev.lost != lost || prev.state != state {
		f.Refresh() // the renderer lays out again: the sizes follow the state word and the loss
		return
	}
	// Each second only the time changes: the other texts keep their rendered glyphs.
	for i, t := range texts {
		if (inked{t.Text, t.Color}) != was[i] {
			t.Refresh()
		}
	}
}

func (f *face) CreateRenderer() fyne.WidgetRenderer {
	return &faceRenderer{f: f}
}

type faceRenderer struct{ f *face }

// Layout scales the digits to the panel: readable across a room.
func (r *faceRenderer) Layout(size fyne.Size) {
	f := r.f
	f.bg.Resize(size)
	big := digitSize(size)
	small := big * 0.32
	// The state (OVERTIME, BYO-YOMI) is read from across the room: larger than the info line;
	// the loss word is the news: larger still. Either is shrunk to fit the face.
	f.timeT.TextSize, f.infoT.TextSize, f.stateT.TextSize = big, small, big*0.42
	if f.fallen {
		f.stateT.TextSize = big * 0.55
	}
	if w := fyne.MeasureText(f.stateT.Text, f.stateT.TextSize, f.stateT.TextStyle).Width; w > size.Width*0.92 {
		f.stateT.TextSize = max(small, f.stateT.TextSize*size.Width*0.92/w)
	}
	place := func(t *canvas.Text, centreY float32) {
		h := t.MinSize().Height
		t.Move(fyne.NewPos(0, centreY-h/2))
		t.Resize(fyne.NewSize(size.Width, h))
	}
	place(f.stateT, size.Height*0.18)
	place(f.timeT, size.Height*0.50)
	place(f.infoT, size.Height*0.84)
}

// digitSize is the size of a face's digits: as large as its height and width allow.
func digitSize(face fyne.Size) float32 { return min(face.Height*0.40, face.Width*0.19) }

func (r *faceRenderer) MinSize() fyne.Size { return fyne.NewSize(160, 100) }

// Refresh redraws the texts; the background is redrawn by show, and only when it changed.
func (r *faceRenderer) Refresh() {
	r.Layout(r.f.Size())
	for _, t := range []*canvas.Text{r.f.stateT, r.f.timeT, r.f.infoT} {
		t.Refresh()
	}
}

func (r *faceRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.f.bg.Object(), r.f.stateT, r.f.timeT, r.f.infoT}
}

func (r *faceRenderer) Destroy() {}
