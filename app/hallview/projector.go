package hallview

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"goref/app/ui"
	"goref/hall"
)

// Projector is the big screen following one table of the event live. It is demo mode's own
// screen (ui.Screen: the board as large as the screen allows, the event line, the names, both
// clocks, the move and the result), drawing a copy of the director's game of the table
// (Director.Copy) whose clocks tick between the table's messages.
type Projector struct {
	d       *hall.Director
	app     fyne.App
	Window  fyne.Window
	screen  *ui.Screen
	waiting *widget.Label
	name    string
	shown   time.Time // the reading shown (the seat's Received)
}

// NewProjector builds the projector window; Follow chooses the table. closed (may be nil) is
// called when the window closes.
func NewProjector(a fyne.App, d *hall.Director, closed func()) *Projector {
	p := &Projector{d: d, app: a, Window: a.NewWindow(l("goref — projector")), screen: ui.NewScreen(refreshing)}
	p.waiting = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	p.Window.SetContent(container.NewStack(p.screen.Content(), container.NewCenter(p.waiting)))
	p.Window.Resize(fyne.NewSize(1280, 720))
	refreshEvery(p.Window, 200*time.Millisecond, p.update, func() {
		p.screen.Close()
		a.Driver().SetDisableScreenBlanking(false)
		if closed != nil {
			closed()
		}
	})
	p.Window.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) {
		switch e.Name {
		case fyne.KeyF11:
			p.Window.SetFullScreen(!p.Window.FullScreen())
		case fyne.KeyEscape:
			p.Window.SetFullScreen(false)
		}
	})
	return p
}

// Show opens the projector: full screen on the second display when the computer has one (the
// room stays on the laptop's), else a window (F11 full screen, Escape back). The screen does
// not blank while it is open, as in demo mode.
func (p *Projector) Show(a fyne.App) {
	p.Window.Show()
	a.Driver().SetDisableScreenBlanking(true)
	dd, ok := a.Driver().(interface{ HasSecondaryDisplay() bool })
	if w, isDesktop := p.Window.(desktop.Window); ok && isDesktop && dd.HasSecondaryDisplay() {
		w.RequestFullScreenSecondary()
	}
}

// Follow shows table name from now on.
func (p *Projector) Follow(name string) {
	p.name, p.shown = name, time.Time{}
	p.Window.SetTitle(ld("goref — projector: table {{.N}}", map[string]any{"N": name}))
	p.update()
}

// update takes a new copy of the table's game when a message has come since the last one; the
// screen's clocks tick by themselves in between.
func (p *Projector) update() {
	if p.name == "" {
		return
	}
	v, ok := p.d.Seat(p.name)
	if ok && v.Received.Equal(p.shown) && !p.shown.IsZero() {
		return
	}
	t, received, err := p.d.Copy(p.name)
	if !ok || t == nil || err != nil {
		p.waiting.SetText(ld("Table {{.N}}: waiting for the game", map[string]any{"N": p.name}))
		p.waiting.Show()
		return
	}
	p.waiting.Hide()
	p.shown = received
	p.screen.Show(t, p.name)
}
