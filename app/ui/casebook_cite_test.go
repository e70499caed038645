package ui

import (
	"os"
	"regexp"
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

// TestCasebookCitesInEachLanguage: in Japanese, Chinese and Korean a source names the rule
// texts and the book as the language does, with no English word left outside a work cited by
// its English title (Jasiek's Examples 3).
func TestCasebookCitesInEachLanguage(t *testing.T) {
	bk, err := casebook.Load(os.DirFS("../../assets"), "casebook")
	if err != nil {
		t.Fatal(err)
	}
	english := regexp.MustCompile(`[A-Za-z]{3,}`)
	for _, lang := range []string{"ja", "zh-Hans", "zh-Hant", "ko"} {
		for _, c := range bk.Cases {
			got := citeSourceIn(c.Source, lang)
			rest := strings.NewReplacer(`"molasses ko"`, "", "Jasiek, Examples 3", "").Replace(got)
			if w := english.FindString(rest); w != "" {
				t.Errorf("%s %s: %q keeps the English %q", lang, c.ID, got, w)
			}
		}
	}
	for lang, want := range map[string]string{
		"ja":      "計活子 (2011) 第13条; 中国囲碁競技規則 (1988) 第19条, 日本囲碁規約 (1989) 第6条",
		"zh-Hant": "計活子 (2011) 第13條; 中國圍棋競賽規則 (1988) 第19條, 日本圍棋規約 (1989) 第6條",
		"ko":      "계활자 (2011) 제13조; 중국 바둑 경기 규칙 (1988) 제19조, 일본 바둑 규약 (1989) 제6조",
		"en":      "计活子 (2011) Art. 13; 中国围棋竞赛规则 (1988) Art. 19, 日本囲碁規約 (1989) Art. 6",
	} {
		if got := citeSourceIn(bk.Case("18-simple-ko").Source, lang); got != want {
			t.Errorf("%s: case 18 cited as %q, want %q", lang, got, want)
		}
	}
}
