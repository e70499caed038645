package table

import (
	"fmt"
	"time"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
)

// Start starts the clock for the player to move (without a clock it only marks the start). A
// new game is ready until then: its first move starts the clock too (Play).
func (t *Table) Start() (Update, error) {
	return t.do(Input{Op: opStart}, func(u *Update) error {
		if t.outcome != nil {
			return errGameOver
		}
		if t.started {
			return &Refused{Kind: KindRefused, Reason: RefusedStarted}
		}
		if t.Placing() > 0 {
			return &Refused{Kind: KindRefused, Reason: RefusedPlacing}
		}
		return t.startClock()
	})
}

// startClock starts the clock now for the player to move (a tap on a face, Space, or the first
// move of a game nobody started: a game set up early is not lost on time before anyone plays).
func (t *Table) startClock() error {
	if t.clk != nil {
		if err := t.clk.Start(clock.SideOf(t.ToMove())); err != nil {
			return &Refused{Kind: KindRefused, Reason: err.Error()}
		}
	}
	t.started, t.startAt = true, t.Now()
	t.polled = t.startAt
	return nil
}

// Tick lets the clock run to now: the calls that fell due are announced, an Ing penalty is
// logged into the count, a flag that fell ends the game at its own instant. The app calls it
// on a timer; every other event ticks first.
func (t *Table) Tick() Update {
	u, _ := t.do(Input{Op: opWait}, func(*Update) error { return nil })
	return u
}

// sync turns what the clock did since the last look into the table's events.
func (t *Table) sync(u *Update) {
	if t.clk == nil || !t.started {
		return
	}
	now := t.Now()
	if now <= t.polled {
		return
	}
	for _, a := range t.clk.Announcements(t.polled, now) {
		t.clockCall(u, a)
	}
	t.polled = now
}

// clockCall turns one thing the clock did into the table's event: an Ing penalty goes into the
// log (and the count), a flag that fell ends the game, anything else is announced.
func (t *Table) clockCall(u *Update, a clock.Announcement) {
	sys := t.clk.Config().System
	c := a.Side.Color()
	switch a.Kind {
	case clock.Penalty:
		act := t.game.Note(rules.Action{Kind: rules.ActTimePenalty, Player: c, Points: a.N,
			Note: fmt.Sprintf("Ing overtime, penalty %d of %d", a.M, clock.IngMaxPenalties)})
		t.emit(u, Event{At: a.At, Kind: KindPenalty, Player: c, Reason: "ing-overtime", Text: clockText(sys, a), Clock: &a, Action: &act})
	case clock.TimeUp:
		t.timeLoss(u, c, a)
	default:
		t.emit(u, Event{At: a.At, Kind: KindAnnounce, Player: c, Reason: a.Kind.String(), Text: clockText(sys, a), Clock: &a})
	}
}

// timeLoss ends the game: c's flag fell at a.At.
func (t *Table) timeLoss(u *Update, c board.Color, a clock.Announcement) {
	if t.outcome != nil {
		return
	}
	ev := t.game.TimeLoss(c)
	lost := ev
	lost.Verdict = a.Loss.String() // how the flag fell, for the log
	act := t.game.Note(rules.Action{Kind: rules.ActTimeLoss, Player: c, Event: &lost})
	t.emit(u, Event{At: a.At, Kind: KindTimeLoss, Player: c, Reason: a.Loss.String(), Text: clockText(t.clk.Config().System, a), Clock: &a, Action: &act, Rule: &ev})
	t.finish(u, t.lossOutcome(c, a.Loss), a.At)
}

