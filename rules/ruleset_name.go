package rules

import "goref/words"

// NameIn is the rule set's name in the language lang names, as every screen and sheet shows
// it: the text's own name (Title) through the catalogue, so 日本囲碁規約 (1989) reads
// 일본 바둑 규약 (1989) in Korean and keeps its original beside the English. A Title the
// catalogue does not know (a referee's own rule set) is shown as written.
func (r Ruleset) NameIn(lang string) string { return words.Text(lang, r.Title) }
