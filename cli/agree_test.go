package cli

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"goref/board"
	"goref/board/sgf"
	"goref/internal/corpus"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/table"
)

// replayOutcome is what a path made of a record's main line: the moves it played, the plies it
// refused (where it says), the final position and the game's own end (check's "result").
type replayOutcome struct {
	moves    string // the legal plies in order: "B D4 W pass B virtual …"
	refused  []int  // the ply numbers refused; nil where the path does not list them
	board    string // the final position and the stones each side took
	result   string // the game-end event, "" when none
	hasPlies bool   // moves and result are known (`goref table`'s load gives the position only)
}

func outcomeOf(g *rules.Game, refused []int) replayOutcome {
	b := g.Board()
	var mv []string
	for _, m := range g.Moves() {
		s := m.Color.String() + " " + m.Vertex.GTP(b.Height())
		if m.Virtual {
			s = m.Color.String() + " virtual"
		}
		mv = append(mv, s)
	}
	o := replayOutcome{moves: strings.Join(mv, " "), refused: refused, hasPlies: true}
	o.board = positionOf(b, b.Captures(board.Black), b.Captures(board.White))
	if e := g.Ended(); e != nil {
		o.result = fmt.Sprintf("%s/%s/%s", e.Kind, e.Reason, e.Winner)
	}
	return o
}

func positionOf(b *board.Board, byBlack, byWhite int) string {
	return fmt.Sprintf("%scaptures B %d W %d", b, byBlack, byWhite)
}

// readGame reads a file's first game.
func readGame(t *testing.T, path string) *sgf.Node {
	t.Helper()
	col, err := readRecordFile(path)
	if err != nil || len(col.Games) == 0 {
		t.Fatalf("%s: %v", path, err)
	}
	return col.Games[0]
}

// cloneTree copies a game's nodes (their properties shared): check and score let the tree go
// while they replay (record.ReadReleased cuts every node's links), so each path gets its own.
func cloneTree(n *sgf.Node) *sgf.Node {
	c := *n
	c.Children = make([]*sgf.Node, len(n.Children))
	for i, ch := range n.Children {
		c.Children[i] = cloneTree(ch)
		c.Children[i].Parent = &c
	}
	return &c
}

var skippedNote = regexp.MustCompile(`^move (\d+) \(.*\) skipped: `)

// pathsAgree replays game root of a file read into col under preset through check, score,
// gtp's loadsgf, the table's Open and `goref table`'s load, each from its own copy of the tree
// (the file's reading is the same for all), and reports every difference.
func pathsAgree(t *testing.T, path string, col *sgf.Collection, root *sgf.Node, preset string) {
	t.Helper()
	rs, err := rules.Preset(preset)
	if err != nil {
		t.Fatal(err)
	}
	rf := ruleFlags{rules: preset}
	paths := map[string]replayOutcome{}

	cg, err := checkGame(path, 0, col, cloneTree(root), &rf)
	if err != nil {
		t.Errorf("%s [%s] check: %v", path, preset, err)
		return
	}
	var refused []int
	for _, n := range cg.notes.list {
		if !n.isSetup() {
			refused = append(refused, int(n.ply))
		}
	}
	paths["check"] = outcomeOf(cg.g, refused)
	cg.release()

	// score's replay (its count may refuse a record: an Ing komi of 6.5 points is unusable input)
	rec, err := loadRecord(cloneTree(root))
	if err != nil {
		t.Fatal(err)
	}
	if fin, err := replayRecord(rec, rs); err != nil {
		t.Errorf("%s [%s] score: %v", path, preset, err)
	} else {
		refused = nil
		for i := range fin.refused.list {
			r := &fin.refused.list[i]
			if m := skippedNote.FindStringSubmatch(fin.refused.skipped(r, rec.Height)); m != nil {
				p, _ := strconv.Atoi(m[1])
				refused = append(refused, p)
			}
		}
		paths["score"] = outcomeOf(fin.g, refused)
	}

	e := newGTPEngine(rs)
	if _, err := e.loadGame(cloneTree(root), -1); err != nil {
		t.Errorf("%s [%s] gtp loadsgf: %v", path, preset, err)
	} else {
		paths["gtp"] = outcomeOf(e.game, nil)
	}

	opened := cloneTree(root)
	opened.Props = slices.Clone(opened.Props)
	opened.Delete("RU") // the preset in its place, as --rules overrides RU on the command line
	opened.Delete("RE") // the replay is compared, not the recorded result (whose count is slow)
	tb, err := table.Open(opened, rs, nil)
	if err != nil && (opened.Has("TM") || opened.Has("OT")) { // as the app: the clock goes, not the game
		opened.Delete("TM")
		opened.Delete("OT")
		tb, err = table.Open(opened, rs, nil)
	}
	if err != nil {
		t.Errorf("%s [%s] table Open: %v", path, preset, err)
	} else if tb.Placing() == 0 {
		refused = []int{}
		for _, p := range tb.Skipped() {
			refused = append(refused, p.N)
		}
		paths["table Open"] = outcomeOf(tb.Game(), refused)
	}

	sc := &script{name: "agree.tbl", cfg: table.Config{Rules: rs}}
	var komi *float64
	if err := sc.loadGame(cloneTree(root), &komi); err != nil {
		t.Errorf("%s [%s] table load: %v", path, preset, err)
	} else if loaded, err := table.New(sc.cfg, &clock.FakeTime{}); err != nil {
		t.Errorf("%s [%s] table load: %v", path, preset, err)
	} else {
		s := sc.cfg.Setup
		paths["table load"] = replayOutcome{board: positionOf(loaded.Board(), s.Prisoners.Black, s.Prisoners.White)}
	}

	want := paths["check"]
	for _, name := range slices.Sorted(maps.Keys(paths)) {
		got := paths[name]
		switch {
		case got.board != want.board:
			t.Errorf("%s [%s]: %s's final position\n%s\ncheck's\n%s", path, preset, name, got.board, want.board)
		case got.hasPlies && got.moves != want.moves:
			t.Errorf("%s [%s]: %s played\n%s\ncheck\n%s", path, preset, name, got.moves, want.moves)
		case got.hasPlies && got.result != want.result:
			t.Errorf("%s [%s]: %s's result %q, check's %q", path, preset, name, got.result, want.result)
		case got.refused != nil && !slices.Equal(got.refused, want.refused):
			t.Errorf("%s [%s]: %s refused plies %v, check %v", path, preset, name, got.refused, want.refused)
		}
	}
}

