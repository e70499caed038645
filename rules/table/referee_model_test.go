package table

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"goref/board"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/deadstones"
)

// twoInvaders is a 9×9 table under preset: Black's wall on the sixth line, two white stones
// C8 and E8 above it, joined only through the empty D8; White's area below. Both pass.
func twoInvaders(t *testing.T, preset string, cfg func(*Config)) *Table {
	t.Helper()
	rs, err := rules.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	c := Config{Rules: rs, Width: 9, Setup: setupRows([]string{
		".........",
		"..O.O....",
		".........",
		"XXXXXXXXX",
		"OOOOOOOOO",
		".........",
		".........",
		".........",
		".........",
	})}
	if cfg != nil {
		cfg(&c)
	}
	tb, err := New(c, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	play(t, tb, "B pass", "W pass")
	return tb
}

func names(tb *Table, vs []board.Vertex) string {
	var s []string
	for _, v := range vs {
		s = append(s, v.GTP(tb.Board().Height()))
	}
	return strings.Join(s, " ")
}

// One click marks the related group (the README's rule, Sabaki's): C8 and E8 are two chains
// joined through D8, so marking either marks both, and marking either again frees both.
func TestMarkTakesTheRelatedGroup(t *testing.T) {
	tb := twoInvaders(t, "chinese", nil)
	ok(t)(tb.MarkDead(vtx(t, tb, "C8")))
	if got := names(tb, tb.Dead()); got != "C8 E8" {
		t.Fatalf("dead %q, want C8 E8", got)
	}
	ok(t)(tb.MarkDead(vtx(t, tb, "E8")))
	if got := tb.Dead(); len(got) != 0 {
		t.Fatalf("dead %v after the second click, want none", got)
	}
	// A Black stone's related group is the whole wall (one chain here): a click marks it all.
	ok(t)(tb.MarkSeki(vtx(t, tb, "A6")))
	if s, _ := tb.Seki(); len(s) != 9 {
		t.Fatalf("seki %v, want the wall's 9 stones", names(tb, s))
	}
}

// fixedEstimator proposes the dead stones it was made with, counting its calls.
type fixedEstimator struct {
	dead  []board.Vertex
	calls int
	err   error
}

func (f *fixedEstimator) Name() string { return "fixed" }

func (f *fixedEstimator) Estimate(b *board.Board) (*deadstones.Estimate, error) {
	f.calls++
	return deadstones.FromLists(b, f.dead, nil), f.err
}

// At a halt the table marks what the estimator passed in proposes (Config.Suggest), and the
// journal keeps the proposal: a restored table has the same marks without asking any
// estimator (goref's own would propose both invaders dead; the one passed in proposed C8).
func TestHaltSuggestionIsTheTablesAndJournalled(t *testing.T) {
	est := &fixedEstimator{}
	tb := twoInvaders(t, "chinese", func(c *Config) {
		c.Suggest, c.Estimator = true, est
		est.dead = []board.Vertex{{X: 2, Y: 1}} // C8
	})
	if got := names(tb, tb.Dead()); got != "C8" || est.calls != 1 {
		t.Fatalf("dead %q after %d estimates, want C8 after 1", got, est.calls)
	}
	back := saveRestore(t, tb)
	if got := names(back, back.Dead()); got != "C8" || est.calls != 1 {
		t.Fatalf("restored: dead %q, estimator called %d times; want C8, once", got, est.calls)
	}
	// The referee asks again (Suggest): the estimator answers anew, journalled as well.
	est.dead = nil
	ok(t)(tb.Suggest())
	if got := tb.Dead(); len(got) != 0 || est.calls != 2 {
		t.Fatalf("after Suggest: dead %v, %d calls", got, est.calls)
	}
	if got := saveRestore(t, tb).Dead(); len(got) != 0 {
		t.Fatalf("restored after Suggest: dead %v", got)
	}
	// Without Config.Suggest (goref table) the marks start empty.
	if tb := twoInvaders(t, "chinese", nil); len(tb.Dead()) != 0 {
		t.Fatalf("a table without Suggest marked %v", tb.Dead())
	}
}

// A program that fails: goref's own estimate serves (both invaders dead) and the update says why.
func TestHaltSuggestionFallsBackToGorefsOwn(t *testing.T) {
	rs := rules.Chinese
	tb, err := New(Config{Rules: rs, Width: 9, Suggest: true, Estimator: &fixedEstimator{err: errors.New("gnugo: no such file")},
		Setup: twoInvadersSetup()}, &clock.FakeTime{})
	if err != nil {
		t.Fatal(err)
	}
	play(t, tb, "B pass")
	u, err := tb.Pass(board.White)
	if err != nil {
		t.Fatal(err)
	}
	if u.EstimatorErr == nil || !strings.Contains(u.EstimatorErr.Error(), "gnugo") {
		t.Fatalf("estimator error %v", u.EstimatorErr)
	}
	if got := names(tb, tb.Dead()); got != "C8 E8" {
		t.Fatalf("dead %q, want goref's own C8 E8", got)
	}
}

func twoInvadersSetup() *Setup {
	return setupRows([]string{".........", "..O.O....", ".........", "XXXXXXXXX", "OOOOOOOOO",
		".........", ".........", ".........", "........."})
}

// A dispute starts the rule set's procedure in the table: C88 plays on at once in turn,
// Ikeda II′ gives the move to the opponent of the last passer, J89 waits for the referee's
// choice. A script's "resume" after an automatic resumption is nothing more to do.
func TestDisputeResumesByTheRuleSet(t *testing.T) {
	tb := twoInvaders(t, "chinese", nil)
	ok(t)(tb.Dispute(board.White))
	if tb.Phase() != rules.PhasePlaying || tb.ToMove() != board.Black {
		t.Fatalf("C88 after the dispute: %v, %v to move; want play on, Black", tb.Phase(), tb.ToMove())
	}
	acts := tb.Log().Actions
	if len(acts) != 2 || acts[0].Kind != rules.ActDispute || acts[1].Kind != rules.ActResume || acts[1].Player != board.Black {
		t.Fatalf("log %+v", acts)
	}
	_, err := tb.Resume(board.White)
	refused(t, err, RefusedResumeOrder+" B")
	ok(t)(tb.Resume(board.Black)) // nothing left to do
	if len(tb.Log().Actions) != 2 {
		t.Fatalf("the script's resume logged again: %+v", tb.Log().Actions)
	}
	_, err = tb.Resume(board.Black) // play is on: a resume is no longer due
	refused(t, err, RefusedNotHalted)

	tb = twoInvaders(t, "japanese", nil)
	ok(t)(tb.Dispute(board.White))
	if tb.Phase() != rules.PhaseHalted || tb.Disputer() != board.White || !tb.DisputeWaits() {
		t.Fatalf("J89 after the dispute: %v, disputer %v", tb.Phase(), tb.Disputer())
	}

	tb = twoInvaders(t, "ikeda2", nil) // White passed last: Black resumes
	ok(t)(tb.Dispute(board.Black))
	if tb.Phase() != rules.PhasePlaying || tb.ToMove() != board.Black {
		t.Fatalf("Ikeda after the dispute: %v, %v to move", tb.Phase(), tb.ToMove())
	}
}

// openCycle opens casebook case 39 (four kos in one cycle) under preset and plays the lap;
// the eighth move closes it.
func openCycle(t *testing.T, preset string) *Table {
	t.Helper()
	tb := openRecord(t, "(;FF[4]GM[1]SZ[10:9]RU["+preset+"]PL[B]"+
		"AB[ba][ca][fa][ga][ab][bb][cb][fb][ac][bc][dc][fc][gc][ad][bd][cd][fd][gd][ae][be][fe][ge][af][bf][cf][ff][hf][ag][bg][cg][dg][eg][fg][gg][ah][ch][dh][eh][fh][gh][ai][bi][ci][di][ei][fi][gi]"+
		"AW[da][ha][ia][db][eb][gb][ib][jb][ec][hc][ic][jc][dd][ed][hd][jd][ce][ee][he][ie][je][df][ef][if][jf][hg][ig][jg][hh][jh][hi][ii][ji])")
	ok(t)(tb.Start())
	for i, m := range []string{"hb", "gf", "de", "cc", "hf", "gb", "dc", "ce"} {
		c := board.Black
		if i%2 == 1 {
			c = board.White
		}
		ok(t)(tb.Play(c, board.Vertex{X: int(m[0] - 'a'), Y: int(m[1] - 'a')}))
	}
	return tb
}

// A repetition waits for the referee in the table, with the rulings the rule set allows
// (C88 Art. 20.3: draw, replay or play on; J89 Art. 12: no result or play on), and a save
// keeps it: a crash does not forget a ruling still owed. A ruling closes it, a move too.
func TestPendingCycleIsSavedState(t *testing.T) {
	tb := openCycle(t, "chinese")
	pc := tb.PendingCycle()
	if pc == nil || pc.Ply != 8 || pc.Cycle == nil || pc.Cycle.Length != 8 {
		t.Fatalf("pending %+v", pc)
	}
	want := []CycleChoice{{Ruling: rules.RulingDraw}, {Ruling: rules.RulingReplay}, {Ruling: rules.RulingContinue}}
	if !slices.Equal(pc.Choices, want) {
		t.Fatalf("choices %+v", pc.Choices)
	}
	back := saveRestore(t, tb)
	if bp := back.PendingCycle(); bp == nil || bp.Ply != 8 || !slices.Equal(bp.Choices, want) {
		t.Fatalf("restored: pending %+v", bp)
	}
	ok(t)(back.Referee(rules.Action{Kind: rules.ActCycleRuling, Ruling: rules.RulingContinue}))
	if back.PendingCycle() != nil {
		t.Fatal("a ruling left the cycle pending")
	}
	_, err := back.KeepVerdict()
	refused(t, err, RefusedNothingPending)
	if j := openCycle(t, "japanese").PendingCycle(); j == nil ||
		!slices.Equal(j.Choices, []CycleChoice{{Ruling: rules.RulingNoResult}, {Ruling: rules.RulingContinue}}) {
		t.Fatalf("J89 pending %+v", j)
	}
	ing := openCycle(t, "ing").PendingCycle()
	if ing == nil || len(ing.Choices) != 3 || ing.Shape == nil || ing.Shape.Ruling != rules.RulingDisturb || ing.Shape.Player != board.Black {
		t.Fatalf("Ing pending %+v (Chen's shape count names Black: the app's cycle box test)", ing)
	}
	ok(t)(tb.KeepVerdict())
	if tb.PendingCycle() != nil {
		t.Fatal("KeepVerdict left it pending")
	}
}

// Ing 13th edition: Black's pass with the dame E5 open is refused and waits for the referee,
// saved with the table; the 漏着 is one event: logged, then the pass played, White to move.
// (examples/table/ing-oversight.tbl runs the same game.)
func TestRefusedPassAndOversightInOneEvent(t *testing.T) {
	tb := openRecord(t, "(;GM[1]FF[4]SZ[9]RU[ing13]PL[B]AB[da][ea][db][eb][dc][ec][dd][ed][de][df][dg][dh][di]"+
		"AW[fa][fb][fc][fd][fe][ef][ff][eg][fg][eh][fh][ei][fi])")
	ok(t)(tb.Start())
	_, err := tb.Pass(board.Black)
	refused(t, err, RefusedPassDame)
	rp := tb.RefusedPass()
	if rp == nil || rp.Player != board.Black || rp.Point == nil || rp.Point.GTP(9) != "E5" {
		t.Fatalf("refused pass %+v", rp)
	}
	back := saveRestore(t, tb)
	if bp := back.RefusedPass(); bp == nil || bp.Player != board.Black {
		t.Fatalf("restored: refused pass %+v", bp)
	}
	u := ok(t)(back.LetPassThrough())
	acts := back.Log().Actions
	if len(acts) != 1 || acts[0].Kind != rules.ActOversight || acts[0].Player != board.Black ||
		u.Move == nil || !u.Move.Vertex.IsPass() || back.ToMove() != board.White || back.RefusedPass() != nil {
		t.Fatalf("after the 漏着: log %+v, move %+v, %v to move", acts, u.Move, back.ToMove())
	}
	_, err = back.LetPassThrough()
	refused(t, err, RefusedNothingPending)
	// The refusal may stand instead.
	ok(t)(tb.KeepRefusal())
	if tb.RefusedPass() != nil || len(tb.Game().Moves()) != 0 {
		t.Fatal("KeepRefusal changed the game or left the box")
	}
}

// In a tournament game every take-back is the referee's, logged with its reason, whatever the
// caller asked; a casual game's leaves no trace.
func TestTournamentTakeBackIsLogged(t *testing.T) {
	for _, tournament := range []bool{false, true} {
		tb, err := New(Config{Rules: rules.Chinese, Width: 9, Tournament: tournament}, nil)
		if err != nil {
			t.Fatal(err)
		}
		ok(t)(tb.Start())
		play(t, tb, "B E5")
		if tb.TakeBackAsks() != tournament {
			t.Fatalf("tournament %v: TakeBackAsks %v", tournament, tb.TakeBackAsks())
		}
		ok(t)(tb.Undo(false, "misclick"))
		if n := len(tb.Log().Actions); (n == 1) != tournament {
			t.Fatalf("tournament %v: %d log entries", tournament, n)
		}
		if back := saveRestore(t, tb); back.Config().Tournament != tournament {
			t.Fatal("the tournament mode was not saved")
		}
	}
}

// A state saved before the referee model (version 1) still restores, by its own rules: a mark
// was a chain, so C8 alone stays dead; the table goes on as version 1 and saves so.
func TestVersion1StateRestores(t *testing.T) {
	tb := twoInvaders(t, "chinese", nil)
	ok(t)(tb.MarkDead(vtx(t, tb, "C8")))
	data, err := tb.Save()
	if err != nil {
		t.Fatal(err)
	}
	var st map[string]any
	if err := json.Unmarshal(data, &st); err != nil {
		t.Fatal(err)
	}
	st["version"] = 1
	snap := st["snapshot"].(map[string]any)
	snap["dead"] = []any{map[string]any{"X": 2, "Y": 1}}
	v1, _ := json.Marshal(st)
	back, err := Restore(v1, &clock.FakeTime{})
	if err != nil {
		t.Fatalf("version 1: %v", err)
	}
	if got := names(back, back.Dead()); got != "C8" {
		t.Fatalf("version 1 marks %q, want the chain C8", got)
	}
	again, _ := back.Save()
	if !strings.Contains(string(again), `"version":1`) {
		t.Fatal("a version 1 game is saved as version 2")
	}
	if _, err := Restore(again, &clock.FakeTime{}); err != nil {
		t.Fatal(err)
	}
}
