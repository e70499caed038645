package ui

import (
	"goref/rules/table"
	"maps"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"goref/app/goban"
	"goref/app/i18n"
	"goref/app/session"
	"goref/app/sound"
	"goref/app/store"
	"goref/rules/clock"
)

// Dialogs opens and saves files. The real app uses the native dialogs with Fyne's own as
// a fallback; tests use a fake. done gets "" when the user cancels.
type Dialogs interface {
	Open(w fyne.Window, done func(path string))                // a game record (SGF)
	OpenExt(w fyne.Window, ext string, done func(path string)) // another kind: a tournament file ("xml")
	Save(w fyne.Window, suggested string, done func(path string))
	// SaveUnasked is Save whose dialog asks nothing before a file is replaced: the caller
	// writes more than the file chosen (the result slip and the record beside it) and asks
	// once, naming every file it would replace.
	SaveUnasked(w fyne.Window, suggested string, done func(path string))
}

// UI is the main window's content and behaviour.
type UI struct {
	observer func(t *table.Table, upd table.Update) // the hall's station, if the table joined an event
	hallGame *table.Table                           // the game the station publishes
	leave    func(quit func())                      // what quitting does first in a hall (SetLeave)
	lookedAt *table.Table                           // a record shown that is not that game
	app      fyne.App
	win      fyne.Window
	store    *store.Store
	files    Dialogs
	settings store.Settings
	theme    *appTheme
	wide     map[rune]bool // the CJK and hangul characters shown so far (names, comments, status)
	// startFace is the font the theme had when first applied (see ApplyTheme).
	startFace *cjkFace
	// expect are the texts New was told the first screen shows: their characters count as
	// shown until Start has opened what it was given.
	expect []string

	sess    *session.Session
	file    string // where the record was opened from or last saved to
	tourney string // the tournament file the game was started from or its result entered into

	// The views: each its own type, holding its widgets and what its buttons do.
	ref     *referee        // the referee panel and the referee's actions
	call    *callView       // the pending call for the referee (call.go)
	nav     *recordNav      // stepping through the record
	doc     *document       // the record as a file: open, save, autosave
	slip    *slipView       // the result slip
	tour    *tournamentDesk // the tournament file: a round's game in, the result out
	fill    *fillCount      // the fill count window last opened
	newGame *newGameForm    // the New game dialog, while it is open
	slipWin fyne.Window     // the result slip last opened

	Board                *goban.Board
	Status               *sentence      // the status line, broken into lines as its language is set
	BlackInfo, WhiteInfo *widget.Label  // the players' names and ranks, on their cards
	cards                [2]*playerCard // Black's and White's (players.go)
	Moves                *widget.Label
	Notes                *sentence         // the record's comment and rulings at the current move
	col                  *column           // the column beside the board (nil in demo mode)
	playItems            [3]*fyne.MenuItem // the Game menu's Pass, Undo and Resign (offerActions)
	demo                 *demo

	onReturn func()    // what Return does while a question is open
	asking   *question // the question on screen (resign, a logged take-back), nil when none
	// offering: the recovery offer waits for an answer; the empty game behind it is not
	// autosaved (quitting then would put it over the game offered).
	offering bool
	// wallNow is the time of day (time.Now; tests set it): how long goref was stopped.
	wallNow func() time.Time
	// aliveAt is when the store was last told goref is alive (while a clock runs).
	aliveAt time.Time

	clocks  *clocks
	speaker *sound.Speaker
	// clockTime is where new clocks read the time; nil is the monotonic clock (tests
	// give a clock.FakeTime).
	clockTime clock.TimeSource
	// manualTicks leaves the faces without their ticker and the fill count without its
	// animation: tests redraw, tick and step themselves, on the test goroutine, so no tick
	// changes the table under them.
	manualTicks bool
	// hallRefused is said while the broker refuses the table's messages or its connection
	// (HallRefused, HallFailed): an empty status line shows it.
	hallRefused string
	// blank is the board goref starts with, before any game is set up or opened: New game
	// offers the rule set's own time there, and the game on screen's time after.
	blank *session.Session
}

// New builds the UI into win. st may be nil (no autosave, as in some tests). texts are what
// the first screen will show that goref did not write (the names of the record Start opens):
// the theme starts with a font that has their characters, as a later change of font leaves
// the fonts parsed first held in Fyne's caches.
func New(a fyne.App, win fyne.Window, st *store.Store, files Dialogs, texts ...string) *UI {
	u := &UI{app: a, win: win, store: st, files: files, theme: newTheme(), wide: map[rune]bool{}, wallNow: time.Now}
	u.ref, u.nav, u.doc, u.slip, u.tour, u.call = &referee{u: u}, &recordNav{u}, &document{u}, &slipView{u}, &tournamentDesk{u: u}, &callView{u: u}
	u.settings = store.DefaultSettings()
	if st != nil {
		u.settings = st.Settings()
	}
	i18n.Init(u.settings.Language)
	if wideRunes(u.wide, texts...) {
		u.theme.face = chooseFace(nil, slices.Collect(maps.Keys(u.wide)))
		u.expect = texts
	}
	a.Settings().SetTheme(u.theme)
	u.startFace = u.theme.face
	u.Board = goban.New(19, 19)
	u.Board.OnTap = u.tap
	u.applyOptions()
	u.Status = newSentence()
	u.BlackInfo, u.WhiteInfo = widget.NewLabel(""), widget.NewLabel("")
	u.Moves = widget.NewLabel("")
	u.Notes = newSentence()
	sess, _ := session.New(session.DefaultInfo(), u.timeSource())
	u.blank = sess
	u.setSession(sess, "")
	u.build()
	win.Canvas().SetOnTypedKey(u.typedKey)
	win.SetCloseIntercept(u.Quit)
	return u
}

