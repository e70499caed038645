package ui

import (
	"time"

	"fyne.io/fyne/v2"

	"goref/app/clockface"
	"goref/app/i18n"
	"goref/app/sound"
	"goref/assets/voice"
	"goref/rules/clock"
	"goref/rules/table"
)

// clocks are the faces (app/clockface) of the table's clock and the ticker that lets the
// table see the time pass: calls, Ing penalties and a falling flag come from the table.
type clocks struct {
	u       *UI
	clk     *clock.Clock
	faces   *clockface.Faces
	big     *clockface.Faces // a second view of the same clock for demo mode
	stop    func()           // stops the one ticker, which redraws both views
	savedAt time.Duration    // clock instant of the last autosave
}

// SetSoundOutput chooses where stone clicks and the byo-yomi voice go (sound.Silent when
// the machine has no sound device).
func (u *UI) SetSoundOutput(p sound.Player) {
	u.speaker = sound.NewSpeaker(p, voice.FS)
	u.speaker.SetLanguage(i18n.Current())
	u.speaker.SetMuted(!u.settings.Sound)
}

// clockSaveEvery is how often a running clock is autosaved between moves, so that a
// crash gives the player to move back at most this much thinking time.
const clockSaveEvery = 10 * time.Second

// tickEvery is how often the table looks at its clock while nobody's time runs (a late
// arrival's allowance runs out within this of its instant). While a time runs, the faces and
// the table wake just after each second the face shows changes, where every flag, call and
// period boundary falls (clockface.Faces.Run).
const tickEvery = time.Second

// showClock puts the faces of the table's clock on screen (in the column, or demo mode's),
// or takes them away for a game without one. A tap on a face (or space) starts a clock not
// started yet; every other press is the move on the board.
func (u *UI) showClock() {
	u.clocks.stopClock()
	if clk := u.sess.Table().Clock(); clk != nil {
		ck := &clocks{u: u, clk: clk, faces: clockface.New(clk)}
		ck.faces.Text = clockText()
		ck.faces.ToMove = func() clock.Side { return clock.SideOf(u.sess.ToMove()) }
		ck.faces.Unknown = func(s clock.Side) bool { return !u.sess.Table().TimeKnown(s.Color()) }
		ck.faces.Press = ck.pressFace
		ck.faces.OnUpdate = func(clock.State) {
			if ck.big != nil {
				ck.big.Update() // demo's faces change in the same frame as these: one frame a second, not two
			}
			ck.tick()
		}
		ck.stop = func() {}
		if !u.manualTicks {
			ck.stop = ck.faces.Run(tickEvery)
		}
		u.clocks = ck
	}
	if u.col != nil {
		u.col.setClocks(u.clocks)
	}
	if u.demo != nil {
		u.demo.setClock(u.clocks.bigClock())
	}
}

// tick lets the table's clock run to now and shows what it brought: a call is spoken, an
// Ing penalty and a falling flag are shown and announced, and a flag ends the game. The
// faces call it after each redraw.
func (ck *clocks) tick() {
	if ck == nil || ck.u.clocks != ck {
		return // a clock taken off the screen
	}
	upd := ck.u.sess.Tick()
	ck.u.observe(upd)
	if len(upd.Events) > 0 {
		ck.u.show(upd, nil)
		ck.u.refresh()
	}
	// upd.Ended says the game is over, not that this tick ended it: a tick that brought no
	// event changed nothing to save (a finished game was rewritten five times a second).
	ended := upd.Ended && len(upd.Events) > 0
	st := ck.clk.State()
	if ended || st.Status == clock.Running && st.At-ck.savedAt >= clockSaveEvery {
		ck.u.doc.autosave()
	}
	if now := ck.u.wallNow(); st.Status == clock.Running && ck.u.store != nil && now.Sub(ck.u.aliveAt) >= time.Second {
		ck.u.store.Alive() // a stop before the next save is known to the second
		ck.u.aliveAt = now
	}
}

// pressFace is a tap on a clock face (or space): before the start it starts the clock of the
// player to move; afterwards the clock is pressed by the move on the board.
func (ck *clocks) pressFace(clock.Side) error {
	if ck.u.sess.Table().Started() {
		ck.u.setStatus(L("The clock is pressed by the move on the board."))
		return nil
	}
	upd, err := ck.u.sess.Do(func(t *table.Table) (table.Update, error) { return t.Start() })
	ck.u.show(upd, err)
	ck.u.changed()
	return err
}

// clockText is the faces' words in the chosen language.
func clockText() clockface.Text { return ClockText() }

// ClockText is what clock faces say, in the UI's language (the hall's cards use it too).
func ClockText() clockface.Text {
	return clockface.Text{
		Overtime:       L("OVERTIME"),
		ByoYomi:        L("BYO-YOMI"),
		TimeLoss:       L("TIME"),
		IngLoss:        L("OVERTIME EXCEEDED"),
		IngByoYomiLoss: L("BYO-YOMI EXCEEDED"),
		Forfeit:        L("FORFEIT"),
		Periods:        L("periods %d × %s"),
		Reserve:        L("reserve %d min"),
		Moves:          L("moves %d"),
		Penalty:        L("penalty -%d"),
		IngBlocks:      L("overtime %d × %s"),
		Increment:      "+%s",
		Ready:          L("READY"),
		NotRecorded:    L("time not recorded"),
	}
}

// translateClocks gives the faces the words of the language just chosen.
func (ck *clocks) translateClocks() {
	if ck == nil {
		return
	}
	for _, f := range []*clockface.Faces{ck.faces, ck.big} {
		if f != nil {
			f.Text = clockText()
			f.Update()
		}
	}
}

// stopClock stops the faces' tickers and takes the clock off the screen.
func (ck *clocks) stopClock() {
	if ck == nil {
		return
	}
	ck.stop()
	ck.u.clocks = nil
}

// timeSource is the time a new table's clock reads.
func (u *UI) timeSource() clock.TimeSource {
	if u.clockTime != nil {
		return u.clockTime
	}
	return clock.NewMonotonic()
}

// bigClock is a second, larger view of the clock for demo mode, or nil without clocks. It has
// no ticker of its own: the column's faces' ticker redraws it with them.
func (ck *clocks) bigClock() fyne.CanvasObject {
	if ck == nil {
		return nil
	}
	if ck.big == nil {
		ck.big = clockface.New(ck.clk)
		ck.big.Text = clockText()
		ck.big.ToMove = ck.faces.ToMove
		ck.big.Unknown = ck.faces.Unknown
		ck.big.Press = ck.pressFace
	}
	return ck.big
}
