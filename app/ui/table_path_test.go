package ui

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
)

// startIng starts a 9×9 Ing game on a fake clock: main seconds of basic time, three
// penalty blocks of main/6.
func startIng(t *testing.T, u *UI, main int) *clock.FakeTime {
	t.Helper()
	ft := &clock.FakeTime{}
	u.clockTime = ft
	startRules(t, u, "ing", 9)
	info := u.Session().Info
	info.MainTime = time.Duration(main) * time.Second
	info.TimeSystem = "3x" + strconv.Itoa(main/6) + " penalty (Ing)"
	u.StartGame(info)
	if u.clocks == nil {
		t.Fatal("no clock")
	}
	if err := u.clocks.pressFace(clock.White); err != nil { // the clock is ready: a tap starts it
		t.Fatal(err)
	}
	return ft
}

// TestFlagFallEndsTheGameAndIsShown: Ing penalty overtime to 逾时败 on the app's tick — the
// penalty and the loss in the status line, RE W+T in the autosaved record, Black's face red,
// and a click on the board refused with the result (issue 14 item 1).
func TestFlagFallEndsTheGameAndIsShown(t *testing.T) {
	u, st := newTestUI(t)
	ft := startIng(t, u, 60) // blocks of 10 s
	ft.Advance(61 * time.Second)
	u.clocks.tick()
	if !strings.Contains(u.Status.Text, "2") || u.Session().Result() != "" {
		t.Fatalf("in the first block: status %q, RE %q", u.Status.Text, u.Session().Result())
	}
	ft.Advance(30 * time.Second)
	u.clocks.tick()
	if re := u.Session().Result(); re != "W+T" {
		t.Fatalf("after the third block: RE %q, status %q", re, u.Status.Text)
	}
	if !strings.Contains(u.Status.Text, "Black loses on time") {
		t.Fatalf("the loss is not announced: %q", u.Status.Text)
	}
	c, err := sgf.ReadFile(st.AutosaveSGF())
	if err != nil {
		t.Fatal(err)
	}
	if re, _ := c.Games[0].Get("RE"); re != "W+T" {
		t.Fatalf("autosaved RE %q", re)
	}
	if r := u.clocks.clk.Reading(clock.Black); r.Phase != clock.Lost || r.Loss != clock.IngOvertime {
		t.Fatalf("Black's clock: %+v", r)
	}
	tapAt(u, 4, 4)
	if u.Session().Board().At(board.Vertex{X: 4, Y: 4}) != board.Empty {
		t.Fatal("a stone was placed after the flag fell")
	}
	if !strings.HasPrefix(u.Status.Text, L("The game is over:")) {
		t.Fatalf("the refused click says %q", u.Status.Text)
	}
}

// ingFlagFalls starts a 9×9 Ing game of 60 s and lets Black's clock run 95 s, past the main
// time and the three 10 s blocks: the flag falls and White wins on time.
func ingFlagFalls(t *testing.T, u *UI) *clock.FakeTime {
	t.Helper()
	ft := startIng(t, u, 60)
	ft.Advance(95 * time.Second)
	u.clocks.tick()
	if u.Session().Result() != "W+T" {
		t.Fatalf("no flag: %q", u.Session().Result())
	}
	return ft
}

// TestTicksAfterTheEndDoNotAutosave: the flag's tick saves the ended game once; the ticks
// after it bring nothing and write nothing (every tick of a finished game rewrote the autosave
// and pushed the previous generations out, five times a second).
func TestTicksAfterTheEndDoNotAutosave(t *testing.T) {
	u, st := newTestUI(t)
	ft := ingFlagFalls(t, u)
	if _, err := os.Stat(st.AutosaveSGF()); err != nil {
		t.Fatalf("the flag's tick did not autosave: %v", err)
	}
	if err := os.Remove(st.AutosaveSGF()); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		ft.Advance(time.Second)
		u.clocks.tick()
	}
	if _, err := os.Stat(st.AutosaveSGF()); !os.IsNotExist(err) {
		t.Fatalf("ticks after the end autosaved again (stat: %v)", err)
	}
}

// TestTimeAdjustmentRevivesAWrongFlag: the referee gives the fallen side time back (the clock
// was set wrong): the game reopens with no result, Black's clock runs again with that time,
// the adjustment is logged, and Black can move (issue 14 item 1).
func TestTimeAdjustmentRevivesAWrongFlag(t *testing.T) {
	u, _ := newTestUI(t)
	ingFlagFalls(t, u)
	u.ref.RefereeAction(rules.Action{Kind: rules.ActTimeAdjust, Player: board.Black, Points: 120, Note: "clock set wrong"})
	if re := u.Session().Result(); re != "" {
		t.Fatalf("after the adjustment: RE %q (%s)", re, u.Status.Text)
	}
	r := u.clocks.clk.Reading(clock.Black)
	if r.Phase == clock.Lost || !r.Running {
		t.Fatalf("Black's clock is not running again: %+v", r)
	}
	acts := u.Session().Table().Log().Actions
	if a := acts[len(acts)-1]; a.Kind != rules.ActTimeAdjust || a.Note != "clock set wrong" {
		t.Fatalf("log %+v", acts)
	}
	playAll(t, u, [2]int{4, 4})
}

