package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"goref/internal/corpus"
)

// tournamentSamples is ../shared/tournaments (OpenGotha's sample tournaments).
func tournamentSamples(t *testing.T) string {
	t.Helper()
	d := filepath.Join(filepath.Dir(corpus.Root()), "tournaments")
	if _, err := os.Stat(filepath.Join(d, "tournament.dtd")); err != nil {
		corpus.Missing(t, d)
	}
	return d
}

// Round 7 of CdFO2020 (eleven tables, no result yet) played headless: each table a `goref
// table` script started from the pairing, its record written with --sgf, then every record
// entered with `goref results`. The new file is the old one with the eleven result values
// replaced — each expected result worked out by hand from its script —, byte for byte
// everything else, the previous file is kept, and the file validates against OpenGotha's DTD.
func TestRoundPlayedHeadlessWritesItsResultsBack(t *testing.T) {
	dir := tournamentSamples(t)
	work := t.TempDir()
	xml := filepath.Join(work, "CdFO2020.xml")
	orig, err := os.ReadFile(filepath.Join(dir, "CdFO2020.xml"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(xml, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	// table → script events and the result the file must get (the pairing's black player is
	// Black at the table).
	games := []struct {
		table  int
		rules  string
		events string
		want   string
	}{
		{1, "chinese", "start\nB Q16\nW D4\nresign W", "RESULT_BLACKWINS"},
		{2, "chinese", "start\nB Q16\nresign B", "RESULT_WHITEWINS"},
		{3, "chinese", "late B 70 allowance 60", "RESULT_WHITEWINS_BYDEF"},   // absent: not played
		{4, "japanese", "start\nB Q16\nat 1:30:00 wait", "RESULT_BLACKWINS"}, // White's flag: 80 min + 15 moves in 5 min
		{5, "chinese", "start\nB Q16\nW D4\nreferee draw both -- both sides repeat", "RESULT_EQUAL"},
		{6, "japanese", "start\nB Q16\nW D4\nreferee both-lose both -- both agreed a result", "RESULT_BOTHLOSE"},
		{7, "aga", "start\nB Q16\nW D4\nB D16\nresign B", "RESULT_WHITEWINS"},
		{8, "chinese", "start\nB Q16\nreferee loss W -- left the venue", "RESULT_BLACKWINS"},
		{9, "ing", "start\nB Q16\nW D4\nresign W", "RESULT_BLACKWINS"},
		{10, "chinese", "late W 90 allowance 60", "RESULT_BLACKWINS_BYDEF"},
		{11, "japanese", "start\nB Q16\nW Q4\nB D16\nW D4\nresign B", "RESULT_WHITEWINS"},
	}
	var records []string
	for _, g := range games {
		script := filepath.Join(work, fmt.Sprintf("table%d.tbl", g.table))
		text := fmt.Sprintf("rules %s\ntournament CdFO2020.xml round 7 table %d\n%s\n", g.rules, g.table, g.events)
		if err := os.WriteFile(script, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		rec := filepath.Join(work, fmt.Sprintf("table%d.sgf", g.table))
		var out, errb bytes.Buffer
		if code := Table([]string{"--sgf", rec, script}, &out, &errb); code != 0 {
			t.Fatalf("table %d: exit %d: %s%s", g.table, code, out.String(), errb.String())
		}
		records = append(records, rec)
	}
	var out, errb bytes.Buffer
	if code := Results(append([]string{xml, "--round", "7"}, records...), &out, &errb); code != 0 {
		t.Fatalf("results: exit %d\n%s%s", code, out.String(), errb.String())
	}
	// The expected file: each game line of round 7 with its result value replaced.
	want := string(orig)
	for _, g := range games {
		at := strings.Index(want, fmt.Sprintf(`roundNumber="7" tableNumber="%d" `, g.table))
		j := strings.LastIndex(want[:at], `result="RESULT_UNKNOWN"`)
		want = want[:j] + `result="` + g.want + `"` + want[j+len(`result="RESULT_UNKNOWN"`):]
	}
	got, _ := os.ReadFile(xml)
	if string(got) != want {
		t.Errorf("the file is not the original with the eleven results:\n%s", lineDiff(want, string(got)))
	}
	backups, _ := filepath.Glob(xml + ".*.bak")
	if len(backups) != 1 {
		t.Fatalf("backups: %v", backups)
	}
	if kept, _ := os.ReadFile(backups[0]); !bytes.Equal(kept, orig) {
		t.Error("the backup is not the previous file")
	}
	dtdValid(t, filepath.Join(dir, "tournament.dtd"), xml)

	// AGA's results of the same records: nobody has an AGA ID in the file, so the IDs are
	// temporary, from 99999 down in the order the players come (each table's Black first);
	// draws and both-lose games are not rated and are left out (exit 1 says so).
	out.Reset()
	errb.Reset()
	if code := AGA(append([]string{"--tournament", xml}, records...), &out, &errb); code != 1 {
		t.Errorf("aga: exit %d %s", code, errb.String())
	}
	for _, line := range []string{"TOURNEY Championnat de France Open 2020, OGS", "\tstart=2020-10-30", "\tfinish=2020-11-01",
		"\trules=Chinese", "PLAYERS", "99999\tle_Calvé, Tanguy\t7d", "99998\tLabouret, Florent\t5d", "GAMES 7",
		"99998\t99999\tb\t0\t7", "99996\t99997\tw\t0\t7", "END"} {
		if !strings.Contains(out.String(), strings.ReplaceAll(line, "\\t", "\t")+"\n") {
			t.Errorf("aga: no line %q in\n%s", line, out.String())
		}
	}
	if strings.Count(errb.String(), "has no winner") != 2 {
		t.Errorf("aga: %s", errb.String())
	}

	// Entering the same records again changes nothing; `goref tournament` lists the results.
	out.Reset()
	errb.Reset()
	if code := Results(append([]string{xml, "--round", "7"}, records...), &out, &errb); code != 0 || !strings.Contains(out.String(), "nothing to change") {
		t.Errorf("second run: exit %d %s%s", code, out.String(), errb.String())
	}
	out.Reset()
	if code := Tournament([]string{xml, "round", "7", "--json"}, &out, &errb); code != 0 {
		t.Fatal(errb.String())
	}
	var listed struct {
		Tables []struct {
			Table  int
			Result string
		}
	}
	if err := json.Unmarshal(out.Bytes(), &listed); err != nil || len(listed.Tables) != 11 {
		t.Fatalf("%v %s", err, out.String())
	}
	for i, g := range games {
		if listed.Tables[i].Table != g.table || listed.Tables[i].Result != g.want {
			t.Errorf("listed %+v, want table %d %s", listed.Tables[i], g.table, g.want)
		}
	}
}

// A record whose result differs from the one in the file is reported (exit 1) and the file
// is left as it is; a record of another round, or naming a table whose players are not its
// own, is refused the same way.
func TestResultsNeverOverwriteSilently(t *testing.T) {
	dir := tournamentSamples(t)
	work := t.TempDir()
	xml := filepath.Join(work, "t.xml")
	orig, _ := os.ReadFile(filepath.Join(dir, "CdFO2020.xml"))
	os.WriteFile(xml, orig, 0o644)
	// Round 1 table 1: Bonjean Robin (Black) beat Papazoglou Alain (RESULT_BLACKWINS, by hand).
	recs := map[string]string{
		"conflict.sgf":   "(;GM[1]SZ[19]PB[Bonjean Robin]PW[Papazoglou Alain]RO[1]GN[round 1, table 1]RE[W+R];B[pd];W[dp])",
		"same.sgf":       "(;GM[1]SZ[19]PB[Bonjean Robin]PW[Papazoglou Alain]RO[1]GN[round 1, table 1]RE[B+R];B[pd];W[dp])",
		"wronground.sgf": "(;GM[1]SZ[19]PB[Bonjean Robin]PW[Papazoglou Alain]RO[2]GN[round 2, table 1]RE[B+R];B[pd])",
		"wrongtable.sgf": "(;GM[1]SZ[19]PB[Bonjean Robin]PW[Papazoglou Alain]RO[1]GN[round 1, table 2]RE[B+R];B[pd])",
		"unfinished.sgf": "(;GM[1]SZ[19]PB[Bonjean Robin]PW[Papazoglou Alain]RO[1];B[pd])",
		"void.sgf":       "(;GM[1]SZ[19]PB[Bonjean Robin]PW[Papazoglou Alain]RO[1]RE[Void];B[pd])",
	}
	for name, text := range recs {
		os.WriteFile(filepath.Join(work, name), []byte(text), 0o644)
	}
	for name, wantCode := range map[string]int{"conflict.sgf": 1, "same.sgf": 0, "wronground.sgf": 1,
		"wrongtable.sgf": 1, "unfinished.sgf": 1, "void.sgf": 1} {
		var out, errb bytes.Buffer
		code := Results([]string{xml, "--round", "1", filepath.Join(work, name)}, &out, &errb)
		if code != wantCode {
			t.Errorf("%s: exit %d, want %d: %s%s", name, code, wantCode, out.String(), errb.String())
		}
		t.Logf("%s: %s%s", name, out.String(), errb.String())
	}
	if got, _ := os.ReadFile(xml); !bytes.Equal(got, orig) {
		t.Error("the file changed")
	}
	if m, _ := filepath.Glob(xml + ".*.bak"); len(m) != 0 {
		t.Errorf("backups %v of a file not written", m)
	}
}

// The three samples list every round's tables; a round with no games is exit 2.
func TestTournamentListsEveryRound(t *testing.T) {
	dir := tournamentSamples(t)
	for file, rounds := range map[string]int{"CdFO2020.xml": 7, "Tournoi de Juvisy.xml": 4, "TournoiChinois.xml": 1} { // the rounds paired, by hand
		for r := 1; r <= rounds; r++ {
			var out, errb bytes.Buffer
			if code := Tournament([]string{filepath.Join(dir, file), "round", fmt.Sprint(r)}, &out, &errb); code != 0 {
				t.Errorf("%s round %d: exit %d %s", file, r, code, errb.String())
			}
		}
		var out, errb bytes.Buffer
		if code := Tournament([]string{filepath.Join(dir, file), "round", fmt.Sprint(rounds + 1)}, &out, &errb); code != 2 {
			t.Errorf("%s round %d: exit %d", file, rounds+1, code)
		}
	}
	// Juvisy round 4 by hand: table 9 is Rebelo Manuela 18K (Black) – Ravera Sylvain 5K, 9 stones,
	// RESULT_WHITEWINS: "1-0" in OpenGotha's white-first order, W+ its winner.
	var out, errb bytes.Buffer
	Tournament([]string{filepath.Join(dir, "Tournoi de Juvisy.xml"), "round", "4"}, &out, &errb)
	if !regexpLine(out.String(), `^\s+9\s+Rebelo Manuela 18K\s+Ravera Sylvain 5K\s+9\s+1-0 W\+$`) {
		t.Errorf("round 4 listing:\n%s", out.String())
	}
}

func regexpLine(text, pattern string) bool {
	for _, l := range strings.Split(text, "\n") {
		if ok, _ := filepathMatchRegexp(pattern, l); ok {
			return true
		}
	}
	return false
}

// dtdValid checks a file against a DTD with xmllint (libxml2-utils, scripts/deps.sh).
func dtdValid(t *testing.T, dtd, file string) {
	t.Helper()
	if _, err := exec.LookPath("xmllint"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("xmllint is missing (scripts/deps.sh installs libxml2-utils)")
		}
		t.Skip("xmllint is not installed")
	}
	if out, err := exec.Command("xmllint", "--noout", "--dtdvalid", dtd, file).CombinedOutput(); err != nil {
		t.Errorf("xmllint --dtdvalid: %v\n%s", err, out)
	}
}

// lineDiff shows the lines that differ.
func lineDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	var d strings.Builder
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			fmt.Fprintf(&d, "line %d\n- %q\n+ %q\n", i+1, x, y)
		}
	}
	return d.String()
}

