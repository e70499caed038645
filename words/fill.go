package words

import "strings"

// Fill is the sentence of key in lang (Text) with its template fields filled in ({{.N}} by
// fill["N"]) and its count nouns chosen by the numbers filled in (Counted): for the
// sentences printed outside the UI, where Fyne's lang does not fill them. What is filled in
// stands apart from the Han and kana around it (SpaceNames).
func Fill(lang, key string, fill map[string]string) string {
	s := Text(lang, key)
	var filled []string
	for name, v := range fill {
		s = strings.ReplaceAll(s, "{{."+name+"}}", v)
		filled = append(filled, v)
	}
	return SpaceNames(Counted(s), filled...)
}