// TestIngClockPenaltiesReachTheCountAndTheSlip: Black plays once in the first penalty block
// (2 points); the count and the slip carry them (issue 14 item 2). Same board as
// TestPenaltyPointsEnterTheCount, where a referee's 2 points turn B+1 into W+1.
func TestIngClockPenaltiesReachTheCountAndTheSlip(t *testing.T) {
	u, _ := newTestUI(t)
	ft := startIng(t, u, 600)
	ft.Advance(601 * time.Second)
	moves := ingWalls9()
	playAll(t, u, moves...)
	playAll(t, u, pass, pass)
	setDead(t, u, board.Vertex{X: 2, Y: 7})
	u.ref.Count()
	if re := u.Session().Result(); re != "W+1" {
		t.Fatalf("RE %q\n%s", re, u.ref.countSummary())
	}
	text := ""
	for _, r := range u.slip.slipRows() {
		text += r.Label + ": " + r.Value + "\n"
	}
	if !strings.Contains(text, "Penalty points: Black 2, White 0") {
		t.Fatalf("the slip lacks Black's 2 points:\n%s", text)
	}
}

// TestAfterTheCountTheBoardKeepsItsMarksAndCountShowsIt: once both accepted, the board still
// shows the dead stone and the territory, and Count shows the result instead of "Counting
// comes after both players have passed" (issue 14 item 9).
func TestAfterTheCountTheBoardKeepsItsMarksAndCountShowsIt(t *testing.T) {
	u, _ := newTestUI(t)
	startRules(t, u, "chinese", 9)
	playAll(t, u, walls9()...)
	playAll(t, u, [2]int{1, 1}, [2]int{2, 7}, pass, pass)
	setDead(t, u, board.Vertex{X: 2, Y: 7})
	bothAccept(u)
	if u.Session().Result() == "" {
		t.Fatalf("not counted: %s", u.Status.Text)
	}
	v := u.Board.View()
	if len(v.Dead) != 1 || v.Territory == nil || v.Territory[7*9+2] != board.Black || v.Territory[0] != board.Black || v.Territory[8] != board.White {
		t.Fatalf("after the count the board shows dead %v, territory %v", v.Dead, v.Territory != nil)
	}
	u.ref.Count()
	if strings.Contains(u.Status.Text, "Counting comes after") || !strings.Contains(u.Status.Text, "RE B+") {
		t.Fatalf("Count after the end: %q", u.Status.Text)
	}
}

// TestOpenedFinishedRecordIsOver: a record with a result opens as a finished game: the panel
// says the game is over and shows no "Play on" step (issue 14 item 9); a click on the board
// makes a review variation and leaves the game as it ended.
func TestOpenedFinishedRecordIsOver(t *testing.T) {
	u, _ := newTestUI(t)
	path := filepath.Join(t.TempDir(), "done.sgf")
	if err := os.WriteFile(path, []byte("(;GM[1]FF[4]SZ[9]RU[Chinese]KM[7.5]RE[W+R];B[ee];W[cc])"), 0o644); err != nil {
		t.Fatal(err)
	}
	u.doc.OpenPath(path)
	u.ref.OpenReferee()
	if !u.Session().Ended() || !strings.HasPrefix(u.ref.w.phase.Text, L("The game is over:")) {
		t.Fatalf("phase %q", u.ref.w.phase.Text)
	}
	if strings.Contains(u.ref.w.next.Text, "Play on") {
		t.Fatalf("next step %q beside a finished game", u.ref.w.next.Text)
	}
	// A click reviews: a variation, not a move of the finished game.
	tapAt(u, 4, 2)
	s := u.Session()
	if len(s.Table().Game().Moves()) != 2 || s.Result() != "W+R" {
		t.Fatal("a click changed the finished game")
	}
	if s.AtTable() || s.Board().At(board.Vertex{X: 4, Y: 2}) != board.Black {
		t.Fatalf("the click made no variation:\n%s", s.Board())
	}
}

// TestResignGoesThroughTheTable: the confirmed resignation ends the game in the table: RE,
// the one log, and the clock stops (issue 14 item 5).
func TestResignGoesThroughTheTable(t *testing.T) {
	u, _ := newTestUI(t)
	ft := startIng(t, u, 60)
	playAll(t, u, [2]int{4, 4})
	u.Resign()
	u.answer(LD("{{.Player}} resigns", map[string]any{"Player": L("White")}))
	if re := u.Session().Result(); re != "B+R" {
		t.Fatalf("RE %q", re)
	}
	acts := u.Session().Table().Log().Actions
	if len(acts) != 1 || acts[0].Kind != rules.ActResign || acts[0].Player != board.White {
		t.Fatalf("log %+v", acts)
	}
	used := u.clocks.clk.Reading(clock.White).Used
	ft.Advance(time.Minute)
	if u.clocks.clk.Reading(clock.White).Used != used {
		t.Fatal("White's clock runs after the resignation")
	}
}
