package deadstones

import (
	"path/filepath"
	"sort"
	"testing"

	"goref/board"
	"goref/internal/corpus"
)

// The OGS autoscore fixtures (online-go/goban test/autoscore_test_files, Apache-2.0, in the
// shared corpus): real end positions with the expected owner of every point. Their dead
// stones are the stones the expected ownership gives to the other colour.

// ogsSuggestSame are the fixtures where goref's own estimate proposes exactly the fixture's
// dead stones (23 of 31 with the playout estimator, 10 with the static heuristic before it); it
// must not lose them. corner_test_1 left the list with the estimator: OGS leaves the black
// stones inside White's wall there unscored (the corner is not finished) and the estimator
// proposes them dead. corner_test_4 and game_33897561 were exact while the playouts refused
// every self-atari of two stones; allowing the two-stone nakade gained more on kgs-scored
// (365 → 371 exact) and lost these two. With the atari escape in the playouts, 640 playouts
// and the reading of small enclosed fights the suggestion is exact on 23: both came back,
// with corner_test_3 and game_64832064. Taking the chains left in atari first (playout.go)
// made it exact on 22: game_64832064 left the list. Its White m8 group of six stones in
// Black's open lower right is a coin toss for the playouts (mean ownership 0.003 for Black
// before, 0.022 for White after: under one playout in a hundred either way), and the rule
// gained two games on the tuning half and two on the held-out half of the bench.
var ogsSuggestSame = map[string]bool{
	"corner_test_3.json": true, "corner_test_4.json": true,
	"game_33897561.json": true,
	"game_32970175.json": true, "game_33821912.json": true,
	"game_33822914.json": true, "game_33896317.json": true,
	"game_33921785.json": true, "game_33927229.json": true, "game_34582391.json": true,
	"game_34628939.json": true, "game_34725406.json": true, "game_34798542.json": true,
	"game_34820354.json": true, "game_52136077.json": true, "game_52587476.json": true,
	"game_64554594.json": true, "game_64629452.json": true, "game_74313453.json": true,
	"game_dev_51750014.json": true, "game_dev_hex_tests_51750019.json": true,
	"game_dev_hex_tests_51750020.json": true,
}

func TestOGSAutoscoreDeadStones(t *testing.T) {
	dir := corpus.Dir(t, "ogs-autoscore")
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) == 0 {
		corpus.Missing(t, dir+"/*.json")
	}
	sort.Strings(files)
	same := 0
	for _, file := range files {
		b, want, err := corpus.OGSFixture(file)
		if err != nil {
			t.Fatal(err)
		}
		got := estimateOwn(b).Dead()
		name := filepath.Base(file)
		if sameStones(got, want) {
			same++
		} else if ogsSuggestSame[name] {
			t.Errorf("%s: the dead-stone estimate (%d stones) no longer equals the fixture's %d", name, len(got), len(want))
		}
		t.Logf("%s: %d dead, estimate %d", name, len(want), len(got))
	}
	t.Logf("the dead-stone estimate equals the fixture's on %d of %d", same, len(files))
}

func sameStones(a, b []board.Vertex) bool {
	in := map[board.Vertex]bool{}
	for _, v := range b {
		in[v] = true
	}
	for _, v := range a {
		if !in[v] {
			return false
		}
	}
	return len(a) == len(b)
}
