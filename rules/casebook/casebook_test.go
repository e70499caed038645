package casebook

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode"

	"goref/board"
	"goref/internal/corpus"
	"goref/rules"
	"goref/words"
)

const dir = "../../assets/casebook"

func load(t *testing.T) *Book {
	t.Helper()
	bk, err := Load(os.DirFS(filepath.Dir(dir)), filepath.Base(dir))
	if err != nil {
		t.Fatal(err)
	}
	return bk
}

// TestVerdicts replays every case under every preset and compares the engine's verdict with
// verdicts.json. A text or derived verdict comes from outside the engine and nothing here
// writes it: when the engine disagrees the test fails. UPDATE=1 rewrites "mechanics" verdicts
// only (the texts are silent there), and fails on any text or derived verdict the engine
// does not reproduce; review the diff before committing it.
func TestVerdicts(t *testing.T) {
	bk := load(t)
	update := os.Getenv("UPDATE") != ""
	for _, c := range bk.Cases {
		for _, p := range rules.PresetNames() {
			rs, _ := rules.Preset(p)
			row, err := c.Replay(rs, c.RunFor(p), -1)
			if err != nil {
				t.Fatalf("%s [%s]: %v", c.ID, p, err)
			}
			want, ok := bk.Verdicts[c.ID][p]
			if update {
				v, err := updated(want, ok, row)
				if err != nil {
					t.Errorf("%s/%s: %v", c.ID, p, err)
					continue
				}
				if bk.Verdicts[c.ID] == nil {
					bk.Verdicts[c.ID] = map[string]Verdict{}
				}
				bk.Verdicts[c.ID][p] = v
				continue
			}
			t.Run(c.ID+"/"+p, func(t *testing.T) {
				if !ok {
					t.Fatal("no verdict in verdicts.json")
				}
				if !reflect.DeepEqual(row.Moves, want.Moves) {
					t.Errorf("moves\n got  %q\n want %q (%s)", row.Moves, want.Moves, want.Basis)
				}
				if !slices.Equal(row.Confirm, want.Confirm) {
					t.Errorf("confirmations %q, want %q", row.Confirm, want.Confirm)
				}
				if row.Count != want.Count || !slices.Equal(row.Dead, want.Dead) {
					t.Errorf("count %q dead %v, want %q dead %v (%s)", row.Count, row.Dead, want.Count, want.Dead, want.Basis)
				}
			})
		}
	}
	if update && !t.Failed() {
		out, err := json.MarshalIndent(bk.Verdicts, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "verdicts.json"), append(out, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// updated is UPDATE=1's verdict for a replayed row: a new or mechanics verdict takes the
// engine's outcome; a text or derived verdict is never rewritten, and one the engine does not
// reproduce is an error.
func updated(want Verdict, known bool, row *Row) (Verdict, error) {
	same := reflect.DeepEqual(row.Moves, want.Moves) && slices.Equal(row.Confirm, want.Confirm) &&
		row.Count == want.Count && slices.Equal(row.Dead, want.Dead)
	if known && want.Basis != BasisMechanics {
		if !same {
			return want, fmt.Errorf("the engine differs from a %s verdict, which UPDATE may not rewrite: moves %q count %q", want.Basis, row.Moves, row.Count)
		}
		return want, nil
	}
	want.Moves, want.Count, want.Dead, want.Confirm = row.Moves, row.Count, row.Dead, row.Confirm
	want.Basis = BasisMechanics
	return want, nil
}

func TestUpdateNeverRewritesTextOrDerived(t *testing.T) {
	row := &Row{Moves: []string{"ok", "superko"}}
	for _, b := range []string{BasisText, BasisDerived} {
		want := Verdict{Moves: []string{"ok", "ko"}, Basis: b, Ground: "x", Derivation: "y"}
		if v, err := updated(want, true, row); err == nil || !reflect.DeepEqual(v.Moves, want.Moves) {
			t.Errorf("%s: rewritten to %q (err %v)", b, v.Moves, err)
		}
	}
	v, err := updated(Verdict{Moves: []string{"ok", "ko"}, Basis: BasisMechanics, Note: "n"}, true, row)
	if err != nil || !reflect.DeepEqual(v.Moves, row.Moves) || v.Note != "n" {
		t.Errorf("mechanics: %+v %v", v, err)
	}
	if v, _ := updated(Verdict{}, false, row); v.Basis != BasisMechanics {
		t.Errorf("a new verdict is mechanics until someone grounds it: %+v", v)
	}
}

// TestGrounds checks that every verdict carries its ground: a text verdict cites a ground of
// grounds.json, a derived verdict writes its derivation out, and only mechanics carries
// neither.
func TestGrounds(t *testing.T) {
	bk := load(t)
	for id, ps := range bk.Verdicts {
		for p, v := range ps {
			switch v.Basis {
			case BasisText:
				if _, ok := bk.Grounds[v.Ground]; !ok {
					t.Errorf("%s/%s: text verdict cites ground %q, which grounds.json lacks", id, p, v.Ground)
				}
			case BasisDerived:
				if len([]rune(v.Derivation)) < 40 {
					t.Errorf("%s/%s: a derived verdict writes its derivation out (got %q)", id, p, v.Derivation)
				}
			case BasisMechanics:
				if v.Ground != "" {
					t.Errorf("%s/%s: mechanics cites ground %q: make it a text verdict", id, p, v.Ground)
				}
			default:
				t.Errorf("%s/%s: basis %q is not one of %v", id, p, v.Basis, Bases)
			}
		}
	}
}

// seedsDir holds the rule texts the grounds quote: ../shared/seeds beside the repository, next
// to the shared corpus.
func seedsDir() string { return filepath.Join(filepath.Dir(corpus.Root()), "seeds") }

// TestGroundsQuoteTheSeeds finds each ground's quoted words in its seed, on the cited line or
// within a few lines of it (whitespace and punctuation width ignored): a ground that misquotes
// or mis-cites fails.
func TestGroundsQuoteTheSeeds(t *testing.T) {
	bk := load(t)
	if len(bk.Grounds) == 0 {
		t.Fatal("grounds.json is empty")
	}
	for id, g := range bk.Grounds {
		files, _ := filepath.Glob(filepath.Join(seedsDir(), g.Seed+"_*.txt"))
		if len(files) != 1 {
			corpus.Missing(t, fmt.Sprintf("seed %s in %s (ground %s)", g.Seed, seedsDir(), id))
		}
		data, err := os.ReadFile(files[0])
		if err != nil {
			t.Fatal(err)
		}
		if g.Quote == "" || g.What == "" {
			t.Errorf("ground %s: no quote or no article", id)
			continue
		}
		lines := strings.Split(string(data), "\n")
		lo, hi := max(g.Line-1-quoteSlack, 0), min(g.Line+quoteSlack, len(lines))
		if lo >= hi {
			t.Errorf("ground %s: line %d is beyond seed %s", id, g.Line, g.Seed)
			continue
		}
		if !strings.Contains(normalQuote(strings.Join(lines[lo:hi], "")), normalQuote(g.Quote)) {
			t.Errorf("ground %s: %q is not on seed %s line %d (±%d)", id, g.Quote, g.Seed, g.Line, quoteSlack)
		}
	}
}

const quoteSlack = 3

// normalQuote drops whitespace and folds full-width punctuation, so a quote matches across
// the seed's line breaks and its mixed punctuation.
func normalQuote(s string) string {
	s = strings.NewReplacer("，", ",", "、", ",", "；", ";", "：", ":", "（", "(", "）", ")", "“", "\"", "”", "\"", "。", ".", "！", "!", "？", "?").Replace(s)
	return strings.Join(strings.Fields(s), "")
}

// TestContent checks what the issue asks of every case: a title and an explanation in every
// language the UI speaks (words.Tags), a source, a move sequence or a count, and verdicts for
// no unknown case.
func TestContent(t *testing.T) {
	bk := load(t)
	if len(bk.Cases) < 30 {
		t.Errorf("%d cases, want at least 30", len(bk.Cases))
	}
	for _, c := range bk.Cases {
		for _, tag := range words.Tags {
			if l := string(tag); c.Title[l] == "" || c.Text[l] == "" {
				t.Errorf("%s: no %s title or text", c.ID, l)
			}
		}
		if c.Source == "" {
			t.Errorf("%s: no source", c.ID)
		}
		if !c.Count && len(c.Runs[0].Moves) == 0 {
			t.Errorf("%s: neither moves nor a count", c.ID)
		}
		for i, r := range c.Runs {
			for _, p := range r.Presets {
				if _, err := rules.Preset(p); err != nil {
					t.Errorf("%s run %d: %v", c.ID, i, err)
				}
			}
		}
	}
	for id := range bk.Verdicts {
		if bk.Case(id) == nil {
			t.Errorf("verdicts.json has %s, which is no case", id)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for name, data := range map[string]string{
		"no title":     "(;SZ[5]AB[aa])",
		"bad komi":     "(;SZ[5]GN[x]KM[abc])",
		"bad prisoner": "(;SZ[5]GN[x]CAPB[-1])",
		"off board":    "(;SZ[5]GN[x];B[zz])",
		"two games":    "(;SZ[5]GN[x])(;SZ[5]GN[y])",
		"not sgf":      "hello",
		"CF colour":    "(;SZ[5]GN[x];B[];W[];CF[Q]CQ[aa])",
		"CF no CQ":     "(;SZ[5]GN[x];B[];W[];CF[B])",
		"CQ no CF":     "(;SZ[5]GN[x];B[];W[];CQ[aa])",
		"PK two kos":   "(;SZ[5]GN[x];B[];W[];CF[B]CQ[aa];B[]PK[aa][bb])",
	} {
		if _, err := Parse("t", []byte(data)); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	c, err := Parse("t", []byte("(;SZ[5]GN[x]C[y]GNZH[甲]PL[W]AB[aa];W[bb];B[];W[]VM[])"))
	if err != nil {
		t.Fatal(err)
	}
	if c.TitleIn("zh-Hant") != "甲" || c.TitleIn("ja") != "x" || len(c.Runs[0].Moves) != 3 || !c.Runs[0].Moves[2].Virtual {
		t.Fatalf("parsed %+v", c)
	}
	if _, err := c.Replay(rules.Chinese, 1, -1); err == nil {
		t.Error("a run that does not exist must fail")
	}
}

// TestConfirmation replays a direct ko (Fig. 9's mechanism) under J89 and under a rule set
// without Art. 7: the retake is refused until Black passes for the ko, and White captures.
func TestConfirmation(t *testing.T) {
	// .X.XO   Black's group (B5 A4 B4 C4) has liberties A5 and C5; D5 is a ko stone, and White
	// XXXO.   E5 is in atari at E4.
	// OOOOO
	const data = `(;SZ[5]GN[x]
AB[ba][ab][bb][cb][da]AW[ea][db][ac][bc][cc][dc][ec]
;B[];W[];CF[W]CQ[bb];W[ca];B[da];B[]PK[da];W[aa];CF[B]CQ[ea];B[eb])`
	c, err := Parse("t", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	row, err := c.Replay(rules.Japanese, 0, -1)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"ok", "ok halt:passes", "confirm:W", "ok", "confirmation-ko", "ok", "ok", "confirm:B", "ok"}
	if !reflect.DeepEqual(row.Moves, want) {
		t.Fatalf("moves %q, want %q", row.Moves, want)
	}
	if !slices.Equal(row.Confirm, []string{"dead", "dead"}) {
		t.Errorf("confirm %q", row.Confirm)
	}
	if e5 := (board.Vertex{X: 4, Y: 0}); row.Board().At(e5) != board.Empty || row.Game.Board().At(e5) != board.White {
		t.Error("the confirmation must play on a copy: the game board keeps the group")
	}
	row, err = c.Replay(rules.Chinese, 0, -1)
	if err != nil {
		t.Fatal(err)
	}
	if row.Moves[2] != "no-confirmation" || row.Moves[3] != "skipped" || len(row.Confirm) != 0 {
		t.Errorf("chinese: %q %q", row.Moves, row.Confirm)
	}
}

// TestGroundsInEveryLanguage: every ground names its text in each UI language and, for each
// language that does not read the quoted words, carries their translation into that very
// language; the quote's own language is the one its letters are written in (Cyrillic:
// Russian, kana: Japanese, Han alone: Chinese), and a reader of Chinese in either script reads
// a Chinese quote as it stands.
func TestGroundsInEveryLanguage(t *testing.T) {
	bk := load(t)
	if len(bk.Grounds) == 0 {
		t.Fatal("no grounds")
	}
	for id, g := range bk.Grounds {
		want := "zh-Hans"
		for _, r := range g.Quote {
			switch {
			case unicode.Is(unicode.Cyrillic, r):
				want = "ru"
			case unicode.In(r, unicode.Hiragana, unicode.Katakana) && want != "ru":
				want = "ja"
			}
		}
		if g.Lang != want {
			t.Errorf("%s: lang %q, the quote is written in %q", id, g.Lang, want)
		}
		for _, tag := range words.Tags {
			l := string(tag)
			if l != "en" && g.WhatIn[l] == "" {
				t.Errorf("%s: no %s name of the text", id, l)
			}
			reads := g.Reads(l)
			if chinese := tag == words.ZhHans || tag == words.ZhHant; reads != (l == g.Lang || chinese && g.Lang == "zh-Hans") {
				t.Errorf("%s: Reads(%s) = %v", id, l, reads)
			}
			if tr := g.Translation[l]; !reads && (tr == "" || tr == g.Quote) {
				t.Errorf("%s: no %s translation of %q", id, l, g.Quote)
			}
			if g.TranslationFor(l) != "" && reads {
				t.Errorf("%s: a %s reader gets a translation of words they read", id, l)
			}
		}
	}
}