// Late records that c arrived late by late, before the clock starts. allowance is the venue's
// limit where the rule set leaves it to the venue (C88 Art. 23.1; 0: the table's clock
// configuration's LateAllowance); Ing's limit is ⅙ of the game's own basic time. Within the
// limit the clock loses the late time (Ing: twice it; C88 from the whole limit, reserved
// minutes included); beyond it c forfeits, and when both are late beyond it both lose. c
// board.Empty is both players absent, late by late: one decision, logged as one action — both
// clocks lose the time, or beyond the limit both lose at once (C88 23.2 「双方迟到超过赛场规定
// 时间，则判双方弃权作负」); two players late one after the other are two actions, the second
// turning the first one's forfeit into both losing. One implementation: rules/clock's
// LateAllowing.
func (t *Table) Late(c board.Color, late, allowance time.Duration) (Update, error) {
	in := Input{Op: opLate, Player: c, D: late, Allowance: allowance}
	return t.do(in, func(u *Update) error { return t.late(u, c, late, allowance, "") })
}

func (t *Table) late(u *Update, c board.Color, late, allowance time.Duration, note string) error {
	if c != board.Black && c != board.White && c != board.Empty {
		return fmt.Errorf("late: a player is B or W, or both")
	}
	if late < 0 || allowance < 0 {
		return fmt.Errorf("late: a negative time")
	}
	if late > clock.MaxTime || allowance > clock.MaxTime {
		return fmt.Errorf("late: more than %v", clock.MaxTime)
	}
	if c == board.Empty {
		return t.bothLate(u, late, allowance, note)
	}
	bothOut := t.outcome != nil && t.outcome.Reason == EndForfeit && t.lateForfeit[c.Opponent()]
	if t.outcome != nil && !bothOut {
		return errGameOver
	}
	if t.started {
		return &Refused{Kind: KindRefused, Reason: RefusedStarted}
	}
	if allowance == 0 && t.clk != nil {
		allowance = t.clk.Config().LateAllowance
	}
	a := rules.Action{Kind: rules.ActLate, Player: c, Points: int(late / time.Minute), Late: late, Limit: int(allowance / time.Minute), Note: note}
	forfeit := allowance > 0 && late > allowance
	if t.clk != nil {
		d, err := t.clk.LateAllowing(clock.SideOf(c), late, allowance, note)
		if err != nil {
			return &Refused{Kind: KindRefused, Reason: err.Error()}
		}
		a.Clock = -int(d / time.Second)
		forfeit = t.clk.Reading(clock.SideOf(c)).Loss == clock.Forfeit
	}
	if forfeit {
		t.lateForfeit[c] = true
		var ev rules.Event
		if bothOut {
			ev = t.game.BothForfeit()
		} else {
			ev = t.game.Forfeit(c)
		}
		a.Event = &ev
		act := t.game.Note(a)
		t.emit(u, Event{At: t.Now(), Kind: KindLate, Player: c, Reason: "forfeit", Text: actionTexts(act.Explain), Action: &act, Rule: &ev})
		if bothOut {
			o := t.eventOutcome(&ev)
			t.outcome = &o
			t.ended(t.Now())
			t.emit(u, Event{At: t.Now(), Kind: KindEnd, Reason: o.Reason, Text: resultTexts(o)})
			u.Ended = true
			return nil
		}
		t.finish(u, t.eventOutcome(&ev), t.Now())
		return nil
	}
	ev := rules.Event{Kind: rules.EventReferee, Reason: string(rules.ActLate), Verdict: "time-deducted"}
	a.Event = &ev
	act := t.game.Note(a)
	t.emit(u, Event{At: t.Now(), Kind: KindLate, Player: c, Reason: "time-deducted", Text: actionTexts(act.Explain), Action: &act})
	return nil
}

