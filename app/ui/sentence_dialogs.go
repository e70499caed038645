package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// The dialogs that say one message — a question, a notice, an error — show it as a sentence,
// so that its Japanese and Chinese lines break as those languages are set (i18n.Break):
// Fyne's own dialogs wrap their message at any character (「22」 at a line's end, 「手。」 at
// the next one's start).

// questionWidth is the width of a dialog whose text is a sentence.
const questionWidth = 440

// showFitted shows a dialog whose text is a sentence at questionWidth. The sentence's lines
// are broken once it has its width: the height is fitted to them after.
func showFitted(d dialog.Dialog) {
	d.Resize(fyne.NewSize(questionWidth, d.MinSize().Height))
	d.Show()
	d.Resize(fyne.NewSize(questionWidth, d.MinSize().Height))
}

// NewConfirm is dialog.NewConfirm with msg as a sentence: Yes calls callback with true, No
// with false. Show it with ShowDialog.
func NewConfirm(title, msg string, callback func(bool), win fyne.Window) *dialog.ConfirmDialog {
	text := newSentence()
	text.SetText(msg)
	return dialog.NewCustomConfirm(title, L("Yes"), L("No"), text, callback, win)
}

// ShowDialog shows a dialog of this file (its sentence at questionWidth).
func ShowDialog(d dialog.Dialog) { showFitted(d) }

// ShowInformation says msg under title with an OK button, as dialog.ShowInformation does.
func ShowInformation(title, msg string, win fyne.Window) {
	text := newSentence()
	text.SetText(msg)
	showFitted(dialog.NewCustom(title, L("OK"), text, win))
}

// ShowError says err with an OK button, as dialog.ShowError does.
func ShowError(err error, win fyne.Window) { ShowInformation(L("Error"), err.Error(), win) }
