package words

import "strings"

// Tag is a language goref speaks, written as a BCP 47 tag.
type Tag string

// The languages goref speaks.
const (
	En     Tag = "en"
	ZhHans Tag = "zh-Hans" // Simplified Chinese
	ZhHant Tag = "zh-Hant" // Traditional Chinese
	Ja     Tag = "ja"
	Ko     Tag = "ko"
)

// Tags lists the languages in the order the app offers them.
var Tags = []Tag{En, ZhHans, ZhHant, Ja, Ko}

// Normalize maps a language tag or a locale name onto the language goref speaks for it:
// BCP 47 ("zh-Hant-HK", "ja-JP"), POSIX locales as LANG holds them ("zh_TW.UTF-8",
// "ko_KR.eucKR", "sr_RS@latin") and goref's own file codes ("zh_Hans"). Chinese written in
// Traditional characters (script Hant, or the regions TW, HK and MO, where it is the usual
// script) is zh-Hant, other Chinese zh-Hans; anything goref does not speak, "C" and "POSIX"
// included, is English.
func Normalize(s string) Tag {
	if i := strings.IndexAny(s, ".@"); i >= 0 { // the encoding or modifier of a POSIX locale
		s = s[:i]
	}
	parts := strings.Split(strings.ToLower(strings.ReplaceAll(strings.TrimSpace(s), "_", "-")), "-")
	switch parts[0] {
	case "ja":
		return Ja
	case "ko":
		return Ko
	case "yue": // Cantonese (Debian's yue_HK) is written in Traditional characters
		return ZhHant
	case "zh", "cmn": // cmn: Mandarin, as some systems tag it
		for _, p := range parts[1:] {
			switch p {
			case "hans":
				return ZhHans
			case "hant", "tw", "hk", "mo":
				return ZhHant
			}
		}
		return ZhHans
	}
	return En
}

// Fallbacks is the order in which a text is looked for when t's own is missing: Traditional
// Chinese reads the Simplified before the English; every language ends with English.
func (t Tag) Fallbacks() []Tag {
	switch t {
	case En:
		return []Tag{En}
	case ZhHant:
		return []Tag{ZhHant, ZhHans, En}
	}
	return []Tag{t, En}
}

// Pick returns the text of m (texts by tag) in the language lang names, following
// Fallbacks; "" when none is there.
func Pick(m map[Tag]string, lang string) string {
	for _, t := range Normalize(lang).Fallbacks() {
		if s := m[t]; s != "" {
			return s
		}
	}
	return ""
}

// Locale is the POSIX locale of the language, without the encoding ("zh_TW", "ja_JP"): the
// region where the language is written as goref writes it.
func (t Tag) Locale() string {
	return map[Tag]string{En: "en_US", ZhHans: "zh_CN", ZhHant: "zh_TW", Ja: "ja_JP", Ko: "ko_KR"}[Normalize(string(t))]
}

// Name is the language's name in the language itself ("繁體中文").
func (t Tag) Name() string {
	return map[Tag]string{En: "English", ZhHans: "简体中文", ZhHant: "繁體中文", Ja: "日本語", Ko: "한국어"}[Normalize(string(t))]
}

// JSONKey is the language's key in the texts goref's JSON outputs carry (`goref table`,
// `goref score --json`): "zh" for Simplified Chinese, the tag otherwise.
func (t Tag) JSONKey() string {
	if t == ZhHans {
		return "zh"
	}
	return string(t)
}
