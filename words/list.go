package words

import "strings"

// List joins the names items in a sentence as the language lang names (Normalize) writes a
// list: Chinese and Japanese with the enumeration comma 「、」 (顿号, 読点) and nothing else,
// Korean with ", " (its particle then follows the last name), English with ", " and "and"
// before the last ("a, b and c"). Empty for no items.
func List(lang string, items []string) string {
	switch Normalize(lang) {
	case ZhHans, ZhHant, Ja:
		return strings.Join(items, "、")
	case Ko:
		return strings.Join(items, ", ")
	}
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}
