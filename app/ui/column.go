package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"goref/app/i18n"
	"goref/app/session"
	"goref/rules"
)

// column is the column beside the board: the players' cards, the game's line (event, round,
// table, rules, komi, tournament), the move; the clock faces; the referee panel or the record's
// comments; the controls and the status line at the foot. It is made once per language: the
// panel is shown and hidden, and the faces put in and taken out, without making the window
// again (issue 23).
type column struct {
	u *UI
	// the game's line beside the move: the event, round, table and rule set, then the komi
	// (and the mode), which keepTail never cuts; with the panel closed (the narrower column)
	// a tournament game's event, round and table have a line of their own above it
	event, game, komi *widget.Label
	line              *fyne.Container
	clocks            *fyne.Container
	panel             fyne.CanvasObject
	notes             fyne.CanvasObject
	layout            *columnLayout
	object            fyne.CanvasObject
	// pass, undo and resign are enabled while the game at the cursor takes them (offerActions)
	pass, undo, resign *widget.Button
}

func newColumn(u *UI) *column {
	c := &column{u: u, layout: &columnLayout{}}
	c.event, c.game, c.komi = widget.NewLabel(""), widget.NewLabel(""), widget.NewLabel("")
	for _, l := range []*widget.Label{c.event, c.game, c.komi} {
		l.Importance = widget.LowImportance
	}
	c.event.Truncation, c.game.Truncation = fyne.TextTruncateEllipsis, fyne.TextTruncateEllipsis
	c.event.Hide()
	c.line = container.New(keepTail{}, c.game, c.komi)
	head := container.New(headLayout{}, u.playerCards(), c.event, container.New(sideBySide{at: 440}, c.line, u.Moves))
	c.clocks = container.NewStack()
	c.panel = u.ref.refContent()
	c.notes = c.notesBox()
	middle := container.NewStack(c.notes, c.panel)
	c.pass, c.undo, c.resign = widget.NewButton(L("Pass"), u.Pass), widget.NewButton(L("Undo"), u.Undo), widget.NewButton(L("Resign"), u.Resign)
	foot := container.New(headLayout{},
		container.New(rowOrGrid{at: 360},
			c.pass, c.undo, c.resign,
			widget.NewButton(L("Count"), u.ref.Count),
		),
		container.New(sideBySide{at: 360}, container.NewGridWithColumns(4,
			widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), u.nav.First),
			widget.NewButtonWithIcon("", theme.NavigateBackIcon(), u.nav.Back),
			widget.NewButtonWithIcon("", theme.NavigateNextIcon(), u.nav.Forward),
			widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), u.nav.Last),
		), widget.NewButton(L("Referee panel"), u.ref.ToggleReferee)),
		u.call.object(),
		c.statusBox(),
	)
	c.object = container.New(c.layout, head, c.clocks, middle, foot)
	c.setClocks(u.clocks)
	c.showPanel(u.ref.open)
	return c
}

// setClocks puts the faces of ck into the column (nothing for a game without a clock).
func (c *column) setClocks(ck *clocks) {
	c.clocks.Objects = nil
	if ck != nil {
		c.clocks.Objects = []fyne.CanvasObject{ck.faces}
	}
	c.clocks.Refresh()
	c.object.Refresh()
}

// showPanel shows the referee panel in the middle of the column, or the record's comments.
func (c *column) showPanel(on bool) {
	c.layout.panel = on
	show(c.panel, on)
	show(c.notes, !on)
	c.refresh()
	if content := c.u.win.Content(); content != nil {
		content.Refresh() // the board gives the column its width, or takes it back
	}
}

// refresh fills the game's line.
func (c *column) refresh() {
	event, rs, komi := gameLine(c.u.sess.Info, c.u.sess.Table().Komi())
	// In one line the English table's "Tournoi chinois · Round 1 · Ta…" lost its number; the
	// panel's wider column has room for the line, and its panel for no second one.
	own := event != "" && !c.layout.panel
	c.event.SetText(event)
	if !own && event != "" {
		rs = event + " · " + rs
	}
	c.game.SetText(rs)
	c.komi.SetText(komi)
	if c.event.Visible() != own {
		show(c.event, own)
		c.object.Refresh() // the head is a line taller or shorter
	}
	c.line.Refresh() // the texts' widths place them
}

// statusBox holds the status line at a fixed height of two lines: a longer message scrolls
// inside it instead of growing the column, so the buttons above never jump when it wraps (a
// misclick seen; issue 25 item 10).
func (c *column) statusBox() fyne.CanvasObject {
	two := widget.NewLabel("M\nM")
	box := container.NewVScroll(c.u.Status)
	box.SetMinSize(fyne.NewSize(0, two.MinSize().Height))
	return box
}

