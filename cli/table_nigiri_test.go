package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The header's nigiri under each rule set's text, by hand: 12 stones are even, 13 odd.
// C88 Art. 10 「对局前猜先」: the right guesser takes Black. Ing art. 8: the winner chooses his
// colour. 计活子 Art. 34 1(1): a tie of the bids is decided by 猜先 and the winner takes White
// (Art. 7 白先黑后); 1(2) the double choice: the winner names the compensation, the other
// chooses — Lee (guessing, wrong with odd on 12) leaves the naming to Kim, chooses White,
// moves first and gives the 7½ Kim named (KM 15 points).
// 计活子 Art. 34 1(1) 「愿意贴出较多子数的一方，理应得到执白先行的权利…若对局者双方在竞争时作出同样的表示
// （愿意贴出的子数恰好相同），则由猜先来决定」: "bids 8 7", Lee (named first) offers more, takes
// White and gives 8 子 (KM 16 points); "bids 7 7" with 13 stones, Lee calling odd is right, takes
// White and gives 7 (KM 14); on 12 he is wrong and Kim takes White. Ing's 设定还点 (the loser of
// the guess sets an even komi, the winner chooses): 12 stones, Lee calling odd is wrong, sets 6
// points, and Kim chooses Black (KM 6).
func TestTableNigiriLines(t *testing.T) {
	dir := t.TempDir()
	for name, c := range map[string]struct {
		text, black, white string
		komi               float64
		en, km             string
	}{
		"c88":     {"rules chinese\nplayers Lee / Kim\nnigiri even 12\n", "Lee", "Kim", 0, "Kim held 12 stones; Lee guessed even: right. Lee takes Black.", ""},
		"c88swap": {"rules chinese\nplayers Lee / Kim\nnigiri odd 12\n", "Kim", "Lee", 0, "Kim takes Black.", ""},
		"ing":     {"rules ing\nplayers Lee / Kim\nchoose white\nnigiri odd 13\n", "Kim", "Lee", 0, "Lee chooses White.", ""},
		"tie":     {"rules jihuozi\nplayers Lee / Kim\nnigiri odd 13\n", "Kim", "Lee", 0, "Lee takes White and moves first", ""},
		"double": {"rules jihuozi\nplayers Lee / Kim\nnigiri odd 12\ncompensation 7.5\nchoose white\n", "Kim", "Lee", 7.5,
			"Kim names the compensation: White gives 7½ stones. Lee chooses White: moves first and gives the compensation.", "KM[15]"},
		"higher":   {"rules jihuozi\nplayers Lee / Kim\nbids 8 7\n", "Kim", "Lee", 8, "Lee offers more: takes White, moves first and gives 8 stones.", "KM[16]"},
		"tieright": {"rules jihuozi\nplayers Lee / Kim\nbids 7 7\nnigiri odd 13\n", "Kim", "Lee", 7, "The offers are equal: the nigiri decides (猜先). Kim held 13 stones; Lee guessed odd: right. Lee takes White, moves first and gives 7 stones.", "KM[14]"},
		"tiewrong": {"rules jihuozi\nplayers Lee / Kim\nnigiri odd 12\nbids 7 7\n", "Lee", "Kim", 7, "Kim takes White, moves first and gives 7 stones.", "KM[14]"},
		"setkomi":  {"rules ing\nplayers Lee / Kim\nnigiri odd 12\nset-komi 6\nchoose black\n", "Kim", "Lee", 6, "Kim held 12 stones; Lee guessed odd: wrong. Lee sets the komi: 6 points (设定还点). Kim chooses Black.", "KM[6]"},
	} {
		p := filepath.Join(dir, name+".tbl")
		if err := os.WriteFile(p, []byte(c.text), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errs := runTable(t, "--json", p)
		var j struct {
			Nigiri *struct {
				Text         map[string]string `json:"text"`
				Black, White string
				Komi         *float64 `json:"komi"`
			} `json:"nigiri"`
			SGF string `json:"sgf"`
		}
		if err := json.Unmarshal([]byte(out), &j); err != nil || code != 0 || j.Nigiri == nil {
			t.Fatalf("%s: exit %d, %v, %s %s", name, code, err, out, errs)
		}
		n := j.Nigiri
		if n.Black != c.black || n.White != c.white || !strings.Contains(n.Text["en"], c.en) || n.Text["zh"] == "" {
			t.Errorf("%s: Black %q, White %q, said %q; want %q, %q, %q", name, n.Black, n.White, n.Text["en"], c.black, c.white, c.en)
		}
		if !strings.Contains(j.SGF, "PB["+c.black+"]") || !strings.Contains(j.SGF, "GC["+n.Text["en"]+"]") {
			t.Errorf("%s: the record %s", name, j.SGF)
		}
		if (n.Komi == nil) != (c.komi == 0) || n.Komi != nil && (*n.Komi != c.komi || !strings.Contains(j.SGF, c.km)) {
			t.Errorf("%s: komi %v, record %s; want %v", name, n.Komi, j.SGF, c.komi)
		}
	}
}

// A nigiri the text does not allow is refused at its line, exit 2, one line.
func TestTableNigiriRefused(t *testing.T) {
	dir := t.TempDir()
	for name, c := range map[string]struct{ text, want string }{
		"negative": {"rules jihuozi\nplayers Lee / Kim\nnigiri odd 3\ncompensation -1\nchoose black\n", ":4: The compensation is a number of stones White gives: 0 or more."},
		"c88":      {"rules chinese\nplayers Lee / Kim\nnigiri odd 3\ncompensation 7\nchoose black\n", ":4: The double choice (双选制) is a procedure of 计活子"},
		"nochoice": {"rules jihuozi\nplayers Lee / Kim\nnigiri odd 3\ncompensation 7\n", ":3: the double choice needs \"choose black|white\""},
		"komitoo":  {"rules jihuozi\nkomi 8\nplayers Lee / Kim\nnigiri odd 3\ncompensation 7\nchoose black\n", ":5: the double choice's compensation is the komi"},
		"nonames":  {"rules jihuozi\nnigiri odd 3\n", ":2: a nigiri needs \"players BLACK / WHITE\""},
		"nohand":   {"rules jihuozi\nplayers Lee / Kim\ncompensation 7\n", ":3: \"compensation\" and \"choose\" follow"},
		"ingnone":  {"rules ing\nplayers Lee / Kim\nnigiri odd 3\n", ":3: the winner chooses his colour"},
		"c88pick":  {"rules chinese\nplayers Lee / Kim\nnigiri odd 3\nchoose white\n", ":4: choose: the rule set leaves no choice"},
		"stones":   {"rules jihuozi\nplayers Lee / Kim\nnigiri odd 0\n", ":3: nigiri: \"0\" is not a number of stones"},
		"call":     {"rules jihuozi\nplayers Lee / Kim\nnigiri maybe 3\n", ":3: want \"nigiri odd|even STONES\""},
		"colour":   {"rules jihuozi\nplayers Lee / Kim\nnigiri odd 3\ncompensation 2\nchoose red\n", ":5: want \"choose black|white\""},
	} {
		expectUnusable(t, dir, name, c.text, c.want)
	}
}

// Bids and set-komi the texts do not allow are refused at their line, exit 2, one line.
func TestTableBidsAndSetKomiRefused(t *testing.T) {
	dir := t.TempDir()
	for name, c := range map[string]struct{ text, want string }{
		"bidtie":    {"rules jihuozi\nplayers Lee / Kim\nbids 7 7\n", ":3: equal bids go to the nigiri"},
		"bidnotie":  {"rules jihuozi\nplayers Lee / Kim\nbids 7 8\nnigiri odd 3\n", ":4: The offers differ: the higher takes White, with no nigiri."},
		"bidrules":  {"rules chinese\nplayers Lee / Kim\nbids 7 8\n", ":3: Bidding for White (公平竞争) is a procedure of 计活子"},
		"bidneg":    {"rules jihuozi\nplayers Lee / Kim\nbids -1 8\n", ":3: The compensation is a number of stones White gives: 0 or more."},
		"bidkomi":   {"rules jihuozi\nkomi 8\nplayers Lee / Kim\nbids 7 8\n", ":4: the higher bid is the komi"},
		"bidchoose": {"rules jihuozi\nplayers Lee / Kim\nbids 7 8\nchoose white\n", ":4: the bids decide who takes White"},
		"bidnames":  {"rules jihuozi\nbids 7 8\n", ":2: bids need \"players BLACK / WHITE\""},
		"bidargs":   {"rules jihuozi\nplayers Lee / Kim\nbids 7\n", ":3: want \"bids K1 K2\""},
		"setodd":    {"rules ing\nplayers Lee / Kim\nnigiri odd 12\nset-komi 7\nchoose black\n", ":4: set-komi 7: 设定还点 「必须为偶数」"},
		"setc88":    {"rules chinese\nplayers Lee / Kim\nnigiri odd 12\nset-komi 6\n", ":4: set-komi: 设定还点 is Ing's"},
		"setnopick": {"rules ing\nplayers Lee / Kim\nnigiri odd 12\nset-komi 6\n", ":3: the winner chooses his colour"},
		"setkomi":   {"rules ing\nkomi 8\nplayers Lee / Kim\nnigiri odd 12\nset-komi 6\nchoose black\n", ":5: set-komi is the komi"},
		"sethand":   {"rules ing\nplayers Lee / Kim\nset-komi 6\n", ":3: \"set-komi\" follows a \"nigiri"},
	} {
		expectUnusable(t, dir, name, c.text, c.want)
	}
}
