package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"goref/app/session"
	"goref/app/store"
	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
)

type fakeDialogs struct{ path string }

func (f fakeDialogs) Open(_ fyne.Window, done func(string))                  { done(f.path) }
func (f fakeDialogs) Save(_ fyne.Window, _ string, done func(string))        { done(f.path) }
func (f fakeDialogs) SaveUnasked(w fyne.Window, n string, done func(string)) { f.Save(w, n, done) }
func (f fakeDialogs) OpenExt(_ fyne.Window, _ string, done func(string))     { done(f.path) }

// newTestUI builds the UI on the test driver with a temporary data directory.
func newTestUI(t testing.TB) (*UI, *store.Store) {
	t.Helper()
	a := test.NewTempApp(t)
	st, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	w := a.NewWindow("goref")
	u := New(a, w, st, fakeDialogs{})
	u.manualTicks = true
	w.Resize(fyne.NewSize(800, 860))
	// Cleanups run last-in first-out: the clock's ticker stops before the test app goes, so
	// no tick reaches a torn-down app.
	t.Cleanup(func() {
		u.clocks.stopClock()
		u.SetLanguage("en")
	})
	return u, st
}

func tapAt(u *UI, x, y int) {
	v := board.Vertex{X: x, Y: y}
	test.TapAt(u.Board, u.Board.PointOf(v))
}

func TestTapPlaysAlternateMovesAndAutosaves(t *testing.T) {
	u, st := newTestUI(t)
	tapAt(u, 3, 3)
	tapAt(u, 15, 15)
	b := u.Session().Board()
	if b.At(board.Vertex{X: 3, Y: 3}) != board.Black || b.At(board.Vertex{X: 15, Y: 15}) != board.White {
		t.Fatalf("stones not placed:\n%s", b)
	}
	c, err := sgf.ReadFile(st.AutosaveSGF())
	if err != nil {
		t.Fatal(err)
	}
	moves, _ := sgf.MainLine(c.Games[0], 19, 19)
	if len(moves) != 2 || moves[0].Vertex.SGF() != "dd" || moves[1].Vertex.SGF() != "pp" {
		t.Fatalf("autosave holds %v", moves)
	}
}

func TestForgivingClickPlaysNearestPoint(t *testing.T) {
	u, _ := newTestUI(t)
	p := u.Board.PointOf(board.Vertex{X: 9, Y: 9})
	q := u.Board.PointOf(board.Vertex{X: 10, Y: 10})
	off := fyne.NewPos(p.X+(q.X-p.X)*0.4, p.Y-(q.Y-p.Y)*0.35) // well off the intersection
	test.TapAt(u.Board, off)
	if u.Session().Board().At(board.Vertex{X: 9, Y: 9}) != board.Black {
		t.Fatalf("click near K10 did not play there:\n%s", u.Session().Board())
	}
}

// koSetup plays a ko in the upper left and has Black take it.
func koSetup(u *UI) {
	for _, m := range [][2]int{{1, 0}, {2, 0}, {0, 1}, {1, 1}, {1, 2}, {3, 1}, {10, 10}, {2, 2}, {2, 1}} {
		tapAt(u, m[0], m[1])
	}
}

// Under J89 the retake is simply refused (under C88 it is void with a forced pass:
// TestC88VoidRetakeInTheApp).
func TestKoRetakeIsRefusedWithReason(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 19)
	koSetup(u)
	b := u.Session().Board()
	if b.At(board.Vertex{X: 1, Y: 1}) != board.Empty || b.Captures(board.Black) != 1 {
		t.Fatalf("black should have captured at B18:\n%s", b)
	}
	tapAt(u, 1, 1) // White retakes at once
	if b := u.Session().Board(); b.At(board.Vertex{X: 1, Y: 1}) != board.Empty {
		t.Fatal("ko retake was played")
	}
	if !strings.HasPrefix(u.Status.Text, "Ko:") {
		t.Fatalf("status %q does not give the ko reason", u.Status.Text)
	}
	if !contains(u.Board.View().Illegal, board.Vertex{X: 1, Y: 1}) {
		t.Fatal("the ko point is not marked illegal")
	}
	tapAt(u, 2, 1)
	if !strings.Contains(u.Status.Text, "already a stone") {
		t.Fatalf("occupied: status %q", u.Status.Text)
	}
}

