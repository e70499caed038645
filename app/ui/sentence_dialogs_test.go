package ui

import (
	"errors"
	"testing"
)

// A notice, an error and a question say their message as a sentence: at any width its
// Japanese lines start with no 。、 and keep 22 with 手 (Fyne's dialogs set 「手。」 at a
// line's start).
func TestDialogsSayTheirMessageAsASentence(t *testing.T) {
	msg := "棋譜は 22 手目で途切れています。続きは読めませんでした：ファイルの最後の 3 行が壊れています。"
	for name, show := range map[string]func(u *UI){
		"notice":   func(u *UI) { ShowInformation("通知", msg, u.win) },
		"error":    func(u *UI) { ShowError(errors.New(msg), u.win) },
		"question": func(u *UI) { ShowDialog(NewConfirm("質問", msg, func(bool) {}, u.win)) },
	} {
		u, _ := newTestUI(t)
		show(u)
		text := sentenceIn(u.win.Canvas().Overlays().Top())
		if text == nil || text.Text != msg {
			t.Fatalf("the %s says %v, not a sentence of the message", name, text)
		}
		lineStartsOK(t, "the "+name, text)
	}
}
