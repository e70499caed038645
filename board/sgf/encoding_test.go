package sgf

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
	"golang.org/x/text/encoding/unicode"
)

func encode(t *testing.T, enc encoding.Encoding, s string) []byte {
	t.Helper()
	b, err := enc.NewEncoder().Bytes([]byte(s))
	if err != nil {
		t.Fatalf("encoding %q: %v", s, err)
	}
	return b
}

// Fixtures are made by encoding UTF-8 text with x/text; reading them must give the text
// back, with CA and without.
func TestEncodings(t *testing.T) {
	gb := simplifiedchinese.GB18030
	cases := []struct {
		name    string
		enc     encoding.Encoding
		ca      string // "" = no CA
		text    string // PB, PW and C of the game
		want    string // Collection.Encoding
		guessed bool
	}{
		{"GB2312", gb, "GB2312", "柯洁|古力|黑中盘胜。白棋右下角的死活出了问题", "GB18030", false},
		{"GBK", gb, "GBK", "柯洁|古力|镕", "GB18030", false},
		{"EUC-CN", gb, "EUC-CN", "柯洁|古力|黑胜", "GB18030", false},
		{"GB2312 no CA", gb, "", "柯洁|古力|黑中盘胜。白棋右下角的死活出了问题", "GB18030", true},
		{"GB2312 names only, no CA", gb, "", "常昊|马晓春|", "GB18030", true},
		{"Big5", traditionalchinese.Big5, "Big5", "周俊勳|林海峰|黑中盤勝", "Big5", false},
		{"Big5 no CA", traditionalchinese.Big5, "", "周俊勳|林海峰|黑中盤勝，白棋右下角的死活出了問題", "Big5", true},
		{"Shift_JIS", japanese.ShiftJIS, "Shift_JIS", "井山裕太|一力遼|黒中押し勝ち", "Shift_JIS", false},
		{"SJIS alias", japanese.ShiftJIS, "SJIS", "井山裕太|一力遼|黒中押し勝ち", "Shift_JIS", false},
		{"Shift_JIS no CA", japanese.ShiftJIS, "", "井山裕太|一力遼|黒中押し勝ち。白の右下が問題でした", "Shift_JIS", true},
		{"EUC-JP", japanese.EUCJP, "EUC-JP", "井山裕太|一力遼|黒中押し勝ち", "EUC-JP", false},
		{"EUC-JP no CA", japanese.EUCJP, "", "井山裕太|一力遼|黒中押し勝ち。白の右下が問題でした", "EUC-JP", true},
		{"ISO-2022-JP", japanese.ISO2022JP, "ISO-2022-JP", "井山裕太|一力遼|黒中押し勝ち", "ISO-2022-JP", false},
		{"ISO-2022-JP no CA", japanese.ISO2022JP, "", "井山裕太|一力遼|黒中押し勝ち（笑）", "ISO-2022-JP", true},
		{"EUC-KR", korean.EUCKR, "EUC-KR", "이세돌|박정환|흑 불계승", "EUC-KR", false},
		{"CP949 alias", korean.EUCKR, "cp949", "이세돌|박정환|흑 불계승", "EUC-KR", false},
		{"EUC-KR no CA", korean.EUCKR, "", "이세돌|박정환|흑 불계승입니다", "EUC-KR", true},
		{"Latin-1", charmap.ISO8859_1, "ISO-8859-1", "José Müller|Åsa Lindé|Très bien joué", "ISO-8859-1", false},
		{"Latin-1 no CA", charmap.ISO8859_1, "", "José Müller|Åsa Lindé|Très bien joué", "windows-1252", true},
		{"windows-1251", charmap.Windows1251, "windows-1251", "Иванов|Петров|Белые выиграли", "windows-1251", false},
		{"EUC-KR names only, no CA", korean.EUCKR, "", "이세돌|박정환|", "EUC-KR", true},
		{"Big5 names only, no CA", traditionalchinese.Big5, "", "周俊勳|林海峰|", "Big5", true},
		{"Shift_JIS kanji only, no CA", japanese.ShiftJIS, "", "井山裕太|一力遼|", "Shift_JIS", true},
		{"UTF-16 with CA", unicode.UTF16(unicode.LittleEndian, unicode.UseBOM), "UTF-16", "柯洁|李世乭|黑胜", "UTF-16LE", false},
		{"UTF-16LE BOM", unicode.UTF16(unicode.LittleEndian, unicode.UseBOM), "", "柯洁|이세돌|黒", "UTF-16LE", false},
		{"UTF-16BE BOM", unicode.UTF16(unicode.BigEndian, unicode.UseBOM), "", "柯洁|이세돌|黒", "UTF-16BE", false},
		{"UTF-16LE no BOM", unicode.UTF16(unicode.LittleEndian, unicode.IgnoreBOM), "", "柯洁|이세돌|黒", "UTF-16LE", true},
		{"UTF-8 no CA", encoding.Nop, "", "柯洁|이세돌|黒中押し勝ち", "UTF-8", true},
		{"UTF-8", encoding.Nop, "UTF-8", "柯洁|이세돌|黒中押し勝ち", "UTF-8", false},
		{"ASCII no CA", encoding.Nop, "", "Lee|Park|resigned", "UTF-8", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			parts := strings.Split(c.text, "|")
			src := "(;GM[1]FF[4]"
			if c.ca != "" {
				src += "CA[" + c.ca + "]"
			}
			src += "PB[" + parts[0] + "]PW[" + parts[1] + "]C[" + parts[2] + "];B[pd];W[dp])"
			col, err := Read(encode(t, c.enc, src))
			if err != nil {
				t.Fatal(err)
			}
			if col.Encoding != c.want || col.EncodingGuessed != c.guessed {
				t.Errorf("encoding %s guessed %v, want %s %v (warnings %q)", col.Encoding, col.EncodingGuessed, c.want, c.guessed, col.Warnings)
			}
			g := col.Games[0]
			for i, id := range []string{"PB", "PW", "C"} {
				if v, _ := g.Get(id); v != parts[i] {
					t.Errorf("%s = %q, want %q", id, v, parts[i])
				}
			}
			if len(g.Children) != 1 || len(g.Children[0].Children) != 1 {
				t.Errorf("moves lost: %s", dump(g))
			}
		})
	}
}

