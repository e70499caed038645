//go:build e2e

package ui

import (
	"strconv"

	"fyne.io/fyne/v2"

	"goref/board"
	"goref/rules/clock"
	"goref/rules/count"
)

// E2EState is what the end-to-end script checks after driving the real window: the phase
// of the game, its result, the referee panel, the marks and the fill count's 量斗. It is
// read off the same state the widgets show (the bowls' totals are the labels' text).
type E2EState struct {
	Moves  int        `json:"moves"`
	Phase  string     `json:"phase"`
	Result string     `json:"result"`
	Panel  bool       `json:"panel"`
	Dead   []string   `json:"dead"`
	Width  float32    `json:"width"`  // the main window's content, in Fyne units
	Height float32    `json:"height"` //
	Board  [2]float32 `json:"board"`  // the board widget's size
	Fill   *E2EFill   `json:"fill,omitempty"`
	// Penalties are the points each side has been fined so far (Ing overtime and the referee).
	Penalties map[string]int `json:"penalties"`
	Status    string         `json:"status"` // the status line
	// Faces are the clock faces as shown, Black's then White's: time, info line, state line.
	Faces [][3]string `json:"faces,omitempty"`
	// Places are where the parts of the column are, in the window's content (x, y, width,
	// height; Fyne units), and how tall each needs to be: the status line, the clocks, the
	// count and each Accept (absent while not on screen).
	Places  map[string][5]float32 `json:"places,omitempty"`
	NewGame *E2ENewGame           `json:"new_game,omitempty"`
}

// E2ENewGame is the New game dialog while it is open.
type E2ENewGame struct {
	Start     bool              `json:"start"`      // Start can be pressed
	Error     string            `json:"error"`      // what the form says is wrong, if anything
	Schedule  string            `json:"schedule"`   // the sentence under the time fields
	MainLabel string            `json:"main_label"` // how the first time field is named
	At        map[string][2]int `json:"at"`         // the komi, main time and count fields' and Start's centres, in window pixels
	Fields    []string          `json:"fields"`     // the komi and the time fields as typed
}

// E2EFill is the fill count window as it stands.
type E2EFill struct {
	Done    bool   `json:"done"`
	Proven  bool   `json:"proven"`
	Bowl    string `json:"bowl"`
	Black   string `json:"black"` // the stones in Black's 量斗 at the step shown
	White   string `json:"white"`
	PerSide int    `json:"per_side"`
	Status  string `json:"status"`
}

// E2EState reports the state for the end-to-end test hook.
func (u *UI) E2EState() E2EState {
	g := u.sess.Game()
	pen := u.sess.Table().Penalties() // the table's one log: Ing overtime and the referee's
	s := E2EState{
		Moves: g.NumMoves(), Phase: g.Phase().String(), Result: u.sess.Result(), Panel: u.ref.open,
		Dead: []string{}, Status: u.Status.Text,
		Penalties: map[string]int{"B": pen.Black, "W": pen.White},
	}
	for _, v := range u.sess.Table().Dead() {
		s.Dead = append(s.Dead, v.GTP(u.sess.Info.Height))
	}
	if c := u.win.Content(); c != nil {
		s.Width, s.Height = c.Size().Width, c.Size().Height
	}
	s.Board = [2]float32{u.Board.Size().Width, u.Board.Size().Height}
	d := u.app.Driver()
	place := func(name string, o fyne.CanvasObject) {
		if o == nil || !o.Visible() || u.win.Content() == nil {
			return
		}
		p := d.AbsolutePositionForObject(o).Subtract(d.AbsolutePositionForObject(u.win.Content()))
		s.Places[name] = [5]float32{p.X, p.Y, o.Size().Width, o.Size().Height, o.MinSize().Height}
	}
	s.Places = map[string][5]float32{}
	place("status", u.Status)
	if u.clocks != nil {
		place("clocks", u.clocks.faces)
	}
	if w := u.ref.w; w != nil && u.ref.open && u.col != nil {
		place("count", w.count)
		place("accept-B", w.accept[board.Black])
		place("accept-W", w.accept[board.White])
	}
	if f := u.newGame; f != nil && f.form != nil {
		ng := &E2ENewGame{Schedule: f.time.schedule.Text, MainLabel: f.time.mainLbl.Text,
			Fields: []string{f.komi.Text, f.time.main.Text, f.time.count.Text, f.time.secs.Text}}
		if err := f.form.Validate(); err != nil {
			ng.Error = err.Error()
		}
		ng.Start = f.start != nil && !f.start.Disabled()
		scale := u.win.Canvas().Scale()
		ng.At = map[string][2]int{}
		for name, e := range map[string]fyne.CanvasObject{"komi": f.komi, "main": f.time.main, "count": f.time.count, "start": f.start} {
			at := d.AbsolutePositionForObject(e)
			ng.At[name] = [2]int{int((at.X + e.Size().Width/2) * scale), int((at.Y + e.Size().Height/2) * scale)}
		}
		s.NewGame = ng
	}
	if u.clocks != nil {
		for _, side := range []clock.Side{clock.Black, clock.White} {
			tm, info, state := u.clocks.faces.Shown(side)
			s.Faces = append(s.Faces, [3]string{tm, info, state})
		}
	}
	if fc := u.fill; fc != nil && fc.board != nil {
		// the count's own data (count.Fill.Steps), of the step the window shows
		st := fc.current()
		s.Fill = &E2EFill{
			Done: fc.done(), Proven: fc.f.Proven(), Bowl: count.Bowls[fc.bowlKind].Name,
			Black: strconv.Itoa(st.Collected.Black), White: strconv.Itoa(st.Collected.White),
			PerSide: fc.f.PerSide, Status: fc.status.Text,
		}
	}
	return s
}
