package casebook

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"goref/board"
	"goref/rules"
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
// verdicts.json. UPDATE=1 rewrites the moves, counts and dead stones (keeping each verdict's
// basis and note); review the diff against the texts before committing it.
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
			if update {
				if bk.Verdicts[c.ID] == nil {
					bk.Verdicts[c.ID] = map[string]Verdict{}
				}
				v := bk.Verdicts[c.ID][p]
				v.Moves, v.Count, v.Dead, v.Confirm = row.Moves, row.Count, row.Dead, row.Confirm
				if v.Basis == "" {
					v.Basis = "mechanics"
				}
				bk.Verdicts[c.ID][p] = v
				continue
			}
			t.Run(c.ID+"/"+p, func(t *testing.T) {
				want, ok := bk.Verdicts[c.ID][p]
				if !ok {
					t.Fatal("no verdict in verdicts.json")
				}
				if !slices.Contains(Bases, want.Basis) {
					t.Errorf("basis %q is not one of %v", want.Basis, Bases)
				}
				if !reflect.DeepEqual(row.Moves, want.Moves) {
					t.Errorf("moves\n got  %q\n want %q", row.Moves, want.Moves)
				}
				if !slices.Equal(row.Confirm, want.Confirm) {
					t.Errorf("confirmations %q, want %q", row.Confirm, want.Confirm)
				}
				if row.Count != want.Count || !slices.Equal(row.Dead, want.Dead) {
					t.Errorf("count %q dead %v, want %q dead %v", row.Count, row.Dead, want.Count, want.Dead)
				}
			})
		}
	}
	if update {
		out, err := json.MarshalIndent(bk.Verdicts, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "verdicts.json"), append(out, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestContent checks what the issue asks of every case: titles and explanations in English
// and Chinese, a source, a move sequence or a count, and verdicts for no unknown case.
func TestContent(t *testing.T) {
	bk := load(t)
	if len(bk.Cases) < 30 {
		t.Errorf("%d cases, want at least 30", len(bk.Cases))
	}
	for _, c := range bk.Cases {
		for _, l := range []string{"en", "zh-Hans"} {
			if c.Title[l] == "" || c.Text[l] == "" {
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
