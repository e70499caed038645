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
	u    *UI
	line *sentence
	// acked is the instant (the table's time) of the call the director acknowledged; ackedSet
	// says there is one.
	acked    time.Duration
	ackedSet bool
}

// callShortcut is Ctrl+Shift+H: a player calls the referee (Referee → Call the referee).
var callShortcut = &desktop.CustomShortcut{KeyName: fyne.KeyH, Modifier: fyne.KeyModifierControl | fyne.KeyModifierShift}

// items are the Referee menu's items of the call: the player's and the referee's answer.
func (cv *callView) items() []*fyne.MenuItem {
	call := fyne.NewMenuItem(L("Call the referee"), cv.CallReferee)
	call.Shortcut = callShortcut
	return []*fyne.MenuItem{call, fyne.NewMenuItem(L("Answer the call"), cv.AnswerCall)}
}

// CallReferee is a player calling the referee: the table keeps the call (rules/table) until
// the referee acts at the table, and the hall's director sees it flash.
func (cv *callView) CallReferee() {
	u := cv.u
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) { return t.CallReferee(board.Empty, "") })
	u.show(upd, err)
	u.refresh()
}

// AnswerCall is the referee at the table answering the pending call.
func (cv *callView) AnswerCall() {
	u := cv.u
	upd, err := u.sess.Do(func(t *table.Table) (table.Update, error) { return t.AnswerCall() })
	u.show(upd, err)
	if err == nil {
		u.setStatus(L("The referee answered the call."))
	}
	u.refresh()
}

// object is the call's line, made once per window content.
func (cv *callView) object() fyne.CanvasObject {
	cv.line = newSentence()
	cv.line.Importance = widget.DangerImportance
	cv.show()
	return cv.line
}

// show shows the pending call, if any.
func (cv *callView) show() {
	if cv.line == nil || cv.u.sess == nil {
		return
	}
	was := cv.line.Visible()
	if text := cv.text(); text == "" {
		cv.line.Hide()
	} else {
		cv.line.SetText(text)
		cv.line.Show()
	}
	if cv.line.Visible() != was && cv.u.col != nil {
		cv.u.col.object.Refresh() // a hidden line takes no room: the column makes room, or takes it back
	}
}

// text is what the call's line says: "" without a pending call.
func (cv *callView) text() string {
	s := cv.u.sess
	if !s.AtTable() {
		return ""
	}
	c := s.Table().PendingCall()
	if c == nil {
		return ""
	}
	if cv.ackedSet && cv.acked == c.At {
		return LD("Referee called at move {{.N}}: the referee is coming.", map[string]any{"N": c.Ply})
	}
	return LD("Referee called at move {{.N}}: waiting for the referee.", map[string]any{"N": c.Ply})
}

// hallAck keeps the director's acknowledgement of a call (the note says which call).
func (cv *callView) hallAck(n hall.Note) {
	if n.CallAcked {
		cv.acked, cv.ackedSet = n.CallAck, true
	}
	cv.show()
}
