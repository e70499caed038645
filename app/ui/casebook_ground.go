package ui

import (
	"goref/rules/casebook"
)

// groundText says on what the verdict of case id under preset rests, for a reader of lang: a
// rule text's own words, with a translation marked as one below them when the reader does not
// read their language (a quotation is never replaced by a translation); or that the verdict
// is derived by hand from the texts, or that the texts are silent. "" when the casebook
// records no verdict there.
func groundText(bk *casebook.Book, id, preset, lang string) string {
	v, g, ok := bk.GroundOf(id, preset)
	switch {
	case !ok:
		return ""
	case g != nil:
		s := LD("Ground: {{.What}}: “{{.Quote}}”", map[string]any{"What": g.WhatFor(lang), "Quote": g.Quote})
		if t := g.TranslationFor(lang); t != "" {
			s += "\n" + LD("(translation) {{.Text}}", map[string]any{"Text": t})
		}
		return s
	case v.Basis == casebook.BasisDerived:
		return L("Ground: derived by hand from the rule texts")
	}
	return L("Ground: the rule texts are silent here; the rule set's mechanics decide")
}
