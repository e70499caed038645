package i18n

import (
	"os"
	"testing"

	"fyne.io/fyne/v2/lang"
)

func TestSetSwitchesEveryLanguage(t *testing.T) {
	want := map[string]string{"zh_Hans": "认输", "zh_Hant": "認輸", "ja": "投了", "ko": "기권", "en": "Resign"}
	for _, code := range []string{"zh_Hans", "zh_Hant", "ja", "ko", "en", "zh_Hant"} {
		Set(code)
		if got := lang.L("Resign"); got != want[code] {
			t.Errorf("%s: Resign is %q, want %q", code, got, want[code])
		}
	}
}

func TestFromLocale(t *testing.T) {
	for loc, want := range map[string]string{"zh_CN.UTF-8": "zh_Hans", "zh-TW": "zh_Hant", "zh-Hant-HK": "zh_Hant",
		"ja_JP.UTF-8": "ja", "ko-KR": "ko", "de_DE": "en", "": "en"} {
		if got := FromLocale(loc); got != want {
			t.Errorf("%q: %s, want %s", loc, got, want)
		}
	}
}

// TestFontsSeeNoCJKLocale: on a Japanese system, after the UI language is set, the locale Fyne
// reads when it loads fonts is English (it would parse the system's CJK font per text style),
// the translations stay the UI language's, and the C libraries' locale (LANG) is untouched.
func TestFontsSeeNoCJKLocale(t *testing.T) {
	t.Setenv("LANG", "ja_JP.UTF-8")
	t.Setenv("LC_ALL", "")
	t.Setenv("LANGUAGE", "ja_JP")
	for _, code := range []string{"ja", "ko", "ja"} {
		Set(code)
		if loc := lang.SystemLocale().LanguageString(); loc != "en" {
			t.Fatalf("after Set(%s) Fyne's fonts see the language %q", code, loc)
		}
	}
	if got := lang.L("Resign"); got != "投了" {
		t.Fatalf("Resign is %q in the Japanese UI", got)
	}
	if os.Getenv("LANG") != "ja_JP.UTF-8" || os.Getenv("LC_ALL") != "" {
		t.Fatalf("LANG %q, LC_ALL %q: changed", os.Getenv("LANG"), os.Getenv("LC_ALL"))
	}
	Set("en")
}
