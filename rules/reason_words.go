package rules

import (
	"strings"

	"goref/words"
)

// Explain says in the language lang names (words.Normalize) why the move is illegal, as the
// app's status line and `goref table` say it (the catalogue's illegal/…); a reason without
// words of its own is named after "Illegal move:".
func (r Reason) Explain(lang string) string {
	if key := "illegal/" + string(r); words.Has(key) {
		return words.Text(lang, key)
	}
	return strings.Replace(words.Text(lang, "illegal/other"), "{R}", string(r), 1)
}
