package ui

import (
	"image"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"goref/app/goban"
	"goref/app/i18n"
	"goref/app/session"
	"goref/app/store"
	"goref/board"
	"goref/internal/visible"
	"goref/rules/result"
)

// demo is the big-screen mode for an audience: full screen, the board as large as it
// goes with large coordinates, what the room must see — the event, the round and the table,
// the rule set and the komi — the players and clocks in big type, the result naming the
// winner, and no screen blanking while it runs.
type demo struct {
	// sess is the game shown, board its board's widget and bigClock the big faces (nil without
	// a clock): the UI's own game in demo mode, or the game a Screen follows.
	sess                 func() *session.Session
	board                fyne.CanvasObject
	bigClock             func() fyne.CanvasObject
	event, table, rules  *canvas.Text // the event; round and table; rule set and komi
	black, white         *canvas.Text
	blackCaps, whiteCaps *canvas.Text
	result, winner       *canvas.Text
	moves                *canvas.Text
	clock                *fyne.Container   // the big faces, or nothing
	fits                 []*fyne.Container // the texts that shrink to fit
	scale                float32           // the texts' sizes grow with the screen (demoScale)
	stones               []*canvas.Raster  // the players' stones beside their names, grown alike
}

var demoText = color.NRGBA{240, 240, 240, 255}

// ToggleDemo enters or leaves demo mode.
func (u *UI) ToggleDemo() {
	if u.demo == nil {
		u.demo = newDemo(u.Board, func() *session.Session { return u.sess }, func() fyne.CanvasObject { return u.clocks.bigClock() })
		u.theme.scale = 1.5
	} else {
		u.demo = nil
		u.theme.scale = 1
	}
	u.applyOptions() // no ghost stone on the audience's screen
	// No SetTheme: the theme's sizes are read as the content is built, and u.build makes it
	// anew at the new scale; a theme change would make Fyne parse every font again, and its
	// text shaper's cache would keep the first parses (4.7 MB measured).
	demoFullScreen(u, u.demo != nil)
	keepScreenOn(u, u.demo != nil)
	// Without the menu bar its shortcuts are gone: Ctrl+Q still quits (issue 25 item 9).
	if u.demo != nil {
		u.win.Canvas().AddShortcut(quitShortcut, func(fyne.Shortcut) { u.Quit() })
	} else {
		u.win.Canvas().RemoveShortcut(quitShortcut)
	}
	u.build()
}

// quitShortcut is Ctrl+Q.
var quitShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyQ, Modifier: fyne.KeyModifierControl}

// keepScreenOn stops or allows screen blanking (on Linux Fyne asks the desktop's
// org.freedesktop.ScreenSaver over D-Bus). Only demo mode holds the screen on: a player at a
// laptop keeps the desktop's power settings. Tests replace it.
var keepScreenOn = func(u *UI, on bool) { u.app.Driver().SetDisableScreenBlanking(on) }

// demoFullScreen enters or leaves full screen for demo mode: on the second display when the
// computer has one and the user has not chosen the primary screen. Tests replace it.
var demoFullScreen = func(u *UI, on bool) {
	if on && demoOnSecondary(u.app.Driver(), u.settings) {
		if w, ok := u.win.(desktop.Window); ok {
			w.RequestFullScreenSecondary()
			return
		}
	}
	u.win.SetFullScreen(on)
}

// demoOnSecondary tells whether demo mode goes to a second display.
func demoOnSecondary(d fyne.Driver, st store.Settings) bool {
	dd, ok := d.(interface{ HasSecondaryDisplay() bool }) // desktop.Driver's, since Fyne 2.8
	return ok && !st.DemoOnPrimary && dd.HasSecondaryDisplay()
}

func newDemo(board fyne.CanvasObject, sess func() *session.Session, bigClock func() fyne.CanvasObject) *demo {
	big := func(size float32) *canvas.Text {
		t := canvas.NewText("", demoText)
		t.TextSize = size
		t.TextStyle.Bold = true
		return t
	}
	d := &demo{sess: sess, board: board, bigClock: bigClock, scale: 1, event: big(30), table: big(30), rules: big(22), black: big(44), white: big(44),
		blackCaps: big(26), whiteCaps: big(26), result: big(48), winner: big(34), moves: big(26)}
	d.rules.TextStyle.Bold = false
	return d
}

// demoColumnWidth is the least width of demo mode's column beside the board.
const demoColumnWidth = 420

// content is the audience's screen: the board as the largest square at the left (see
// boardLayout), and a column with the event, round, table, rule set and komi at the top, then
// each player's name and captures above and below the clock (its faces stacked, as large as
// the column allows), the move and the result with the winner's name. Texts too long for the
// column shrink to fit it instead of narrowing the board.
func (d *demo) content() fyne.CanvasObject {
	d.fits, d.stones = nil, nil
	player := func(c board.Color, name, caps *canvas.Text) fyne.CanvasObject {
		stone := canvas.NewRaster(func(w, h int) image.Image { return goban.StoneImage(c, max(1, min(w, h))) })
		stone.SetMinSize(fyne.NewSquareSize(demoStone * d.scale))
		d.stones = append(d.stones, stone)
		return container.NewVBox(container.NewBorder(nil, nil, container.NewCenter(stone), nil, d.fit(name)), d.fit(caps))
	}
	d.clock = container.NewStack()
	d.setClock(d.bigClock())
	head := container.NewVBox(d.fit(d.event), d.fit(d.table), d.fit(d.rules), widget.NewSeparator(), player(board.Black, d.black, d.blackCaps))
	column := container.NewBorder(head,
		container.NewVBox(player(board.White, d.white, d.whiteCaps), d.fit(d.moves), d.fit(d.result), d.fit(d.winner)),
		nil, nil, d.clock)
	min := canvas.NewRectangle(color.Transparent)
	min.SetMinSize(fyne.NewSize(demoColumnWidth, 0))
	main := container.New(boardLayout{}, d.board, container.NewPadded(container.New(demoScale{d}, container.NewStack(min, column))))
	// No background rectangle of its own: the window's background is cleared to the theme's
	// dark colour anyway, and a rectangle over the whole screen cost a third of every frame's
	// drawing at 1080p (software GL), once a second while a clock runs (issue 25 item 10).
	return container.NewPadded(main)
}

