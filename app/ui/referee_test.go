package ui

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"goref/app/session"
	"goref/board"
	"goref/board/sgf"
	"goref/cli"
	"goref/rules"
	"goref/rules/count"
	"goref/rules/table"
)

// startRules begins an even size×size game under the preset name.
func startRules(t *testing.T, u *UI, name string, size int) {
	t.Helper()
	r, err := rules.Preset(name)
	if err != nil {
		t.Fatal(err)
	}
	info := session.DefaultInfo()
	info.Rules, info.Komi = r, r.Komi
	info.Width, info.Height = size, size
	info.TimeSystem = ""
	u.StartGame(info)
}

// playAll plays the points in turn for the player to move; every move must be accepted.
func playAll(t *testing.T, u *UI, pts ...[2]int) {
	t.Helper()
	for _, p := range pts {
		v := board.Vertex{X: p[0], Y: p[1]}
		if p[0] < 0 {
			v = board.Pass
		}
		n := len(u.Session().Game().Moves())
		u.Play(v)
		if len(u.Session().Game().Moves()) != n+1 {
			t.Fatalf("move %v refused: %s", p, u.Status.Text)
		}
	}
}

var pass = [2]int{-1, -1}

// isDead tells whether the table has v marked dead.
func isDead(u *UI, v board.Vertex) bool {
	for _, d := range u.Session().Table().Dead() {
		if d == v {
			return true
		}
	}
	return false
}

// setDead makes vs (and their chains) the only stones marked dead, through the table, one
// click at a time (a click toggles the stone's related group).
func setDead(t *testing.T, u *UI, vs ...board.Vertex) {
	t.Helper()
	tb := u.Session().Table()
	b := tb.Game().Board()
	want := map[board.Vertex]bool{}
	for _, v := range vs {
		for _, s := range b.Chain(v) {
			want[s] = true
		}
	}
	click := func(v board.Vertex) {
		if _, err := u.Session().Do(func(tb *table.Table) (table.Update, error) { return tb.MarkDead(v) }); err != nil {
			t.Fatalf("mark %v: %v", v, err)
		}
	}
	for len(tb.Dead()) > 0 {
		click(tb.Dead()[0])
	}
	for _, v := range vs {
		if !isDead(u, v) {
			click(v)
		}
	}
	if got := tb.Dead(); len(got) != len(want) {
		t.Fatalf("marked %v, want %v (%s)", got, vs, u.Status.Text)
	}
	if len(tb.Uncertain()) > 0 { // the referee has decided: the marks stand
		if _, err := u.Session().Do(func(tb *table.Table) (table.Update, error) { return tb.KeepMarks() }); err != nil {
			t.Fatal(err)
		}
	}
}

// walls9 builds Black's wall on column E and White's on column F of a 9×9 board, Black
// first: Black's area is columns A–E (45 points), White's F–J (36).
func walls9() [][2]int {
	var out [][2]int
	for y := 0; y < 9; y++ {
		out = append(out, [2]int{4, y}, [2]int{5, y})
	}
	return out
}