// A CA that lies: the bytes decide, with a warning.
func TestEncodingLies(t *testing.T) {
	gbBytes := encode(t, simplifiedchinese.GB18030, "(;CA[UTF-8]PB[柯洁]PW[古力]C[黑中盘胜，白棋右下角的死活出了问题])")
	col := mustRead(t, string(gbBytes))
	if pb, _ := col.Games[0].Get("PB"); col.Encoding != "GB18030" || pb != "柯洁" {
		t.Errorf("CA[UTF-8] over GB bytes: %s %q", col.Encoding, pb)
	}
	if !strings.Contains(strings.Join(col.Warnings, ";"), "not valid UTF-8") {
		t.Errorf("no warning: %q", col.Warnings)
	}

	// CA[Shift_JIS] but the bytes are UTF-8 (re-saved by an editor).
	col = mustRead(t, "(;CA[Shift_JIS]PB[井山裕太])")
	if pb, _ := col.Games[0].Get("PB"); col.Encoding != "UTF-8" || pb != "井山裕太" {
		t.Errorf("CA[Shift_JIS] over UTF-8: %s %q", col.Encoding, pb)
	}

	// Unknown CA: detected.
	col = mustRead(t, string(encode(t, simplifiedchinese.GB18030, "(;CA[klingon]PB[柯洁]PW[古力])")))
	if col.Encoding != "GB18030" || !col.EncodingGuessed {
		t.Errorf("unknown CA: %s %v", col.Encoding, col.EncodingGuessed)
	}

	// Damaged UTF-8 as the Fox dataset has it (bytes replaced by '?'), and names cut in the
	// middle of a character: read as UTF-8, the damage replaced.
	fox := []byte("(;PB[\xe6\x9f\xaf\xe6\xb4?]PW[\xe5\x8f\xa4\xe5\x8a\x9b]GN[\xe7\xac\xac\xe4\xba\x8c\xe5\xb1\x8a]C[\xe9\xbb\x91\xe8])")
	col = mustRead(t, string(fox))
	if pw, _ := col.Games[0].Get("PW"); col.Encoding != "UTF-8" || pw != "古力" {
		t.Errorf("damaged UTF-8: %s PW %q", col.Encoding, pw)
	}
	if pb, _ := col.Games[0].Get("PB"); pb != "柯\uFFFD" {
		t.Errorf("damaged character: PB %q, want one U+FFFD for it, '?' included", pb)
	}
	if c, _ := col.Games[0].Get("C"); c != "黑\uFFFD" {
		t.Errorf("cut character: C %q", c)
	}
}

