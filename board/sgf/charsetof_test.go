package sgf

import "testing"

func TestCharsetIsReadsEncoding(t *testing.T) {
	for _, data := range []string{
		"(;GM[1]PB[Lee])",
		"(;GM[1]CA[UTF-8]PB[이세돌])",
		"(;GM[1]PB[\xc0\xee\xb2\xfd\xb8\xe4])",           // GB2312 李昌镐, no CA
		"(;GM[1]CA[GB2312]PB[\xb3\xa3\xea\xbb])",         // 常昊
		"\xef\xbb\xbf(;GM[1]CA[GB2312]PB[\xe5\xb8\xb8])", // a BOM wins over CA
		"(;GM[1]CA[Shift_JIS]PB[\x92\x4a\x88\xe4])",      // 趙治勲's first two
	} {
		c, err := Read([]byte(data))
		if err != nil {
			t.Fatal(err)
		}
		if got := Charset([]byte(data)); got != c.Encoding {
			t.Errorf("%q: Charset %q, Read's encoding %q", data, got, c.Encoding)
		}
	}
}