// Session returns the game on screen.
func (u *UI) Session() *session.Session { return u.sess }

// build makes the window content and menus in the current language: at the start, when the
// language changes and when demo mode comes or goes (never to show or hide the referee panel,
// or the clock: the column does that).
func (u *UI) build() {
	u.chooseFont()
	u.clocks.translateClocks()
	if u.demo != nil {
		u.win.SetMainMenu(nil) // the audience sees the game, not goref's menus (Escape leaves)
		u.col = nil
		u.win.SetContent(u.demo.content())
		u.refresh()
		return
	}
	u.win.SetMainMenu(u.menu())
	u.col = newColumn(u)
	// The column would like the panel's two halves side by side while it is open.
	wants := func() float32 {
		if u.ref.open {
			return panelWide
		}
		return 0
	}
	u.win.SetContent(container.New(boardLayout{prefer: wants}, u.Board, u.col.object))
	u.refresh()
}

// columnWidth is the least width of the column beside the board; panelWidth its least width
// with the referee panel open, panelWide the width the panel takes when the window allows
// (its two halves side by side: the marks and the players' answers, the count and the log).
const (
	columnWidth = 230
	panelWidth  = 300
	panelWide   = 640
)

// SetLanguage switches the UI language and rebuilds everything on screen in it. The status
// line, a message of the old language, names the new one.
func (u *UI) SetLanguage(code string) {
	i18n.Set(code)
	u.settings.Language = code
	u.saveSettings()
	u.Status.SetText(i18n.Name(i18n.Current()))
	u.build()
}

// chooseFont switches the theme to a CJK font that holds goref's texts
// and every CJK or hangul character shown so far (see chooseFace).
func (u *UI) chooseFont() {
	i := u.sess.Info
	wideRunes(u.wide, i.Black, i.White, i.Event, u.Status.Text)
	wideRunes(u.wide, u.expect...)
	if f := chooseFace(u.theme.face, slices.Collect(maps.Keys(u.wide))); f != u.theme.face {
		u.theme.face = f
		u.app.Settings().SetTheme(u.theme)
	}
}

// ApplyTheme applies the theme again if its font changed before Fyne's loop ran (a record
// opened at start with names in another script): Fyne empties its font caches on a theme
// change only once the loop runs, so text measured before kept the first font. Applying it
// again parses the fonts anew, so it is done only when needed.
func (u *UI) ApplyTheme() {
	if u.theme.face != u.startFace {
		u.app.Settings().SetTheme(u.theme)
	}
}

// showing is told of texts about to be shown that goref did not write (a name typed in, a
// comment of a record): it switches the font if the one in use lacks a character of them.
func (u *UI) showing(texts ...string) {
	if wideRunes(u.wide, texts...) {
		u.chooseFont()
	}
}

func (u *UI) applyOptions() {
	u.Board.SetOptions(goban.Options{
		Coordinates: u.settings.Coordinates,
		MoveNumbers: u.settings.MoveNumbers,
		Illegal:     u.settings.Illegal,
		Ing:         u.settings.Ing,
		Grain:       grainOf(u.settings),
		NoGhost:     u.demo != nil,
	})
}

// grainOf is the board wood chosen in View → Board wood.
func grainOf(st store.Settings) goban.Grain {
	if st.FlatGrain {
		return goban.Itame
	}
	return goban.Masame
}

func (u *UI) saveSettings() {
	if u.store != nil {
		_ = u.store.SaveSettings(u.settings)
	}
}

// setSession shows s: its clock on screen, the referee panel open where play has stopped.
func (u *UI) setSession(s *session.Session, file string) {
	u.sess, u.file = s, file
	u.hallGame = s.Table() // a game begun or recovered is the table's (OpenPath says otherwise)
	s.SetEstimator(estimatorOf(u.settings))
	u.wide = map[rune]bool{} // the old record's names and comments are gone
	if root := s.Root(); root != nil {
		wideRunes(u.wide, RecordTexts(root)...)
	}
	u.ref.markSeki = false
	if u.Status == nil {
		return
	}
	u.chooseFont()
	t := s.Table() // the panel shows what waits for the referee, a recovered game's too
	u.ref.open = u.ref.markable() || t.Confirming() != nil || t.PendingCycle() != nil || t.RefusedPass() != nil
	u.showClock()
	if u.col != nil {
		u.col.showPanel(u.ref.open)
	}
	u.refresh()
}

// setStatus shows a message in the status line (never a modal dialog).
func (u *UI) setStatus(text string) {
	if text == "" {
		text = u.hallRefused
	}
	u.Status.SetText(text)
	u.chooseFont()
}
