package table

import (
	"strings"
	"testing"

	"goref/board"
	"goref/rules"
)

// The box the referee answers says the rule that leaves the repetition to him, from the table:
// casebook case 39 under C88 goes to the referee by Art. 20.3 (和棋 or 重下, or play on), under
// J89 by Art. 12 (無勝負 if both agree).
func TestPendingCycleSaysItsRule(t *testing.T) {
	for _, c := range []struct{ preset, lang, words string }{
		{"chinese", "en", "C88 Art. 20.3"}, {"chinese", "zh-Hans", "和棋或重下"},
		{"japanese", "en", "J89 Art. 12"}, {"japanese", "ja", "無勝負"},
	} {
		pc := openCycle(t, c.preset).PendingCycle()
		if pc == nil {
			t.Fatalf("%s: no repetition waits", c.preset)
		}
		if s := pc.RuleText(c.lang); !strings.Contains(s, c.words) {
			t.Errorf("%s %s: %q", c.preset, c.lang, s)
		}
	}
	verdicts := map[string]string{"chinese": "the referee rules a draw (和棋) or a replay (重下)", "japanese": "no result (無勝負) if both players agree"}
	for preset, want := range verdicts {
		if s := openCycle(t, preset).PendingCycle().Verdict("en"); !strings.Contains(s, want) {
			t.Errorf("%s verdict: %q", preset, s)
		}
	}
	// 搅 names the 搅方 and the other side.
	pc := &PendingCycle{Event: rules.Event{Verdict: rules.VerdictDisturb, Disturber: "W"}}
	if s := pc.RuleText("en"); !strings.HasPrefix(s, "搅: White only makes the board cycle") || !strings.HasSuffix(s, "Black may.") {
		t.Errorf("disturb: %q", s)
	}
}

// The refused Ing pass says why, naming the dame the player can still contest (Ing 13th ed.
// art. 3 「实手尚可争点，除认输外，禁止虚手」): E5 on the board of TestIngRefusedPassNamesTheDame.
func TestRefusedPassSaysTheDame(t *testing.T) {
	tb := ing13DameOpen(t)
	if _, err := tb.Pass(board.Black); err == nil {
		t.Fatal("the pass went through with E5 open")
	}
	rp := tb.RefusedPass()
	if rp == nil {
		t.Fatal("no refused pass waits")
	}
	if s := rp.Explain("zh-Hans", 9); s != "黑方不得虚手：E5尚可争（除认输外禁止虚手）。" {
		t.Errorf("zh-Hans: %q", s)
	}
}

// The repetition's box reads the lap from the table: casebook case 39's eight plies (four ko
// captures each, H8 G4 D5 C7 H4 G8 D7 C5) bring back the position after ply 0 after ply 8, and
// each side took four stones in it; C88 leaves it to the referee by Art. 20.3.
func TestPendingCycleExplainsTheLap(t *testing.T) {
	pc := openCycle(t, "chinese").PendingCycle()
	if pc == nil {
		t.Fatal("no repetition waits")
	}
	s := pc.Explain("en", 9)
	for _, want := range []string{
		"The position after ply 0 stands again after ply 8 (8 plies); ko captures at ",
		"; stones taken in the lap: Black 4, White 4.",
		"C88 Art. 20.3",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("%q lacks %q", s, want)
		}
	}
	for _, ko := range []string{"H8", "G4", "D5", "C7"} {
		if !strings.Contains(s, ko) {
			t.Errorf("%q does not name the ko capture at %s", s, ko)
		}
	}
	if lines := strings.Split(s, "\n"); lines[0] != pc.Verdict("en") || len(lines) != 3 {
		t.Errorf("lines %q: the verdict, the lap, the rule", lines)
	}
	if s := pc.Explain("zh-Hans", 9); !strings.Contains(s, "第0手后的局面在第8手后重现（8手）") {
		t.Errorf("zh-Hans: %q", s)
	}
}
