package cli

import (
	"bytes"
	"encoding/json"
	"io"
	"unicode/utf8"

	"goref/internal/visible"
)

// plain holds the bytes a line may carry as they are: printable ASCII. Most text is nothing
// else, and is passed on after one look at each byte.
var plain = func() (t [256]bool) {
	for b := ' '; b <= '~'; b++ {
		t[b] = true
	}
	return
}()

// escapeControls returns s with every control character (C0, DEL, C1), every invalid UTF-8
// byte and every line or paragraph separator written as a visible escape (\n, \x1b, \u2028):
// text from a file can neither break a message into lines nor drive the terminal.
func escapeControls(s string) string {
	if !needsEscape(s) {
		return s
	}
	return visible.Controls(s)
}

// needsEscape reports whether escapeControls would change s.
func needsEscape[T string | []byte](s T) bool {
	for i := 0; i < len(s); i++ {
		if plain[s[i]] {
			continue
		}
		// Everything before i is printable ASCII: i starts a character.
		rest := string(s[i:])
		if !utf8.ValidString(rest) {
			return true
		}
		for _, r := range rest {
			if escapedRune(r) {
				return true
			}
		}
		return false
	}
	return false
}

// escapedRune reports whether a valid character is written as an escape (visible.Escaped).
func escapedRune(r rune) bool { return visible.Escaped(r) }

// lineWriter escapes the control characters of every write except its final newline: each
// Fprintf of a message is one line on the terminal, whatever a record's values hold.
type lineWriter struct{ w io.Writer }

func (l lineWriter) Write(p []byte) (int, error) {
	body := p
	nl := len(body) > 0 && body[len(body)-1] == '\n'
	if nl {
		body = body[:len(body)-1]
	}
	if !needsEscape(body) {
		if _, err := l.w.Write(p); err != nil {
			return 0, err
		}
		return len(p), nil
	}
	s := escapeControls(string(body))
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

// writeJSONLine writes v to w as one line of JSON (json.Marshal's bytes and a newline, in one
// Write) in which no control character is raw: encoding/json escapes C0 and U+2028/2029 but
// writes DEL and the C1 controls as they are.
func writeJSONLine(w io.Writer, v any) error {
	return json.NewEncoder(jsonControls{w}).Encode(v)
}

// jsonControls escapes DEL and the C1 controls of the JSON written through it.
type jsonControls struct{ w io.Writer }

func (j jsonControls) Write(p []byte) (int, error) {
	if rawJSONControl(p) < 0 {
		return j.w.Write(p)
	}
	if _, err := j.w.Write(appendJSONControls(make([]byte, 0, len(p)+16), p)); err != nil {
		return 0, err
	}
	return len(p), nil
}

// appendJSONControls appends p, JSON as encoding/json writes it, with each DEL and C1
// control escaped: the bytes jsonControls passes on.
func appendJSONControls(dst, p []byte) []byte {
	for i := rawJSONControl(p); i >= 0; i = rawJSONControl(p) {
		dst = append(dst, p[:i]...)
		r, size := utf8.DecodeRune(p[i:])
		dst = appendUEscape(dst, r)
		p = p[i+size:]
	}
	return append(dst, p...)
}

// appendUEscape appends r (at most U+FFFF) as a JSON \u escape in lower-case hex, as
// encoding/json spells it.
func appendUEscape(dst []byte, r rune) []byte {
	const hex = "0123456789abcdef"
	return append(dst, '\\', 'u', hex[r>>12&0xf], hex[r>>8&0xf], hex[r>>4&0xf], hex[r&0xf])
}

// jsonPlain holds the bytes a JSON string carries as they are: printable ASCII but the
// quote, the backslash and <, >, & (which encoding/json escapes, for HTML).
var jsonPlain = func() (t [256]bool) {
	t = plain
	for _, b := range `"\<>&` {
		t[b] = false
	}
	return
}()

// appendJSONString appends s as a JSON string: the bytes writeJSONLine writes for it
// (encoding/json's, HTML-safe, invalid UTF-8 as \ufffd, and DEL and the C1 controls
// escaped), without reflection. The characters written as \u escapes are escapedRune's and
// <, >, &.
func appendJSONString(dst []byte, s string) []byte {
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if jsonPlain[c] {
			i++
			continue
		}
		r, size := rune(c), 1
		if c >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(s[i:])
		}
		invalid := r == utf8.RuneError && size == 1
		if r >= utf8.RuneSelf && !invalid && !escapedRune(r) {
			i += size
			continue
		}
		dst = append(dst, s[start:i]...)
		switch {
		case invalid:
			dst = append(dst, `\ufffd`...)
		case c == '"' || c == '\\':
			dst = append(dst, '\\', c)
		case c == '\b':
			dst = append(dst, `\b`...)
		case c == '\f':
			dst = append(dst, `\f`...)
		case c == '\n':
			dst = append(dst, `\n`...)
		case c == '\r':
			dst = append(dst, `\r`...)
		case c == '\t':
			dst = append(dst, `\t`...)
		default:
			dst = appendUEscape(dst, r)
		}
		i += size
		start = i
	}
	return append(append(dst, s[start:]...), '"')
}

// rawJSONControl is the index of the first DEL or C1 control (U+0080–U+009F) in b, valid
// UTF-8 as encoding/json writes it, or -1. Only DEL and the lead byte 0xC2 need a look, and
// bytes.IndexByte finds both fast.
func rawJSONControl(b []byte) int {
	del := bytes.IndexByte(b, 0x7f)
	if del < 0 {
		del = len(b)
	}
	for i := 0; i < del; {
		j := bytes.IndexByte(b[i:del], 0xc2)
		if j < 0 {
			break
		}
		i += j
		if i+1 < len(b) && b[i+1] >= 0x80 && b[i+1] <= 0x9f {
			return i
		}
		i++
	}
	if del == len(b) {
		return -1
	}
	return del
}