// setClock puts the big faces into the column (nil: a game without a clock).
func (d *demo) setClock(faces fyne.CanvasObject) {
	if d.clock == nil {
		return
	}
	d.clock.Objects = nil
	if faces != nil {
		d.clock.Objects = []fyne.CanvasObject{faces}
	}
	d.clock.Refresh()
}

// fit holds a text that takes the width it is given: no minimum width of its own, and its
// size shrinks (from the size set on it, times the screen's scale) when the text would not fit.
func (d *demo) fit(t *canvas.Text) fyne.CanvasObject {
	c := container.New(&fitLayout{size: t.TextSize, scale: &d.scale}, t)
	d.fits = append(d.fits, c)
	return c
}

type fitLayout struct {
	size  float32
	scale *float32
}

func (l *fitLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	t := objs[0].(*canvas.Text)
	t.TextSize = l.size * *l.scale
	if w := fyne.MeasureText(t.Text, t.TextSize, t.TextStyle).Width; w > size.Width && w > 0 {
		t.TextSize *= size.Width / w
	}
	t.Move(fyne.NewPos(0, (size.Height-t.MinSize().Height)/2))
	t.Resize(fyne.NewSize(size.Width, t.MinSize().Height))
}

func (l *fitLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	t := objs[0].(*canvas.Text)
	return fyne.NewSize(0, fyne.MeasureText("Mg", l.size**l.scale, t.TextStyle).Height)
}

// demoScale grows the column's texts with the screen: their sizes are set for a 1280×720
// one, and on a 1920×1080 projector the event, the rule set and the komi stayed that small
// while the board and the clock grew (half again as large there, at most twice).
type demoScale struct{ d *demo }

// demoStone is the size of the stone beside a player's name at 720 lines.
const demoStone = 40

// demoHeight is the column's height on the 1280×720 screen the texts' sizes are set for.
const demoHeight = 700

func (l demoScale) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	scale := min(2, max(1, size.Height/demoHeight))
	objs[0].Move(fyne.NewPos(0, 0))
	objs[0].Resize(size)
	if scale != l.d.scale {
		l.d.scale = scale
		for _, s := range l.d.stones {
			s.SetMinSize(fyne.NewSquareSize(demoStone * scale))
		}
		objs[0].Refresh() // lays the column out again with the texts' new heights
	}
}

func (l demoScale) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

func (d *demo) refresh() {
	s := d.sess()
	info := s.Info
	b := s.Board()
	d.event.Text = info.Event
	var rt []string
	if r := strings.TrimSpace(info.Round); r != "" {
		rt = append(rt, LD("Round {{.N}}", map[string]any{"N": r}))
	}
	if t := strings.TrimSpace(info.Table); t != "" {
		rt = append(rt, LD("Table {{.N}}", map[string]any{"N": t}))
	}
	d.table.Text = strings.Join(rt, " · ")
	d.rules.Text = rulesName(info.Rules) + " · " + LD("komi {{.Komi}}", map[string]any{"Komi": komiText(info.Rules, s.Table().Komi())})
	d.black.Text = nameOr(info.Black, true) + " " + visible.Controls(info.BlackRank)
	d.white.Text = nameOr(info.White, false) + " " + visible.Controls(info.WhiteRank)
	d.blackCaps.Text = LD("captures {{.N}}", map[string]any{"N": b.Captures(board.Black)})
	d.whiteCaps.Text = LD("captures {{.N}}", map[string]any{"N": b.Captures(board.White)})
	d.moves.Text = movesOf(s)
	d.result.Text, d.winner.Text = "", ""
	if o := s.Table().Result(); o != nil && s.Result() != "" {
		d.result.Text = resultText(s)
		d.winner.Text = winnerWords(info, o.Result)
	}
	for _, t := range []*canvas.Text{d.event, d.table, d.rules, d.black, d.white, d.blackCaps, d.whiteCaps, d.moves, d.result, d.winner} {
		t.Refresh()
	}
	for _, c := range d.fits {
		c.Refresh() // lays the text out again for its new words
	}
}

// winnerWords names the winner by name for the room ("" for a draw, no result or both lose).
func winnerWords(i session.Info, r result.Result) string {
	switch r.Winner {
	case result.Black:
		return LD("{{.Name}} wins", map[string]any{"Name": nameOr(i.Black, true)})
	case result.White:
		return LD("{{.Name}} wins", map[string]any{"Name": nameOr(i.White, false)})
	}
	return ""
}

func nameOr(name string, black bool) string {
	if name == "" {
		return i18n.Color(black)
	}
	return visible.Controls(name) // a PB from a file can hold escape sequences
}
