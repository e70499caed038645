package sgf

import (
	"strings"
	"unicode/utf8"
)

// Real records are often UTF-8 with damage: the Fox dataset replaced the bytes 0x81,
// 0x8D, 0x8F, 0x90 and 0x9D by '?', and some programs cut names in the middle of a
// character. Such files must be read as UTF-8, not mistaken for a legacy encoding.

// utf8Shape sorts the multi-byte sequences of data: valid (a '?' may stand for a
// continuation byte: Fox records replaced some bytes by '?'), truncated (a lead byte with
// too few continuation bytes before an ASCII byte: names cut short by a byte-counting
// program) and invalid.
func utf8Shape(data []byte) (valid, truncated, invalid int) {
	for i := 0; i < len(data); {
		if data[i] < 0x80 {
			i++
			continue
		}
		k := damagedLen(data[i:])
		switch {
		case seqLen(data[i]) == 0:
			invalid++
		case k == seqLen(data[i]):
			valid++
		case i+k == len(data) || data[i+k] < 0x80:
			truncated++
		default:
			invalid++
		}
		i += k
	}
	return valid, truncated, invalid
}

// damagedUTF8 tells whether data without a CA is UTF-8 with some damage (at least three
// good sequences for each bad one; GB2312 text read as UTF-8 gives about one in ten).
func damagedUTF8(data []byte) bool {
	valid, truncated, invalid := utf8Shape(data)
	return valid > 0 && (truncated+invalid)*3 <= valid
}

// mostlyUTF8 tells whether data that claims to be UTF-8 is more UTF-8 than not.
func mostlyUTF8(data []byte) bool {
	valid, truncated, invalid := utf8Shape(data)
	return valid > 0 && truncated+invalid <= valid
}

// repairUTF8 turns data into valid UTF-8. A damaged character (a lead byte with its
// continuation bytes partly replaced by '?' or cut off, see utf8Shape) becomes one U+FFFD,
// '?' included, rather than U+FFFD followed by a stray '?'; any other invalid byte
// becomes U+FFFD.
func repairUTF8(data []byte) string {
	var b strings.Builder
	b.Grow(len(data))
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		if r != utf8.RuneError || size > 1 {
			b.Write(data[i : i+size])
			i += size
			continue
		}
		b.WriteRune(utf8.RuneError)
		i += max(damagedLen(data[i:]), 1)
	}
	return b.String()
}

// damagedLen returns the length of the damaged character at the start of data: its lead
// byte and the continuation bytes or '?' that follow, up to the length the lead announces.
func damagedLen(data []byte) int {
	n := seqLen(data[0])
	if n == 0 {
		return 1
	}
	k := 1
	for k < n && k < len(data) && (in(data[k], 0x80, 0xBF) || data[k] == '?') {
		k++
	}
	return k
}

// seqLen returns the length of the UTF-8 sequence a lead byte announces, 0 if b is no
// lead byte.
func seqLen(b byte) int {
	switch {
	case in(b, 0xC2, 0xDF):
		return 2
	case in(b, 0xE0, 0xEF):
		return 3
	case in(b, 0xF0, 0xF4):
		return 4
	}
	return 0
}
