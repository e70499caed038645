package ui

import (
	"bytes"
	"os"
	"os/exec"
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
	u.ref.RefereeAction(rules.Action{Kind: rules.ActVoidMove, Player: board.Black, Note: "played on an occupied point"})
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
	u.ref.OpenReferee()
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
		u.ref.RefereeAction(tc.a)
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
	u.ref.RefereeAction(rules.Action{Kind: rules.ActTimeAdjust, Player: board.White, Points: 90, Note: "clock fault"})
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
	u.ref.RefereeAction(rules.Action{Kind: rules.ActPenaltyPoints, Player: board.Black, Points: 2, Note: "noise"})
	playAll(t, u, pass, pass)
	u.ref.Count()
	// 45 − 36 − 8 − 2 = −1: the penalty turns B+1 into W+1
	if re := u.Session().Result(); re != "W+1" {
		t.Fatalf("RE %q\n%s", re, u.ref.countSummary())
	}
}

// TestResultSlipSavesPDFAndSGF: after a count the slip names the players, the native result
// and RE, the penalty, and Save writes a PDF (pdftotext reads the names and RE back) and the
// record beside it, under a name without a "/" even when the round's name has one.
func TestResultSlipSavesPDFAndSGF(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "ing", 9)
	info := u.Session().Info
	info.Black, info.White, info.Event, info.Round, info.Table = "Ann", "Bo", "Open", "3/4", "12"
	u.StartGame(info)
	playAll(t, u, ingWalls9()...)
	u.ref.RefereeAction(rules.Action{Kind: rules.ActPenaltyPoints, Player: board.White, Points: 2, Note: "noise"})
	playAll(t, u, pass, pass)
	u.ref.Count()
	text := ""
	for _, r := range u.slip.slipRows() {
		text += r.Label + ": " + r.Value + "\n"
	}
	for _, want := range []string{"Ann", "Bo", "Open", "应氏棋规", "RE B+3", "Penalty points: Black 0, White 2"} {
		if !strings.Contains(text, want) {
			t.Fatalf("slip lacks %q:\n%s", want, text)
		}
	}
	if name := slipName(u.Session().Info); name != "slip-r3-4-t12" {
		t.Errorf("suggested name %q", name)
	}
	u.slip.ShowResultSlip()
	if h := u.slipWin.Canvas().Size().Height; h > slipMaxHeight {
		t.Fatalf("the slip window is %v tall: Save and Close leave a 1000-px screen", h)
	}
	path := filepath.Join(t.TempDir(), "slip.pdf")
	u.slip.saveSlip(path)
	pdf, err := os.ReadFile(path)
	if err != nil || !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Fatalf("slip PDF: %v %q", err, pdf[:min(len(pdf), 8)])
	}
	if _, err := exec.LookPath("pdftotext"); err == nil {
		out, err := exec.Command("pdftotext", path, "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"Ann", "Bo", "Open", "RE[B+3]", "黑胜3点"} {
			if !strings.Contains(string(out), want) {
				t.Errorf("pdftotext finds no %q in\n%s", want, out)
			}
		}
	}
	c, err := sgf.ReadFile(strings.TrimSuffix(path, ".pdf") + ".sgf")
	if err != nil {
		t.Fatal(err)
	}
	if re, _ := c.Games[0].Get("RE"); re != "B+3" {
		t.Fatalf("SGF beside the slip has RE %q", re)
	}
	// a place that cannot be written: said, nothing silent
	u.slip.saveSlip(filepath.Join(t.TempDir(), "missing", "dir", "slip.pdf"))
	if !strings.Contains(u.Status.Text, "slip.pdf") {
		t.Errorf("status after a failed save: %q", u.Status.Text)
	}
}