// bothLate is both players absent late after the scheduled start: one action for both.
func (t *Table) bothLate(u *Update, late, allowance time.Duration, note string) error {
	if t.outcome != nil {
		return errGameOver
	}
	if t.started {
		return &Refused{Kind: KindRefused, Reason: RefusedStarted}
	}
	if allowance == 0 && t.clk != nil {
		allowance = t.clk.Config().LateAllowance
	}
	a := rules.Action{Kind: rules.ActLate, Player: board.Empty, Points: int(late / time.Minute), Late: late, Limit: int(allowance / time.Minute), Note: note}
	forfeit := allowance > 0 && late > allowance
	if t.clk != nil {
		for _, s := range []clock.Side{clock.Black, clock.White} {
			d, err := t.clk.LateAllowing(s, late, allowance, note)
			if err != nil {
				return &Refused{Kind: KindRefused, Reason: err.Error()}
			}
			a.Clock = -int(d / time.Second) // the same for both: one lateness, one rule
		}
		forfeit = t.clk.Reading(clock.Black).Loss == clock.Forfeit
	}
	if !forfeit {
		ev := rules.Event{Kind: rules.EventReferee, Reason: string(rules.ActLate), Verdict: "time-deducted"}
		a.Event = &ev
		act := t.game.Note(a)
		t.emit(u, Event{At: t.Now(), Kind: KindLate, Reason: "time-deducted", Text: actionTexts(act.Explain), Action: &act})
		return nil
	}
	t.lateForfeit[board.Black], t.lateForfeit[board.White] = true, true
	ev := t.game.BothForfeit()
	a.Event = &ev
	act := t.game.Note(a)
	t.emit(u, Event{At: t.Now(), Kind: KindLate, Reason: "forfeit", Text: actionTexts(act.Explain), Action: &act, Rule: &ev})
	t.finish(u, t.eventOutcome(&ev), t.Now())
	return nil
}

// adjust is the referee's time adjustment: seconds added to (taken off) a player's clock, or
// both clocks for board.Empty. On a flag that fell it revives the clock and reopens the game.
// A correction that takes a side's time to the end is what the clock does when that time runs
// out, at this instant: the byo-yomi starts, an Ing penalty is taken, or the flag falls and the
// game is lost on time (C88 23.5 「对局者用时（包括读秒）超过时限，一律判负」) — never a clock
// at zero in a game that goes on. AdjustmentLoses tells beforehand.
func (t *Table) adjust(u *Update, a rules.Action) error {
	if t.clk == nil {
		return &Refused{Kind: KindRefused, Reason: RefusedNoClock}
	}
	if lim := int(clock.MaxTime / time.Second); a.Points < -lim || a.Points > lim {
		return &Refused{Kind: KindRefused, Reason: fmt.Sprintf("a time adjustment is at most %d seconds either way, not %d", lim, a.Points)}
	}
	d := time.Duration(a.Points) * time.Second
	var calls []clock.Announcement
	if t.outcome != nil {
		if t.outcome.Reason != EndTime || a.Player == board.Empty || t.outcome.Result.Winner != sideWinner(a.Player.Opponent()) {
			return errGameOver
		}
		if t.signed {
			return &Refused{Kind: KindRefused, Reason: RefusedSigned}
		}
		if _, err := t.clk.Revive(clock.SideOf(a.Player), d, "referee: "+a.Note); err != nil {
			return &Refused{Kind: KindRefused, Reason: err.Error()}
		}
		t.game.Reopen()
		t.outcome = nil
		t.polled = t.Now()
	} else {
		if a.Player == board.Empty && t.bothFlagsFall(d) {
			return &Refused{Kind: KindRefused, Reason: RefusedBothFlags}
		}
		for _, c := range []board.Color{board.Black, board.White} {
			if (a.Player == c || a.Player == board.Empty) && t.clk.State().Status != clock.Ended {
				_, cs, err := t.clk.Adjust(clock.SideOf(c), d, "referee: "+a.Note)
				if err != nil {
					return &Refused{Kind: KindRefused, Reason: err.Error()}
				}
				calls = append(calls, cs...)
			}
		}
	}
	if _, err := t.game.Referee(a); err != nil {
		return err
	}
	act := t.lastAction()
	t.emit(u, Event{At: t.Now(), Kind: KindReferee, Player: a.Player, Reason: string(a.Kind), Text: actionTexts(act.Explain), Action: &act})
	for _, c := range calls {
		t.clockCall(u, c)
	}
	return nil
}

