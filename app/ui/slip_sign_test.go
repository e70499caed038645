package ui

import (
	"testing"

	"fyne.io/fyne/v2/test"

	"goref/board"
)

// The slip window's "The result slip is signed…" asks in the slip window: the question went to
// the main window, which the slip window covers, so the referee pressed the button and saw
// nothing happen. Once signed, the button is off (the result is final: nothing more to sign).
func TestSlipIsSignedInTheSlipWindow(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 9)
	playAll(t, u, [2]int{4, 4}, [2]int{2, 2})
	if _, err := u.Session().Table().Resign(board.White); err != nil {
		t.Fatal(err)
	}
	u.slip.ShowResultSlip()
	slipWin := u.slipWin
	sign := dialogButton(slipWin.Content(), L("The result slip is signed…"))
	if sign == nil || sign.Disabled() {
		t.Fatalf("no Signed button to press on the slip of an ended game: %v", sign)
	}
	test.Tap(sign)
	if u.asking == nil {
		t.Fatal("Signed asked nothing")
	}
	if slipWin.Canvas().Overlays().Top() == nil || u.win.Canvas().Overlays().Top() != nil {
		t.Fatalf("the question is not on the slip window (slip %v, main %v)", slipWin.Canvas().Overlays().Top(), u.win.Canvas().Overlays().Top())
	}
	u.answer(u.asking.choices[0].label)
	if !u.Session().Table().Signed() {
		t.Fatal("the answer did not sign the slip")
	}
	if !sign.Disabled() {
		t.Error("the Signed button is still on after the signature")
	}
}
