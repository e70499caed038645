package ui

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"goref/rules"
)

// TestNewGameTimeFollowsTheNumbers: the time system is a choice plus its numbers; after Ing's
// main time is changed the clock is Ing's with the new T (its blocks T/6), a number that makes
// no clock is shown as typed and keeps Start off, and the game starts with the clock shown.
func TestNewGameTimeFollowsTheNumbers(t *testing.T) {
	u, _ := newTestUI(t)
	f := newNewGameForm(u.Session().Info)
	ing, _ := rules.Preset("ing")
	f.rules.SetSelected(rulesName(ing))
	if ot, main := f.time.value(); ot != "3x2100 penalty (Ing)" || main != 210*time.Minute {
		t.Fatalf("Ing's default: %q %v", ot, main)
	}
	f.time.main.SetText("180")
	if ot, main := f.time.value(); ot != "3x1800 penalty (Ing)" || main != 3*time.Hour {
		t.Fatalf("Ing with 180 minutes: %q %v", ot, main)
	}
	f.time.system.SetSelectedIndex(f.time.index(2)) // byo-yomi
	f.time.count.SetText("x")
	if f.time.problem.Hidden || f.time.count.Validate() == nil || f.time.main.Validate() == nil {
		t.Fatalf("a bad period count: problem %q shown=%v", f.time.problem.Text, !f.time.problem.Hidden)
	}
	f.time.count.SetText("3")
	f.time.secs.SetText("40")
	if !f.time.problem.Hidden || f.time.count.Validate() != nil {
		t.Fatalf("3×40 s byo-yomi refused: %q", f.time.problem.Text)
	}
	info := f.info()
	if info.TimeSystem != "3x40 byo-yomi" || info.MainTime != 3*time.Hour {
		t.Fatalf("info: %q %v", info.TimeSystem, info.MainTime)
	}
	u.StartGame(info)
	if u.clocks == nil {
		t.Fatal("a timed game started without its clock")
	}
}

// TestRuleSetNamesAreTranslated: every preset's title has a name in every UI language, and
// in English the Chinese and Japanese titles read in English with the original beside it.
func TestRuleSetNamesAreTranslated(t *testing.T) {
	for _, lang := range []string{"en", "zh_Hans", "zh_Hant", "ja", "ko"} {
		data, err := os.ReadFile("../../assets/translations/" + lang + ".json")
		if err != nil {
			t.Fatal(err)
		}
		m := map[string]string{}
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		for _, n := range rules.PresetNames() {
			r, _ := rules.Preset(n)
			if m[r.Title] == "" {
				t.Errorf("%s has no name for %s (%q)", lang, n, r.Title)
			}
		}
	}
	u, _ := newTestUI(t)
	u.SetLanguage("en")
	ing, _ := rules.Preset("ing")
	if got := rulesName(ing); !strings.Contains(got, "Ing rules") || !strings.Contains(got, "应氏棋规") {
		t.Fatalf("Ing in English: %q", got)
	}
}

// TestHandicapGameHasNoKomi: choosing a handicap puts the rule set's komi for it in the field
// (none under the Chinese 1988 rules, whose compensation is half the stones, added at the
// count), and the game starts with it; back to an even game the preset's 2¾ 子 returns. Left
// at 2¾, a three-stone game was counted with both and saved as KM[5.5] HA[3].
func TestHandicapGameHasNoKomi(t *testing.T) {
	u, _ := newTestUI(t)
	f := newNewGameForm(u.Session().Info)
	f.rules.SetSelected(rulesName(rules.Chinese))
	if f.komi.Text != "2.75" {
		t.Fatalf("even game under C88: komi field %q, want 2.75", f.komi.Text)
	}
	f.handicap.SetSelected("3")
	if f.komi.Text != "0" {
		t.Fatalf("three stones under C88: komi field %q, want 0", f.komi.Text)
	}
	info := f.info()
	if info.Handicap != 3 || info.Komi != 0 {
		t.Fatalf("info: handicap %d komi %v", info.Handicap, info.Komi)
	}
	u.StartGame(info)
	if k := u.Session().Table().Komi(); k != 0 {
		t.Fatalf("the table counts a three-stone game with komi %v", k)
	}
	f.handicap.SetSelected("0")
	if f.komi.Text != "2.75" {
		t.Fatalf("back to an even game: komi field %q, want 2.75", f.komi.Text)
	}
}
