package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// A record's DEL and C1 controls (U+0080–U+009F) are escaped in JSON; encoding/json leaves
// them raw. Other non-ASCII text (© is C2 A9, the same lead byte as the C1 controls) stays.
func TestWriteJSONLineEscapesDELAndC1(t *testing.T) {
	var b bytes.Buffer
	if err := writeJSONLine(&b, map[string]string{"pc": "a\x7fb\u0085c©\u009f碁<\u00a0"}); err != nil {
		t.Fatal(err)
	}
	want := `{"pc":"a\u007fb\u0085c©\u009f碁\u003c` + "\u00a0\"}\n"
	if b.String() != want {
		t.Errorf("got  %q\nwant %q", b.String(), want)
	}
}

// randomText mixes printable ASCII, controls, C1, separators, CJK and invalid bytes.
func randomText(r *rand.Rand) string {
	pieces := []string{"a", "Z", " ", "~", "\x00", "\t", "\n", "\r", "\x1b", "\x7f", "\u0080", "\u0085",
		"\u009f", "\u00a0", "©", "\u2028", "\u2029", "碁", "\xc2", "\xff", "\xe4\xb8", "\"", "\\", "<"}
	var b strings.Builder
	for range r.IntN(12) {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	return b.String()
}

// The byte-table fast paths agree with the definitions they shortcut, on random text.
func TestEscapeFastPathsMatchTheDefinitions(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 1))
	for range 20000 {
		s := randomText(r)
		// needsEscape: invalid UTF-8, a control character or a line/paragraph separator.
		want := !utf8.ValidString(s) || strings.ContainsFunc(s, func(c rune) bool {
			return unicode.IsControl(c) || c == '\u2028' || c == '\u2029'
		})
		if needsEscape(s) != want || needsEscape([]byte(s)) != want {
			t.Fatalf("needsEscape(%q) = %v, want %v", s, needsEscape(s), want)
		}
		// writeJSONLine: json.Marshal's bytes with each DEL and C1 rune as \u00XX.
		m, _ := json.Marshal(s)
		var wantJSON strings.Builder
		for _, c := range string(m) {
			if c == 0x7f || c >= 0x80 && c <= 0x9f {
				fmt.Fprintf(&wantJSON, `\u%04x`, c)
			} else {
				wantJSON.WriteRune(c)
			}
		}
		wantJSON.WriteByte('\n')
		var got bytes.Buffer
		writeJSONLine(&got, s)
		if got.String() != wantJSON.String() {
			t.Fatalf("writeJSONLine(%q) = %q, want %q", s, got.String(), wantJSON.String())
		}
	}
}

// A line written through safeLines keeps its final newline and nothing else raw.
func TestSafeLinesEscapesAllButTheFinalNewline(t *testing.T) {
	var b bytes.Buffer
	w := safeLines(&b)
	fmt.Fprintf(w, "plain line\n")
	fmt.Fprintf(w, "PC[a\nb\x1b[2J\u0085]\n")
	fmt.Fprintf(w, "碁 no newline")
	want := "plain line\n" + `PC[a\nb\x1b[2J\u0085]` + "\n碁 no newline"
	if b.String() != want {
		t.Errorf("got  %q\nwant %q", b.String(), want)
	}
}

// appendJSONString writes writeJSONLine's bytes for a string, on random text with what
// encoding/json treats apart added: HTML characters, \b and \f, U+FFFD itself, a 4-byte
// character, a cut one and an encoded surrogate (invalid UTF-8).
func TestAppendJSONStringIsWriteJSONLine(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 2))
	extra := []string{">", "&", "\b", "\f", "\ufffd", "\U0001f600", "\xf0\x9f", "\xed\xa0\x80"}
	for range 20000 {
		s := randomText(r) + extra[r.IntN(len(extra))] + randomText(r)
		var want bytes.Buffer
		writeJSONLine(&want, s)
		if got := string(appendJSONString(nil, s)) + "\n"; got != want.String() {
			t.Fatalf("appendJSONString(%q) = %q, want %q", s, got, want.String())
		}
	}
}
