package record

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"goref/board"
	"goref/internal/corpus"
	"goref/rules"
)

// VirtualKoRecord is the 计活子 record of the one-record-path issue: check called all four moves
// legal while score skipped the fourth as superko (it played the virtual moves as passes).
const VirtualKoRecord = "(;GM[1]FF[4]SZ[5]RU[jihuozi]AB[ba][ab][bc]AW[bb][ca][db][cc]PL[B];B[cb];W[]VM[];B[]VM[];W[bb])"

// jihuoziArt13 are the words of 计活子 Art. 13 the verdict rests on, as seed 003 has them.
var jihuoziArt13 = []string{
	// (1) no move may show a whole-game configuration (board + virtual stones) a second time;
	// a virtual move always changes it, so the clause binds real moves only.
	"任何一方着子后,都不得致使某个全局棋形第二次呈现",
	"因虚着改变全局棋形,故本条款只禁实着",
	// (2) no move, real or virtual, may show a board configuration a fourth time.
	"任何一方着子后(包括实着着子于盘内与虚着着子于盘外),都不得致使某个盘内棋形第四次呈现",
	// Art. 12: the virtual stones are part of the whole-game configuration.
	"盘内棋形加虚着之子(下虚着时着于棋盘边界线外面的棋子)组成全局棋形。",
}

// TestVirtualKoIsLegal: the record's four moves are all legal under 计活子, derived by hand from
// Art. 12 and 13 (quoted above, found in the seed):
//
//	setup  board P0 (White B4 in atari at C4), virtual stones 0:0;
//	1 B C4 takes B4: board P1, first time; whole configuration P1+0:0, new;
//	2 W virtual: board P1 a second time; P1+0:1 new (a virtual move changes the whole);
//	3 B virtual: board P1 a third time (the fourth is the one forbidden); P1+1:1 new;
//	4 W B4 takes C4: board P0 a second time; whole configuration P0+1:1 — P0 stood only with
//	  0:0 before, so it is new and Art. 13(1) allows the retake; 13(2) allows a second showing.
//
// The final position is the setup's, each side having taken one stone.
func TestVirtualKoIsLegal(t *testing.T) {
	seed := seedText(t, "003")
	for _, q := range jihuoziArt13 {
		if !strings.Contains(seed, q) {
			t.Errorf("seed 003 lacks the quoted words %q", q)
		}
	}
	rec := readRecord(t, VirtualKoRecord)
	rs, known := rec.Info.Ruleset(rules.Chinese)
	if !known || rs.Name != "jihuozi" {
		t.Fatalf("RU[jihuozi] read as %s", rs.Name)
	}
	var plies []Ply
	g, err := rec.Play(rs, func(p *Ply) { plies = append(plies, *p) })
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"B C4", "W virtual", "B virtual", "W B4"}
	if len(plies) != len(want) {
		t.Fatalf("%d plies, want %d", len(plies), len(want))
	}
	for i, p := range plies {
		if got := p.Color.String() + " " + p.Name(5); got != want[i] || !p.Legal() || p.N != i+1 {
			t.Errorf("ply %d: %s (legal %v: %v), want %s legal", p.N, got, p.Legal(), p.Err, want[i])
		}
	}
	b := g.Board()
	setup := readRecord(t, VirtualKoRecord)
	start := board.MustNew(5, 5)
	if err := setup.Start(start, rs); err != nil {
		t.Fatal(err)
	}
	if b.String() != start.String() {
		t.Errorf("final position\n%s\nwant the setup's\n%s", b, start)
	}
	if b.Captures(board.Black) != 1 || b.Captures(board.White) != 1 {
		t.Errorf("captures B %d W %d, want 1 each", b.Captures(board.Black), b.Captures(board.White))
	}
	// The same moves with passes instead of virtual moves are another matter: a pass does not
	// change the whole-game configuration, so the retake repeats P0+0:0 and is refused.
	rec = readRecord(t, strings.ReplaceAll(VirtualKoRecord, "VM[]", ""))
	plies = nil
	if _, err := rec.Play(rs, func(p *Ply) { plies = append(plies, *p) }); err != nil {
		t.Fatal(err)
	}
	if last := plies[len(plies)-1]; last.Legal() || last.Reason() != rules.Reason(board.ErrSuperko) {
		t.Errorf("the retake after two passes: legal %v, reason %q; want refused as superko", last.Legal(), last.Reason())
	}
}

func readRecord(t *testing.T, text string) *Record {
	t.Helper()
	rec, err := Read(root(t, text))
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// seedText is a rule text of ../shared/seeds (beside the corpus).
func seedText(t *testing.T, n string) string {
	t.Helper()
	dir := filepath.Join(filepath.Dir(corpus.Root()), "seeds")
	files, _ := filepath.Glob(filepath.Join(dir, n+"_*.txt"))
	if len(files) != 1 {
		corpus.Missing(t, "seed "+n+" in "+dir)
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