// gameLine is what the room should see of the game beside the players: the event, the round
// and the table; the rule set; then the komi in the rule set's unit and a tournament game's
// mode, apart so that the komi is never the part cut short (on one line, a C88 tournament
// table's at 1280×720 ended "贴 3…", and the referee needs the komi).
func gameLine(i session.Info, komi float64) (event, ruleset, komiMode string) {
	var parts []string
	if e := strings.TrimSpace(i.Event); e != "" {
		parts = append(parts, e)
	}
	if r := strings.TrimSpace(i.Round); r != "" {
		parts = append(parts, LD("Round {{.N}}", map[string]any{"N": r}))
	}
	if t := strings.TrimSpace(i.Table); t != "" {
		parts = append(parts, LD("Table {{.N}}", map[string]any{"N": t}))
	}
	km := "· " + LD("komi {{.Komi}}", map[string]any{"Komi": komiText(i.Rules, komi)})
	if i.Mode == session.Tournament {
		km += " · " + L("tournament")
	}
	return strings.Join(parts, " · "), rulesName(i.Rules), km
}

// keepTail puts two labels on one line as one text, the second just after the first: where
// the line is short the first ends in an ellipsis, the second is never cut.
type keepTail struct{}

func (keepTail) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	head, tail := objs[0].(*widget.Label), objs[1]
	tw := tail.MinSize().Width
	// Both labels pad their text: the tail starts one space after the head's text instead of
	// two paddings after it.
	inner := theme.InnerPadding()
	space := fyne.MeasureText(" ", theme.TextSize(), head.TextStyle).Width
	hw := min(textWidth(head), max(head.MinSize().Width, size.Width-tw+2*inner-space))
	head.Move(fyne.NewPos(0, 0))
	head.Resize(fyne.NewSize(hw, size.Height))
	tail.Move(fyne.NewPos(hw-2*inner+space, 0))
	tail.Resize(fyne.NewSize(tw, size.Height))
}

func (keepTail) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h, t := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(h.Width+t.Width, max(h.Height, t.Height))
}

// textWidth is the width l takes to show its whole text on one line, with a pixel to spare:
// at its exact width the label's own truncation, measuring again, cut the last characters.
func textWidth(l *widget.Label) float32 {
	whole := widget.NewLabel(l.Text)
	whole.TextStyle = l.TextStyle
	return whole.MinSize().Width + 1
}

// komiText is a komi in the rule set's own unit as the UI's language writes it
// (rules.Ruleset.KomiText): 2¾ 子, 6½ 目, 6½집, 8 点.
func komiText(rs rules.Ruleset, komi float64) string { return rs.KomiText(i18n.Current(), komi) }

// columnLayout stacks the head (the cards, the game's line and the move) at the top and the
// foot (the controls and the status line) at the bottom, each at its own height, and shares
// what is left between the clock faces and the middle (the referee panel or the comments): with
// the panel open the faces take a fifth of the column (at least their own height, at most 200),
// otherwise up to two thirds, leaving the comments at least a third. Its least height is small
// (the middle scrolls), so the column never makes the window taller than the screen.
type columnLayout struct {
	panel bool
	width float32 // the width last laid out at: the rows' heights at it are the least height
}

func (l *columnLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	head, clocks, middle, foot := objs[0], objs[1], objs[2], objs[3]
	l.width = size.Width
	pad := theme.Padding()
	hh, fh := stackHeight(head.(*fyne.Container).Objects, size.Width), stackHeight(foot.(*fyne.Container).Objects, size.Width)
	rest := size.Height - hh - fh - 3*pad
	ch := float32(0)
	if len(clocks.(*fyne.Container).Objects) > 0 {
		want, most := size.Height*0.16, float32(200)
		if !l.panel {
			want, most = rest*2/3, rest*2/3
		}
		ch = max(clocks.MinSize().Height, min(want, most))
		if l.panel { // the panel keeps room to work in; the comments give theirs up first
			ch = min(ch, max(0, rest-minMiddle))
		}
		ch = min(ch, max(0, rest))
	}
	y := float32(0)
	place := func(o fyne.CanvasObject, h float32) {
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, max(0, h)))
		y += max(0, h) + pad
	}
	place(head, hh)
	place(clocks, ch)
	place(middle, rest-ch)
	foot.Move(fyne.NewPos(0, size.Height-fh))
	foot.Resize(fyne.NewSize(size.Width, fh))
}

