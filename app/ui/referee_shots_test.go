package ui

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"goref/board"
	"goref/rules/count"
)

// TestRefereeScreenshots writes the referee screens to $GOREF_SHOT_DIR (skipped without it):
// the panel under C88 at the halt, a J89 confirmation with a ko ban, the Ing fill count with
// both 量斗, the result slip.
func TestRefereeScreenshots(t *testing.T) {
	dir := os.Getenv("GOREF_SHOT_DIR")
	if dir == "" {
		t.Skip("GOREF_SHOT_DIR not set")
	}
	shot := func(w fyne.Window, name string) {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if err := png.Encode(f, w.Canvas().Capture()); err != nil {
			t.Fatal(err)
		}
	}
	u, _ := newTestUI(t)
	u.win.Resize(fyne.NewSize(1180, 860))
	startRules(t, u, "chinese", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, [2]int{1, 1}, [2]int{2, 7}, pass, pass)
	setDead(t, u, board.Vertex{X: 2, Y: 7})
	u.ref.Accept(board.Black)
	shot(u.win, "referee-c88.png")

	startRules(t, u, "japanese", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, koInBlackArea()...)
	playAll(t, u, pass, pass)
	setDead(t, u)
	u.ref.markGroup(board.Vertex{X: 2, Y: 6})
	u.ref.Dispute(board.White)
	u.ref.ConfirmByPlay()
	tapAt(u, 2, 7)
	shot(u.win, "referee-j89-confirmation.png")

	startRules(t, u, "ing", 9)
	playAll(t, u, ingWalls9()...)
	playAll(t, u, pass, pass)
	fc := fillAfterAgreement(t, u, count.FillRead)
	fc.step()
	fc.show()
	w := u.app.Driver().AllWindows()
	fillWin := w[len(w)-1]
	fillWin.Resize(fyne.NewSize(1100, 760))
	shot(fillWin, "referee-ing-fill.png")
	fc.skip()
	shot(fillWin, "referee-ing-bowls.png")
	fc.setBowl(1)
	fc.skip()
	shot(fillWin, "referee-ing-bowls-hex.png")
	u.slip.ShowResultSlip()
	shot(u.slipWin, "referee-slip.png")
}