// RefusedBothFlags refuses a correction of both clocks that would make both flags fall at the
// same instant. C88 23.5 judges the player whose time ran out in play; a correction's order of
// the two clocks would decide which flag fell "first" and so who wins, which no rule text
// gives. The referee corrects each clock on its own, or rules both lose (C88 23.3) outright.
const RefusedBothFlags = "both-flags-fall"

// bothFlagsFall tells whether taking d from both clocks would leave both without time.
func (t *Table) bothFlagsFall(d time.Duration) bool {
	return t.clk.AdjustLoses(clock.Black, d) && t.clk.AdjustLoses(clock.White, d)
}

// AdjustmentLoses tells whether the referee's time adjustment a would leave a side without
// time, so that the game is lost on time the instant it is applied (the app asks first).
func (t *Table) AdjustmentLoses(a rules.Action) bool { return t.adjustmentLoser(a) != board.Empty }

// adjustmentLoser is the side the time adjustment a would leave without time, board.Empty if
// none (or both: that correction is refused, not lost).
func (t *Table) adjustmentLoser(a rules.Action) board.Color {
	if a.Kind != rules.ActTimeAdjust || t.clk == nil || t.outcome != nil {
		return board.Empty
	}
	d := time.Duration(a.Points) * time.Second
	if a.Player == board.Empty && t.bothFlagsFall(d) {
		return board.Empty // refused, not lost
	}
	for _, c := range []board.Color{board.Black, board.White} {
		if (a.Player == c || a.Player == board.Empty) && t.clk.AdjustLoses(clock.SideOf(c), d) {
			return c
		}
	}
	return board.Empty
}

func (t *Table) lastAction() rules.Action {
	l := t.game.Log.Actions
	return l[len(l)-1]
}

// press ends c's turn on the clock after a ply and notes the clock for the record.
func (t *Table) press(c board.Color) {
	if t.clk == nil || !t.started {
		return
	}
	st := t.clk.State()
	if st.Status != clock.Ended && st.ToMove == clock.SideOf(c) {
		_ = t.clk.Press(clock.SideOf(c))
	}
	t.times[t.game.NumMoves()] = t.timeOf(c)
}

// TimeKnown tells whether c's clock says what c's time was: the game was set up at this table,
// or a ply of c carries the time it left (the opened record's BL/WL or OB/OW, or a ply played
// here since). A record with TM and no time on c's moves says nothing of the time c used: its
// clock is only the time system's fresh one. False without a clock.
func (t *Table) TimeKnown(c board.Color) bool {
	if t.clk == nil {
		return false
	}
	if t.opened == "" {
		return true
	}
	_, _, ok := t.RecordedTime(c)
	return ok
}

// RecordedTime is c's clock as the record keeps it after c's last ply: SGF BL/OB for Black,
// WL/OW for White (the time left; the periods or stones of the overtime), from an opened
// record or from the plies played here. ok is false when no ply of c carries one: no clock,
// or it never ran.
func (t *Table) RecordedTime(c board.Color) (left, over string, ok bool) {
	for ply := t.game.NumMoves(); ply > 0; ply-- {
		if mt, has := t.times[ply]; has && mt.Color == c {
			return mt.Left, mt.Over, true
		}
	}
	return "", "", false
}

// pauseClock and resumeClock stop the clock while play is halted.
func (t *Table) pauseClock(reason string) {
	if t.clk != nil && t.started && t.clk.State().Status == clock.Running {
		_ = t.clk.Pause(reason)
	}
}

func (t *Table) resumeClock(reason string) {
	if t.clk == nil || !t.started {
		return
	}
	st := t.clk.State()
	if st.Status == clock.Paused {
		_ = t.clk.Resume(reason)
	}
}