// minMiddle is the least height left to the panel or the comments.
const minMiddle = 120

func (l *columnLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := float32(columnWidth)
	if l.panel {
		w = panelWidth
	}
	// The head and foot as tall as they are at the width the column has (side by side where
	// it is wide): the stacked height of a narrow column would make a wide window taller.
	rows := func(o fyne.CanvasObject) float32 { return stackHeight(o.(*fyne.Container).Objects, l.width) }
	h := rows(objs[0]) + rows(objs[3]) + 3*theme.Padding()
	if l.panel {
		h += minMiddle
	}
	if len(objs[1].(*fyne.Container).Objects) > 0 {
		h += objs[1].MinSize().Height
	}
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, h)
}

// sideBySide puts two objects side by side where the width is at least at, else the first
// above the second. Side by side, the first takes share of the width (0: what the second
// leaves, the second keeping its own width).
type sideBySide struct {
	at    float32
	share float32
}

func (l sideBySide) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	a, b := objs[0], objs[1]
	pad := theme.Padding()
	if size.Width < l.at {
		ah := a.MinSize().Height
		a.Move(fyne.NewPos(0, 0))
		a.Resize(fyne.NewSize(size.Width, ah))
		b.Move(fyne.NewPos(0, ah+pad))
		b.Resize(fyne.NewSize(size.Width, size.Height-ah-pad))
		return
	}
	aw := size.Width - b.MinSize().Width - pad
	if l.share > 0 {
		aw = (size.Width - pad) * l.share
	}
	a.Move(fyne.NewPos(0, 0))
	a.Resize(fyne.NewSize(aw, size.Height))
	b.Move(fyne.NewPos(aw+pad, 0))
	b.Resize(fyne.NewSize(size.Width-aw-pad, size.Height))
}

// MinSize is the stacked size: the layout cannot know the width it will get, and a column
// too narrow for both side by side must still hold them.
func (l sideBySide) MinSize(objs []fyne.CanvasObject) fyne.Size {
	a, b := objs[0].MinSize(), objs[1].MinSize()
	return fyne.NewSize(max(a.Width, b.Width), a.Height+b.Height+theme.Padding())
}

// height is o's height at width w: a sideBySide pair is as tall as the taller of the two
// where it puts them side by side.
func height(o fyne.CanvasObject, w float32) float32 {
	if c, ok := o.(*fyne.Container); ok {
		switch l := c.Layout.(type) {
		case sideBySide:
			if w >= l.at {
				return max(c.Objects[0].MinSize().Height, c.Objects[1].MinSize().Height)
			}
		case rowOrGrid:
			if w >= l.at {
				return c.Objects[0].MinSize().Height
			}
		}
	}
	return o.MinSize().Height
}

// rowOrGrid puts its objects in one row of equal cells where the width is at least at, else
// in a grid of two columns.
type rowOrGrid struct{ at float32 }

func (l rowOrGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	cols := 2
	if size.Width >= l.at {
		cols = len(objs)
	}
	rows := (len(objs) + cols - 1) / cols
	cw := (size.Width - pad*float32(cols-1)) / float32(cols)
	ch := (size.Height - pad*float32(rows-1)) / float32(rows)
	for i, o := range objs {
		o.Move(fyne.NewPos(float32(i%cols)*(cw+pad), float32(i/cols)*(ch+pad)))
		o.Resize(fyne.NewSize(cw, ch))
	}
}

// MinSize is the two-column grid's (see sideBySide's).
func (l rowOrGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	cell := fyne.NewSize(0, 0)
	for _, o := range objs {
		m := o.MinSize()
		cell = fyne.NewSize(max(cell.Width, m.Width), max(cell.Height, m.Height))
	}
	rows := float32((len(objs) + 1) / 2)
	return fyne.NewSize(2*cell.Width+theme.Padding(), rows*cell.Height+(rows-1)*theme.Padding())
}

// stackHeight is the height of objs stacked at width w.
func stackHeight(objs []fyne.CanvasObject, w float32) float32 {
	h, rows := float32(0), 0
	for _, o := range objs {
		if !o.Visible() {
			continue // a hidden row (the referee call's line without a call) takes no room
		}
		if rows > 0 {
			h += theme.Padding()
		}
		h += height(o, w)
		rows++
	}
	return h
}

// headLayout stacks the head's rows (the cards, the game's line beside the move), each as tall
// as it is at the column's width.
type headLayout struct{}

func (headLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		h := height(o, size.Width)
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + theme.Padding()
	}
}

func (headLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := float32(0)
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, stackHeight(objs, 0))
}