func contains(list []board.Vertex, v board.Vertex) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

func TestLanguageSwitchChangesLabels(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 19) // the retake refused each time (C88 would make it void)
	koSetup(u)
	want := map[string][2]string{
		"zh_Hans": {"停一手", "劫"},
		"zh_Hant": {"停一手", "劫"},
		"ja":      {"パス", "コウ"},
		"ko":      {"패스", "패"},
		"en":      {"Pass", "Ko"},
	}
	for _, code := range []string{"zh_Hans", "ja", "ko", "zh_Hant", "en"} {
		u.SetLanguage(code)
		if !hasButton(u.win.Content(), want[code][0]) {
			t.Errorf("%s: no button %q", code, want[code][0])
		}
		tapAt(u, 1, 1)
		if !strings.HasPrefix(u.Status.Text, want[code][1]) {
			t.Errorf("%s: ko reason %q", code, u.Status.Text)
		}
	}
}

func hasButton(o fyne.CanvasObject, label string) bool {
	switch x := o.(type) {
	case *widget.Button:
		return x.Text == label
	case *fyne.Container:
		for _, c := range x.Objects {
			if hasButton(c, label) {
				return true
			}
		}
	}
	return false
}

func TestPassTwiceHaltsAndUndo(t *testing.T) {
	u, _ := newTestUI(t)
	tapAt(u, 3, 3)
	u.Pass()
	u.Pass()
	if !u.ref.markable() {
		t.Fatal("two passes did not stop play")
	}
	u.Undo()
	if u.ref.markable() || len(u.Session().Game().Moves()) != 2 {
		t.Fatalf("undo after passes: %d moves", len(u.Session().Game().Moves()))
	}
}

func TestKeysStepThroughRecord(t *testing.T) {
	u, _ := newTestUI(t)
	tapAt(u, 3, 3)
	tapAt(u, 15, 15)
	tapAt(u, 3, 15)
	key := func(k fyne.KeyName) { u.typedKey(&fyne.KeyEvent{Name: k}) }
	key(fyne.KeyLeft)
	if n := len(u.Session().Game().Moves()); n != 2 {
		t.Fatalf("left: %d moves", n)
	}
	key(fyne.KeyHome)
	if n := len(u.Session().Game().Moves()); n != 0 {
		t.Fatalf("home: %d moves", n)
	}
	key(fyne.KeyEnd)
	if n := len(u.Session().Game().Moves()); n != 3 {
		t.Fatalf("end: %d moves", n)
	}
	key(fyne.KeyP)
	if ms := u.Session().Game().Moves(); len(ms) != 4 || !ms[3].Vertex.IsPass() {
		t.Fatal("P did not pass")
	}
}

// TestAMoveWhileSteppingBackMakesAVariation: a click on an earlier position plays there in
// the record, as a variation the rules check, and leaves the game at the table as it is; End
// brings the table back and the next click is its move.
func TestAMoveWhileSteppingBackMakesAVariation(t *testing.T) {
	u, _ := newTestUI(t)
	tapAt(u, 3, 3)
	tapAt(u, 15, 15)
	u.nav.Back()
	tapAt(u, 15, 3)
	s := u.Session()
	if s.Board().At(board.Vertex{X: 15, Y: 3}) != board.White || len(s.Table().Game().Moves()) != 2 || s.AtTable() {
		t.Fatal("a click on an earlier position did not make a variation")
	}
	if n, k := s.Variations(); n != 1 || k != 2 {
		t.Fatalf("variation %d of %d", n, k)
	}
	u.nav.Last()
	tapAt(u, 15, 3)
	if n := len(u.Session().Table().Game().Moves()); n != 3 {
		t.Fatalf("at the table's position the click is its move: %d moves", n)
	}
}

