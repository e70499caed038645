package clockface

import (
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"goref/rules/clock"
)

// Faces is the two-face clock widget. It is focusable so the keyboard can
// press the clock once the window focuses it.
type Faces struct {
	widget.BaseWidget

	// CountUp shows the time used in a byo-yomi period instead of the time
	// left (Japanese style).
	CountUp bool
	// Text is what the faces say; DefaultText unless replaced.
	Text Text
	// OnPress, if set, is told about every press attempt and its outcome.
	OnPress func(side clock.Side, err error)
	// Press, if set, presses the clock instead of the faces (the app's table does: a press
	// is a table event, and the faces only draw the clock). It returns the press's error.
	Press func(side clock.Side) error
	// OnAnnounce, if set, receives the announcements that fell due since
	// the previous Update (at most one call per Update).
	OnAnnounce func([]clock.Announcement)
	// OnUpdate, if set, receives the state shown after every Update.
	OnUpdate func(clock.State)
	// ToMove, if set, names the side to move on the board: before the clock has started,
	// space starts that side's time (the clock itself only knows who moved last).
	ToMove func() clock.Side
	// Unknown, if set, names a side whose time is not known (an opened record that does not
	// give it): while its time does not run, its face shows a dash and Text.NotRecorded
	// instead of a fresh clock's reading.
	Unknown func(clock.Side) bool

	clk      *clock.Clock
	faces    [2]*face
	mu       sync.Mutex // guards lastPoll
	lastPoll time.Duration
	shown    chan struct{} // an Update has run: Run works out its next wake from there
}

// New returns the widget for c, showing Black on the left.
func New(c *clock.Clock) *Faces {
	f := &Faces{clk: c, Text: DefaultText, lastPoll: c.State().At, shown: make(chan struct{}, 1)}
	for side := clock.Black; side <= clock.White; side++ {
		f.faces[side] = newFace(side, f.press)
	}
	f.ExtendBaseWidget(f)
	f.Update()
	return f
}

// Clock returns the clock shown.
func (f *Faces) Clock() *clock.Clock { return f.clk }

// Shown is what side's face shows now: the time, the line below it and the state above it.
func (f *Faces) Shown(side clock.Side) (time, info, state string) {
	fc := f.faces[side]
	return fc.timeT.Text, fc.infoT.Text, fc.stateT.Text
}

// Lit says whether side's face is drawn as the running one (its green edge), for tests.
func (f *Faces) Lit(side clock.Side) bool {
	fc := f.faces[side]
	return fc.shown != nil && fc.shown.running
}

func (f *Faces) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.New(pairLayout{}, f.faces[clock.Black], f.faces[clock.White]))
}

// pairLayout puts the two faces side by side or Black's above White's, whichever gives the
// larger digits (see digitSize).
type pairLayout struct{}

func (pairLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	if digitSize(fyne.NewSize((size.Width-pad)/2, size.Height)) >= digitSize(fyne.NewSize(size.Width, (size.Height-pad)/2)) {
		w := (size.Width - pad) / 2
		objs[0].Move(fyne.NewPos(0, 0))
		objs[1].Move(fyne.NewPos(w+pad, 0))
		for _, o := range objs {
			o.Resize(fyne.NewSize(w, size.Height))
		}
		return
	}
	h := (size.Height - pad) / 2
	objs[0].Move(fyne.NewPos(0, 0))
	objs[1].Move(fyne.NewPos(0, h+pad))
	for _, o := range objs {
		o.Resize(fyne.NewSize(size.Width, h))
	}
}

// MinSize is one face's: the pair goes side by side or stacked, whichever the space it is given
// suits, so it asks for no more height than a column beside a board on a 720-px screen has.
func (pairLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return objs[0].MinSize() }

// press is a player hitting his side of the clock. Before the start, it
// starts the opponent's clock, as on a physical clock.
func (f *Faces) press(side clock.Side) {
	var err error
	switch {
	case f.Press != nil:
		err = f.Press(side)
	case f.clk.State().Status == clock.NotStarted:
		err = f.clk.Start(side.Other())
	default:
		err = f.clk.Press(side)
	}
	if f.OnPress != nil {
		f.OnPress(side, err)
	}
	f.Update()
}

