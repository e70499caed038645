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
	c := &clocks{clk: clk, faces: clockface.New(clk)}
	c.faces.OnAnnounce = u.announce
	c.stop = c.faces.Run(200 * time.Millisecond)
	u.clocks = c
	u.extra = c.faces
	if err := clk.Start(side(u.sess.ToMove())); err != nil {
		u.setStatus(err.Error())
	}
	u.build()
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
	data, err := json.Marshal(struct {
		Config clock.Config `json:"config"`
		State  clock.State  `json:"state"`
	}{u.clocks.clk.Config(), u.clocks.clk.State()})
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
		u.clocks.stopBig = u.clocks.big.Run(200 * time.Millisecond)
	}
	return u.clocks.big
}
