package i18n

import (
	"fyne.io/fyne/v2/lang"

	"goref/words"
)

// Fill translates a template of the UI (the catalogue's key, its English) with data: a count
// noun agrees with the number before it (words.Counted), and a name or any other text filled
// in stands apart from the Han and kana around it (words.SpaceNames: 「Shin Jinseo 握子」).
func Fill(key string, data map[string]any) string {
	var filled []string
	for _, v := range data {
		if s, ok := v.(string); ok {
			filled = append(filled, s)
		}
	}
	return words.SpaceNames(words.Counted(lang.L(key, data)), filled...)
}
