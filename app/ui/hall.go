package ui

import (
	"fmt"

	"goref/hall"
	"goref/rules/table"
)

// SetTableObserver is told of every event of the table's game (the hall's station publishes
// it): fn is called on the UI goroutine after each event and each clock tick. The table's game
// is the one shown now, then one started by New game or recovered; a record opened to look at
// is not (the director would take it as the table's game), unless it is that game itself.
//
// The station first hears of the game when Start is done, or when the recovery offer is
// answered: the game shown before is the empty one behind the offer, not the table's game (the
// director took it for the table's next game, and counted a game more).
func (u *UI) SetTableObserver(fn func(t *table.Table, upd table.Update)) {
	u.observer = fn
	if u.sess != nil {
		u.hallGame = u.sess.Table()
	}
}

func (u *UI) observe(upd table.Update) {
	if u.observer == nil || u.sess == nil || u.offering {
		return
	}
	t := u.sess.Table()
	if t != u.hallGame {
		if t == u.lookedAt || u.hallGame != nil && hall.GameID(t) != hall.GameID(u.hallGame) {
			u.lookedAt = t
			return
		}
		u.hallGame = t // the table's own game, opened from its file
	}
	u.observer(t, upd)
}

// SetLeave sets what quitting does first when the table is in a hall (the wait for the
// director's acknowledgement): fn calls quit when it is done. Quitting again meanwhile quits
// at once.
func (u *UI) SetLeave(fn func(quit func())) { u.leave = fn }

// HallNote shows what the director said to this table: the referee is coming, the result is
// confirmed.
func (u *UI) HallNote(n hall.Note) {
	u.call.hallAck(n)
	t := u.sess.Table()
	switch {
	case n.Confirmed != "" && t.Result() != nil && n.Confirmed == t.Result().RE():
		u.setStatus(LD("The director confirmed the result: {{.RE}}.", map[string]any{"RE": n.Confirmed}))
	case n.CallAcked && t.PendingCall() != nil && t.PendingCall().At == n.CallAck:
		u.setStatus(L("The referee is coming."))
	}
}

// HallFailed says in the status line that the hall did not take the table's connection (the
// broker out of reach, or the credentials refused: the director gave the table new ones), and
// keeps saying it where the line would be empty until the table is connected again (nil).
func (u *UI) HallFailed(err error) {
	if err == nil {
		u.hallTrouble("", L("The hall takes this table's connection again: what waited is being sent to the director."))
		return
	}
	u.hallTrouble(LD("The hall did not take this table's connection ({{.Err}}). It keeps trying; if the director gave this table new credentials, join again.",
		map[string]any{"Err": err})+" "+L("Its moves are saved here and sent once it is connected."), "")
}

// HallRefused says in the status line that the broker refuses this table's messages (r, at
// each attempt it refuses: the director receives nothing of the table meanwhile), and once it
// takes them again (nil). The refusal stays said where the status line would be empty.
func (u *UI) HallRefused(r *hall.Refusal) {
	if r == nil {
		u.hallTrouble("", L("The broker takes this table's moves again: what waited is being sent to the director."))
		return
	}
	why := LD("reason code {{.Code}}", map[string]any{"Code": fmt.Sprintf("0x%02X", r.Code)})
	if r.NotAuthorized() {
		why = L("not authorized")
	}
	if r.Reason != "" { // the broker's own words, in its language
		why += ": " + r.Reason
	}
	u.hallTrouble(LD("The director is not receiving this table's moves: the broker refuses them ({{.Why}}). They are saved here and sent once the broker takes them.",
		map[string]any{"Why": why}), "")
}

// hallTrouble says what keeps the director from hearing this table (trouble, which stays said
// where the status line would be empty), or with trouble "" that it has passed: over says so,
// once, and only if trouble was said.
func (u *UI) hallTrouble(trouble, over string) {
	if trouble != "" {
		u.hallRefused = trouble
		u.setStatus(trouble)
		return
	}
	if u.hallRefused != "" {
		u.hallRefused = ""
		u.setStatus(over)
	}
}
