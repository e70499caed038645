package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/layout"

	"goref/app/i18n"
	"goref/app/store"
	"goref/board"
)

// demo is the big-screen mode for an audience: full screen, the board as large as it
// goes with large coordinates, the players and clocks in big type, the result when the
// game ends, and no screen blanking while it runs.
type demo struct {
	u                      *UI
	black, white           *canvas.Text
	blackCaps, whiteCaps   *canvas.Text
	result, moves          *canvas.Text
	blackClock, whiteClock fyne.CanvasObject
}

var demoText = color.NRGBA{240, 240, 240, 255}

// ToggleDemo enters or leaves demo mode.
func (u *UI) ToggleDemo() {
	if u.demo == nil {
		u.demo = newDemo(u)
		u.theme.scale = 1.5
	} else {
		u.demo = nil
		u.theme.scale = 1
	}
	u.applyOptions() // no ghost stone on the audience's screen
	u.app.Settings().SetTheme(u.theme)
	demoFullScreen(u, u.demo != nil)
	keepScreenOn(u, u.demo != nil)
	u.build()
}

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

// InDemo tells whether demo mode is on.
func (u *UI) InDemo() bool { return u.demo != nil }

func newDemo(u *UI) *demo {
	big := func(size float32) *canvas.Text {
		t := canvas.NewText("", demoText)
		t.TextSize = size
		t.TextStyle.Bold = true
		return t
	}
	return &demo{u: u, black: big(44), white: big(44), blackCaps: big(26), whiteCaps: big(26),
		result: big(48), moves: big(26)}
}

func (d *demo) content() fyne.CanvasObject {
	bg := canvas.NewRectangle(color.NRGBA{28, 30, 34, 255})
	side := container.NewVBox(
		container.NewHBox(stoneIcon(board.Black, 40), d.black), d.blackCaps,
		layout.NewSpacer(),
		d.clock(board.Black),
		d.moves,
		layout.NewSpacer(),
		container.NewHBox(stoneIcon(board.White, 40), d.white), d.whiteCaps,
	)
	main := container.NewBorder(nil, container.NewCenter(d.result), nil, container.NewPadded(side), d.u.Board)
	return container.NewStack(bg, container.NewPadded(main))
}

func (d *demo) clock(c board.Color) fyne.CanvasObject {
	if o := d.u.bigClock(c); o != nil {
		return container.NewGridWrap(fyne.NewSize(440, 190), o)
	}
	return layout.NewSpacer()
}

func (d *demo) refresh() {
	s := d.u.sess
	info := s.Info
	b := s.Board()
	d.black.Text = nameOr(info.Black, true) + " " + info.BlackRank
	d.white.Text = nameOr(info.White, false) + " " + info.WhiteRank
	d.blackCaps.Text = LD("captures {{.N}}", map[string]any{"N": b.Captures(board.Black)})
	d.whiteCaps.Text = LD("captures {{.N}}", map[string]any{"N": b.Captures(board.White)})
	d.moves.Text = d.u.movesText()
	d.result.Text = ""
	if re := s.Result(); re != "" {
		d.result.Text = resultText(re, info.Rules)
	}
	for _, t := range []*canvas.Text{d.black, d.white, d.blackCaps, d.whiteCaps, d.moves, d.result} {
		t.Refresh()
	}
}

func nameOr(name string, black bool) string {
	if name == "" {
		return i18n.Color(black)
	}
	return name
}