func TestRepairUTF8(t *testing.T) {
	for in, want := range map[string]string{
		"ok 柯洁":                  "ok 柯洁",
		"\xe6\x9f\xaf\xe6\xb4?x": "柯\uFFFDx",
		"\xe6??a":                "\uFFFDa",
		"\xe6\x9f":               "\uFFFD",
		"\x80\x80a":              "\uFFFD\uFFFDa",
		"\xf0\x9f\x98?\xc3":      "\uFFFD\uFFFD",
		"\xc3?\xa9":              "\uFFFD\uFFFD",
	} {
		if got := repairUTF8([]byte(in)); got != want {
			t.Errorf("repairUTF8(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCharsetNames(t *testing.T) {
	for name, want := range map[string]string{
		"utf-8": "UTF-8", "UTF8": "UTF-8", "gb2312": "GB18030", "GB_2312-80": "GB18030", "cp936": "GB18030",
		"big5": "Big5", "Big5-HKSCS": "Big5", "MS_KANJI": "Shift_JIS", "windows-31j": "Shift_JIS",
		"euc-jp": "EUC-JP", "EUC-KR": "EUC-KR", "KS_C_5601-1987": "EUC-KR", "latin1": "ISO-8859-1",
		"ISO-8859-1": "ISO-8859-1", "windows-1250": "windows-1250", "KOI8-R": "koi8-r",
		"iso-8859-15": "iso-8859-15", "UTF-16": "UTF-16LE", " utf-8 ": "UTF-8",
	} {
		cs, ok := lookupCharset(name)
		if !ok || cs.name != want {
			t.Errorf("lookupCharset(%q) = %q %v, want %q", name, cs.name, ok, want)
		}
	}
	if _, ok := lookupCharset("klingon"); ok {
		t.Error("unknown charset accepted")
	}
}

// The U+FFFD a file holds as valid UTF-8 are counted without a copy: as many as the standard
// library's repair keeps (bytes.ToValidUTF8 dropping the invalid bytes), which the warning
// "N byte sequences … replaced" takes away from the decoded text's.
func TestCountValidReplacement(t *testing.T) {
	for in, want := range map[string]int{
		"":                           0,
		"plain":                      0,
		"\uFFFD":                     1,
		"a\uFFFDb\uFFFD":             2,
		"\xef\xbf":                   0, // cut short: not a U+FFFD
		"\xef\xff\xbf\xbd":           0, // an invalid byte between: the rest joins no U+FFFD
		"\xff\uFFFD\x80":             1,
		"棋\uFFFD\xe6\x9f\uFFFD?\xc3": 2,
	} {
		if got := countValidReplacement([]byte(in)); got != want {
			t.Errorf("countValidReplacement(%q) = %d, want %d", in, got, want)
		}
		if std := countReplacement(string(bytes.ToValidUTF8([]byte(in), nil))); std != want {
			t.Errorf("%q: bytes.ToValidUTF8 keeps %d U+FFFD, the table says %d", in, std, want)
		}
	}
}
