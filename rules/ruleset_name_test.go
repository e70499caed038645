package rules

import (
	"encoding/json"
	"testing"

	"goref/words"
)

// Every preset is named in each of the five languages by the catalogue itself (never by a
// fallback to another language), and no two presets share a name in one language: the rule
// set lists of New game and the casebook choose a preset by the name they show.
func TestEveryPresetNamedInEveryLanguage(t *testing.T) {
	for _, tag := range words.Tags {
		var file map[string]string
		if err := json.Unmarshal(words.File(tag), &file); err != nil {
			t.Fatal(err)
		}
		seen := map[string]string{}
		for _, n := range PresetNames() {
			rs, err := Preset(n)
			if err != nil {
				t.Fatal(err)
			}
			if file[rs.Title] == "" {
				t.Errorf("%s: no name for %s (%q)", tag, n, rs.Title)
			}
			name := rs.NameIn(string(tag))
			if other, dup := seen[name]; dup {
				t.Errorf("%s: %s and %s are both named %q", tag, other, n, name)
			}
			seen[name] = n
		}
	}
}

func TestNameInSaysTheTextsName(t *testing.T) {
	for _, c := range []struct {
		rs         Ruleset
		lang, want string
	}{
		// the Nihon Ki-in's own name for its 1989 rules, in Korean as the Korean Baduk
		// Association writes it, in simplified Chinese as Chinese sources cite it
		{Japanese, "ja", "日本囲碁規約 (1989)"},
		{Japanese, "ko", "일본 바둑 규약 (1989)"},
		{Japanese, "zh-Hans", "日本围棋规约 (1989)"},
		{Chinese, "zh-Hant", "中國圍棋競賽規則 (1988)"},
		{Chinese, "en", "Chinese rules 1988 (中国围棋竞赛规则)"},
		{Ruleset{Title: "Club rules 2026"}, "ja", "Club rules 2026"},
	} {
		if got := c.rs.NameIn(c.lang); got != c.want {
			t.Errorf("%q in %s = %q, want %q", c.rs.Title, c.lang, got, c.want)
		}
	}
}
