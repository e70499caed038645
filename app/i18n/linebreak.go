package i18n

import (
	"strings"
	"unicode"
)

// Break breaks text into lines no wider than width (measure gives a line's width) the way
// Japanese and Chinese are set: a line may break between two CJK characters, or between one
// and a Latin word, as well as at a space (dropped at the break), but not between a number and
// the Han or kana after it (a numeral stays with its unit, JIS X 4051: 22 手 is one unit, the
// line breaks before the number); it never starts with a closing bracket or a stop
// (。、，」』）ー・ゃっ … — 行頭禁則, JIS X 4051 / W3C JLREQ, CLREQ) and never ends with an
// opening bracket (「『（ — 行末禁則). Fyne's wrapping breaks CJK text at any character, so it
// set 。 at the start of a line; text broken here first fits its lines as they are. Text
// without CJK characters is returned unchanged (Fyne breaks it at spaces, as this would). A
// unit wider than width alone keeps its line, for Fyne to break.
func Break(text string, width float32, measure func(string) float32) string {
	if width <= 0 || !strings.ContainsFunc(text, isCJK) {
		return text
	}
	paras := strings.Split(text, "\n")
	for i, p := range paras {
		paras[i] = strings.Join(breakParagraph([]rune(p), width, measure), "\n")
	}
	return strings.Join(paras, "\n")
}

// breakParagraph fills lines greedily: each takes the units up to the last break that fits.
func breakParagraph(r []rune, width float32, measure func(string) float32) []string {
	var lines []string
	start := 0
	for start < len(r) {
		end, fits := len(r), false
		for i := start + 1; i <= len(r); i++ {
			if i < len(r) && !breakable(r, i) {
				continue
			}
			if measure(strings.TrimRight(string(r[start:i]), " ")) <= width {
				end, fits = i, true
				continue
			}
			if !fits { // the first unit alone is too wide: it keeps its line
				end = i
			}
			break
		}
		lines = append(lines, strings.TrimRight(string(r[start:end]), " "))
		start = end
		for start < len(r) && r[start] == ' ' {
			start++
		}
	}
	return lines
}

// breakable says whether a line may break before r[i].
func breakable(r []rune, i int) bool {
	a, b := r[i-1], r[i]
	switch {
	case b == ' ':
		return false // the break comes after the spaces
	case strings.ContainsRune(noStart, b):
		return false
	case unicode.In(b, unicode.Han, unicode.Hiragana, unicode.Katakana) && isNumeral(beforeSpaces(r, i)):
		return false // a number and the counter or particle after it (22 手, 6½ 目, 43 に) are one unit
	case a == ' ':
		return true
	case strings.ContainsRune(noEnd, a):
		return false
	}
	return isCJK(a) || isCJK(b)
}

// beforeSpaces is the last character before r[i] that is not a space (0 for none).
func beforeSpaces(r []rune, i int) rune {
	for i--; i >= 0; i-- {
		if r[i] != ' ' {
			return r[i]
		}
	}
	return 0
}

// isNumeral says whether r ends a number as goref writes one: a digit or a fraction (6½).
func isNumeral(r rune) bool { return r >= '0' && r <= '9' || unicode.Is(unicode.No, r) }

// noStart are the characters a line may not start with: closing brackets and quotes, stops
// and commas, the prolonged sound mark, middle dots, iteration marks, small kana, and the
// ASCII punctuation a CJK sentence carries; noEnd those it may not end with. They are written
// as code points: they are a rule about any text shown, not words of goref's, so the bundled
// font cut (which holds the characters of goref's own strings) need not hold them.
var (
	noStart = string([]rune{
		0x3001, 0x3002, 0xff0c, 0xff0e, 0x30fb, 0xff1a, 0xff1b, 0xff01, // 、 。 ， ． ・ ： ； ！
		0xff1f, 0xff09, 0x3015, 0xff3d, 0xff5d, 0x3009, 0x300b, 0x300d, // ？ ） 〕 ］ ｝ 〉 》 」
		0x300f, 0x3011, 0x3019, 0x3017, 0x301f, 0x2019, 0x201d, 0x30fc, // 』 】 〙 〗 〟 ’ ” ー
		0x301c, 0xff5e, 0x309d, 0x309e, 0x30fd, 0x30fe, 0x3005, 0x303b, // 〜 ～ ゝ ゞ ヽ ヾ 々 〻
		0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, // ぁ ぃ ぅ ぇ ぉ っ ゃ ゅ
		0x3087, 0x308e, 0x3095, 0x3096, 0x30a1, 0x30a3, 0x30a5, 0x30a7, // ょ ゎ ゕ ゖ ァ ィ ゥ ェ
		0x30a9, 0x30c3, 0x30e3, 0x30e5, 0x30e7, 0x30ee, 0x30f5, 0x30f6, // ォ ッ ャ ュ ョ ヮ ヵ ヶ
		0x2026, 0x2025, ',', '.', ':', ';', '!', '?', // … ‥ , . : ; ! ?
		')', ']', '}', '%', // ) ] } %
	})
	noEnd = string([]rune{
		0xff08, 0x3014, 0xff3b, 0xff5b, 0x3008, 0x300a, 0x300c, 0x300e, // （ 〔 ［ ｛ 〈 《 「 『
		0x3010, 0x3018, 0x3016, 0x301d, 0x2018, 0x201c, '(', '[', // 【 〘 〖 〝 ‘ “ ( [
		'{', // {
	})
)

// isCJK says whether r is set as a unit of its own in Chinese and Japanese: a Han character,
// kana, or CJK or full-width punctuation. Hangul is not: Korean breaks at spaces.
func isCJK(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) ||
		r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xffef || r == '…' || r == '‥'
}
