package table

import (
	"testing"

	"goref/rules/result"
)

// An opened 计活子 record's result by count is in living stones, as the count gives it: the
// 2011 law counts 活子 (living stones), not 子 of the board's half (C88) — the margin of RE[B+3]
// is three living stones, and the table's own count of the position says the same unit.
func TestOpenedJihuoziResultIsInLivingStones(t *testing.T) {
	tb := openRecord(t, "(;GM[1]FF[4]SZ[5]RU[jihuozi]RE[B+3];W[ba];B[ca];W[bb];B[cb];W[bc];B[cc];W[bd];B[cd];W[be];B[ce];W[];B[])")
	if tb.Result() == nil || tb.Result().Result.Unit != result.Living {
		t.Fatalf("opened result %+v, want a margin in living stones", tb.Result())
	}
	bd, err := tb.Count()
	if err != nil {
		t.Fatal(err)
	}
	if bd.Result.Unit != tb.Result().Result.Unit {
		t.Fatalf("the count's unit %v, the opened result's %v", bd.Result.Unit, tb.Result().Result.Unit)
	}
}
