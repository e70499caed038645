package ui

import (
	"fyne.io/fyne/v2/lang"

	"goref/app/i18n"
	"goref/words"
)

// L translates a UI string (English text as the key).
func L(s string) string { return lang.L(s) }

// LD translates a template string with data; a count noun ({point|points}) agrees with the
// number before it, and a name filled in stands apart from Han and kana (i18n.Fill).
func LD(s string, data map[string]any) string { return i18n.Fill(s, data) }

// LN translates a sentence about n things: one is the key for n == 1, other for any other n
// (English needs both; the CJK translations give both keys the same words). data gets N.
func LN(n int, one, other string, data map[string]any) string {
	if data == nil {
		data = map[string]any{}
	}
	data["N"] = n
	if n == 1 {
		return LD(one, data)
	}
	return LD(other, data)
}

// listOf joins names in a sentence as the UI's language lists them (words.List): 「、」 in
// Chinese and Japanese, "a, b and c" in English.
func listOf(items []string) string { return words.List(uiLang(), items) }
