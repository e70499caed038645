package sgf

import (
	"unicode/utf8"
)

// Detection of the character set of a file with no usable CA, in the spirit of Sabaki's
// script-coherence check: decode the bytes in each candidate and prefer the reading that
// gives common characters of one script. Double-byte encodings accept most byte pairs, so
// validity alone cannot decide; instead each candidate sorts its characters into
// common (GB2312 level 1, Big5 level 1, JIS level 1 and kana, KS X 1001 hangul, Latin
// letters inside Latin words), rare (the rest) and bad (not valid at all).

// byteStats counts the characters of one candidate reading.
type byteStats struct{ common, rare, bad int }

func (s byteStats) ratio() float64 {
	if s.common+s.rare == 0 {
		return 0
	}
	return float64(s.common) / float64(s.common+s.rare)
}

type candidate struct {
	cs    charset
	stats func([]byte) byteStats
}

// candidates in order of preference when two readings score the same.
var candidates = []candidate{
	{csGB18030, statsGB},
	{csBig5, statsBig5},
	{csShiftJIS, statsShiftJIS},
	{csEUCJP, statsEUCJP},
	{csEUCKR, statsEUCKR},
	{csWin1252, statsLatin},
}

// detect chooses a charset for bytes that are not plain ASCII and have no usable CA.
func detect(data []byte) decoded {
	if utf8.Valid(data) {
		return decoded{text: string(data), charset: csUTF8.name}
	}
	if damagedUTF8(data) {
		// UTF-8 with damage: Fox records replaced some bytes by '?'.
		d := decodeAs(data, csUTF8)
		d.warnings = append([]Warning{warning(WarnMostlyUTF8, "no CA: read as UTF-8 (mostly valid)")}, d.warnings...)
		return d
	}

	best, bestStats := -1, byteStats{}
	for i, c := range candidates {
		s := c.stats(data)
		if best < 0 || better(s, bestStats, i, best) {
			best, bestStats = i, s
		}
	}
	// Hangul (KS X 1001 rows B0–C8) is made of GB2312 level-1 byte pairs as well. When
	// both readings are clean and all common, the characters typical of game records in
	// each language decide.
	if kr := statsEUCKR(data); kr.bad == 0 && kr.rare == 0 && kr.common >= 3 && bestStats.rare == 0 && bestStats.bad == 0 {
		ko := typical(decodeAs(data, csEUCKR).text, typicalKorean)
		zh := typical(decodeAs(data, csGB18030).text, typicalChinese)
		if ko > zh || ko == zh && kr.common >= 6 {
			best = indexOf(csEUCKR)
		}
	}
	cs := candidates[best].cs
	d := decodeAs(data, cs)
	d.warnings = append([]Warning{warning(WarnDetected, "no CA: detected %s", cs.name)}, d.warnings...)
	return d
}

// Characters frequent in Chinese and Korean game records: results, ranks, tournament
// words and the commonest family names.
var (
	typicalChinese = runeSet("黑白胜负和局目子中盘半点届杯赛决第一二三四五六七八九十段手先后贴还的了是在不有这我他们大小棋围对" +
		"王李张刘陈杨黄赵周吴徐孙马朱胡郭何林罗高梁宋郑谢韩唐冯于董程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶余潘杜戴夏钟汪田任姜范方石姚谭廖" +
		"邹熊金陆郝孔崔康毛邱秦江史顾侯邵孟龙万雷钱汤尹常武乔贺赖龚文柯洁古力聂卫平俞斌檀啸时越芈昱廷党毅飞辜梓豪鼎新连笑")
	typicalKorean = runeSet("흑백승패불계집반무부이김박최정조강윤장임한오서신권황안송류홍전고문양손배허남심노하곽성차주우구민유나진지엄채원천방공현" +
		"함변염석선설마길연위표명기왕금옥육인맹제모탁국여어은편용예경봉사가독궁갈세돌수영호준재희동혜대회결리그입니다는의에를을로와과도")
)

func runeSet(s string) map[rune]bool {
	set := map[rune]bool{}
	for _, r := range s {
		set[r] = true
	}
	return set
}

// typical counts the characters of text that are in set.
func typical(text string, set map[rune]bool) int {
	n := 0
	for _, r := range text {
		if set[r] {
			n++
		}
	}
	return n
}

func indexOf(cs charset) int {
	for i, c := range candidates {
		if c.cs.name == cs.name {
			return i
		}
	}
	return 0
}

// better tells whether stats a (candidate i) beats b (candidate j).
func better(a, b byteStats, i, j int) bool {
	if (a.bad == 0) != (b.bad == 0) {
		return a.bad == 0
	}
	if a.bad != b.bad {
		return a.bad < b.bad
	}
	if ra, rb := a.ratio(), b.ratio(); ra != rb {
		return ra > rb
	}
	if a.common != b.common {
		return a.common > b.common
	}
	return i < j
}
