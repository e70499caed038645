package hallview

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"goref/app/clockface"
	"goref/app/ui"
	"goref/hall"
	"goref/rules/clock"
)

// cardSize is a card of the room: a 1280-px screen holds five in a row.
var cardSize = fyne.NewSize(240, 150)

// card is one table in the room: number, names, both clocks, phase or result, a call flashing
// until acknowledged, grey once offline. A tap opens the table.
type card struct {
	widget.BaseWidget
	name   string
	bg     *canvas.Rectangle
	title  *canvas.Text
	names  *canvas.Text
	clocks [2]*canvas.Text
	line   *canvas.Text
	onTap  func()
}

func newCard(name string, onTap func()) *card {
	c := &card{name: name, onTap: onTap, bg: canvas.NewRectangle(colBase)}
	c.bg.CornerRadius = 6
	c.title = canvas.NewText(ld("Table {{.N}}", map[string]any{"N": name}), color.White)
	c.title.TextStyle.Bold = true
	c.title.TextSize = 17
	c.names = canvas.NewText("", color.White)
	c.names.TextSize = 13
	for i := range c.clocks {
		c.clocks[i] = canvas.NewText("", color.White)
		c.clocks[i].TextSize = 15
		c.clocks[i].TextStyle.Monospace = true
	}
	c.line = canvas.NewText("", color.White)
	c.line.TextSize = 13
	c.ExtendBaseWidget(c)
	return c
}

var (
	colBase    = color.NRGBA{0x2b, 0x2f, 0x36, 0xff}
	colCall    = color.NRGBA{0xc6, 0x28, 0x28, 0xff}
	colCallOff = color.NRGBA{0x6d, 0x1b, 0x1b, 0xff}
	colAcked   = color.NRGBA{0x8a, 0x5a, 0x00, 0xff}
	colResult  = color.NRGBA{0x1e, 0x5e, 0x2e, 0xff}
	colDone    = color.NRGBA{0x24, 0x3a, 0x2a, 0xff}
	colOffline = color.NRGBA{0x55, 0x55, 0x55, 0xff}
	colLow     = color.NRGBA{0xff, 0xd5, 0x4a, 0xff}
)

func (c *card) CreateRenderer() fyne.WidgetRenderer {
	body := container.NewPadded(container.NewVBox(c.title, c.names, c.clocks[0], c.clocks[1], c.line))
	return widget.NewSimpleRenderer(container.NewStack(c.bg, body))
}

func (c *card) MinSize() fyne.Size { return cardSize }

func (c *card) Tapped(*fyne.PointEvent) {
	if c.onTap != nil {
		c.onTap()
	}
}

// show draws the card from the director's view of the table; flash is the blink phase of an
// unanswered call.
func (c *card) show(v hall.SeatView, clk *clock.State, cfg clock.Config, flash bool) {
	p := v.Public
	bg := colBase
	switch {
	case p != nil && p.Call != nil && !v.CallAcked:
		bg = colCallOff
		if flash {
			bg = colCall
		}
	case p != nil && p.Call != nil:
		bg = colAcked
	case !v.Online:
		bg = colOffline
	case p != nil && p.Result != "" && v.Confirmed == "":
		bg = colResult
	case p != nil && p.Result != "":
		bg = colDone
	}
	c.bg.FillColor = bg
	c.title.Text = ld("Table {{.N}}", map[string]any{"N": c.name})
	if v.Games > 1 { // an evening's later game, or a game replayed: the earlier ones are in the table's window
		c.title.Text = ld("Table {{.N}} · game {{.G}}", map[string]any{"N": c.name, "G": v.Games})
	}
	c.names.Text = ""
	c.line.Text = ""
	for i := range c.clocks {
		c.clocks[i].Text = ""
		c.clocks[i].Color = color.White
	}
	if p != nil {
		c.names.Text = ld("B {{.Black}} – W {{.White}}", map[string]any{"Black": orDash(p.Black), "White": orDash(p.White)})
		c.line.Text = phaseLine(v)
		if clk != nil {
			for i := range c.clocks {
				big, info := clockface.Show(cfg, clk.Sides[i], ui.ClockText())
				c.clocks[i].Text = [2]string{l("B"), l("W")}[i] + " " + big
				if info != "" {
					c.clocks[i].Text += " " + info
				}
				if low(clk.Sides[i]) {
					c.clocks[i].Color = colLow
				}
			}
		}
	}
	if v.Behind { // the table's moves are not reaching the director (a broker refusing them)
		c.line.Text = before(l("behind"), c.line.Text)
	}
	if v.Silent { // nothing of the table is
		c.line.Text = before(l("silent"), c.line.Text)
	}
	if !v.Online {
		c.line.Text = before(l("offline"), c.line.Text)
	}
	c.Refresh()
}

// before puts word before the card's line, the two set apart by a dot; a table that joined
// and has sent nothing yet has no line, and its card said "offline ·".
func before(word, line string) string {
	if line == "" {
		return word
	}
	return word + " · " + line
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}

// low: under five minutes before the flag falls.
func low(r clock.Reading) bool {
	return r.Phase != clock.Unlimited && r.Left < 5*time.Minute
}

// phaseLine is the card's last line: the call, the result (confirmed or not), or the phase.
func phaseLine(v hall.SeatView) string {
	p := v.Public
	switch {
	case p.Call != nil && !v.CallAcked:
		return l("REFEREE CALLED")
	case p.Call != nil:
		return l("referee coming")
	case p.Result != "" && v.Confirmed != "":
		return ld("{{.RE}} (confirmed)", map[string]any{"RE": p.Result})
	case p.Result != "":
		return ld("{{.RE}} — to confirm", map[string]any{"RE": p.Result})
	}
	return phaseWords(p.Phase) + " · " + ld("move {{.N}}", map[string]any{"N": p.Plies})
}

// phaseWords is a table's phase (rules.Phase's name) in the UI's language.
func phaseWords(phase string) string {
	switch phase {
	case "playing":
		return l("playing")
	case "halted":
		return l("play stopped")
	case "cleared":
		return l("dead stones agreed")
	case "ended":
		return l("ended")
	}
	return phase
}
