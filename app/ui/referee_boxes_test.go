package ui

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"goref/board"
	"goref/rules"
)

// loadCycleCase opens casebook case 39 (four kos in one cycle, 10×9) as a fresh record under
// ru and plays the lap: the eighth move closes it.
func loadCycleCase(t *testing.T, u *UI, ru string) {
	t.Helper()
	src, err := os.ReadFile("../../assets/casebook/39-endgame-ko-cycle.sgf")
	if err != nil {
		t.Fatal(err)
	}
	setup := regexp.MustCompile(`(?m)^A[BW](\[[a-z]{2}\])+$`).FindAll(src, -1)
	if len(setup) != 2 {
		t.Fatalf("case 39 setup: %d lines", len(setup))
	}
	path := filepath.Join(t.TempDir(), "cycle.sgf")
	rec := "(;FF[4]GM[1]SZ[10:9]RU[" + ru + "]PL[B]" + string(setup[0]) + string(setup[1]) + ")"
	if err := os.WriteFile(path, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	if u.Session().Info.Rules.Name != ru {
		t.Fatalf("opened under %q: %s", u.Session().Info.Rules.Name, u.Status.Text)
	}
	for _, m := range []string{"hb", "gf", "de", "cc", "hf", "gb", "dc", "ce"} {
		playSGF(t, u, m)
	}
}

func playSGF(t *testing.T, u *UI, m string) {
	t.Helper()
	n := len(u.Session().Game().Moves())
	u.Play(board.Vertex{X: int(m[0] - 'a'), Y: int(m[1] - 'a')})
	if len(u.Session().Game().Moves()) != n+1 {
		t.Fatalf("%s refused: %s", m, u.Status.Text)
	}
}

func button(t *testing.T, c *fyne.Container, label string) *widget.Button {
	t.Helper()
	for _, o := range c.Objects {
		if b, ok := o.(*widget.Button); ok && b.Text == label {
			return b
		}
	}
	t.Fatalf("no %q button", label)
	return nil
}

func TestCycleBoxC88RulesDrawReplayOrPlayOn(t *testing.T) {
	for _, c := range []struct{ label, re, ruling string }{
		{L("Draw (和棋)"), "0", rules.RulingDraw},
		{L("Replay (重下)"), "Void", rules.RulingReplay},
		{L("Play on"), "", rules.RulingContinue},
	} {
		u, _ := newTestUI(t)
		loadCycleCase(t, u, "chinese")
		b := u.ref.w.boxes
		if !u.ref.open || !b.cycle.Visible() || !b.cycleC88.Visible() || b.cycleJ89.Visible() || b.cycleIng.Visible() {
			t.Fatal("C88: no cycle box with draw/replay after the lap")
		}
		if txt := b.cycleText.Text; !strings.Contains(txt, "20.3") || !strings.Contains(txt, "8 plies") {
			t.Fatalf("C88 cycle text: %q", txt)
		}
		test.Tap(button(t, b.cycleC88, c.label))
		if (u.asking != nil) != (c.re != "") {
			t.Fatalf("%s: asked %v (a ruling that ends the game asks first)", c.ruling, u.asking != nil)
		}
		if u.asking != nil {
			u.answer(u.asking.choices[0].label)
		}
		if got := u.Session().Result(); got != c.re {
			t.Fatalf("%s: RE %q, want %q", c.ruling, got, c.re)
		}
		acts := u.Session().Game().Log.Actions
		if len(acts) != 1 || acts[0].Kind != rules.ActCycleRuling || acts[0].Ruling != c.ruling {
			t.Fatalf("%s: log %+v", c.ruling, acts)
		}
		if gr := u.Session().Node().GetAll("GR"); len(gr) != 1 {
			t.Fatalf("%s: GR %v", c.ruling, gr)
		}
		if b.cycle.Visible() {
			t.Fatal("the box stays after the ruling")
		}
		if c.re == "" {
			playSGF(t, u, "hb") // play goes on
		}
	}
}

func TestCycleBoxJ89NoResultOrPlayOn(t *testing.T) {
	u, _ := newTestUI(t)
	loadCycleCase(t, u, "japanese")
	b := u.ref.w.boxes
	if !b.cycle.Visible() || !b.cycleJ89.Visible() || b.cycleC88.Visible() || !strings.Contains(b.cycleText.Text, "Art. 12") {
		t.Fatalf("J89 cycle box: %q", b.cycleText.Text)
	}
	test.Tap(button(t, b.cycleJ89, L("No result (無勝負)")))
	u.answer(u.asking.choices[0].label) // it ends the game: asked first
	if re := u.Session().Result(); re != "Void" {
		t.Fatalf("no result: RE %q", re)
	}
	if g := u.Session().Game(); g.Ended() == nil || g.Ended().Verdict != rules.RulingNoResult {
		t.Fatalf("ended %+v", g.Ended())
	}

	u, _ = newTestUI(t)
	loadCycleCase(t, u, "japanese")
	test.Tap(button(t, u.ref.w.boxes.cycleJ89, L("Play on")))
	if u.Session().Result() != "" || u.ref.w.boxes.cycle.Visible() {
		t.Fatal("play on ended the game or kept the box")
	}
	playSGF(t, u, "hb")
}

// Under Ing the box shows the engine's verdict (Black 搅, banned from going on) with the lap's
// counts; ruling White the 搅方 lets Black retake.
func TestCycleBoxIngDisturbAndReferee(t *testing.T) {
	u, _ := newTestUI(t)
	loadCycleCase(t, u, "ing")
	b := u.ref.w.boxes
	if !b.cycle.Visible() || !b.cycleIng.Visible() || b.cycleC88.Visible() {
		t.Fatal("Ing: no cycle box")
	}
	txt := b.cycleText.Text
	if !strings.Contains(txt, "搅") || !strings.Contains(txt, "Black only makes the board cycle") || !strings.Contains(txt, "Choices in the lap") {
		t.Fatalf("Ing cycle text: %q", txt)
	}
	n := len(u.Session().Game().Moves())
	u.Play(board.Vertex{X: 7, Y: 1}) // H8 again: Black, the 搅方, is banned
	if len(u.Session().Game().Moves()) != n {
		t.Fatal("the 搅方 continued the lap")
	}
	test.Tap(button(t, b.cycleIng, L("Rule White 搅方")))
	acts := u.Session().Game().Log.Actions
	if len(acts) != 1 || acts[0].Player != board.White || acts[0].Event == nil || acts[0].Event.Verdict != rules.VerdictDisturb {
		t.Fatalf("ruling: %+v", acts)
	}
	playSGF(t, u, "hb")
}

func TestJ89BothLoseButton(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 9)
	playAll(t, u, walls9()...)
	b := u.ref.w
	if b != nil && b.boxes.bothLose.Visible() && u.ref.open {
		t.Fatal("both lose offered during play")
	}
	playAll(t, u, pass, pass)
	bl := u.ref.w.boxes.bothLose
	if !bl.Visible() {
		t.Fatal("J89 halt: no both-lose button")
	}
	test.Tap(bl)
	u.answer(u.asking.choices[0].label) // both lose asks first (issue 25 item 1)
	if re := u.Session().Result(); re != "Void" {
		t.Fatalf("RE %q", re)
	}
	acts := u.Session().Game().Log.Actions
	if len(acts) != 1 || acts[0].Kind != rules.ActBothLose || acts[0].Player != board.Empty {
		t.Fatalf("log %+v", acts)
	}
	if bl.Visible() {
		t.Fatal("both lose still offered after the result")
	}
	u, _ = newTestUI(t)
	startRules(t, u, "chinese", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, pass, pass)
	if u.ref.w.boxes.bothLose.Visible() {
		t.Fatal("13-1 offered under C88")
	}
}

