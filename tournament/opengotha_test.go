package tournament

import (
	"html"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"goref/rules"
	"goref/rules/clock"
)

// Every game of the three sample tournaments reads as xmllint reads it: round, table,
// players, handicap, colour and result.
func TestSamplesGamesAsXmllintReadsThem(t *testing.T) {
	dir := samples(t)
	for _, name := range sampleFiles {
		path := filepath.Join(dir, name)
		f, err := ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		col := map[string][]string{}
		for _, a := range []string{"roundNumber", "tableNumber", "whitePlayer", "blackPlayer", "handicap", "knownColor", "result"} {
			col[a] = xpathValues(t, path, "//Game/@"+a)
			if len(col[a]) != len(f.Games) {
				t.Fatalf("%s: xmllint reads %d %s, goref %d games", name, len(col[a]), a, len(f.Games))
			}
		}
		for i, g := range f.Games {
			want := []string{col["roundNumber"][i], col["tableNumber"][i], html.UnescapeString(col["whitePlayer"][i]),
				html.UnescapeString(col["blackPlayer"][i]), col["handicap"][i], col["knownColor"][i], col["result"][i]}
			got := []string{strconv.Itoa(g.Round), strconv.Itoa(g.Table), g.White, g.Black, strconv.Itoa(g.Handicap),
				strconv.FormatBool(g.KnownColor), string(g.Result)}
			for j := range want {
				if got[j] != want[j] {
					t.Errorf("%s game %d: %v, xmllint %v", name, i+1, got, want)
					break
				}
			}
		}
	}
}

// The parameter sets, read by hand from the files' GeneralParameterSet.
func TestSamplesParameters(t *testing.T) {
	dir := samples(t)
	for _, c := range []struct {
		file, name, location string
		rounds, games        int
		ts                   TimeSystem
		clock                clock.Config
	}{
		{"CdFO2020.xml", "Championnat de France Open 2020", "OGS", 7, 77,
			TimeSystem{Kind: CanadianByoYomi, Basic: 80 * time.Minute, ByoYomi: 30 * time.Second, CanadianMoves: 15, CanadianTime: 300 * time.Second, Fischer: 10 * time.Second},
			clock.Config{System: clock.Canadian, Main: 80 * time.Minute, Moves: 15, Period: 5 * time.Minute}},
		{"Tournoi de Juvisy.xml", "Tournoi de Juvisy", "Juvisy", 4, 36,
			TimeSystem{Kind: StdByoYomi, Basic: time.Hour, ByoYomi: 30 * time.Second, CanadianMoves: 15, CanadianTime: 300 * time.Second, Fischer: 10 * time.Second},
			clock.Config{System: clock.Japanese, Main: time.Hour, Periods: 1, Period: 30 * time.Second}},
		{"TournoiChinois.xml", "Tournoi chinois", "Location name", 5, 12,
			TimeSystem{Kind: StdByoYomi, Basic: time.Hour, ByoYomi: 30 * time.Second, CanadianMoves: 15, CanadianTime: 300 * time.Second, Fischer: 10 * time.Second},
			clock.Config{System: clock.Japanese, Main: time.Hour, Periods: 1, Period: 30 * time.Second}},
	} {
		f, err := ReadFile(filepath.Join(dir, c.file))
		if err != nil {
			t.Fatal(err)
		}
		if f.Name != c.name || f.Location != c.location || f.Rounds != c.rounds || len(f.Games) != c.games ||
			f.Size != 19 || f.Komi != 7.5 || f.Time != c.ts || f.Encoding != "UTF-8" {
			t.Errorf("%s: %q %q rounds %d games %d size %d komi %v time %+v %s", c.file, f.Name, f.Location, f.Rounds,
				len(f.Games), f.Size, f.Komi, f.Time, f.Encoding)
		}
		if got, err := f.Time.Clock(); err != nil || got != c.clock {
			t.Errorf("%s: clock %+v (%v), want %+v", c.file, got, err, c.clock)
		}
	}
}

