package rules

import (
	"regexp"
	"sort"
	"strings"
	"testing"
	"unicode"

	"goref/board"
)

// Every sentence of the en/zh-Hans/ja tables has its Korean and Traditional Chinese form, with
// the same placeholders, and the extra tables hold no key the base tables lack.
func TestKoreanAndTraditionalComplete(t *testing.T) {
	base := map[string][3]string{}
	for k, v := range explainText {
		base["explain/"+k] = v
	}
	for k, v := range procedureText {
		base["step/"+k] = v
	}
	for k, v := range endReasonWords {
		base["reason/"+k] = v
	}
	for _, c := range []board.Color{board.Empty, board.Black, board.White} {
		base["player/"+c.String()] = [3]string{}
	}
	ph := regexp.MustCompile(`\{[A-Z]\}`)
	marks := func(s string) string {
		m := ph.FindAllString(s, -1)
		sort.Strings(m)
		return strings.Join(uniq(m), "")
	}
	for name, tbl := range map[string]map[string]string{"ko": koText, "zh-Hant": zhHantText} {
		for k, v := range base {
			s, ok := tbl[k]
			if !ok || s == "" {
				t.Errorf("%s: no sentence for %s", name, k)
				continue
			}
			if v[0] != "" && marks(s) != marks(v[0]) {
				t.Errorf("%s %s: placeholders %q, English has %q", name, k, marks(s), marks(v[0]))
			}
			if name == "ko" && !hasHangul(s) {
				t.Errorf("ko %s is not Korean: %q", k, s)
			}
			if name == "zh-Hant" && strings.HasPrefix(k, "step/") && s == v[langZhHans] {
				t.Errorf("zh-Hant %s is the Simplified sentence", k)
			}
		}
		for k := range tbl {
			if _, ok := base[k]; !ok {
				t.Errorf("%s: %s has no base sentence", name, k)
			}
		}
	}
}

func TestExplainLangCodes(t *testing.T) {
	for code, want := range map[string]int{"en": langEn, "zh-Hans": langZhHans, "zh_Hans": langZhHans, "zh-CN": langZhHans,
		"zh-Hant": langZhHant, "zh_Hant": langZhHant, "zh-TW": langZhHant, "zh_Hant_HK": langZhHant, "ja": langJa,
		"ko": langKo, "ko-KR": langKo, "fr": langEn} {
		if got := explainLang(code); got != want {
			t.Errorf("%s: %d, want %d", code, got, want)
		}
	}
}

func uniq(s []string) []string {
	out := s[:0]
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}

func hasHangul(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Hangul, r) {
			return true
		}
	}
	return false
}