// dame5 is the 5×5 Ing position of TestIngRefusesPassWhileDameOpen: column C is dame.
func dame5() [][2]int {
	return [][2]int{{1, 0}, {3, 0}, {1, 1}, {3, 1}, {1, 2}, {3, 2}, {1, 3}, {3, 3}, {1, 4}, {3, 4}}
}

func TestIngRefusedPassAsOversight(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "ing13", 5)
	playAll(t, u, dame5()...)
	n := len(u.Session().Game().Moves())
	u.Pass()
	box := u.ref.w.boxes
	if len(u.Session().Game().Moves()) != n || !u.ref.open || !box.refused.Visible() {
		t.Fatal("the refused pass shows no box")
	}
	if !strings.Contains(box.refusedText.Text, "Black's pass is refused") {
		t.Fatalf("box: %q", box.refusedText.Text)
	}
	// The status line says the table's sentence, the open dame named in it.
	if want := "No pass while a neutral point can still be contested (除认输外禁止虚手): C5 is open."; !strings.Contains(u.Status.Text, want) {
		t.Fatalf("status %q, want %q", u.Status.Text, want)
	}
	test.Tap(button(t, box.refused.Objects[2].(*fyne.Container), L("漏着: let the pass through")))
	g := u.Session().Game()
	if len(g.Moves()) != n+1 || !g.Moves()[n].Vertex.IsPass() {
		t.Fatal("the pass did not go through")
	}
	acts := g.Log.Actions
	// the referee's ruling comes before the pass it lets through: logged at ply n, on its node
	if len(acts) != 1 || acts[0].Kind != rules.ActOversight || acts[0].Player != board.Black || acts[0].Ply != n {
		t.Fatalf("log %+v", acts)
	}
	if gr := u.Session().Node().Parent.GetAll("GR"); len(gr) != 1 || !strings.HasPrefix(gr[0], "oversight:B") {
		t.Fatalf("GR on the node before the pass: %v", gr)
	}
	if box.refused.Visible() {
		t.Fatal("the box stays")
	}
	// White's pass is refused in turn (the dame is still open); White takes it instead.
	u.Pass()
	if len(g.Moves()) != n+1 || !box.refused.Visible() {
		t.Fatal("White's pass with the dame open went through")
	}
	playAll(t, u, [2]int{2, 0})
	if box.refused.Visible() {
		t.Fatal("a move leaves the box open")
	}
}

