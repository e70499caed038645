package visible

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Escaped reports whether a valid character is written as an escape: a control character
// (C0, DEL, C1) or a line or paragraph separator.
func Escaped(r rune) bool { return unicode.IsControl(r) || r == '\u2028' || r == '\u2029' }

// Controls returns s with every control character (C0, DEL, C1), every invalid UTF-8 byte and
// every line or paragraph separator written as a visible escape (\n, \x1b, \u2028): text from
// a file can neither break a message into lines nor drive a terminal.
func Controls(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			fmt.Fprintf(&b, `\x%02x`, s[i])
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r == '\t':
			b.WriteString(`\t`)
		case r < 0x80 && unicode.IsControl(r):
			fmt.Fprintf(&b, `\x%02x`, r)
		case Escaped(r):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}
