package ui

import (
	"encoding/json"
	"slices"
	"time"

	"fyne.io/fyne/v2"

	"goref/app/clockface"
	"goref/app/i18n"
	"goref/app/sound"
	"goref/assets/voice"
	"goref/board"
	"goref/board/sgf"
	"goref/rules/clock"
)

// clocks is the running game clock and its faces (app/clockface), with the voice.
type clocks struct {
	clk     *clock.Clock
	faces   *clockface.Faces
	big     *clockface.Faces // a second view of the same clock for demo mode
	stop    func()
	stopBig func()
	savedAt time.Duration // clock instant of the last autosave
}

// savedClock is the clock as the autosave keeps it.
type savedClock struct {
	Config clock.Config `json:"config"`
	State  clock.State  `json:"state"`
}

// SetSoundOutput chooses where stone clicks and the byo-yomi voice go (sound.Silent when
// the machine has no sound device).
func (u *UI) SetSoundOutput(p sound.Player) {
	u.speaker = sound.NewSpeaker(p, voice.FS)
	u.speaker.SetLanguage(i18n.Current())
	u.speaker.SetMuted(!u.settings.Sound)
}

// startClock starts the game clock of a new game when it has a time system: the player
// to move thinks from now on; every move on the board presses the mover's side.
func (u *UI) startClock() {
	u.stopClock()
	info := u.sess.Info
	if info.TimeSystem == "" || info.MainTime <= 0 {
		u.extra = nil
		u.build()
		return
	}
	cfg, err := clock.ParseOT(info.MainTime, info.TimeSystem)
	if err != nil {
		u.setStatus(err.Error())
		u.extra = nil
		u.build()
		return
	}
	clk, err := clock.New(cfg, u.timeSource())
	if err != nil {
		u.setStatus(err.Error())
		return
	}
	c := u.showClock(clk)
	if err := clk.Start(side(u.sess.ToMove())); err != nil {
		u.setStatus(err.Error())
	}
	c.faces.Update()
}

// resumeClock brings back the clock of a recovered game exactly as the autosave left it:
// each side's time, period, reserved minutes and penalties. The side to move goes on
// thinking from its saved time (what it used after the last save is not known); a clock
// saved paused or sealed comes back paused, one saved after a time loss stays ended, one
// not started yet (a record just opened) stays stopped.
func (u *UI) resumeClock(raw json.RawMessage) {
	u.stopClock()
	if len(raw) == 0 {
		return
	}
	var saved savedClock
	err := json.Unmarshal(raw, &saved)
	var clk *clock.Clock
	if err == nil {
		clk, err = clock.RestoreState(saved.Config, u.timeSource(), saved.State)
	}
	if err != nil {
		u.setStatus(LD("The clock could not be recovered: {{.Err}}", map[string]any{"Err": err}))
		return
	}
	c := u.showClock(clk)
	switch saved.State.Status {
	case clock.Ended:
		return
	case clock.NotStarted: // a record opened from a file, not started yet: it stays so
	case clock.Paused, clock.Sealed:
		if err = clk.Start(saved.State.ToMove); err == nil {
			err = clk.Pause("recovered paused")
		}
	default:
		err = clk.Start(saved.State.ToMove)
	}
	if err != nil {
		u.setStatus(err.Error())
	}
	c.faces.Update()
}

// clockSaveEvery is how often a running clock is autosaved between moves, so that a
// crash gives the player to move back at most this much thinking time.
const clockSaveEvery = 10 * time.Second

// showClock puts the faces of clk on screen.
func (u *UI) showClock(clk *clock.Clock) *clocks {
	c := &clocks{clk: clk, faces: clockface.New(clk)}
	c.faces.Text = clockText()
	c.faces.OnAnnounce = u.announce
	c.faces.ToMove = func() clock.Side { return side(u.sess.ToMove()) }
	c.faces.OnUpdate = func(st clock.State) {
		if st.Status == clock.Running && st.At-c.savedAt >= clockSaveEvery {
			u.autosave()
		}
	}
	c.stop = c.faces.Run(200 * time.Millisecond)
	u.clocks = c
	u.extra = c.faces
	u.build()
	return c
}

// clockText is the faces' words in the chosen language.
func clockText() clockface.Text {
	return clockface.Text{
		Overtime:       L("OVERTIME"),
		ByoYomi:        L("BYO-YOMI"),
		TimeLoss:       L("TIME"),
		IngLoss:        L("OVERTIME EXCEEDED"),
		IngByoYomiLoss: L("BYO-YOMI EXCEEDED"),
		Forfeit:        L("FORFEIT"),
		Periods:        L("periods %d"),
		Reserve:        L("reserve %d min"),
		Moves:          L("moves %d"),
		Penalty:        L("penalty -%d"),
		IngBlocks:      L("overtime %d × %s"),
		Increment:      "+%s",
	}
}

