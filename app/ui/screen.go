package ui

import (
	"fyne.io/fyne/v2"

	"goref/app/clockface"
	"goref/app/goban"
	"goref/app/session"
	"goref/board"
	"goref/rules/clock"
	"goref/rules/table"
)

// Screen is demo mode's big screen drawing a game another goref keeps: the hall's projector
// following a table. It is demo mode's own view (the same board, event line, names, clocks,
// move and result), fed by Show instead of the window's game, so a game on a big screen is
// drawn one way. It decides nothing: the table shown is a copy, read and never ticked, and its
// clock's faces only read the time.
type Screen struct {
	d       *demo
	board   *goban.Board
	sess    *session.Session
	faces   *clockface.Faces
	stop    func()
	content fyne.CanvasObject
	ticking bool
}

// NewScreen makes an empty screen; Show gives it a game. ticking: the clock faces redraw
// themselves five times a second (tests leave it off and draw by hand, with Tick).
func NewScreen(ticking bool) *Screen {
	s := &Screen{board: goban.New(19, 19), stop: func() {}, ticking: ticking}
	s.board.SetOptions(goban.Options{Coordinates: true, NoGhost: true})
	s.d = newDemo(s.board, func() *session.Session { return s.sess }, func() fyne.CanvasObject {
		if s.faces == nil {
			return nil
		}
		return s.faces
	})
	s.content = s.d.content()
	return s
}

// Content is what the screen's window shows.
func (s *Screen) Content() fyne.CanvasObject { return s.content }

// Show draws t, a table the screen keeps from now on (a copy of the followed table, whose
// time source runs on from the instant of its last message, so the clocks tick between two
// messages); tableName names the table where its record does not (GN). Call on the UI
// goroutine.
func (s *Screen) Show(t *table.Table, tableName string) {
	s.sess = session.FromTable(t, t.Record())
	if s.sess.Info.Table == "" {
		s.sess.Info.Table = tableName
	}
	v := goban.ViewOf(t.Standing())
	v.Last = board.Pass
	if m, ok := t.Game().LastMove(); ok {
		v.Last = m.Vertex
	}
	v.Dead = without(t.Dead(), t.Cleared())
	s.board.SetView(v)
	s.showClock(t.Clock())
	s.d.refresh()
}

// showClock puts the big faces of clk (nil: none) in the column, ticking five times a second.
func (s *Screen) showClock(clk *clock.Clock) {
	if s.faces != nil && s.faces.Clock() == clk {
		return
	}
	s.stop()
	s.stop, s.faces = func() {}, nil
	if clk != nil {
		s.faces = clockface.New(clk)
		s.faces.Text = clockText()
		s.faces.Press = func(clock.Side) error { return nil } // a tap on the audience's screen presses nothing
		if s.ticking {
			s.stop = s.faces.Run(tickEvery)
		}
	}
	s.d.setClock(s.d.bigClock())
}

// Shown is what the screen says now, for tests: the names, the move line, the result and the
// clock faces' times (Black's, White's; "" without a clock).
func (s *Screen) Shown() (black, white, moves, result string, clocks [2]string) {
	if s.faces != nil {
		clocks[0], _, _ = s.faces.Shown(clock.Black)
		clocks[1], _, _ = s.faces.Shown(clock.White)
	}
	return s.d.black.Text, s.d.white.Text, s.d.moves.Text, s.d.result.Text, clocks
}

// Tick redraws the clock faces now (what their ticker does five times a second).
func (s *Screen) Tick() {
	if s.faces != nil {
		s.faces.Update()
	}
}

// TableLine is the screen's line of the round and the table, for tests.
func (s *Screen) TableLine() string { return s.d.table.Text }

// Board is the screen's board, for tests.
func (s *Screen) Board() *goban.Board { return s.board }

// Close stops the faces' ticking.
func (s *Screen) Close() { s.stop() }
