package rules

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
	"unicode"

	"goref/board"
	"goref/words"
)

// catalogue reads the referee's sentences of one language file of words/texts.
func catalogue(t *testing.T, file string) map[string]string {
	t.Helper()
	data, err := os.ReadFile("../words/texts/" + file + ".json")
	if err != nil {
		t.Fatal(err)
	}
	all := map[string]string{}
	if err := json.Unmarshal(data, &all); err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for k, v := range all {
		for _, g := range []string{"explain/", "step/", "reason/", "player/", "minutes/"} {
			if strings.HasPrefix(k, g) {
				out[k] = v
			}
		}
	}
	return out
}

// The referee's Korean sentences are Korean, and the Traditional Chinese steps are not the
// Simplified sentence copied (words' own test checks every key has all five languages with
// the same placeholders).
func TestKoreanAndTraditionalAreTheirOwn(t *testing.T) {
	en, ko, hans, hant := catalogue(t, "en"), catalogue(t, "ko"), catalogue(t, "zh_Hans"), catalogue(t, "zh_Hant")
	if len(en) < 80 {
		t.Fatalf("%d referee sentences", len(en))
	}
	for k := range en {
		if !hasHangul(ko[k]) {
			t.Errorf("ko %s is not Korean: %q", k, ko[k])
		}
		if strings.HasPrefix(k, "step/") && hant[k] == hans[k] {
			t.Errorf("zh-Hant %s is the Simplified sentence", k)
		}
	}
}

// Each language tag the referee's sentences are asked in reads its language (words.Normalize).
func TestExplainLangCodes(t *testing.T) {
	a := Action{Kind: ActLoss, Player: board.Black}
	for code, want := range map[string]words.Tag{"en": words.En, "zh-Hans": words.ZhHans, "zh_Hans": words.ZhHans, "zh-CN": words.ZhHans,
		"zh-Hant": words.ZhHant, "zh_Hant": words.ZhHant, "zh-TW": words.ZhHant, "zh_Hant_HK": words.ZhHant, "ja": words.Ja,
		"ko": words.Ko, "ko-KR": words.Ko, "fr": words.En} {
		if got := a.Explain(code); got != a.Explain(string(want)) {
			t.Errorf("%s: %q, want the %s %q", code, got, want, a.Explain(string(want)))
		}
	}
}

func hasHangul(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Hangul, r) {
			return true
		}
	}
	return false
}
