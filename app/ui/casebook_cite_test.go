package ui

import (
	"os"
	"strings"
	"testing"

	"goref/rules/casebook"
)

// TestCasebookCitesRuleTexts: no source shown names a seed file or a digest; the rule texts
// are cited by name, with their articles.
func TestCasebookCitesRuleTexts(t *testing.T) {
	bk, err := casebook.Load(os.DirFS("../../assets"), "casebook")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range bk.Cases {
		got := citeSource(c.Source)
		if got == "" || strings.Contains(got, ".md") || strings.Contains(got, "seed ") || strings.HasPrefix(got, "§") || strings.Contains(got, "; §") {
			t.Errorf("%q is cited as %q", c.Source, got)
		}
	}
	for so, want := range map[string]string{
		"seed 000 (Chen Zuyuan, 围棋规则新论) Fig. 2-6/2-7":                     "Chen Zuyuan, 围棋规则新论 Fig. 2-6/2-7",
		"rules-texts.md J89 Art. 7-2 commentary 1, Ref. Fig. 9 (E.b.2.1)": "日本囲碁規約 (1989) Art. 7-2 commentary 1, Ref. Fig. 9",
		"rules-texts.md E.b (C88 Art. 7, J89 Art. 9, Ing Art. 3–4)":       "中国围棋竞赛规则 (1988) Art. 7, 日本囲碁規約 (1989) Art. 9, 应氏棋规 Art. 3–4",
		"seed 003 (计活子) Art. 13":                                          "计活子 (2011) Art. 13",
	} {
		if got := citeSource(so); got != want {
			t.Errorf("citeSource(%q) = %q, want %q", so, got, want)
		}
	}
}
