// Package ui is goref's main window: the board, the players bar, the status line, menus,
// keyboard, the New game dialog, files, autosave and demo mode. It holds no game logic:
// legality and results come from rules (through session), positions from board.
package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"goref/app/goban"
	"goref/app/i18n"
	"goref/app/session"
	"goref/app/sound"
	"goref/app/store"
	"goref/board"
	"goref/rules/clock"
)

// Dialogs opens and saves files. The real app uses the native dialogs with Fyne's own as
// a fallback; tests use a fake. done gets "" when the user cancels.
type Dialogs interface {
	Open(w fyne.Window, done func(path string))
	Save(w fyne.Window, suggested string, done func(path string))
}

// UI is the main window's content and behaviour.
type UI struct {
	app      fyne.App
	win      fyne.Window
	store    *store.Store
	files    Dialogs
	settings store.Settings
	theme    *appTheme

	sess    *session.Session
	file    string // where the record was opened from or last saved to
	dead    map[board.Vertex]bool
	ref     *referee    // the referee panel
	fill    *fillCount  // the fill count window last opened
	slipWin fyne.Window // the result slip last opened

	Board                *goban.Board
	Status               *widget.Label
	BlackInfo, WhiteInfo *widget.Label
	Moves                *widget.Label
	demo                 *demo
	extra                fyne.CanvasObject // the clocks, when wired

	onReturn func()    // what Return does while a question is open
	asking   *question // the question on screen (resign, a logged take-back), nil when none

	clocks  *clocks
	speaker *sound.Speaker
	// clockTime is where new clocks read the time; nil is the monotonic clock (tests
	// give a clock.FakeTime).
	clockTime clock.TimeSource
}

// New builds the UI into win. st may be nil (no autosave, as in some tests).
func New(a fyne.App, win fyne.Window, st *store.Store, files Dialogs) *UI {
	u := &UI{app: a, win: win, store: st, files: files, theme: newTheme(), dead: map[board.Vertex]bool{}, ref: newReferee()}
	u.settings = store.DefaultSettings()
	if st != nil {
		u.settings = st.Settings()
	}
	i18n.Init(u.settings.Language)
	a.Settings().SetTheme(u.theme)
	u.Board = goban.New(19, 19)
	u.Board.OnTap = u.tap
	u.applyOptions()
	u.Status = widget.NewLabel("")
	u.Status.Wrapping = fyne.TextWrapWord
	u.BlackInfo, u.WhiteInfo = widget.NewLabel(""), widget.NewLabel("")
	u.Moves = widget.NewLabel("")
	sess, _ := session.New(session.DefaultInfo())
	u.setSession(sess, "")
	u.build()
	win.Canvas().SetOnTypedKey(u.typedKey)
	win.SetCloseIntercept(u.Quit)
	return u
}

// Session returns the game on screen.
func (u *UI) Session() *session.Session { return u.sess }

// build (re)creates the window content and menus in the current language.
func (u *UI) build() {
	u.chooseFont()
	u.translateClocks()
	u.win.SetMainMenu(u.menu())
	if u.demo != nil {
		u.win.SetContent(u.demo.content())
		u.refresh()
		return
	}
	players := container.NewHBox(stoneIcon(board.Black, 14), u.BlackInfo, stoneIcon(board.White, 14), u.WhiteInfo)
	bar := container.NewBorder(nil, nil, nil, u.Moves, players)
	buttons := container.NewHBox(
		widget.NewButton(L("Pass"), u.Pass),
		widget.NewButton(L("Undo"), u.Undo),
		widget.NewButton(L("Resign"), u.Resign),
		widget.NewButton(L("Count"), u.Count),
		widget.NewButtonWithIcon("", theme.MediaSkipPreviousIcon(), u.First),
		widget.NewButtonWithIcon("", theme.NavigateBackIcon(), u.Back),
		widget.NewButtonWithIcon("", theme.NavigateNextIcon(), u.Forward),
		widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), u.Last),
		widget.NewButton(L("Referee panel"), u.ToggleReferee),
	)
	top := container.NewVBox(bar)
	if u.extra != nil {
		top.Add(u.extra)
	}
	bottom := container.NewVBox(buttons, u.Status)
	var side fyne.CanvasObject
	if u.ref.open {
		side = u.refContent()
	}
	u.win.SetContent(container.NewBorder(top, bottom, nil, side, u.Board))
	u.refresh()
}

// stoneIcon is a small stone drawn with canvas primitives (a ● glyph is missing from
// some fonts).
func stoneIcon(c board.Color, size float32) fyne.CanvasObject {
	fill, edge := color.NRGBA{20, 20, 20, 255}, color.NRGBA{120, 120, 120, 255}
	if c == board.White {
		fill, edge = color.NRGBA{240, 238, 230, 255}, color.NRGBA{90, 90, 90, 255}
	}
	circle := canvas.NewCircle(fill)
	circle.StrokeColor, circle.StrokeWidth = edge, 1
	return container.NewCenter(container.NewGridWrap(fyne.NewSize(size, size), circle))
}

// SetLanguage switches the UI language and rebuilds the labels.
func (u *UI) SetLanguage(code string) {
	i18n.Set(code)
	u.settings.Language = code
	u.saveSettings()
	u.build()
}

// chooseFont switches to a bundled CJK font when the language or the names need it.
func (u *UI) chooseFont() {
	i := u.sess.Info
	if f := fontFor(i18n.Current(), i.Black, i.White, i.Event, u.Status.Text); f != u.theme.font {
		u.theme.font = f
		u.app.Settings().SetTheme(u.theme)
	}
}

func (u *UI) applyOptions() {
	u.Board.SetOptions(goban.Options{
		Coordinates: u.settings.Coordinates,
		MoveNumbers: u.settings.MoveNumbers,
		Illegal:     u.settings.Illegal,
		Ing:         u.settings.Ing,
	})
}

func (u *UI) saveSettings() {
	if u.store != nil {
		_ = u.store.SaveSettings(u.settings)
	}
}

func (u *UI) setSession(s *session.Session, file string) {
	u.stopClock()
	u.extra = nil
	u.sess, u.file = s, file
	u.dead = map[board.Vertex]bool{}
	wasOpen := u.ref.open
	u.ref = newReferee()
	if u.Status != nil {
		u.chooseFont()
		if u.markable() {
			u.ref.open = true
			u.premark()
		}
	}
	u.refresh()
	if u.Status != nil && u.ref.open != wasOpen {
		u.build()
	}
}

// setStatus shows a message in the status line (never a modal dialog).
func (u *UI) setStatus(text string) {
	u.Status.SetText(text)
	u.chooseFont()
}
