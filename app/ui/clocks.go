package ui

import (
	"encoding/json"
	"time"

	"fyne.io/fyne/v2"

	"goref/app/clockface"
	"goref/app/i18n"
	"goref/app/sound"
	"goref/assets/voice"
	"goref/board"
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
	clk, err := clock.New(cfg, clock.NewMonotonic())
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
// saved paused or sealed comes back paused, one saved after a time loss stays ended.
func (u *UI) resumeClock(raw json.RawMessage) {
	u.stopClock()
	if len(raw) == 0 {
		return
	}
	var saved savedClock
	err := json.Unmarshal(raw, &saved)
	var clk *clock.Clock
	if err == nil {
		clk, err = clock.RestoreState(saved.Config, clock.NewMonotonic(), saved.State)
	}
	if err != nil {
		u.setStatus(LD("The clock could not be recovered: {{.Err}}", map[string]any{"Err": err}))
		return
	}
	c := u.showClock(clk)
	switch saved.State.Status {
	case clock.Ended:
		return
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
		Penalty:        L("penalty −%d"),
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

// pressClock is the mover hitting the clock after a move on the board.
func (u *UI) pressClock(c board.Color) {
	if u.clocks == nil {
		return
	}
	_ = u.clocks.clk.Press(side(c))
	u.clocks.faces.Update()
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
		u.clocks.stopBig = u.clocks.big.Run(200 * time.Millisecond)
	}
	return u.clocks.big
}