// Tables of the samples as the table sets them up, read by hand from the files: Juvisy round 4
// table 9 is Rebelo Manuela (18K, Black) against Ravera Sylvain (5K) with 9 stones; round 1
// table 4 is Moscardo Léo (3K, White) against Pinchard Alexandre (5K) with handicap 1 (no
// komi); CdFO round 1 table 4 is even, komi 7.5.
func TestSampleTablesConfig(t *testing.T) {
	dir := samples(t)
	juvisy, err := ReadFile(filepath.Join(dir, "Tournoi de Juvisy.xml"))
	if err != nil {
		t.Fatal(err)
	}
	cfg, id, err := juvisy.Config(4, 9, rules.Japanese)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Black != "Rebelo Manuela" || cfg.White != "Ravera Sylvain" || cfg.Handicap != 9 || cfg.Komi != nil ||
		cfg.Info.BlackRank != "18k" || cfg.Info.WhiteRank != "5k" || cfg.Width != 19 ||
		id != (Identity{Event: "Tournoi de Juvisy", Round: 4, Table: 9}) || cfg.Info.GameName() != "round 4, table 9" ||
		cfg.Time == nil || cfg.Time.System != clock.Japanese || cfg.Time.Period != 30*time.Second {
		t.Errorf("Juvisy R4 T9: %+v %+v", cfg, id)
	}
	cfg, _, err = juvisy.Config(1, 4, rules.Japanese)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.White != "Moscardo Léo" || cfg.Black != "Pinchard Alexandre" || cfg.Handicap != 0 || cfg.Komi == nil || *cfg.Komi != 0.5 {
		t.Errorf("Juvisy R1 T4 (handicap 1): %s – %s handicap %d komi %v", cfg.Black, cfg.White, cfg.Handicap, cfg.Komi)
	}
	cdfo, err := ReadFile(filepath.Join(dir, "CdFO2020.xml"))
	if err != nil {
		t.Fatal(err)
	}
	// Chinese komi is in 子 (two points each): the tournament's 7.5 points are 3¾ 子.
	cfg, _, err = cdfo.Config(1, 4, rules.Chinese)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Black != "Frangi Manuel" || cfg.White != "Dréan-Guénaïzia Benjamin" || cfg.Komi == nil || *cfg.Komi != 3.75 ||
		cfg.Time.System != clock.Canadian || cfg.Info.Place != "OGS" {
		t.Errorf("CdFO R1 T4: %+v", cfg)
	}
	if _, _, err := cdfo.Config(8, 1, rules.Chinese); err == nil {
		t.Error("round 8 of a 7-round file with 7 rounds paired: no error")
	}
	if _, _, err := cdfo.Config(7, 30, rules.Chinese); err == nil {
		t.Error("table 30: no error")
	}
}

// A hand-written file in ISO-8859-15 (é is byte E9, € is A4): names decode, the keys match
// and a result written back keeps every other byte.
func TestISO885915(t *testing.T) {
	data := []byte("<?xml version=\"1.0\" encoding=\"ISO-8859-15\"?>\r\n<Tournament dataVersion=\"201\">\r\n<Players>\r\n" +
		"<Player firstName=\"Andr\xe9\" name=\"Nemo\" rank=\"2K\"/>\r\n" +
		"<Player firstName=\"\xa4ric\" name=\"M\xfcller Stra\xdfe\" rank=\"1D\"/>\r\n</Players>\r\n<Games>\r\n" +
		"<Game blackPlayer=\"NEMOANDR\xc9\" roundNumber=\"1\" tableNumber=\"1\" whitePlayer=\"M\xdcLLERSTRASSE\xa4RIC\"/>\r\n" +
		"</Games>\r\n<TournamentParameterSet><GeneralParameterSet name=\"Coupe d'\xe9t\xe9\" komi=\"6.5\" basicTime=\"45\" complementaryTimeSystem=\"SUDDENDEATH\"/></TournamentParameterSet>\r\n</Tournament>\r\n")
	f, err := Read(data)
	if err != nil {
		t.Fatal(err)
	}
	if f.Encoding != "ISO-8859-15" || f.Name != "Coupe d'été" || f.Players[0].FullName() != "Nemo André" ||
		f.Players[1].FullName() != "Müller Straße €ric" || len(f.Games) != 1 || f.Games[0].Result != Unknown {
		t.Fatalf("%s %q %q %q %+v", f.Encoding, f.Name, f.Players[0].FullName(), f.Players[1].FullName(), f.Games)
	}
	cfg, _, err := f.Config(1, 1, rules.Japanese)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.White != "Müller Straße €ric" || cfg.Time.System != clock.Absolute || cfg.Time.Main != 45*time.Minute || *cfg.Komi != 6.5 {
		t.Errorf("%+v", cfg)
	}
	if _, err := f.SetResult(1, 1, WhiteWins); err != nil {
		t.Fatal(err)
	}
	want := []byte(string(data[:0]))
	want = append(want, data...)
	at := []byte("\"M\xdcLLERSTRASSE\xa4RIC\"/>")
	i := indexOf(want, at) + len(at) - 2
	want = append(want[:i:i], append([]byte(` result="RESULT_WHITEWINS"`), want[i:]...)...)
	if got := f.Updated(); string(got) != string(want) {
		t.Errorf("written\n%q\nwant\n%q", got, want)
	}
}

