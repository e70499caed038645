package sgf

// Per-encoding byte statistics for detect: each walks the raw bytes as one candidate
// encoding and sorts its characters into common, rare and bad (see byteStats).

func in(b, lo, hi byte) bool { return b >= lo && b <= hi }

// statsGB: GB2312 level 1 (rows B0–D7) is common, symbol rows A1–A9 count as neither,
// level 2, GBK and four-byte GB18030 are rare.
func statsGB(d []byte) (s byteStats) {
	for i := 0; i < len(d); {
		b := d[i]
		if b < 0x80 {
			i++
			continue
		}
		if b == 0x80 || b == 0xFF || i+1 >= len(d) {
			s.bad++
			i++
			continue
		}
		t := d[i+1]
		if in(t, 0x30, 0x39) {
			if i+3 < len(d) && in(d[i+2], 0x81, 0xFE) && in(d[i+3], 0x30, 0x39) {
				s.rare++
				i += 4
				continue
			}
			s.bad++
			i++
			continue
		}
		if t < 0x40 || t == 0x7F || t == 0xFF {
			s.bad++
			i++
			continue
		}
		switch {
		case in(b, 0xB0, 0xD7) && t >= 0xA1:
			s.common++
		case in(b, 0xA1, 0xA9) && t >= 0xA1:
		default:
			s.rare++
		}
		i += 2
	}
	return s
}

// statsBig5: level 1 (A440–C67E) is common, symbols A1–A3 neither, the rest rare.
func statsBig5(d []byte) (s byteStats) {
	for i := 0; i < len(d); {
		b := d[i]
		if b < 0x80 {
			i++
			continue
		}
		if !in(b, 0x81, 0xFE) || i+1 >= len(d) {
			s.bad++
			i++
			continue
		}
		t := d[i+1]
		if !in(t, 0x40, 0x7E) && !in(t, 0xA1, 0xFE) {
			s.bad++
			i++
			continue
		}
		switch {
		case in(b, 0xA4, 0xC5) || b == 0xC6 && t <= 0x7E:
			s.common++
		case in(b, 0xA1, 0xA3):
		default:
			s.rare++
		}
		i += 2
	}
	return s
}

// statsShiftJIS: kana and JIS level 1 kanji are common, half-width katakana and level 2
// rare.
func statsShiftJIS(d []byte) (s byteStats) {
	for i := 0; i < len(d); {
		b := d[i]
		switch {
		case b < 0x80:
			i++
			continue
		case in(b, 0xA1, 0xDF):
			s.rare++
			i++
			continue
		case !in(b, 0x81, 0x9F) && !in(b, 0xE0, 0xFC) || i+1 >= len(d):
			s.bad++
			i++
			continue
		}
		t := d[i+1]
		if !in(t, 0x40, 0x7E) && !in(t, 0x80, 0xFC) {
			s.bad++
			i++
			continue
		}
		code := int(b)<<8 | int(t)
		switch {
		case code >= 0x829F && code <= 0x82F1, code >= 0x8340 && code <= 0x8396:
			s.common++
		case code >= 0x889F && code <= 0x9872:
			s.common++
		case b <= 0x84:
		default:
			s.rare++
		}
		i += 2
	}
	return s
}

// statsEUCJP: kana rows A4/A5 and level 1 (B0–CF) are common.
func statsEUCJP(d []byte) (s byteStats) {
	for i := 0; i < len(d); {
		b := d[i]
		switch {
		case b < 0x80:
			i++
			continue
		case b == 0x8E && i+1 < len(d) && in(d[i+1], 0xA1, 0xDF):
			s.rare++
			i += 2
			continue
		case b == 0x8F && i+2 < len(d) && in(d[i+1], 0xA1, 0xFE) && in(d[i+2], 0xA1, 0xFE):
			s.rare++
			i += 3
			continue
		case !in(b, 0xA1, 0xFE) || i+1 >= len(d) || !in(d[i+1], 0xA1, 0xFE):
			s.bad++
			i++
			continue
		}
		switch {
		case b == 0xA4 || b == 0xA5 || in(b, 0xB0, 0xCF):
			s.common++
		case in(b, 0xA1, 0xA8):
		default:
			s.rare++
		}
		i += 2
	}
	return s
}

// statsEUCKR: KS X 1001 hangul (B0–C8) is common, hanja and the CP949 extension rare.
func statsEUCKR(d []byte) (s byteStats) {
	for i := 0; i < len(d); {
		b := d[i]
		if b < 0x80 {
			i++
			continue
		}
		if !in(b, 0x81, 0xFE) || i+1 >= len(d) {
			s.bad++
			i++
			continue
		}
		t := d[i+1]
		if !in(t, 0x41, 0x5A) && !in(t, 0x61, 0x7A) && !in(t, 0x81, 0xFE) {
			s.bad++
			i++
			continue
		}
		switch {
		case in(b, 0xB0, 0xC8) && t >= 0xA1:
			s.common++
		case in(b, 0xA1, 0xAC) && t >= 0xA1:
		default:
			s.rare++
		}
		i += 2
	}
	return s
}

// statsLatin: a windows-1252 letter is common when its word also holds ASCII letters
// ("Hrabánek"), rare otherwise; the five undefined bytes are bad.
func statsLatin(d []byte) (s byteStats) {
	isLetter := func(b byte) bool {
		return in(b, 'a', 'z') || in(b, 'A', 'Z') || b >= 0xC0 && b != 0xD7 && b != 0xF7
	}
	for i := 0; i < len(d); {
		if !isLetter(d[i]) {
			switch d[i] {
			case 0x81, 0x8D, 0x8F, 0x90, 0x9D:
				s.bad++
			default:
				if d[i] >= 0x80 {
					s.rare++
				}
			}
			i++
			continue
		}
		j, ascii, high := i, false, 0
		for j < len(d) && isLetter(d[j]) {
			if d[j] < 0x80 {
				ascii = true
			} else {
				high++
			}
			j++
		}
		if ascii {
			s.common += high
		} else {
			s.rare += high
		}
		i = j
	}
	return s
}
