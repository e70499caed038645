package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"unicode"
	"unicode/utf8"
)

// escapeControls returns s with every control character (C0, DEL, C1), every invalid UTF-8
// byte and every line or paragraph separator written as a visible escape (\n, \x1b, \u2028):
// text from a file can neither break a message into lines nor drive the terminal.
func escapeControls(s string) string {
	if !needsEscape(s) {
		return s
	}
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
		case unicode.IsControl(r) || r == '\u2028' || r == '\u2029':
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return b.String()
}

func needsEscape(s string) bool {
	if !utf8.ValidString(s) {
		return true
	}
	for _, r := range s {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return true
		}
	}
	return false
}

// lineWriter escapes the control characters of every write except its final newline: each
// Fprintf of a message is one line on the terminal, whatever a record's values hold.
type lineWriter struct{ w io.Writer }

func (l lineWriter) Write(p []byte) (int, error) {
	s := string(p)
	nl := strings.HasSuffix(s, "\n")
	if nl {
		s = s[:len(s)-1]
	}
	s = escapeControls(s)
	if nl {
		s += "\n"
	}
	if _, err := io.WriteString(l.w, s); err != nil {
		return 0, err
	}
	return len(p), nil
}

// safeLines wraps w in a lineWriter (once).
func safeLines(w io.Writer) io.Writer {
	if _, ok := w.(lineWriter); ok {
		return w
	}
	return lineWriter{w}
}

// jsonLine is v as one line of JSON in which no control character is raw: encoding/json
// escapes C0 and U+2028/2029 but writes DEL and the C1 controls as they are.
func jsonLine(v any) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil || !bytes.ContainsFunc(b, func(r rune) bool { return r == 0x7f || r >= 0x80 && r <= 0x9f }) {
		return b, err
	}
	var out bytes.Buffer
	for _, r := range string(b) {
		if r == 0x7f || r >= 0x80 && r <= 0x9f {
			fmt.Fprintf(&out, `\u%04x`, r)
			continue
		}
		out.WriteRune(r)
	}
	return out.Bytes(), nil
}