func filepathMatchRegexp(pattern, s string) (bool, error) { return regexp.MatchString(pattern, s) }

// A script's pairing line that cannot be used is exit 2 with the line named.
func TestTableScriptPairingErrors(t *testing.T) {
	dir := tournamentSamples(t)
	work := t.TempDir()
	copyTo := filepath.Join(work, "Tournoi de Juvisy.xml")
	data, _ := os.ReadFile(filepath.Join(dir, "Tournoi de Juvisy.xml"))
	os.WriteFile(copyTo, data, 0o644)
	for name, text := range map[string]string{
		"no table":    "rules japanese\ntournament Tournoi de Juvisy.xml round 4\nstart\n",
		"missing":     "rules japanese\ntournament nowhere.xml round 1 table 1\nstart\n",
		"table 99":    "rules japanese\ntournament Tournoi de Juvisy.xml round 4 table 99\nstart\n",
		"round 0":     "rules japanese\ntournament Tournoi de Juvisy.xml round 0 table 1\nstart\n",
		"other size":  "rules japanese\nsize 9\ntournament Tournoi de Juvisy.xml round 1 table 1\nstart\n",
		"after event": "rules japanese\nstart\ntournament Tournoi de Juvisy.xml round 1 table 1\n",
	} {
		p := filepath.Join(work, "s.tbl")
		os.WriteFile(p, []byte(text), 0o644)
		var out, errb bytes.Buffer
		if code := Table([]string{p}, &out, &errb); code != 2 || !strings.Contains(errb.String(), "s.tbl:") {
			t.Errorf("%s: exit %d %q", name, code, errb.String())
		}
	}
	// A file name with spaces, handicap 9 by the pairing (Juvisy round 4 table 9, by hand):
	// the record has the nine stones, the names, the ranks and the identity.
	p := filepath.Join(work, "ok.tbl")
	os.WriteFile(p, []byte("rules japanese\ntournament Tournoi de Juvisy.xml round 4 table 9\nstart\nW C3\nresign B\n"), 0o644)
	var out, errb bytes.Buffer
	if code := Table([]string{"--json", p}, &out, &errb); code != 0 {
		t.Fatalf("exit %d %s", code, errb.String())
	}
	var j struct{ SGF string }
	json.Unmarshal(out.Bytes(), &j)
	for _, want := range []string{"HA[9]", "PB[Rebelo Manuela]", "PW[Ravera Sylvain]", "BR[18k]", "WR[5k]",
		"EV[Tournoi de Juvisy]", "RO[4]", "GN[round 4, table 9]", "PC[Juvisy]", "OT[1x30 byo-yomi]", "TM[3600]", "RE[W+R]"} {
		if !strings.Contains(j.SGF, want) {
			t.Errorf("no %s in %s", want, j.SGF)
		}
	}
}

