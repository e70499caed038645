package ui

import (
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"goref/app/session"
	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
)

// TestVoidMoveIsRecordedWithGRAndRestored: a C88 void move plays the forced pass, the record
// carries GR and the explanation on the node of its ply, and loading the saved record (as the
// autosave recovery does) gives the same log back.
func TestVoidMoveIsRecordedWithGRAndRestored(t *testing.T) {
	u, st := newTestUI(t)
	startRules(t, u, "chinese", 9)
	playAll(t, u, [2]int{2, 2}, [2]int{6, 6})
	u.RefereeAction(rules.Action{Kind: rules.ActVoidMove, Player: board.Black, Note: "played on an occupied point"})
	ms := u.Session().Game().Moves()
	if len(ms) != 3 || !ms[2].Vertex.IsPass() || ms[2].Color != board.Black {
		t.Fatalf("no forced pass: %d moves", len(ms))
	}
	node := u.Session().Node().Parent // the node of ply 2 holds the action; ply 3 is the pass
	gr := node.GetAll("GR")
	if len(gr) != 1 || !strings.HasPrefix(gr[0], "void-move:B:") {
		t.Fatalf("GR %v", gr)
	}
	if c, _ := node.Get("C"); c == "" {
		t.Fatal("no explanation in C")
	}
	u.OpenReferee()
	if !strings.HasPrefix(u.ref.w.log.Text, "2. ") {
		t.Fatalf("panel log: %q", u.ref.w.log.Text)
	}
	c, err := sgf.ReadFile(st.AutosaveSGF())
	if err != nil {
		t.Fatal(err)
	}
	s, err := session.Load(c, nil)
	if err != nil {
		t.Fatal(err)
	}
	acts := s.Game().Log.Actions
	if len(acts) != 1 || acts[0].Kind != rules.ActVoidMove || acts[0].Player != board.Black || acts[0].Ply != 2 || acts[0].Note != "played on an occupied point" {
		t.Fatalf("restored log %+v", acts)
	}
	s.Back()
	s.Back()
	if n := len(s.Game().Log.Actions); n != 0 {
		t.Fatalf("stepping back before the action keeps %d actions", n)
	}
}

func TestLossAndDrawSetTheResult(t *testing.T) {
	for _, tc := range []struct {
		a  rules.Action
		re string
	}{
		{rules.Action{Kind: rules.ActLoss, Player: board.White}, "B+F"},
		{rules.Action{Kind: rules.ActDraw}, "0"},
		{rules.Action{Kind: rules.ActNoResult}, "Void"},
	} {
		u, _ := newTestUI(t)
		startRules(t, u, "chinese", 9)
		playAll(t, u, [2]int{2, 2})
		u.RefereeAction(tc.a)
		if got := u.Session().Result(); got != tc.re {
			t.Errorf("%s: RE %q, want %q", tc.a.Kind, got, tc.re)
		}
	}
}

func TestTimeAdjustmentIsAppliedToTheClock(t *testing.T) {
	u, _ := newTestUI(t)
	info := session.DefaultInfo()
	info.TimeSystem, info.MainTime = "5x30 byo-yomi", 10*time.Minute
	u.StartGame(info)
	before := u.clocks.clk.Reading(clock.White).Adjusted
	u.RefereeAction(rules.Action{Kind: rules.ActTimeAdjust, Player: board.White, Points: 90, Note: "clock fault"})
	if got := u.clocks.clk.Reading(clock.White).Adjusted - before; got != 90*time.Second {
		t.Fatalf("White's clock adjusted by %v, want 90s", got)
	}
	if got := u.clocks.clk.Reading(clock.Black).Adjusted; got != 0 {
		t.Fatalf("Black's clock adjusted by %v", got)
	}
}

func TestPenaltyPointsEnterTheCount(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "ing", 9)
	playAll(t, u, ingWalls9()...)
	u.RefereeAction(rules.Action{Kind: rules.ActPenaltyPoints, Player: board.Black, Points: 2, Note: "noise"})
	playAll(t, u, pass, pass)
	u.Count()
	// 45 − 36 − 8 − 2 = −1: the penalty turns B+1 into W+1
	if re := u.Session().Result(); re != "W+1" {
		t.Fatalf("RE %q\n%s", re, u.countSummary())
	}
}

// TestResultSlipSavesPNGAndSGF: after a count the slip names the players, the native result
// and RE, the penalty, and Save writes a PNG and the record beside it.
func TestResultSlipSavesPNGAndSGF(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "ing", 9)
	info := u.Session().Info
	info.Black, info.White, info.Event, info.Round, info.Table = "Ann", "Bo", "Open", "3", "12"
	u.StartGame(info)
	playAll(t, u, ingWalls9()...)
	u.RefereeAction(rules.Action{Kind: rules.ActPenaltyPoints, Player: board.White, Points: 2, Note: "noise"})
	playAll(t, u, pass, pass)
	u.Count()
	text := ""
	for _, r := range u.slipRows() {
		text += r[0] + ": " + r[1] + "\n"
	}
	for _, want := range []string{"Ann", "Bo", "Open", "应氏棋规", "RE B+3", "Penalty points: Black 0, White 2"} {
		if !strings.Contains(text, want) {
			t.Fatalf("slip lacks %q:\n%s", want, text)
		}
	}
	u.ShowResultSlip()
	if h := u.slipWin.Canvas().Size().Height; h > slipMaxHeight {
		t.Fatalf("the slip window is %v tall: Save and Close leave a 1000-px screen", h)
	}
	path := filepath.Join(t.TempDir(), "slip.png")
	u.saveSlip(path)
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil || img.Bounds().Dx() != slipWidth || img.Bounds().Dy() < 300 {
		t.Fatalf("slip PNG: %v, %v", err, img.Bounds())
	}
	// Black on white: mostly paper, with a few thousand pixels of ink (the PNG of a window
	// read back from GL was all black under Xvfb).
	paper, ink := 0, 0
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		for x := img.Bounds().Min.X; x < img.Bounds().Max.X; x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			switch l := (r + g + b) / 3 >> 8; {
			case l > 230:
				paper++
			case l < 100:
				ink++
			}
		}
	}
	if all := img.Bounds().Dx() * img.Bounds().Dy(); paper < all/2 || ink < 2000 {
		t.Fatalf("slip PNG: %d paper and %d ink pixels of %d", paper, ink, all)
	}
	c, err := sgf.ReadFile(strings.TrimSuffix(path, ".png") + ".sgf")
	if err != nil {
		t.Fatal(err)
	}
	if re, _ := c.Games[0].Get("RE"); re != "B+3" {
		t.Fatalf("SGF beside the slip has RE %q", re)
	}
}
