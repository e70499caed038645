package deadstones

import (
	"sort"
	"strings"
	"testing"

	"goref/board"
	"goref/rules/reading"
)

// The end of a KGS game (kgs-scored 2017-05-10-22, tuning half) where every reading runs out
// of nodes: four answers of the owners of the dead groups are read for a proof and none is
// settled, nor the seki reading after them. Each used to read its own 40,000 nodes (some
// 80 ms each); now they share one estimate's budget (readNodes), and the proposal is still
// the players' own: the stones they marked dead with their TB/TW territory, listed below
// from the record.
var budgetRows = []string{
	"...XOO.OX...O.OOX..",
	"...XXO.OX.XO.OOXX..",
	"....XOOX.XXO.OOOX..",
	"...XXOOOXXXXOXOXX..",
	"...XO.OOXXOOOXOX...",
	"...XOOOXX..OXXXX...",
	"....XXOOX.XOOOOX...",
	"XX..XOOXOOOOOXXOXX.",
	"OX..XXXXXXXXOXOOX.X",
	"OXXXOOOXXOOOOXOOOX.",
	"OXXOOOXXXO.OOXXOOX.",
	"OOOO..OXXXOOXXOOOXX",
	"XXXOOOOX.XOOX.XXOOO",
	".XO.X.OOXXOX.XXXXOO",
	".XOOOOXOOXOXXXOOXXO",
	".XXXOXXOXXX.XOO.OOO",
	".XOOOX.XX..XXO..O.O",
	"XXXOOXX.....XOO.OXX",
	".OXOOOX....XOO.O.O.",
}

const budgetPlayersDead = "B1 J19 J18 L18 H17 K17 L17 J16 K16 L16 M16 J15 K15 H14 J14 J13 L13 E6 S2 T2"

func TestReadingsShareOneBudget(t *testing.T) {
	b, err := board.FromRows(budgetRows...)
	if err != nil {
		t.Fatal(err)
	}
	budget := &reading.Budget{Left: readNodes}
	e := estimateWith(b, budget)
	if budget.Used > readNodes {
		t.Errorf("the readings searched %d nodes, over the estimate's budget of %d", budget.Used, readNodes)
	}
	if budget.Left != 0 {
		t.Errorf("%d nodes left: the position no longer exercises the budget", budget.Left)
	}
	var got []string
	for _, v := range e.Dead() {
		got = append(got, v.GTP(b.Height()))
	}
	want := strings.Fields(budgetPlayersDead)
	sort.Strings(got)
	sort.Strings(want)
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("proposed dead %v, the players marked %v", got, want)
	}
}

// Without a budget of their own the same readings search far more: the budget is what holds
// them (a check that the position is a slow one, not a property of the estimator).
func TestBudgetPositionIsSlowUnshared(t *testing.T) {
	b, err := board.FromRows(budgetRows...)
	if err != nil {
		t.Fatal(err)
	}
	budget := &reading.Budget{Left: 1 << 30}
	estimateWith(b, budget)
	if budget.Used < 2*readNodes {
		t.Errorf("unbounded, the readings searched %d nodes; the test needs a position that reads more than %d", budget.Used, 2*readNodes)
	}
}
