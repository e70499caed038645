package ui

import (
	"slices"
	"testing"

	"goref/assets"
	"goref/rules/casebook"
)

// The casebook and New game name every rule set alike, in each language: the casebook once
// listed "日本囲碁規約（1989）" where New game listed "日本囲碁規約 (1989)", and in English
// "Japanese rules (1989)" beside the game line's "Japanese rules 1989 (日本囲碁規約)".
func TestCasebookAndNewGameNameRuleSetsAlike(t *testing.T) {
	u, _ := newTestUI(t)
	t.Cleanup(func() { u.SetLanguage("en") })
	bk, err := casebook.Load(assets.Casebook, "casebook")
	if err != nil {
		t.Fatal(err)
	}
	for code, japanese := range map[string]string{
		"en":      "Japanese rules 1989 (日本囲碁規約)",
		"ja":      "日本囲碁規約 (1989)",
		"zh_Hans": "日本围棋规约 (1989)",
		"zh_Hant": "日本圍棋規約 (1989)",
		"ko":      "일본 바둑 규약 (1989)",
	} {
		u.SetLanguage(code)
		book := newCasebookView(bk, false).presets.Options
		game := newNewGameForm(u.Session().Info, true).rules.Options
		if !slices.Equal(book, game) {
			t.Errorf("%s: the casebook lists\n%q\nNew game lists\n%q", code, book, game)
		}
		if !slices.Contains(game, japanese) {
			t.Errorf("%s: New game lists %q, not %q", code, game, japanese)
		}
	}
}