// translateClocks gives the faces the words of the language just chosen.
func (u *UI) translateClocks() {
	if u.clocks == nil {
		return
	}
	for _, f := range []*clockface.Faces{u.clocks.faces, u.clocks.big} {
		if f != nil {
			f.Text = clockText()
			f.Update()
		}
	}
}

func (u *UI) stopClock() {
	if u.clocks == nil {
		return
	}
	u.clocks.stop()
	if u.clocks.stopBig != nil {
		u.clocks.stopBig()
	}
	u.clocks = nil
}

// timeSource is the time a new clock reads.
func (u *UI) timeSource() clock.TimeSource {
	if u.clockTime != nil {
		return u.clockTime
	}
	return clock.NewMonotonic()
}

// openClock sets up the clock of a record just opened from its TM and OT: each side
// resumes from its last BL/OB or WL/OW on the line up to the cursor. The clock is left
// stopped: the referee starts it with a click on the face of the side that moved last
// (as on a physical clock), or the next move on the board starts the opponent's time.
// A record without TM or OT has no clock.
func (u *UI) openClock() {
	u.stopClock()
	info := u.sess.Info
	if info.TimeSystem == "" && info.MainTime <= 0 {
		return
	}
	cfg, err := clock.ParseOT(info.MainTime, info.TimeSystem)
	var clk *clock.Clock
	if err == nil && cfg.System != clock.None {
		clk, err = clock.Restore(cfg, u.timeSource(), moveTimes(u.sess.Node()))
	}
	if err != nil {
		u.setStatus(u.Status.Text + " " + LD("The record's clock is not used: {{.Err}}", map[string]any{"Err": err}))
		return
	}
	if clk != nil {
		u.showClock(clk).faces.Update()
	}
}

// moveTimes are the BL/OB and WL/OW values of the nodes from the root to n.
func moveTimes(n *sgf.Node) []clock.MoveTime {
	var mts []clock.MoveTime
	for ; n != nil; n = n.Parent {
		var mt clock.MoveTime
		mt.BL, _ = n.Get("BL")
		mt.OB, _ = n.Get("OB")
		mt.WL, _ = n.Get("WL")
		mt.OW, _ = n.Get("OW")
		mts = append(mts, mt)
	}
	slices.Reverse(mts)
	return mts
}

// pressClock is the mover hitting the clock after a move on the board; the move's node
// gets the mover's time left (BL/WL) and, in overtime, periods or moves left (OB/OW). On
// a clock not started yet (a record just opened), the move starts the opponent's time.
func (u *UI) pressClock(c board.Color) {
	if u.clocks == nil {
		return
	}
	clk := u.clocks.clk
	var err error
	if clk.State().Status == clock.NotStarted {
		err = clk.Start(side(c.Opponent()))
	} else {
		err = clk.Press(side(c))
	}
	if err == nil {
		u.writeTimeLeft(u.sess.Node(), c, clk.Config(), clk.Reading(side(c)))
	}
	u.clocks.faces.Update()
}

// writeTimeLeft records on n the time c has left after the move.
func (u *UI) writeTimeLeft(n *sgf.Node, c board.Color, cfg clock.Config, r clock.Reading) {
	leftID, overID := "BL", "OB"
	if c == board.White {
		leftID, overID = "WL", "OW"
	}
	left, over := clock.TimeProps(cfg, r)
	for _, p := range [][2]string{{leftID, left}, {overID, over}} {
		if p[1] == "" {
			n.Delete(p[0])
		} else {
			n.Set(p[0], p[1])
		}
	}
}

func (u *UI) announce(as []clock.Announcement) {
	if u.speaker != nil {
		_ = u.speaker.Announce(as...)
	}
}

// clockState is the clock's state for the autosave.
func (u *UI) clockState() json.RawMessage {
	if u.clocks == nil {
		return nil
	}
	st := u.clocks.clk.State()
	u.clocks.savedAt = st.At
	data, err := json.Marshal(savedClock{u.clocks.clk.Config(), st})
	if err != nil {
		return nil
	}
	return data
}

func side(c board.Color) clock.Side {
	if c == board.White {
		return clock.White
	}
	return clock.Black
}

// bigClock is a second, larger view of the clock for demo mode, or nil without clocks.
func (u *UI) bigClock(c board.Color) fyne.CanvasObject {
	if u.clocks == nil || c != board.Black {
		return nil
	}
	if u.clocks.big == nil {
		u.clocks.big = clockface.New(u.clocks.clk)
		u.clocks.big.Text = clockText()
		u.clocks.big.ToMove = u.clocks.faces.ToMove
		u.clocks.stopBig = u.clocks.big.Run(200 * time.Millisecond)
	}
	return u.clocks.big
}