// The suggestion calls lone invaders dead (Black H5 in White's area, White B3 in Black's):
// Black's pass goes through, as a referee would rule.
func TestIngPassWithInvadersSuggestedDead(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "ing", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, [2]int{7, 4}, [2]int{1, 6})
	n := len(u.Session().Game().Moves())
	u.Pass()
	if len(u.Session().Game().Moves()) != n+1 {
		t.Fatalf("the pass was refused: %s", u.Status.Text)
	}
}

// What waits for the referee survives a crash: a refused Ing pass and a repetition still owed
// a ruling come back with the recovered game, the panel open on them, and the ruling given
// after the restart is the one the table applies.
func TestPendingRulingsSurviveACrash(t *testing.T) {
	u, st := newTestUI(t)
	startRules(t, u, "ing13", 5)
	playAll(t, u, dame5()...)
	u.Pass()
	if u.Session().Table().RefusedPass() == nil {
		t.Fatal("the pass was not refused")
	}
	u2 := restart(t, u, st)
	box := u2.ref.w.boxes
	if rp := u2.Session().Table().RefusedPass(); rp == nil || rp.Player != board.Black || !u2.ref.open || !box.refused.Visible() {
		t.Fatalf("recovered: refused pass %+v, panel %v", rp, u2.ref.open)
	}
	n := len(u2.Session().Game().Moves())
	u2.ref.PassAsOversight()
	if g := u2.Session().Game(); len(g.Moves()) != n+1 || len(g.Log.Actions) != 1 || g.Log.Actions[0].Kind != rules.ActOversight {
		t.Fatalf("the 漏着 after the restart: %d moves, log %+v", len(g.Moves()), g.Log.Actions)
	}

	u, st = newTestUI(t)
	loadCycleCase(t, u, "chinese")
	u2 = restart(t, u, st)
	box = u2.ref.w.boxes
	if u2.Session().Table().PendingCycle() == nil || !u2.ref.open || !box.cycle.Visible() || !box.cycleC88.Visible() {
		t.Fatal("the repetition owed a ruling was forgotten by the restart")
	}
	test.Tap(button(t, box.cycleC88, L("Draw (和棋)")))
	u2.answer(u2.asking.choices[0].label) // a ruling that ends the game asks
	if re := u2.Session().Result(); re != "0" {
		t.Fatalf("the draw after the restart: RE %q", re)
	}
}