// goScore runs `goref score --json` on the record the panel saved and returns its RE.
func goScore(t *testing.T, u *UI, flags ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.sgf")
	if err := sgf.WriteFile(path, u.Session().Collection()); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	if code := cli.Score(append(append([]string{"--json"}, flags...), path), &out, &errs); code != 0 {
		t.Fatalf("goref score: exit %d: %s", code, errs.String())
	}
	var j struct {
		RE string `json:"re"`
	}
	if err := json.Unmarshal(out.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	return j.RE
}

// ingWalls9 is walls9 with Black's wall made pass-alive (two eyes in the upper left) and a
// white stone inside Black's area at C2 that the suggestion therefore knows is dead; White
// plays its extra moves in its own area.
func ingWalls9() [][2]int {
	moves := walls9()
	black := [][2]int{{3, 0}, {3, 1}, {3, 2}, {0, 2}, {1, 2}, {2, 2}, {1, 0}, {1, 1}}
	white := [][2]int{{7, 1}, {7, 3}, {7, 5}, {7, 7}, {6, 0}, {8, 0}, {6, 8}, {2, 7}}
	for i := range black {
		moves = append(moves, black[i], white[i])
	}
	return moves
}

// bothAccept is the referee confirming the marks where the estimator was unsure (amber
// rings), then each player's Accept, the second one answered.
func bothAccept(u *UI) {
	if len(u.Session().Table().Uncertain()) > 0 {
		u.ref.KeepMarks()
	}
	test := u.ref.w
	test.accept[board.Black].OnTapped()
	test.accept[board.White].OnTapped()
	if u.asking != nil {
		u.answer(u.asking.choices[0].label)
	}
}

// fillAfterAgreement ends a halted Ing game (both accept, two passes, both accept) and opens
// the fill count stepped by hand up to phase.
func fillAfterAgreement(t *testing.T, u *UI, phase count.FillPhase) *fillCount {
	t.Helper()
	bothAccept(u)
	playAll(t, u, pass, pass)
	bothAccept(u)
	u.ref.ShowFillCount()
	fc := u.fill
	fc.halt()
	for fc.current().Phase < phase && fc.step() {
	}
	return fc
}

func TestPanelOpensAtHaltWithSuggestionAndCountsLikeGorefScore(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "chinese", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, [2]int{1, 1}, [2]int{2, 7}, pass, pass)
	if !u.ref.open || u.ref.w == nil {
		t.Fatal("the panel did not open at the halt")
	}
	dead := board.Vertex{X: 2, Y: 7}
	if !isDead(u, dead) {
		tapAt(u, 2, 7) // the suggestion may leave it; the referee marks it
	}
	if got := u.Session().Table().Dead(); !isDead(u, dead) || len(got) != 1 {
		t.Fatalf("dead marks %v", got)
	}
	if got := u.ref.w.count.Text; !strings.Contains(got, "B+") {
		t.Fatalf("provisional count shows no result:\n%s", got)
	}
	bothAccept(u)
	re := u.Session().Result()
	// 45 points against 40.5 + 2.75 子: Black wins by 1.75 子.
	if re != "B+1.75" {
		t.Fatalf("RE %q, status %q", re, u.Status.Text)
	}
	if got := goScore(t, u); got != re {
		t.Fatalf("goref score says %s, the panel %s", got, re)
	}
}

func TestRelatedGroupTakesChainsLinkedThroughEmpties(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "chinese", 9)
	playAll(t, u, walls9()...)
	// two separate white stones inside Black's area, one black stone between them
	playAll(t, u, [2]int{0, 0}, [2]int{2, 2}, [2]int{1, 0}, [2]int{2, 6}, pass, pass)
	setDead(t, u)
	u.ref.markGroup(board.Vertex{X: 2, Y: 2})
	tb := u.Session().Table()
	if !isDead(u, board.Vertex{X: 2, Y: 6}) || !isDead(u, board.Vertex{X: 2, Y: 2}) || len(tb.Dead()) != 2 {
		t.Fatalf("one click marked %v", tb.Dead())
	}
	u.ref.markSeki = true
	u.ref.markGroup(board.Vertex{X: 2, Y: 2})
	if seki, set := tb.Seki(); len(tb.Dead()) != 0 || len(seki) != 2 || !set {
		t.Fatalf("seki click: dead %v seki %v", tb.Dead(), seki)
	}
}

func TestChineseDisputeResumesPlay(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "chinese", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, [2]int{1, 1}, [2]int{2, 7}, pass, pass)
	u.ref.w.dispute[board.White].OnTapped()
	g := u.Session().Game()
	if dead := u.Session().Table().Dead(); g.Phase() != rules.PhasePlaying || len(dead) != 0 {
		t.Fatalf("after the dispute: phase %v, marks %v", g.Phase(), dead)
	}
	// 以实战解决: Black captures the stone, White answers in its own area.
	playAll(t, u, [2]int{2, 6}, [2]int{7, 7}, [2]int{1, 7}, [2]int{7, 1}, [2]int{3, 7}, [2]int{7, 4}, [2]int{2, 8}, pass, pass)
	if g := u.Session().Game(); g.Phase() != rules.PhaseHalted {
		t.Fatalf("phase %v after the second halt", g.Phase())
	}
	bothAccept(u)
	re := u.Session().Result()
	if re != "B+1.75" {
		t.Fatalf("RE %q", re)
	}
	if got := goScore(t, u); got != re {
		t.Fatalf("goref score %s, panel %s", got, re)
	}
}

// koInBlackArea is a white invasion of Black's area that Black captures through a ko.
func koInBlackArea() [][2]int {
	return [][2]int{{1, 6}, {2, 6}, {0, 7}, {1, 7}, {1, 8}, {3, 7}, {8, 8}, {2, 8}}
}

