package ui

import (
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"goref/board"
	"goref/hall"
	"goref/rules/table"
)

// callView is the line above the status line that shows a call for the referee while the
// table keeps it pending (rules/table's PendingCall): waiting, then, at a table of the hall,
// the referee coming once the director has acknowledged it. It is hidden when no call waits.
type callView struct {
	line *widget.Label
	// acked is the instant (the table's time) of the call the director acknowledged; ackedSet
	// says there is one.
	acked    time.Duration
	ackedSet bool
}

// callShortcut is Ctrl+Shift+H: a player calls the referee (Referee → Call the referee).
var callShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: fyne.KeyModifierControl | fyne.KeyModifierShift}

// callItems are the Referee menu's items of the call: the player's and the referee's answer.
func (u *UI) callItems() []*fyne.MenuItem {
	call := fyne.NewMenuItem(L("Call the referee"), u.CallReferee)
	call.Shortcut = callShortcut
	return []*fyne.MenuItem{call, fyne.NewMenuItem(L("Answer the call"), u.AnswerCall)}
}

// CallReferee is a player calling the referee: the table keeps the call (rules/table) until
// the referee acts at the table, and the hall's director sees it flash.
func (u *UI) CallReferee() {
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) { return t.CallReferee(board.Empty, "") })
	u.show(upd, err)
	u.refresh()
}

// AnswerCall is the referee at the table answering the pending call.
func (u *UI) AnswerCall() {
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) { return t.AnswerCall() })
	u.show(upd, err)
	if err == nil {
		u.setStatus(L("The referee answered the call."))
	}
	u.refresh()
}

// callLine is the call's line, made once per window content.
func (u *UI) callLine() fyne.CanvasObject {
	u.call.line = widget.NewLabel("")
	u.call.line.Wrapping = fyne.TextWrapWord
	u.call.line.Importance = widget.DangerImportance
	u.showCall()
	return u.call.line
}

// showCall shows the pending call, if any.
func (u *UI) showCall() {
	if u.call.line == nil || u.sess == nil {
		return
	}
	text := u.callText()
	if text == "" {
		u.call.line.Hide()
		return
	}
	u.call.line.SetText(text)
	u.call.line.Show()
}

// callText is what the call's line says: "" without a pending call.
func (u *UI) callText() string {
	if !u.sess.AtTable() {
		return ""
	}
	c := u.sess.Table().PendingCall()
	if c == nil {
		return ""
	}
	if u.call.ackedSet && u.call.acked == c.At {
		return LD("Referee called at move {{.N}}: the referee is coming.", map[string]any{"N": c.Ply})
	}
	return LD("Referee called at move {{.N}}: waiting for the referee.", map[string]any{"N": c.Ply})
}

// hallAck keeps the director's acknowledgement of a call (the note says which call).
func (u *UI) hallAck(n hall.Note) {
	if n.CallAcked {
		u.call.acked, u.call.ackedSet = n.CallAck, true
	}
	u.showCall()
}