// A pairing line whose words are parted by a tab or a non-breaking space reads as one parted
// by spaces (strings.Fields takes both as space); the file's name keeps its inner spaces.
func TestParsePairingLineSpaces(t *testing.T) {
	for _, c := range []struct {
		rest        string
		file        string
		round, tabl int
	}{
		{"x.xml\tround 1 table 2", "x.xml", 1, 2},
		{"x.xml\u00a0round\u00a01\u00a0table\u00a02", "x.xml", 1, 2},
		{"Tournoi de Juvisy.xml ROUND 4\ttable 9 ", "Tournoi de Juvisy.xml", 4, 9},
		{"my round x.xml round 3 table 12", "my round x.xml", 3, 12},
	} {
		p, err := parsePairingLine(c.rest)
		if err != nil || p.file != c.file || p.round != c.round || p.table != c.tabl {
			t.Errorf("%q: %+v %v, want %q round %d table %d", c.rest, p, err, c.file, c.round, c.tabl)
		}
	}
	for _, bad := range []string{"round 1 table 2", "x.xml round 1", "x.xml round one table 2", "x.xml round 0 table 1"} {
		if p, err := parsePairingLine(bad); err == nil {
			t.Errorf("%q read as %+v", bad, p)
		}
	}
}

// A terminal shows a Han character two columns wide: the Chinese tournament's round 1 lines up
// its handicap column under the header's only if names are padded by columns, not by runes.
// By hand: "table  " is 7 columns, each name column 30 and a space, so the handicap column
// (%8s) ends at column 7+31+31+8 = 77 on every line: the header's "handicap" and each game's
// number.
func TestTournamentColumnsLineUpWithHanNames(t *testing.T) {
	dir := tournamentSamples(t)
	var out, errb bytes.Buffer
	if code := Tournament([]string{filepath.Join(dir, "TournoiChinois.xml"), "round", "1"}, &out, &errb); code != 0 {
		t.Fatalf("exit %d %s", code, errb.String())
	}
	lines := strings.Split(strings.TrimRight(out.String(), "\n"), "\n")[1:]
	if !strings.Contains(out.String(), "马超") {
		t.Fatalf("no Han names in round 1:\n%s", out.String())
	}
	for n, l := range lines {
		var before []rune
		col := 0
		for _, r := range l {
			if col >= 77 {
				break
			}
			before = append(before, r)
			col += cells(string(r))
		}
		want := "handicap"
		if n > 0 {
			want = strings.Fields(strings.TrimSpace(string(before)))[len(strings.Fields(string(before)))-1]
			if _, err := strconv.Atoi(want); err != nil {
				t.Errorf("no handicap number ends at column 77: %q", l)
				continue
			}
		}
		if col != 77 || !strings.HasSuffix(string(before), want) {
			t.Errorf("column 77 does not end the handicap: %q", l)
		}
	}
}

func TestCellsCountsWideCharacters(t *testing.T) {
	for s, want := range map[string]int{"Vannier Remi": 12, "马超": 4, "張栩": 4, "이세돌": 6, "井山裕太": 8, "ＡＢ": 4, "é": 1, "e\u0301": 1} {
		if got := cells(s); got != want {
			t.Errorf("cells(%q) = %d, want %d", s, got, want)
		}
	}
}
