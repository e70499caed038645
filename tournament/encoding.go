package tournament

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/language"
)

// upper is Unicode's full upper-case mapping (ß → SS), as Java's String.toUpperCase, which
// OpenGotha uses for its keys.
var upper = cases.Upper(language.Und)

var declaredEncoding = regexp.MustCompile(`^<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']`)

// oneByte are the one-byte charsets a tournament file may be written in.
var oneByte = map[string]encoding.Encoding{
	"ISO-8859-15": charmap.ISO8859_15, "ISO8859-15": charmap.ISO8859_15, "LATIN-9": charmap.ISO8859_15,
	"ISO-8859-1": charmap.ISO8859_1, "ISO8859-1": charmap.ISO8859_1, "LATIN1": charmap.ISO8859_1,
	"WINDOWS-1252": charmap.Windows1252, "CP1252": charmap.Windows1252,
}

// decode gives the file's text in UTF-8 (a UTF-8 byte order mark kept, as its bytes) and the
// charset it was written in, from the XML declaration (UTF-8 when it names none).
func decode(data []byte) (string, string, error) {
	head := bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
	if len(head) > 200 {
		head = head[:200]
	}
	enc := "UTF-8"
	if m := declaredEncoding.FindSubmatch(head); m != nil {
		enc = strings.ToUpper(string(m[1]))
	}
	if enc == "UTF-8" || enc == "UTF8" {
		if !utf8.Valid(data) {
			i := 0
			for i < len(data) {
				r, n := utf8.DecodeRune(data[i:])
				if r == utf8.RuneError && n <= 1 {
					break
				}
				i += n
			}
			return "", "", fmt.Errorf("the file says it is UTF-8 but byte %d is not (a file in ISO-8859-15 must say so in its <?xml … encoding=\"ISO-8859-15\"?>)", i)
		}
		// The mark would trouble the XML reader; spaces keep every offset where it was.
		if bytes.HasPrefix(data, []byte("\xEF\xBB\xBF")) {
			return "   " + string(data[3:]), "UTF-8", nil
		}
		return string(data), "UTF-8", nil
	}
	cm, ok := oneByte[enc]
	if !ok {
		return "", "", fmt.Errorf("encoding %q: goref reads tournament files in UTF-8 or ISO-8859-15", enc)
	}
	text, err := cm.NewDecoder().Bytes(data)
	if err != nil {
		return "", "", fmt.Errorf("%s: %v", enc, err)
	}
	if enc == "LATIN-9" || enc == "ISO8859-15" {
		enc = "ISO-8859-15"
	}
	return string(text), enc, nil
}

// encodeLike writes s in the file's charset (for a value written into it).
func (f *File) encodeLike(s string) ([]byte, error) {
	if !f.single {
		return []byte(s), nil
	}
	cm := oneByte[f.Encoding]
	if cm == nil {
		cm = charmap.ISO8859_15
	}
	return cm.NewEncoder().Bytes([]byte(s))
}

// isCJK tells whether s is written in Han characters, kana or hangul only.
func isCJK(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) {
			return false
		}
	}
	return true
}
