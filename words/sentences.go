package words

import (
	"strings"
	"unicode/utf8"
)

// Sentences writes sentences one after the other: a space after a Western full stop, none
// after a CJK one (「对局结束。结果：白胜」, not 「对局结束。 结果：白胜」; CLREQ: full-width
// punctuation carries its own space).
func Sentences(parts ...string) string {
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			if last, _ := utf8.DecodeLastRuneInString(parts[i-1]); !EndsCJK(last) {
				b.WriteString(" ")
			}
		}
		b.WriteString(p)
	}
	return b.String()
}

// EndsCJK tells whether r ends a CJK sentence or quotation: 。, a full-width ! ? or ), a
// closing corner bracket.
func EndsCJK(r rune) bool {
	switch r {
	case 0x3002, 0xFF01, 0xFF1F, 0xFF09, 0x300D, 0x300F:
		return true
	}
	return false
}