func TestClockIsWiredAndPressedByMoves(t *testing.T) {
	u, _ := newTestUI(t)
	info := u.Session().Info
	info.TimeSystem, info.MainTime = "5x30 byo-yomi", time.Minute
	u.StartGame(info)
	if u.clocks == nil || !clocksShown(u) {
		t.Fatal("no clock for a timed game")
	}
	if got := u.clocks.clk.State().ToMove; got != clock.Black {
		t.Fatalf("clock runs for %v at the start", got)
	}
	tapAt(u, 3, 3)
	if got := u.clocks.clk.State().ToMove; got != clock.White {
		t.Fatalf("after Black's move the clock runs for %v", got)
	}
	u.StartGame(u.Session().Info) // untimed again? no: same info, so a clock again
	info.TimeSystem = ""
	u.StartGame(info)
	if u.clocks != nil || clocksShown(u) {
		t.Fatal("an untimed game shows a clock")
	}
}

func TestEveryPresetTimingStartsAClock(t *testing.T) {
	u, _ := newTestUI(t)
	for _, name := range rules.PresetNames() {
		r, _ := rules.Preset(name)
		if r.Timing == "" {
			continue
		}
		info := session.DefaultInfo()
		info.Rules, info.Komi = r, r.Komi
		info.TimeSystem, info.MainTime = presetTiming(r)
		u.StartGame(info)
		if u.clocks == nil {
			t.Errorf("%s: timing %q gave no clock: %s", name, r.Timing, u.Status.Text)
		}
	}
}

func TestCountAfterPassesWithDeadStone(t *testing.T) {
	u, _ := newTestUI(t)
	info := session.DefaultInfo()
	info.Width, info.Height = 9, 9
	u.StartGame(info)
	for y := 0; y < 9; y++ { // Black walls column E, White column F
		tapAt(u, 4, y)
		tapAt(u, 5, y)
	}
	tapAt(u, 1, 1) // a black stone in its own area
	tapAt(u, 2, 7) // a white stone dying inside Black's area
	u.Pass()
	u.Pass()
	if !u.ref.markable() {
		t.Fatal("not halted")
	}
	// The suggestion pre-marks it dead (the referee would tap it otherwise).
	if len(u.Board.View().Dead) != 1 || len(u.Board.View().Territory) != 81 {
		t.Fatalf("dead %v", u.Board.View().Dead)
	}
	u.ref.Count()
	if re := u.Session().Result(); !strings.HasPrefix(re, "B+") {
		t.Fatalf("result %q, status %q", re, u.Status.Text)
	}
	if !strings.HasPrefix(u.Status.Text, "B") {
		t.Logf("status: %s", u.Status.Text)
	}
	t.Log(u.Status.Text)
}

// The result is the table's typed outcome in the rule text's terms: a game resigned at the
// table, and a record's RE (B+0.75 under C88 is ¾ 子).
func TestResultTextUsesRuleTerms(t *testing.T) {
	u, _ := newTestUI(t)
	u.SetLanguage("zh_Hans")
	startRules(t, u, "chinese", 9)
	u.Resign()
	u.answer(LD("{{.Player}} resigns", map[string]any{"Player": L("White")}))
	if got := resultText(u.sess); got != "黑中盘胜" {
		t.Errorf("W resigns: %q", got)
	}
	path := filepath.Join(t.TempDir(), "r.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]SZ[9]RU[chinese]RE[B+0.75];B[ee])"), 0o644); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	if got := resultText(u.sess); got != "黑胜¾子" {
		t.Errorf("RE[B+0.75]: %q", got)
	}
}

// clocksShown tells whether the column shows the clock faces.
func clocksShown(u *UI) bool { return u.col != nil && len(u.col.clocks.Objects) > 0 }
