package main

import (
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/japanese"
	"golang.org/x/text/encoding/korean"
	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"

	"goref/app/fontchars"
)

func euc(b byte) bool  { return b >= 0xA1 && b <= 0xFE }
func big5(b byte) bool { return b >= 0x40 && b <= 0x7E || b >= 0xA1 && b <= 0xFE }

// decode returns the CJK characters of every double-byte code from..to of enc whose second
// byte is a valid trail byte.
func decode(enc encoding.Encoding, from, to int, trail func(b byte) bool) []rune {
	var out []rune
	dec := enc.NewDecoder()
	for c := from; c <= to; c++ {
		b := []byte{byte(c >> 8), byte(c)}
		if !trail(b[1]) {
			continue
		}
		s, err := dec.Bytes(b)
		if err != nil {
			continue
		}
		for _, r := range string(s) {
			if r != '\uFFFD' && fontchars.CJK(r) {
				out = append(out, r)
			}
		}
	}
	return out
}

// common returns the CJK characters of the national standards the CJK font keeps: GB 2312
// (its symbol rows and both levels), Big5 (its symbols and level 1), JIS X 0208 (its
// symbol and kana rows and level 1) and the 2,350 hangul syllables of KS X 1001, so a game
// between a Chinese or Japanese and a Korean player needs no larger font.
func common() []rune {
	var out []rune
	out = append(out, decode(korean.EUCKR, 0xB0A1, 0xC8FE, euc)...)             // KS X 1001 hangul
	out = append(out, decode(simplifiedchinese.GBK, 0xA1A1, 0xA9FE, euc)...)    // EUC-CN rows 1–9: symbols, kana
	out = append(out, decode(simplifiedchinese.GBK, 0xB0A1, 0xF7FE, euc)...)    // rows 16–87: levels 1 and 2
	out = append(out, decode(traditionalchinese.Big5, 0xA140, 0xA3BF, big5)...) // symbols
	out = append(out, decode(traditionalchinese.Big5, 0xA440, 0xC67E, big5)...) // level 1
	out = append(out, decode(japanese.EUCJP, 0xA1A1, 0xA8FE, euc)...)           // JIS X 0208 rows 1–8: symbols, kana
	return append(out, decode(japanese.EUCJP, 0xB0A1, 0xCFFE, euc)...)          // rows 16–47: level 1
}

// koreanChars returns every hangul syllable, the hangul jamo and compatibility jamo, KS X
// 1001 (its symbols, hangul and hanja) and GB 2312 level 1 (Chinese names in the Korean UI).
func koreanChars() []rune {
	var out []rune
	for _, block := range [][2]rune{{0x1100, 0x11FF}, {0x3130, 0x318F}, {0xAC00, 0xD7A3}} {
		for r := block[0]; r <= block[1]; r++ {
			out = append(out, r)
		}
	}
	out = append(out, decode(simplifiedchinese.GBK, 0xB0A1, 0xD7FE, euc)...)
	return append(out, decode(korean.EUCKR, 0xA1A1, 0xFDFE, euc)...)
}