// Update reads the clock and redraws both faces; call on the UI goroutine.
func (f *Faces) Update() {
	st := f.clk.State()
	cfg := f.clk.Config()
	for side, r := range st.Sides {
		if f.Unknown != nil && f.Unknown(clock.Side(side)) && r.Phase != clock.Lost && !r.Running {
			f.faces[side].show("–", f.Text.NotRecorded, "", false, false, false, st.Status == clock.Ended)
			continue
		}
		countUp := f.CountUp || r.Phase == clock.Unlimited
		state, ready := stateLine(cfg, r, f.Text), st.Status == clock.NotStarted
		if ready {
			state = f.Text.Ready // nobody's time runs until a tap or the first move
		}
		f.faces[side].show(formatDuration(r.Display(f.CountUp), countUp), infoLine(cfg, r, f.Text), state,
			r.Running, r.Phase == clock.Lost, ready, st.Status == clock.Ended)
	}
	f.mu.Lock()
	from := f.lastPoll
	f.lastPoll = st.At
	f.mu.Unlock()
	if f.OnAnnounce != nil && st.At > from {
		if as := f.clk.Announcements(from, st.At); len(as) > 0 {
			f.OnAnnounce(as)
		}
	}
	if f.OnUpdate != nil {
		f.OnUpdate(st)
	}
	select {
	case f.shown <- struct{}{}:
	default:
	}
}

// Run refreshes the faces until stop is called: while a side's time runs, just after the
// instant its shown second changes (every flag, call and period boundary falls on a whole
// second of the time left), else every interval; stop returns once its goroutine has exited.
// Waking only when the faces change (once a second, not five times) is most of what a
// window with a running clock costs at rest.
func (f *Faces) Run(interval time.Duration) (stop func()) {
	done := make(chan struct{})
	exited := make(chan struct{})
	var once sync.Once
	go func() {
		defer close(exited)
		t := time.NewTimer(nextChange(f.clk.State(), interval))
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				fyne.Do(f.Update) // its Update wakes this loop again, below
			case <-f.shown: // an Update ran (a tick, a press, a move): wake for the next change
				t.Reset(nextChange(f.clk.State(), interval))
			}
		}
	}()
	return func() {
		once.Do(func() { close(done) })
		<-exited
	}
}

// TypedKey: space presses the clock of the side to move.
func (f *Faces) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name != fyne.KeySpace {
		return
	}
	if f.ToMove != nil && f.clk.State().Status == clock.NotStarted {
		f.press(f.ToMove().Other()) // the other side hits the clock to start the mover's time
		return
	}
	f.press(f.clk.State().ToMove)
}

// KeyDown: left Shift presses Black's side, right Shift White's.
func (f *Faces) KeyDown(ev *fyne.KeyEvent) {
	switch ev.Name {
	case desktop.KeyShiftLeft:
		f.press(clock.Black)
	case desktop.KeyShiftRight:
		f.press(clock.White)
	}
}

// KeyUp is part of desktop.Keyable.
func (f *Faces) KeyUp(*fyne.KeyEvent) {}

// TypedRune is part of fyne.Focusable.
func (f *Faces) TypedRune(rune) {}

// FocusGained is part of fyne.Focusable.
func (f *Faces) FocusGained() {}

// FocusLost is part of fyne.Focusable.
func (f *Faces) FocusLost() {}

var (
	_ fyne.Focusable  = (*Faces)(nil)
	_ desktop.Keyable = (*Faces)(nil)
	_ fyne.Tappable   = (*face)(nil)
)

// changeMargin is how long after the instant a shown second changes the faces wake: the
// clock is read after that instant, never just before it.
const changeMargin = 5 * time.Millisecond

// nextChange is how long until the running side's shown time changes, or idle when no side's
// time runs (a paused, ready or finished clock changes only by a press, which updates at once).
func nextChange(st clock.State, idle time.Duration) time.Duration {
	if st.Status != clock.Running {
		return idle
	}
	for _, r := range st.Sides {
		if !r.Running {
			continue
		}
		var to time.Duration
		switch r.Phase {
		case clock.MainTime:
			to = r.MainLeft % time.Second
		case clock.Overtime:
			to = r.PeriodLeft % time.Second // counting up, the time used crosses the same instants
		default:
			to = time.Second - r.Used%time.Second
		}
		if to <= 0 {
			to = time.Second
		}
		return to + changeMargin
	}
	return idle
}
