package count

import (
	"strings"
	"testing"

	"goref/rules"
	"goref/words"
)

// The count names its rule set by the rule set's one name (rules.Ruleset.NameIn), as New game,
// the game's line and the slip do: in Japanese ルール：日本囲碁規約 (1989) (the README's
// example), in Korean 일본 바둑 규약 (1989), in English its English beside the original; a
// warning naming the rule set names it the same way; `goref score`'s English keeps the preset
// word and its warnings the title as written. The komi is written as the slip's fields write it
// (rules.Ruleset.KomiText), `goref score`'s as the record's number.
func TestTheCountNamesItsRuleSetByNameIn(t *testing.T) {
	pos := mustRows(t, "X..", "...", "..O")
	for _, c := range []struct{ preset, lang, line string }{
		{"japanese", "ja", "ルール：日本囲碁規約 (1989)、コミ 6½ 目"},
		{"japanese", "ko", "규칙: 일본 바둑 규약 (1989), 덤 6½집"},
		{"japanese", "en", "rules: Japanese rules 1989 (日本囲碁規約), komi 6½ 目"},
		{"japanese", "", "rules: japanese, komi 6.5"},
	} {
		rs := preset(t, c.preset)
		bd := score(t, pos, Input{Rules: rs, Komi: 6.5})
		if got := bd.BodyIn(3, c.lang)[0]; got != c.line {
			t.Errorf("%s in %q: the count's first line is %q, want %q", c.preset, c.lang, got, c.line)
		}
	}
	// Every preset in every language: the name the count gives is NameIn's.
	for _, name := range rules.PresetNames() {
		rs := preset(t, name)
		bd := score(t, pos, Input{Rules: rs, Komi: 7})
		for _, tag := range words.Tags {
			if got := bd.BodyIn(3, string(tag))[0]; !strings.Contains(got, rs.NameIn(string(tag))) {
				t.Errorf("%s in %s: %q does not name it %q", name, tag, got, rs.NameIn(string(tag)))
			}
		}
	}
	// A rule set that ignores dead marks says so naming itself: in Japanese by NameIn, in
	// `goref score`'s English by its title.
	bd := score(t, pos, Input{Rules: preset(t, "tromp-taylor"), Dead: gtp(t, 3, "A3")})
	if w := bd.warningLines("ja"); len(w) != 1 || !strings.HasPrefix(w[0], "トロンプ・テイラー・ルール：") {
		t.Errorf("the Japanese warning is %q", w)
	}
	if len(bd.Warnings) != 1 || !strings.HasPrefix(bd.Warnings[0], "Tromp-Taylor rules counts") {
		t.Errorf("the English warning is %q", bd.Warnings)
	}
}
