package rules

import "goref/words"

// Languages of the referee sentences. The tables written with the code (explainText,
// procedureText, endReasonWords) hold en, zh-Hans and ja; Korean and Traditional Chinese
// live in their own files, keyed "group/key".
const (
	langEn = iota
	langZhHans
	langJa
	langKo
	langZhHant
)

// explainLang maps a language tag onto one of the languages above (words.Normalize: unknown
// tags get English).
func explainLang(lang string) int {
	return map[words.Tag]int{words.En: langEn, words.ZhHans: langZhHans, words.Ja: langJa, words.Ko: langKo, words.ZhHant: langZhHant}[words.Normalize(lang)]
}

// moreText holds the sentences of the languages beyond the first three tables.
var moreText = map[int]map[string]string{langKo: koText, langZhHant: zhHantText}

// localized picks the sentence for group/key in language l: from base for en, zh-Hans and ja,
// from moreText otherwise. A missing sentence falls back to the Simplified one for Traditional
// Chinese and to English for Korean (the tests keep both tables complete).
func localized(group, key string, base [3]string, l int) string {
	if l <= langJa {
		return base[l]
	}
	if s, ok := moreText[l][group+"/"+key]; ok {
		return s
	}
	if l == langZhHant {
		return base[langZhHans]
	}
	return base[langEn]
}
