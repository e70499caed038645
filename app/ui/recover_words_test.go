package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"goref/app/store"
)

// sentenceIn is the first sentence under o (a dialog's text), or nil.
func sentenceIn(o fyne.CanvasObject) *sentence {
	switch w := o.(type) {
	case *sentence:
		return w
	case *fyne.Container:
		for _, c := range w.Objects {
			if s := sentenceIn(c); s != nil {
				return s
			}
		}
	case fyne.Widget:
		for _, c := range test.WidgetRenderer(w).Objects() {
			if s := sentenceIn(c); s != nil {
				return s
			}
		}
	}
	return nil
}

// restarted is goref started again on st's data directory after u stopped (its store closed):
// a new UI, not started yet, on the same app.
func restarted(t *testing.T, u *UI, st *store.Store) *UI {
	t.Helper()
	st2, err := store.Open(st.Dir)
	if err != nil {
		t.Fatal(err)
	}
	u2 := New(u.app, u.app.NewWindow("goref"), st2, fakeDialogs{})
	u2.manualTicks = true
	t.Cleanup(u2.clocks.stopClock)
	return u2
}

// offerAfterKill plays moves moves on u (with the players black and white), lets goref stop
// without quitting and starts it again on the same data directory in the language code: the
// recovery offer waits on the new UI.
func offerAfterKill(t *testing.T, code, black, white string, moves int) *UI {
	t.Helper()
	u, st := newTestUI(t)
	info := u.Session().Info
	info.Black, info.White = black, white
	u.StartGame(info)
	for i := 0; i < moves; i++ {
		tapAt(u, 2+i%15, 2+2*(i/15)+i%2)
	}
	if n := u.Session().Game().NumMoves(); n != moves {
		t.Fatalf("%d moves played, want %d", n, moves)
	}
	st.Close()
	u2 := restarted(t, u, st)
	u2.SetLanguage(code)
	u2.win.Resize(fyne.NewSize(800, 860))
	u2.Start(nil)
	if u2.onReturn == nil {
		t.Fatal("the unfinished game was not offered")
	}
	return u2
}

// The Japanese recovery offer breaks its lines as Japanese is set (i18n.Break): 22 stays
// with 手 and no line starts with 、 or 。 at any width of the dialog's text; Fyne's own
// wrapping of the message set 「22」 at a line's end and 「手。」 at the next one's start.
func TestRecoveryOfferBreaksJapaneseLines(t *testing.T) {
	u := offerAfterKill(t, "ja", "", "", 22)
	text := sentenceIn(u.win.Canvas().Overlays().Top())
	if text == nil || !strings.Contains(text.Text, "22 手") {
		t.Fatalf("the offer's text is %v", text)
	}
	lineStartsOK(t, "the recovery offer", text)
	h := text.MinSize().Height*4 + 400
	for w := float32(120); w <= 480; w += 3 {
		text.Resize(fyne.NewSize(w, h))
		for _, l := range drawnLines(text) {
			if strings.HasPrefix(l, "手") {
				t.Fatalf("at width %v a line starts with 手, away from its number: %q", w, drawnLines(text))
			}
		}
	}
}

// A game without names is offered by its time and moves, as Save as names it by its date:
// not 「黒 – 白」 (the colours standing in for names nobody typed). A game with names names
// them, and a game with one name names the other player by colour, as the player cards do.
func TestRecoveryOfferNamesTheGameAsTheAppDoes(t *testing.T) {
	for _, c := range []struct {
		code, black, white string
		want, not          string
	}{
		{"ja", "", "", "未終了の対局（3 手）が保存されています。", "黒 – 白"},
		{"en", "", "", "An unfinished game of 3 moves was saved at", "Black – White"},
		{"ja", "Shin Jinseo", "", "Shin Jinseo – 白、3 手", ""},
		{"en", "Shin Jinseo", "Ke Jie", "Shin Jinseo – Ke Jie, 3 moves", ""},
	} {
		u := offerAfterKill(t, c.code, c.black, c.white, 3)
		msg := overlayText(u)
		if !strings.Contains(msg, c.want) || c.not != "" && strings.Contains(msg, c.not) {
			t.Errorf("%s, players %q and %q: the offer reads %q; want %q in it, not %q", c.code, c.black, c.white, msg, c.want, c.not)
		}
		u.SetLanguage("en")
	}
}
