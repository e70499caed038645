package cli

import (
	"fmt"
	"math"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"goref/board/sgf"
	"goref/internal/corpus"
	"goref/rules"
)

// The KGS games of ../shared/corpus/kgs-scored ended by counting: each record's last node
// holds the territory marks (TB/TW) the players agreed on, and RE is what the server counted
// from them. goref scores every game with no flags but the komi in the rule set's unit
// (Chinese: KM/2 子) and must reproduce RE: the expected results come from KGS, not from goref.

// kgsOutcome is one record's RE against goref's count of it.
type kgsOutcome struct {
	file, ru, want, got string
	ok                  bool
}

// scoreKGS scores one record as `goref score` does, with KM in the rule set's unit (RE in
// points, as KGS writes it).
func scoreKGS(path string) (kgsOutcome, error) { return scoreKGSDead(path, "") }

// scoreKGSDead is scoreKGS with the dead stones dead (GTP vertices, comma-separated) in place
// of the record's marks; "" keeps the marks.
func scoreKGSDead(path, dead string) (kgsOutcome, error) {
	out := kgsOutcome{file: filepath.Base(path)}
	col, err := sgf.ReadFile(path)
	if err != nil {
		return out, err
	}
	root := col.Games[0]
	out.ru, _ = root.Get("RU")
	out.want, _ = root.Get("RE")
	rs, _ := rules.FromRU(out.ru)
	sf := &scoreFlags{dead: dead}
	if km, ok := root.Get("KM"); ok {
		k, err := strconv.ParseFloat(strings.TrimSpace(km), 64)
		if err != nil {
			return out, fmt.Errorf("KM[%s]: %v", km, err)
		}
		if rs.KomiUnit == rules.UnitStone {
			k /= 2
		}
		sf.komi = strconv.FormatFloat(k, 'f', -1, 64)
	}
	sc, err := scoreGame(root, &ruleFlags{}, sf)
	if err != nil {
		return out, err
	}
	r := sc.bd.Result
	margin := r.Margin
	if rs.KomiUnit == rules.UnitStone {
		margin *= 2 // KGS writes a Chinese result in points
	}
	out.got = fmt.Sprintf("%s+%g", r.Winner.String(), margin)
	wantW, wantM, _ := strings.Cut(out.want, "+")
	m, _ := strconv.ParseFloat(wantM, 64)
	out.ok = wantW == r.Winner.String() && math.Abs(m-margin) < 1e-9
	return out, nil
}

func kgsOutcomes(t testing.TB) []kgsOutcome {
	dir := corpus.Dir(t, "kgs-scored")
	files, _ := filepath.Glob(filepath.Join(dir, "*.sgf"))
	if len(files) == 0 {
		t.Fatalf("no records in %s", dir)
	}
	sort.Strings(files)
	var outs []kgsOutcome
	for _, f := range files {
		o, err := scoreKGS(f)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		outs = append(outs, o)
	}
	return outs
}

func TestKGSScoredResults(t *testing.T) {
	outs := kgsOutcomes(t)
	games, ok := map[string]int{}, map[string]int{}
	for _, o := range outs {
		games[o.ru]++
		if o.ok {
			ok[o.ru]++
		} else {
			t.Logf("%s RU[%s]: record %s, goref %s", o.file, o.ru, o.want, o.got)
		}
	}
	for ru, n := range games {
		t.Logf("RU[%s]: %d of %d reproduced", ru, ok[ru], n)
	}
	if games["Chinese"] == 0 || ok["Chinese"] != games["Chinese"] {
		t.Errorf("Chinese: %d of %d reproduced, want all", ok["Chinese"], games["Chinese"])
	}
	if n := games["Japanese"]; n == 0 || float64(ok["Japanese"]) < 0.99*float64(n) {
		t.Errorf("Japanese: %d of %d reproduced, want ≥ 99 %%", ok["Japanese"], n)
	}
}
