package words

import "strings"

// Fill is the sentence of key in lang (Text) with its template fields filled in ({{.N}} by
// fill["N"]) and its count nouns chosen by the numbers filled in (Counted): for the
// sentences printed outside the UI, where Fyne's lang does not fill them.
func Fill(lang, key string, fill map[string]string) string {
	s := Text(lang, key)
	for name, v := range fill {
		s = strings.ReplaceAll(s, "{{."+name+"}}", v)
	}
	return Counted(s)
}
