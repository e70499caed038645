package count

import (
	"testing"

	"goref/board"
	"goref/rules"
)

// TakePlayed counts the moves as played: under 计活子 (White first) W virtual, B C3, W pass,
// B virtual is one virtual move each and one pass by White; no Ikeda pass stones.
func TestTakePlayedCountsPassesAndVirtualMoves(t *testing.T) {
	rs, err := rules.Preset("jihuozi")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := board.New(5, 5)
	b.SetToMove(board.White)
	g := rules.NewGame(rs, b)
	c3, _ := board.ParseGTP("C3", 5, 5)
	for i, step := range []func() (rules.Move, error){
		func() (rules.Move, error) { return g.PlayVirtual(board.White) },
		func() (rules.Move, error) { return g.Play(board.Black, c3) },
		func() (rules.Move, error) { return g.Play(board.White, board.Pass) },
		func() (rules.Move, error) { return g.PlayVirtual(board.Black) },
	} {
		if _, err := step(); err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
	}
	in := Input{Passes: Pair{5, 5}, Virtual: Pair{5, 5}}
	in.TakePlayed(g)
	if in.Virtual != (Pair{1, 1}) || in.Passes != (Pair{0, 1}) || in.PassStones != (Pair{}) || in.Resumed != nil {
		t.Fatalf("virtual %+v passes %+v pass stones %+v resumed %v", in.Virtual, in.Passes, in.PassStones, in.Resumed)
	}
}
