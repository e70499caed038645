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
func TestTableNigiriLines(t *testing.T) {
	dir := t.TempDir()
	for name, c := range map[string]struct {
		text, black, white string
		komi               float64
		en                 string
	}{
		"c88":     {"rules chinese\nplayers Lee / Kim\nnigiri even 12\n", "Lee", "Kim", 0, "Kim held 12 stones; Lee guessed even: right. Lee takes Black."},
		"c88swap": {"rules chinese\nplayers Lee / Kim\nnigiri odd 12\n", "Kim", "Lee", 0, "Kim takes Black."},
		"ing":     {"rules ing\nplayers Lee / Kim\nchoose white\nnigiri odd 13\n", "Kim", "Lee", 0, "Lee chooses White."},
		"tie":     {"rules jihuozi\nplayers Lee / Kim\nnigiri odd 13\n", "Kim", "Lee", 0, "Lee takes White and moves first"},
		"double": {"rules jihuozi\nplayers Lee / Kim\nnigiri odd 12\ncompensation 7.5\nchoose white\n", "Kim", "Lee", 7.5,
			"Kim names the compensation: White gives 7½ stones. Lee chooses White: moves first and gives the compensation."},
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
		if (n.Komi == nil) != (c.komi == 0) || n.Komi != nil && (*n.Komi != c.komi || !strings.Contains(j.SGF, "KM[15]")) {
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