func TestJapaneseConfirmationWithKoThenBoardReverts(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, koInBlackArea()...)
	playAll(t, u, pass, pass)
	before := u.Session().Board().String()
	// Black's j1 (played while the ko waited) stands alone in White's area: dead, not seki
	// with White's wall. The referee keeps that mark and disputes the white group.
	j1 := board.Vertex{X: 8, Y: 8}
	if !isDead(u, j1) {
		t.Fatalf("the suggestion leaves j1 alive: dead %v", u.Session().Table().Dead())
	}
	setDead(t, u, j1)
	u.ref.markGroup(board.Vertex{X: 2, Y: 6}) // the disputed group: all four white stones
	u.ref.w.dispute[board.White].OnTapped()
	if !u.ref.w.choice.Visible() {
		t.Fatal("J89 dispute offers no choice of path")
	}
	u.ref.ConfirmByPlay()
	conf := u.Session().Table().Confirming()
	if conf == nil || conf.ToMove() != board.Black {
		t.Fatalf("no confirmation with Black (the attacker) to move: %s", u.Status.Text)
	}
	tapAt(u, 2, 7) // Black takes the ko
	hole := board.Vertex{X: 1, Y: 7}
	if !contains(conf.KoBans(board.White), hole) || !contains(u.Board.View().Illegal, hole) {
		t.Fatalf("the ko ban at B2 is not shown: bans %v, view %v", conf.KoBans(board.White), u.Board.View().Illegal)
	}
	tapAt(u, 1, 7) // White may not retake before passing
	if conf.Board().At(hole) != board.Empty {
		t.Fatal("the retake was played")
	}
	playConf := func(p [2]int) {
		v := board.Vertex{X: p[0], Y: p[1]}
		if p[0] < 0 {
			u.Pass()
		} else {
			tapAt(u, v.X, v.Y)
		}
	}
	for _, p := range [][2]int{pass, {3, 8}, pass, {3, 6}, pass, {2, 5}} {
		playConf(p)
	}
	if u.Session().Board().String() != before {
		t.Fatal("the confirmation changed the game's board")
	}
	u.ref.EndConfirmation()
	if dead := u.Session().Table().Dead(); u.Session().Table().Confirming() != nil || len(dead) != 5 {
		t.Fatalf("after the confirmation: dead %v", dead)
	}
	// The status line says the table's verdict, naming the group, then that the board is back.
	if want := "Confirmation by play: the group at C3 is dead. The board is restored."; !strings.Contains(u.Status.Text, want) {
		t.Fatalf("status %q, want %q", u.Status.Text, want)
	}
	if u.Board.View().Stones[7*9+1] != board.White {
		t.Fatal("the board did not revert")
	}
	if bd, _ := u.ref.breakdown(); bd == nil || len(bd.SekiStones) != 0 {
		t.Fatalf("seki counted: %+v", bd)
	}
	bothAccept(u)
	// Black 33 territory + 4 dead, White 27 + j1, komi 6½.
	re := u.Session().Result()
	if re != "B+2.5" {
		t.Fatalf("RE %q\n%s", re, u.ref.w.count.Text)
	}
	if got := goScore(t, u); got != re {
		t.Fatalf("goref score %s, panel %s", got, re)
	}
}

func TestJapaneseResumeInsteadOpponentMovesFirst(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, [2]int{1, 1}, [2]int{2, 7}, pass, pass) // White passed last
	u.ref.Dispute(board.White)
	u.ref.ResumeInstead()
	if got := u.Session().ToMove(); got != board.Black {
		t.Fatalf("9-3: after White asks to resume, %v moves first", got)
	}
	u.ref.Dispute(board.Black)
	if u.Session().Game().Phase() == rules.PhaseHalted {
		u.ref.ResumeInstead()
	}
	// With no dispute waiting there is no path to take (the table offers none): nothing
	// moves, and the status line says why.
	n := len(u.Session().Game().Moves())
	u.ref.ResumeInstead()
	if len(u.Session().Game().Moves()) != n || u.Status.Text != "No dispute is waiting for its path." {
		t.Fatalf("resume with no dispute: status %q", u.Status.Text)
	}
}

func TestIngProofByCaptureAndTwoMorePasses(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "ing13", 9)
	playAll(t, u, ingWalls9()...)
	playAll(t, u, pass, pass)
	u.ref.Dispute(board.White) // 提取证明: only captured stones are dead
	if len(u.Session().Table().Dead()) != 0 {
		t.Fatal("marks kept after an Ing dispute")
	}
	playAll(t, u, [2]int{2, 6}, [2]int{6, 2}, [2]int{1, 7}, [2]int{6, 4}, [2]int{3, 7}, [2]int{6, 6}, [2]int{2, 8}, pass, pass)
	g := u.Session().Game()
	if e := g.Ended(); e == nil || g.Phase() != rules.PhaseEnded {
		t.Fatalf("two more passes did not end the game: phase %v", g.Phase())
	}
	bothAccept(u)
	// area: Black 45, White 36 (its own fills count); 45 − 36 − 8 = 1
	re := u.Session().Result()
	if re != "B+1" {
		t.Fatalf("RE %q, status %s", re, u.Status.Text)
	}
	if got := goScore(t, u); got != re {
		t.Fatalf("goref score %s, panel %s", got, re)
	}
	if bd, _ := u.ref.breakdown(); bd == nil || bd.Fill == nil || !bd.Fill.Proven() {
		t.Fatal("no proven fill count")
	}
}

