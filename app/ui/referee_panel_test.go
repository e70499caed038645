package ui

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"goref/board"
)

// uncertainAtCount brings a 9×9 game under the Japanese rules to the count with the
// estimator unsure of the invaders (TestUncertainStonesShown's position: D6 in Black's area,
// G5 in White's), the panel open.
func uncertainAtCount(t *testing.T, u *UI) {
	t.Helper()
	startRules(t, u, "japanese", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, [2]int{6, 4}, [2]int{3, 3}, pass, pass)
	if len(u.Session().Table().Uncertain()) == 0 {
		t.Fatal("the estimator is sure of every stone: no amber rings to test with")
	}
	u.ref.OpenReferee()
}

// seen says whether o is drawn whole on the window's canvas: inside the canvas and inside the
// visible part of the scroll it sits in (at the scroll's start, as the panel opens).
func seen(u *UI, o fyne.CanvasObject, scroll fyne.CanvasObject) error {
	d := u.app.Driver()
	p, s := d.AbsolutePositionForObject(o), o.Size()
	c := u.win.Canvas().Size()
	if !o.Visible() || s.Width == 0 || s.Height == 0 {
		return fmt.Errorf("not shown")
	}
	if p.X < 0 || p.Y < 0 || p.X+s.Width > c.Width+0.5 || p.Y+s.Height > c.Height+0.5 {
		return fmt.Errorf("at %v size %v, outside the %v window", p, s, c)
	}
	if scroll != nil {
		sp, ss := d.AbsolutePositionForObject(scroll), scroll.Size()
		if p.Y < sp.Y-0.5 || p.Y+s.Height > sp.Y+ss.Height+0.5 {
			return fmt.Errorf("at y %v–%v, the scroll it is in shows y %v–%v", p.Y, p.Y+s.Height, sp.Y, sp.Y+ss.Height)
		}
	}
	return nil
}

// menuBar is the height of the menu bar Fyne draws at the top of the window on Linux, which
// the test driver does not draw: the window's content is that much lower.
const menuBar = 28

// within says whether o is root or drawn inside it.
func within(root, o fyne.CanvasObject) bool {
	if root == o {
		return true
	}
	if c, ok := root.(*fyne.Container); ok {
		for _, k := range c.Objects {
			if within(k, o) {
				return true
			}
		}
	}
	return false
}

// On a 1280×720 screen the window is 1200×660: with amber rings on the board the referee
// sees, in every language, both players' Accept and Dispute and "The marks are right" whole,
// none of them cut by the edge of the panel's scrolled half, and the sentence saying why.
func TestRefereePanelButtonsInSightAt1200x660(t *testing.T) {
	u, _ := newTestUI(t)
	t.Cleanup(func() { u.SetLanguage("en") })
	dir := os.Getenv("GOREF_SHOT_DIR")
	for _, code := range []string{"en", "zh_Hans", "zh_Hant", "ja", "ko"} {
		u.SetLanguage(code)
		u.win.Resize(fyne.NewSize(1200, 660-menuBar))
		uncertainAtCount(t, u)
		w := u.ref.w
		need := map[string]fyne.CanvasObject{
			"the sentence on the amber rings": w.uncertainText,
			"The marks are right":             w.keepMarks,
		}
		for _, c := range []board.Color{board.Black, board.White} {
			need[c.String()+" Accept"] = w.accept[c]
			need[c.String()+" Dispute"] = w.dispute[c]
		}
		for name, o := range need {
			var scroll fyne.CanvasObject
			if within(w.left, o) {
				scroll = w.leftScroll
			}
			if err := seen(u, o, scroll); err != nil {
				t.Errorf("%s: %s: %v", code, name, err)
			}
		}
		if b, ok := need["The marks are right"].(*widget.Button); !ok || b.Disabled() {
			t.Errorf("%s: The marks are right is not a live button", code)
		}
		if dir != "" {
			f, err := os.Create(filepath.Join(dir, "panel-1200x660-"+code+".png"))
			if err != nil {
				t.Fatal(err)
			}
			png.Encode(f, u.win.Canvas().Capture())
			f.Close()
		}
	}
}

// The count names the rule set by its title in the UI's language, as the game's line above it
// does (日本囲碁規約 (1989)), never by the preset's word "japanese".
// Its komi is written as the game's column writes it (6½ 目).
func TestCountNamesTheRuleSetByItsTitle(t *testing.T) {
	u, _ := newTestUI(t)
	t.Cleanup(func() { u.SetLanguage("en") })
	for code, want := range map[string]string{
		"en":      "rules: Japanese rules 1989 (日本囲碁規約), komi 6½ 目",
		"ja":      "ルール：日本囲碁規約 (1989)、コミ 6½ 目",
		"zh_Hans": "日本围棋规约 (1989)",
		"zh_Hant": "日本圍棋規約 (1989)",
		"ko":      "일본 바둑 규약 (1989)",
	} {
		u.SetLanguage(code)
		uncertainAtCount(t, u)
		if got := u.ref.w.count.Text; !strings.Contains(got, want) || strings.Contains(got, "japanese") {
			t.Errorf("%s: the count says\n%s\nwant %q in it, not the preset word", code, got, want)
		}
	}
}

// In Japanese and Chinese no line of the panel's sentences starts with a stop, a comma or a
// closing bracket (JIS X 4051, CLREQ): the amber rings' sentence at 1200×660 ended a line
// before 「。それまで計算は…」. Each line drawn is one the label fits whole, so Fyne's own
// wrapping breaks it no further.
func TestRefereePanelLinesKeepPunctuationOffTheirStart(t *testing.T) {
	u, _ := newTestUI(t)
	t.Cleanup(func() { u.SetLanguage("en") })
	for _, code := range []string{"ja", "zh_Hans", "zh_Hant"} {
		u.SetLanguage(code)
		u.win.Resize(fyne.NewSize(1200, 660-menuBar))
		uncertainAtCount(t, u)
		w := u.ref.w
		for name, s := range map[string]*sentence{"phase": w.phase, "rings": w.uncertainText, "next": w.next, "count": w.count} {
			if s.Text == "" {
				t.Fatalf("%s: the %s says nothing", code, name)
			}
			room := s.Size().Width - 2*theme.InnerPadding()
			size := theme.TextSize()
			for _, l := range strings.Split(s.label.Text, "\n") {
				if l != "" && strings.ContainsRune("。、，．：；）」』】！？", []rune(l)[0]) {
					t.Errorf("%s: a line of the %s starts with %q: %q", code, name, []rune(l)[0], l)
				}
				if fyne.MeasureText(l, size, s.TextStyle).Width > room {
					t.Errorf("%s: the %s's line %q is wider than its %v", code, name, l, room)
				}
			}
		}
		if !strings.Contains(w.uncertainText.label.Text, "\n") {
			t.Errorf("%s: the rings' sentence is one line: %q", code, w.uncertainText.label.Text)
		}
	}
}
