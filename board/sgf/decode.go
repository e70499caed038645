package sgf

import (
	"bytes"
	"unicode/utf8"
)

// decoded is the text of a file in UTF-8 and how it was obtained.
type decoded struct {
	text     string
	charset  string
	guessed  bool
	warnings []Warning
}

// maxCALen bounds a CA value: longer text is no character set name.
const maxCALen = 64

// findCA returns the value of the CA property of the first game's root node, read from the
// raw bytes: the encodings goref reads without a BOM are ASCII compatible for SGF syntax.
// Only a property of the root counts: "CA[...]" inside a comment or in a later node does
// not. A legacy multi-byte value before CA whose trail byte is '\' (Shift-JIS 表) can hide
// the real CA; the encoding is then detected instead.
func findCA(data []byte) (string, bool) {
	i := rootStart(data)
	if i < 0 {
		return "", false
	}
	skipSpace := func() {
		for i < len(data) && isSpace(data[i]) {
			i++
		}
	}
	for {
		skipSpace()
		if i >= len(data) {
			return "", false
		}
		switch c := data[i]; {
		case c == ';' || c == '(' || c == ')':
			return "", false // the root node ends
		case !isLetter(c):
			i++ // stray text between properties
			continue
		}
		var id []byte
		for i < len(data) && isLetter(data[i]) {
			if data[i] >= 'A' && data[i] <= 'Z' { // FF[3] "ChArset"-style names keep their capitals
				id = append(id, data[i])
			}
			i++
		}
		skipSpace()
		for first := true; i < len(data) && data[i] == '['; first = false {
			j := i + 1
			for j < len(data) && data[j] != ']' {
				if data[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(data) {
				return "", false
			}
			if first && string(id) == "CA" {
				v := data[i+1 : j]
				return string(v), len(v) <= maxCALen
			}
			i = j + 1
			skipSpace()
		}
	}
}

// rootStart returns the index just after the ";" that opens the first game's root node (or
// after its "(" when the ";" is missing), -1 when there is none. Text before the tree is
// skipped as the reader does.
func rootStart(data []byte) int {
	junk := false // non-blank text seen before the tree: a ";" in it opens nothing
	for i := 0; i < len(data); i++ {
		switch c := data[i]; {
		case c == ';' && !junk:
			return i + 1 // a tree without its "("
		case c == '(':
			j := i + 1
			for j < len(data) && isSpace(data[j]) {
				j++
			}
			if j < len(data) && data[j] == ';' {
				return j + 1
			}
			if j < len(data) && isLetter(data[j]) {
				return j
			}
		case !isSpace(c):
			junk = true
		}
	}
	return -1
}

// decode turns the raw bytes of a file into UTF-8 text: BOM, then CA[], then detection.
func decode(data []byte) decoded {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		d := decodeAs(data[3:], csUTF8)
		if ca, ok := findCA(data); ok {
			if cs, ok := lookupCharset(ca); ok && cs.name != csUTF8.name {
				d.warnings = append(d.warnings, warning(WarnBOMOverCA, "CA[%s] ignored: the file starts with a UTF-8 byte order mark", ca))
			}
		}
		return d
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return decodeAs(data[2:], csUTF16LE)
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return decodeAs(data[2:], csUTF16BE)
	}
	if cs, ok := sniffUTF16(data); ok {
		d := decodeAs(data, cs)
		d.guessed = true
		d.warnings = append(d.warnings, warning(WarnNoBOM, "no byte order mark: read as %s", cs.name))
		return d
	}

	var warnings []Warning
	if ca, found := findCA(data); found {
		cs, ok := lookupCharset(ca)
		switch {
		case !ok:
			warnings = append(warnings, warning(WarnUnknownCA, "unknown CA[%s]: encoding detected instead", ca))
		case cs.enc == nil:
			if utf8.Valid(data) {
				return decoded{text: string(data), charset: cs.name}
			}
			if mostlyUTF8(data) {
				return decodeAs(data, cs)
			}
			warnings = append(warnings, warning(WarnCANotUTF8, "CA[%s] but the bytes are not valid UTF-8: encoding detected instead", ca))
		case isUTF16(cs):
			// A CA of UTF-16 in a file without BOM or zero bytes is a mislabel.
			warnings = append(warnings, warning(WarnCANotUTF16, "CA[%s] but the bytes are not UTF-16: encoding detected instead", ca))
		case hasNonASCII(data) && utf8.Valid(data):
			// Non-ASCII bytes that form valid UTF-8 are almost never a legacy encoding.
			d := decodeAs(data, csUTF8)
			d.warnings = append(d.warnings, warning(WarnCAIsUTF8, "CA[%s] but the bytes are valid UTF-8: read as UTF-8", ca))
			return d
		default:
			return decodeAs(data, cs)
		}
	}

	if !hasNonASCII(data) {
		// ISO-2022-JP is 7-bit: its kanji are ASCII bytes between escape sequences.
		if bytes.Contains(data, []byte("\x1b$B")) || bytes.Contains(data, []byte("\x1b$@")) {
			d := decodeAs(data, csISO2022JP)
			d.guessed = true
			d.warnings = append(warnings, append([]Warning{warning(WarnDetected, "no CA: detected %s", csISO2022JP.name)}, d.warnings...)...)
			return d
		}
		return decoded{text: string(data), charset: csUTF8.name, warnings: warnings}
	}
	d := detect(data)
	d.guessed = true
	d.warnings = append(warnings, d.warnings...)
	return d
}

func isUTF16(cs charset) bool { return cs.name == csUTF16LE.name || cs.name == csUTF16BE.name }

func hasNonASCII(data []byte) bool {
	for _, b := range data {
		if b >= 0x80 {
			return true
		}
	}
	return false
}

// decodeAs decodes data in cs; invalid sequences become U+FFFD and are reported once.
func decodeAs(data []byte, cs charset) decoded {
	d := decoded{charset: cs.name}
	if cs.enc == nil {
		if utf8.Valid(data) {
			d.text = string(data)
			return d
		}
		d.text = repairUTF8(data)
	} else {
		out, err := cs.enc.NewDecoder().Bytes(data)
		if err != nil {
			// x/text decoders replace bad input; an error here means a broken stream.
			d.warnings = append(d.warnings, warning(WarnDecoding, "decoding %s: %v", cs.name, err))
		}
		if !utf8.Valid(out) {
			out = bytes.ToValidUTF8(out, []byte("\uFFFD"))
		}
		d.text = string(out)
	}
	if n := countReplacement(d.text) - countValidReplacement(data); n > 0 {
		d.warnings = append(d.warnings, warning(WarnReplaced, "%d byte sequences are not valid %s and were replaced by U+FFFD", n, cs.name))
	}
	return d
}

// countValidReplacement counts the U+FFFD that data holds as valid UTF-8 (those its decoding
// did not make), without a copy of data: each is the bytes EF BF BD, and those bytes always
// decode as one, since EF is no continuation byte and so never ends an earlier sequence.
func countValidReplacement(data []byte) int {
	return bytes.Count(data, []byte("\uFFFD"))
}

func countReplacement(s string) int {
	n := 0
	for _, r := range s {
		if r == utf8.RuneError {
			n++
		}
	}
	return n
}

// sniffUTF16 recognises UTF-16 without a BOM by its zero bytes: SGF syntax is ASCII, so
// every other byte of the first few hundred is zero.
func sniffUTF16(data []byte) (charset, bool) {
	n := min(len(data), 1024) &^ 1
	if n < 8 {
		return charset{}, false
	}
	var even, odd int
	for i := 0; i < n; i += 2 {
		if data[i] == 0 {
			even++
		}
		if data[i+1] == 0 {
			odd++
		}
	}
	half := n / 2
	switch {
	case odd*10 >= half*6 && even*10 < half*1:
		return csUTF16LE, true
	case even*10 >= half*6 && odd*10 < half*1:
		return csUTF16BE, true
	}
	return charset{}, false
}