// agreeOnFile reads a file once and compares the paths on its first game under every preset;
// a game the command line refuses (exit 2) has nothing to compare.
func agreeOnFile(t *testing.T, path string) {
	t.Helper()
	col, err := readRecordFile(path)
	if err != nil || len(col.Games) == 0 {
		return
	}
	root := col.Games[0]
	if _, err := loadRecord(cloneTree(root)); err != nil {
		return
	}
	for _, p := range rules.PresetNames() {
		pathsAgree(t, path, col, root, p)
	}
}

// agreeFiles are the records the paths must agree on: the shared corpus, the casebook and the
// repro folder.
func agreeFiles(t *testing.T) []string {
	files := corpus.Files(corpus.Root(), ".sgf")
	if len(files) == 0 {
		corpus.Missing(t, corpus.Root())
	}
	files = append(files, corpus.Files("../assets/casebook", ".sgf")...)
	repro := filepath.Join(filepath.Dir(corpus.Root()), "repro")
	return append(files, corpus.Files(repro, ".sgf")...)
}

// TestEveryPathReplaysTheSame: check, score, gtp's loadsgf, the table's Open and `goref table`'s
// load replay every record of the corpus, the casebook and the repro folder the same way under
// every preset — the same legal plies, the same refused ones, the same final position and the
// same end — since they all replay through rules/record. -short takes one file in 25.
func TestEveryPathReplaysTheSame(t *testing.T) {
	files := agreeFiles(t)
	step := 1
	if testing.Short() || raceEnabled {
		step = 25
	}
	n := 0
	for i, f := range files {
		if i%step != 0 && !strings.Contains(f, "casebook") {
			continue
		}
		n++
		agreeOnFile(t, f)
	}
	t.Logf("%d records under %d presets", n, len(rules.PresetNames()))
}

// TestThePathsAgreeOnTheVirtualKo: the 计活子 record of the one-record-path issue, on which check
// and score once disagreed. All four moves are legal (rules/record's TestVirtualKoIsLegal derives
// it from Art. 12 and 13): every path plays them and ends on the setup's position.
func TestThePathsAgreeOnTheVirtualKo(t *testing.T) {
	path := filepath.Join(t.TempDir(), "virtual-ko.sgf")
	const virtualKo = "(;GM[1]FF[4]SZ[5]RU[jihuozi]AB[ba][ab][bc]AW[bb][ca][db][cc]PL[B];B[cb];W[]VM[];B[]VM[];W[bb])"
	if err := os.WriteFile(path, []byte(virtualKo), 0o644); err != nil {
		t.Fatal(err)
	}
	agreeOnFile(t, path)
	sc, err := scoreGame(readGame(t, path), &ruleFlags{}, &scoreFlags{})
	if err != nil {
		t.Fatal(err)
	}
	if len(sc.notes) != 0 || len(sc.g.Moves()) != 4 {
		t.Errorf("score: %d plies played, notes %q; want all four, none skipped", len(sc.g.Moves()), sc.notes)
	}
	if got, want := sc.g.Board().String(), ".XO..\nXO.O.\n.XO..\n.....\n.....\n"; got != want {
		t.Errorf("score's final position\n%swant the setup's\n%s", got, want)
	}
}
