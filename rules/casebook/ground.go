package casebook

import "goref/words"

// Ground is a rule text's own words: the seed file (its number, "000" … "004"), the line the
// words stand on, and the words as the seed has them, in the seed's language (Lang). A reader
// of another language gets them with a translation beside them, never instead of them.
type Ground struct {
	Seed  string `json:"seed"`
	Line  int    `json:"line"`
	Quote string `json:"quote"`
	What  string `json:"what"` // the text and article in English, e.g. "C88 Art. 20.3"
	// Lang is the language of Quote ("zh-Hans", "ja", "ru"). Where the seed's words are
	// themselves a translation (J89 in Chen's Chinese, the ROC rules in a Russian Davis), What
	// says so.
	Lang string `json:"lang"`
	// WhatIn is What in the other UI languages.
	WhatIn map[string]string `json:"whatIn"`
	// Translation is the quote in each UI language that does not read Lang.
	Translation map[string]string `json:"translation"`
}

// WhatFor names the text and article in lang (falling back as words.Tag.Fallbacks does).
func (g *Ground) WhatFor(lang string) string {
	m := map[string]string{"en": g.What}
	for l, s := range g.WhatIn {
		m[l] = s
	}
	return pick(m, lang)
}

// Reads reports whether a reader of lang reads the quote as it stands: its own language, or
// Chinese in the other script (the same words of the same text).
func (g *Ground) Reads(lang string) bool {
	t, q := words.Normalize(lang), words.Tag(g.Lang) // as written: Normalize takes "ru" for English
	chinese := func(t words.Tag) bool { return t == words.ZhHans || t == words.ZhHant }
	return t == q || chinese(t) && chinese(q)
}

// TranslationFor is the quote translated for a reader of lang, "" when the reader reads it as
// it stands (Reads).
func (g *Ground) TranslationFor(lang string) string {
	if g.Reads(lang) {
		return ""
	}
	return pick(g.Translation, lang)
}

// GroundOf returns the verdict verdicts.json records for case id under preset and, for a
// verdict a rule text states (BasisText), the ground it cites.
func (bk *Book) GroundOf(id, preset string) (Verdict, *Ground, bool) {
	v, ok := bk.Verdicts[id][preset]
	if !ok {
		return Verdict{}, nil, false
	}
	if g, ok := bk.Grounds[v.Ground]; ok && v.Basis == BasisText {
		return v, &g, true
	}
	return v, nil, true
}
