package table

import (
	"strings"
	"testing"
	"time"

	"goref/board"
	"goref/board/sgf"
	"goref/rules"
	"goref/rules/clock"
	"goref/rules/record"
)

// TestOpenTMOfNinetyMinutes: a record with TM[1:30:00] opens at the table with a 90-minute clock
// for each side (rules/clock's ParseTime, the one reading of TM, through rules/record).
func TestOpenTMOfNinetyMinutes(t *testing.T) {
	tb := openRecord(t, "(;GM[1]SZ[19]TM[1:30:00]OT[5x30 byo-yomi];B[pd];W[dp])")
	if tb.Clock() == nil {
		t.Fatal("no clock")
	}
	want := clock.Config{System: clock.Japanese, Main: 90 * time.Minute, Periods: 5, Period: 30 * time.Second}
	if got := tb.Clock().Config(); got.System != want.System || got.Main != want.Main || got.Periods != 5 || got.Period != want.Period {
		t.Errorf("clock %+v, want %+v", got, want)
	}
	for _, s := range tb.Clock().State().Sides {
		if s.MainLeft != 90*time.Minute {
			t.Errorf("a side shows %v, want 1:30:00", s.MainLeft)
		}
	}
}

// TestOpenSkipsAnIllegalMove: the table replays an opened record as check does (rules/record):
// the ko retake is refused and skipped, the next move is played, Skipped names the refused one,
// and the record written back keeps its node where it was (passed by, not a variation).
func TestOpenSkipsAnIllegalMove(t *testing.T) {
	const text = "(;GM[1]FF[4]SZ[4]RU[chinese]AB[ba][ab][bc]AW[bb][ca][db][cc]PL[B];B[cb];W[bb]C[the retake];W[dd];B[aa])"
	tb := openRecord(t, text)
	if n := len(tb.Game().Moves()); n != 3 {
		t.Fatalf("%d plies played, want 3", n)
	}
	sk := tb.Skipped()
	if len(sk) != 1 || sk[0].N != 2 || sk[0].Color != board.White || sk[0].Reason() != rules.Reason(board.ErrKo) {
		t.Fatalf("skipped %+v", sk)
	}
	col, _ := sgf.Read([]byte(text))
	tree := col.Games[0]
	at, added := tb.WriteInto(tree)
	if len(added) != 0 {
		t.Errorf("writing the opened record back added %d nodes", len(added))
	}
	if v, _ := at.Get("B"); v != "aa" || len(tree.Children) != 1 || len(tree.Children[0].Children) != 1 {
		t.Errorf("the record's line changed: last node %v", at.Props)
	}
	// A move played at the table goes after the last node; the refused one stays in its place.
	if _, err := tb.Start(); err != nil {
		t.Fatal(err)
	}
	if _, err := tb.Play(board.White, board.Vertex{X: 0, Y: 3}); err != nil {
		t.Fatal(err)
	}
	at, added = tb.WriteInto(tree)
	if len(added) != 1 || at.Parent == nil {
		t.Fatalf("a new move: %d nodes added", len(added))
	}
	data, _ := sgf.Write(&sgf.Collection{Games: []*sgf.Node{tree}})
	if !strings.Contains(string(data), ";B[cb];W[bb]C[the retake];W[dd];B[aa];W[ad])") {
		t.Errorf("the refused move's node moved:\n%s", data)
	}
	rec, err := record.Read(tree)
	if err != nil || rec.Plies() != 5 {
		t.Errorf("written record: %v, %d plies", err, rec.Plies())
	}
}
