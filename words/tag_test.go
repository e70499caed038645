package words

import "testing"

// The tags are from outside goref: the examples of RFC 5646 (BCP 47) Appendix A, the locales
// Debian's locales package offers as LANG values (/usr/share/i18n/SUPPORTED), and what
// browsers and desktops send. The expected language is the script the tag names, else the
// one its region writes (Taiwan, Hong Kong and Macau Traditional; mainland China and Singapore
// Simplified).
func TestNormalize(t *testing.T) {
	for in, want := range map[string]Tag{
		// BCP 47
		"en": En, "en-US": En, "de": En, "fr": En, "es-419": En, "sr-Latn-RS": En, "de-CH-1901": En,
		"zh-Hant": ZhHant, "zh-Hans": ZhHans, "zh-Hans-CN": ZhHans, "zh-Hant-HK": ZhHant,
		"zh-cmn-Hans-CN": ZhHans, "cmn-Hans-CN": ZhHans, "zh-yue-HK": ZhHant, "yue-HK": ZhHant,
		"zh-Hant-CN": ZhHant, "zh-Hans-TW": ZhHans, "zh-TW": ZhHant, "zh-HK": ZhHant, "zh-MO": ZhHant,
		"zh-CN": ZhHans, "zh-SG": ZhHans, "zh": ZhHans, "ZH-hant": ZhHant,
		"ja": Ja, "ja-JP": Ja, "ja-Latn": Ja, "ko": Ko, "ko-KR": Ko, "ko-Kore-KR": Ko,
		"x-whatever": En, "i-klingon": En,
		// Debian's LANG values
		"zh_TW.UTF-8": ZhHant, "zh_TW": ZhHant, "zh_HK.UTF-8": ZhHant, "zh_HK": ZhHant,
		"zh_SG.UTF-8": ZhHans, "zh_SG.GBK": ZhHans, "zh_CN.GB18030": ZhHans, "zh_CN.UTF-8": ZhHans,
		"ja_JP.UTF-8": Ja, "ja_JP.EUC-JP": Ja, "ko_KR.UTF-8": Ko, "ko_KR.EUC-KR": Ko, "ko_KR": Ko,
		"C": En, "C.UTF-8": En, "POSIX": En, "en_GB.UTF-8": En, "en_GB": En, "": En,
		"kok_IN": En, "ks_IN@devanagari": En, "sr_RS@latin": En, "yue_HK": ZhHant,
		// goref's own file codes
		"zh_Hans": ZhHans, "zh_Hant": ZhHant,
	} {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestPickFallsBack(t *testing.T) {
	m := map[Tag]string{En: "Resign", ZhHans: "认输"}
	for lang, want := range map[string]string{"zh_TW": "认输", "ko": "Resign", "ja-JP": "Resign", "zh": "认输", "de": "Resign"} {
		if got := Pick(m, lang); got != want {
			t.Errorf("Pick(%q) = %q, want %q", lang, got, want)
		}
	}
	if got := Pick(map[Tag]string{ZhHant: "認輸"}, "ko"); got != "" {
		t.Errorf("Korean with neither Korean nor English: %q", got)
	}
}

func TestEveryTagNamed(t *testing.T) {
	for _, tag := range Tags {
		if Normalize(string(tag)) != tag || tag.Name() == "" || tag.Locale() == "" || Normalize(tag.Locale()) != tag {
			t.Errorf("%s: normalises to %s, name %q, locale %q", tag, Normalize(string(tag)), tag.Name(), tag.Locale())
		}
	}
}
