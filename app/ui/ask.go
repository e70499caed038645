package ui

import (
	"goref/app/escape"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"
)

// choice is one answer of a question: its button and what it does with the reason typed.
type choice struct {
	label  string
	danger bool // the button is red: the answer cannot be taken back by a click
	act    func(reason string)
}

// question is a dialog that asks before an action nobody should take by a stray click
// (resign, a take-back in a tournament game). Return does not answer it: each answer is a
// button of its own, and Cancel is always there.
type question struct {
	title, text string
	choices     []choice
	reason      *widget.Entry // nil when the question asks for no reason
	win         fyne.Window   // where it is asked; nil: the main window
	d           *dialog.CustomDialog
}

// ask shows q; an answer runs its act with the reason typed, Cancel does nothing.
func (u *UI) ask(q *question) {
	text := newSentence()
	text.SetText(q.text)
	body := container.NewVBox(text)
	if q.reason != nil {
		q.reason.SetPlaceHolder(L("Reason (goes into the referee log)"))
		body.Add(q.reason)
	}
	win := u.win
	if q.win != nil {
		win = q.win
	}
	q.d = dialog.NewCustomWithoutButtons(q.title, body, win)
	var buttons []fyne.CanvasObject
	for _, c := range q.choices {
		b := widget.NewButton(c.label, func() { u.answer(c.label) })
		if c.danger {
			b.Importance = widget.DangerImportance
		}
		buttons = append(buttons, b)
	}
	buttons = append(buttons, widget.NewButton(L("Cancel"), func() { u.answer("") }))
	q.d.SetButtons(buttons)
	u.asking = q
	escape.Close(win, q.d, func() { // Cancel, the safe answer
		if u.asking == q {
			u.answer("")
		} else {
			q.d.Hide()
		}
	})
	showFitted(q.d)
}

// answer answers the open question with the choice labelled label ("" cancels).
func (u *UI) answer(label string) {
	q := u.asking
	if q == nil {
		return
	}
	u.asking = nil
	q.d.Hide()
	reason := ""
	if q.reason != nil {
		reason = strings.TrimSpace(q.reason.Text)
	}
	for _, c := range q.choices {
		if c.label == label {
			c.act(reason)
			return
		}
	}
}
