package words

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// SpaceNames puts a space where one of names meets Han or kana in text, on a side where the
// name has a Western letter: Chinese and Japanese set Western words apart from the Han and
// kana around them (CLREQ 3.6, JIS X 4051's quarter space), so 「Shin Jinseo握子」 reads
// 「Shin Jinseo 握子」. A side touching punctuation (「：」「（」), a space, hangul (Korean sets a
// particle right after a name: Shin Jinseo가) or a digit is left as it is, and so is a name in
// Han or kana (申真谞握子): the catalogue writes its own spaces around numbers and words.
// Every sentence that fills in a name goes through it (the UI's LD, Fill, the nigiri's
// sentences).
func SpaceNames(text string, names ...string) string {
	names = slices.DeleteFunc(slices.Clone(names), func(n string) bool { return n == "" || !strings.ContainsFunc(n, western) })
	if len(names) == 0 || !strings.ContainsFunc(text, hanOrKana) {
		return text
	}
	slices.SortFunc(names, func(a, b string) int { return len(b) - len(a) }) // the longest name first
	var b strings.Builder
	for i := 0; i < len(text); {
		name := ""
		for _, n := range names {
			if strings.HasPrefix(text[i:], n) {
				name = n
				break
			}
		}
		if name == "" {
			_, size := utf8.DecodeRuneInString(text[i:])
			b.WriteString(text[i : i+size])
			i += size
			continue
		}
		before, _ := utf8.DecodeLastRuneInString(text[:i])
		first, _ := utf8.DecodeRuneInString(name)
		if i > 0 && hanOrKana(before) && western(first) {
			b.WriteByte(' ')
		}
		b.WriteString(name)
		i += len(name)
		last, _ := utf8.DecodeLastRuneInString(name)
		if after, _ := utf8.DecodeRuneInString(text[i:]); i < len(text) && hanOrKana(after) && western(last) {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// western is a letter of a Western script (Latin, Greek, Cyrillic).
func western(r rune) bool { return unicode.In(r, unicode.Latin, unicode.Greek, unicode.Cyrillic) }

// hanOrKana is a Han character or a kana (not CJK punctuation, not hangul).
func hanOrKana(r rune) bool { return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) }