func indexOf(b, sub []byte) int {
	for i := 0; i+len(sub) <= len(b); i++ {
		if string(b[i:i+len(sub)]) == string(sub) {
			return i
		}
	}
	return -1
}

// Bad files get a clear error, never a panic.
func TestBadFiles(t *testing.T) {
	for name, data := range map[string]string{
		"not xml":          "hello",
		"not opengotha":    "<?xml version=\"1.0\"?><html/>",
		"bad utf-8":        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Tournament><Players><Player name=\"Nemo\xe9\" firstName=\"A\"/></Players></Tournament>",
		"unknown player":   `<Tournament dataVersion="201"><Games><Game roundNumber="1" tableNumber="1" whitePlayer="X" blackPlayer="Y"/></Games></Tournament>`,
		"bad round":        `<Tournament dataVersion="201"><Games><Game roundNumber="one" tableNumber="1" whitePlayer="X" blackPlayer="Y"/></Games></Tournament>`,
		"bad result":       `<Tournament dataVersion="201"><Players><Player name="A" firstName="B"/><Player name="C" firstName="D"/></Players><Games><Game roundNumber="1" tableNumber="1" whitePlayer="AB" blackPlayer="CD" result="WHITE"/></Games></Tournament>`,
		"bad time":         `<Tournament dataVersion="201"><TournamentParameterSet><GeneralParameterSet complementaryTimeSystem="HOURGLASS"/></TournamentParameterSet></Tournament>`,
		"old data version": `<Tournament dataVersion="200"/>`,
		"utf-16":           `<?xml version="1.0" encoding="UTF-16"?><Tournament/>`,
		"truncated":        `<Tournament dataVersion="201"><Players><Player name="A" first`,
	} {
		if _, err := Read([]byte(data)); err == nil {
			t.Errorf("%s: no error", name)
		} else {
			t.Logf("%s: %v", name, err)
		}
	}
	if _, err := ReadFile(filepath.Join(t.TempDir(), "missing.xml")); !os.IsNotExist(err) {
		t.Errorf("missing file: %v", err)
	}
}

// OpenGotha's keys: upper case by Unicode's full mapping (Java's toUpperCase), spaces removed.
func TestKey(t *testing.T) {
	for in, want := range map[string]string{"Nemo André": "NEMOANDRÉ", "le_Calvé Tanguy": "LE_CALVÉTANGUY",
		"Straße Jörg": "STRASSEJÖRG", "柯 洁": "柯洁", "서 봉수": "서봉수", "Dréan-Guénaïzia Benjamin": "DRÉAN-GUÉNAÏZIABENJAMIN"} {
		if got := Key(in); got != want {
			t.Errorf("Key(%q) = %q, want %q", in, got, want)
		}
	}
}