func TestIngAgreementClearsThenPassesEnd(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "ing", 9)
	playAll(t, u, ingWalls9()...)
	playAll(t, u, pass, pass)
	setDead(t, u, board.Vertex{X: 2, Y: 7})
	bothAccept(u)
	if g := u.Session().Game(); g.Phase() != rules.PhaseCleared || u.Session().Result() != "" {
		t.Fatalf("Ing agreement: phase %v, RE %q", g.Phase(), u.Session().Result())
	}
	playAll(t, u, pass, pass)
	if !isDead(u, board.Vertex{X: 2, Y: 7}) {
		t.Fatal("the agreed dead stone lost its mark")
	}
	bothAccept(u)
	if re := u.Session().Result(); re != "B+1" {
		t.Fatalf("RE %q", re)
	}
}

func TestIngRefusesPassWhileDameOpen(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "ing13", 5)
	// Black on column B, White on column D: column C is dame.
	playAll(t, u, [2]int{1, 0}, [2]int{3, 0}, [2]int{1, 1}, [2]int{3, 1}, [2]int{1, 2}, [2]int{3, 2}, [2]int{1, 3}, [2]int{3, 3}, [2]int{1, 4}, [2]int{3, 4})
	n := len(u.Session().Game().Moves())
	u.Pass()
	if len(u.Session().Game().Moves()) != n {
		t.Fatal("a pass with five dame open was accepted")
	}
	if !strings.Contains(u.Status.Text, "C") {
		t.Logf("status: %s", u.Status.Text)
	}
}

func TestIkedaResumptionByOpponentOfLastPasser(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "ikeda2", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, [2]int{1, 1}, [2]int{2, 7}, pass, pass) // White passed last
	u.ref.Dispute(board.Black)
	if got := u.Session().ToMove(); got != board.Black {
		t.Fatalf("II′ Art. 9: the opponent of the last passer (Black) resumes, not %v", got)
	}
	if r := u.Session().Table().ResumedAt(); r != len(u.Session().Game().Moves()) {
		t.Fatalf("resumption ply %d", r)
	}
	playAll(t, u, [2]int{2, 6}, [2]int{7, 7}, [2]int{1, 7}, [2]int{7, 1}, [2]int{3, 7}, [2]int{7, 4}, [2]int{2, 8}, pass, pass)
	bothAccept(u)
	re := u.Session().Result()
	if re == "" {
		t.Fatalf("no result: %s", u.Status.Text)
	}
	var resumed []string
	for _, v := range u.Session().Table().CountInput().Resumed {
		resumed = append(resumed, v.GTP(9))
	}
	if got := goScore(t, u, "--resumed", strings.Join(resumed, ",")); got != re {
		t.Fatalf("goref score %s, panel %s", got, re)
	}
}

func TestNoDisputeRulesCountEveryStone(t *testing.T) {
	for _, name := range []string{"tromp-taylor", "roc"} {
		u, _ := newTestUI(t)
		startRules(t, u, name, 9)
		playAll(t, u, walls9()...)
		playAll(t, u, [2]int{1, 1}, [2]int{2, 7}, pass, pass)
		if !u.ref.open || u.ref.w.dispute[board.Black].Disabled() == false {
			t.Fatalf("%s: panel open %v, dispute enabled", name, u.ref.open)
		}
		bothAccept(u)
		re := u.Session().Result()
		if re == "" {
			t.Fatalf("%s: no result", name)
		}
		if got := goScore(t, u); got != re {
			t.Fatalf("%s: goref score %s, panel %s", name, got, re)
		}
	}
}

// An acceptance that does not complete the agreement is said in the table's words (the log's
// entry for it), as `goref table` says it.
func TestAcceptanceSaidInTheTablesWords(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "japanese", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, pass, pass)
	if len(u.Session().Table().Uncertain()) > 0 {
		u.ref.KeepMarks()
	}
	u.ref.w.accept[board.Black].OnTapped()
	if !u.Session().Table().Accepted(board.Black) || !strings.Contains(u.Status.Text, "Black accepts the dead stones and the count.") {
		t.Fatalf("status %q", u.Status.Text)
	}
}
