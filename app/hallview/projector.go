package hallview

import (
	"fmt"
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"

	"goref/app/clockface"
	"goref/app/goban"
	"goref/hall"
	"goref/rules/clock"
	"goref/rules/table"
)

// Projector is the big screen following one table of the event live: the board as large as
// the screen allows, the names, both clocks ticking between the table's messages, the result.
type Projector struct {
	d      *hall.Director
	Window fyne.Window
	board  *goban.Board
	names  [2]*canvas.Text
	clocks [2]*canvas.Text
	infos  [2]*canvas.Text
	status *canvas.Text
	name   string
}

// NewProjector builds the projector window; Follow chooses the table. closed (may be nil) is
// called when the window closes.
func NewProjector(a fyne.App, d *hall.Director, closed func()) *Projector {
	p := &Projector{d: d, Window: a.NewWindow("goref — projector"), board: goban.New(19, 19)}
	p.board.SetOptions(goban.Options{Coordinates: true, NoGhost: true})
	col := func(i int) fyne.CanvasObject {
		p.names[i] = canvas.NewText("", color.White)
		p.names[i].TextSize = 30
		p.clocks[i] = canvas.NewText("", color.White)
		p.clocks[i].TextSize = 64
		p.clocks[i].TextStyle.Monospace = true
		p.infos[i] = canvas.NewText("", color.White)
		p.infos[i].TextSize = 22
		return container.NewVBox(p.names[i], p.clocks[i], p.infos[i])
	}
	p.status = canvas.NewText("", color.White)
	p.status.TextSize = 30
	side := container.NewVBox(col(0), canvas.NewLine(color.Gray{0x80}), col(1), p.status)
	bg := canvas.NewRectangle(color.NRGBA{0x14, 0x16, 0x1a, 0xff})
	p.Window.SetContent(container.NewStack(bg, container.NewBorder(nil, nil, nil, container.NewPadded(side), p.board)))
	p.Window.Resize(fyne.NewSize(1280, 720))
	refreshEvery(p.Window, 200*time.Millisecond, p.update, closed)
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
// room stays on the laptop's), else a window (F11 full screen, Escape back).
func (p *Projector) Show(a fyne.App) {
	p.Window.Show()
	dd, ok := a.Driver().(interface{ HasSecondaryDisplay() bool })
	if w, isDesktop := p.Window.(desktop.Window); ok && isDesktop && dd.HasSecondaryDisplay() {
		w.RequestFullScreenSecondary()
	}
}

// Follow shows table name from now on.
func (p *Projector) Follow(name string) {
	p.name = name
	p.Window.SetTitle("goref — projector: table " + name)
	p.update()
}

func (p *Projector) update() {
	if p.name == "" {
		return
	}
	v, ok := p.d.Seat(p.name)
	if !ok || v.Public == nil {
		p.status.Text = "Table " + p.name + ": waiting for the game"
		p.status.Refresh()
		return
	}
	p.d.WithTable(p.name, func(t *table.Table) {
		if t != nil {
			p.board.SetView(boardView(t))
		}
	})
	pub := v.Public
	p.names[0].Text, p.names[1].Text = "Black: "+orDash(pub.Black), "White: "+orDash(pub.White)
	clk := p.d.ClockNow(p.name)
	cfg := clockConfig(p.d, p.name)
	for i := range p.clocks {
		p.clocks[i].Text, p.infos[i].Text = "", ""
		p.clocks[i].Color = color.White
		if clk != nil {
			p.clocks[i].Text, p.infos[i].Text = clockface.Show(cfg, clk.Sides[i], clockface.DefaultText)
			if clk.Sides[i].Running {
				p.clocks[i].Color = colLow
			}
		}
	}
	p.status.Text = fmt.Sprintf("Table %s · move %d", p.name, pub.Plies)
	if pub.Result != "" {
		p.status.Text = fmt.Sprintf("Table %s · %s", p.name, pub.Result)
	}
	for _, o := range []*canvas.Text{p.names[0], p.names[1], p.clocks[0], p.clocks[1], p.infos[0], p.infos[1], p.status} {
		o.Refresh()
	}
}

// clockConfig is the followed table's time system (the zero Config without a clock).
func clockConfig(d *hall.Director, name string) clock.Config {
	var cfg clock.Config
	d.WithTable(name, func(t *table.Table) {
		if t != nil && t.Clock() != nil {
			cfg = t.Clock().Config()
		}
	})
	return cfg
}
